import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/app/App';
import { connectRouter } from '../../src/app/navigation';
import { appRoutes } from '../../src/app/routes';
import { initTerminalType } from '../../src/platform/terminal';

/** The real app (routes, shell, providers) on a memory router, wired to the client and bridge like main.tsx. */
export function renderApp(entries: string[], { terminalType = 2 }: { terminalType?: 1 | 2 } = {}) {
  sessionStorage.clear();
  initTerminalType(`?terminalType=${terminalType}`, '/phone/about');
  const router = createMemoryRouter(appRoutes, { initialEntries: entries, initialIndex: entries.length - 1 });
  connectRouter(router);
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { router, user, ...view };
}
