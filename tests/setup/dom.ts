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

// jsdom runs animation frames and its focus fix-up on an interval it starts when first needed, with the setInterval
// global at that moment: started under fake timers (a focus is enough), it never runs once they are gone, and every
// later requestAnimationFrame waits for ever, in this file and the next ones of its worker. Leaving fake timers lets
// a few frames pass first, so that the interval runs and stops. Wrapped once per worker.
const FRAME_MS = 17;
const wrapped = Symbol.for('trust-h5.useRealTimers');
if (!(wrapped in vi)) {
  const useRealTimers = vi.useRealTimers.bind(vi);
  Object.assign(vi, {
    [wrapped]: true,
    useRealTimers: () => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(3 * FRAME_MS);
      return useRealTimers();
    },
  });
}

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
