import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetKeptLists } from '../../src/flows/useLoader';
import { rememberComputedStyles } from './computedStyle';

// Test files run on every core, so a page's module or answer can take longer than the default second to arrive:
// waits allow five seconds (a wait that never succeeds still fails).
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Each test's app is a visit of its
// own: no list kept for Back from another (they all start on the history entry 'default').
afterEach(() => {
  cleanup();
  forgetKeptLists();
});

// user-event waits with `jest.advanceTimersByTime` when it finds it; without it, it hangs under fake timers
// (STACK-NOTES "Testing Library under fake timers").
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// The unit project's files share their worker, and its document (tests/setup/freshModules.ts). Each file starts as
// if it were alone: real timers, empty storage and document, the address at the root, no layout a file before it
// pretended.
vi.useRealTimers();
if (typeof document !== 'undefined') {
  rememberComputedStyles(window);
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  // jsdom lays nothing out, so scrolling has nowhere to go; its own scrollTo only logs "Not implemented". Tests that
  // care where a page scrolled spy on this one.
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });
}
