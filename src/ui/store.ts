/** A minimal external store for `useSyncExternalStore`: toast, loading counter and download prompt share it. */
export interface Store<T> {
  get: () => T;
  /**
   * The initial value: what a prerendered page shows, so hydration renders it too (whatever the store holds by
   * then, e.g. a call already in flight) and the store's value follows right after.
   */
  getServerSnapshot: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    getServerSnapshot: () => initial,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
