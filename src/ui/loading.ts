import { createStore } from './store';

/** Number of calls in flight; the indicator shows while it is above zero. */
export const loadingStore = createStore(0);

export const loading = {
  begin: () => loadingStore.set(loadingStore.get() + 1),
  // Never below zero, so a stray extra `end` cannot hide the indicator of a later call.
  end: () => loadingStore.set(Math.max(0, loadingStore.get() - 1)),
  count: () => loadingStore.get(),
};
