/**
 * main.tsx starts the dev inspector only when the page is opened with ?inspect=1, and before the app renders (so
 * no flow actor starts uninspected). The inspector module itself is tested in tests/flows/inspector.test.tsx;
 * here it is a stand-in that records when it was started. Vitest runs as a dev build (import.meta.env.DEV).
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ calls: 0, callsWhenAppRendered: -1 }));

// Loads slowly, as a real chunk would: the app must wait for it rather than render meanwhile.
vi.mock('../../src/flows/inspector', async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { startInspector: () => void (started.calls += 1) };
});
// The app stands in for everything the router would render: it notes whether the inspector was already there.
vi.mock('../../src/app/App', () => ({
  App: () => {
    started.callsWhenAppRendered = started.calls;
    return <p>应用已渲染</p>;
  },
}));
// Its start-up call is beside the point here.
vi.mock('../../src/app/pageColour', () => ({ loadPageColour: async () => {} }));

async function openAt(url: string) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = '<div id="root"></div>';
  await import('../../src/main');
  await screen.findByText('应用已渲染');
}

beforeEach(() => {
  vi.resetModules();
  started.calls = 0;
  started.callsWhenAppRendered = -1;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('main.tsx and the dev inspector', () => {
  it('starts the inspector with ?inspect=1, before the app renders', async () => {
    await openAt('/phone/about?inspect=1');
    expect(started.calls).toBe(1);
    expect(started.callsWhenAppRendered).toBe(1);
  });

  it.each(['/phone/about', '/phone/about?inspect=0', '/phone/about?inspect', '/phone/about?terminalType=1'])(
    'starts nothing at %s',
    async (url) => {
      await openAt(url);
      expect(started.calls).toBe(0);
      expect(started.callsWhenAppRendered).toBe(0);
    },
  );
});
