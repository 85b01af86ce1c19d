import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value only the browser knows (storage, the terminal type, the user agent, history) read while rendering.
 * Pages are prerendered at build time, where none of these exist: on the server, and while the browser hydrates
 * that HTML, this returns `prerendered` (what the HTML shows) so hydration matches it; React renders again with
 * `read()` right after. Anything rendered in the browser without hydrating gets `read()` at once.
 * `read` must return a primitive (or the same object while nothing changed), as `useSyncExternalStore` compares them.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(subscribeNever, read, () => prerendered);
}
