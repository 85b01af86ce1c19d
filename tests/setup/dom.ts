import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// user-event waits with `jest.advanceTimersByTime` when it finds it; without it, it hangs under fake timers
// (STACK-NOTES "Testing Library under fake timers").
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};
