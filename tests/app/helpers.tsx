import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes, Providers } from '../../src/app/App';
import { connectRouter, currentLocation, navigate } from '../../src/app/navigation';
import { loadPageAt } from '../../src/app/routes';
import { initTerminalType } from '../../src/platform/terminal';

/**
 * The real app (routes, shell, providers) on a memory router, wired to the client and bridge like main.tsx, and like
 * it with the landing page's module loaded before the first render.
 */
export async function renderApp(entries: string[], { terminalType = 2 }: { terminalType?: 1 | 2 } = {}) {
  sessionStorage.clear();
  await loadPageAt(entries[entries.length - 1]!.split('?')[0]!);
  initTerminalType(`?terminalType=${terminalType}`, '/phone/about');
  connectRouter();
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  /** Where the app is, and navigation as the call client and the bridge do it. */
  const router = {
    get location() {
      return currentLocation();
    },
    /** Resolves once the app shows where it went (after the page's module has loaded). */
    navigate: async (to: string | number) => {
      const before = currentLocation();
      await act(() => navigate(to));
      await waitFor(() => expect(currentLocation()).not.toBe(before), { timeout: 5000 });
    },
  };
  return { router, user, ...view };
}
