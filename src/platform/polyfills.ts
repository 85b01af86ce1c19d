/**
 * Built-ins that the app's libraries call and the oldest WebViews investors have lack (Android System WebView /
 * Chrome 87, iOS 14.5; docs/client.md, "The WebViews investors have"). Each is added only where it is missing, and
 * this module runs before any other: src/main.tsx imports it first, and so does the PDF worker
 * (src/pages/invest/pdf.worker.ts), whose thread has globals of its own. The app's own code calls none of the
 * built-ins newer than the floor (the lint forbids them in src/). tests/e2e/webviewFloor.test.ts deletes them all
 * before the app loads, in the page and in the worker, and fails without either of these:
 *
 * - `at` (Chrome 92, iOS 15.4): pdf.js's worker reads fonts with it. ES2022 gave it to arrays, strings and typed
 *   arrays alike; the one function serves all three.
 * - `Promise.withResolvers` (Chrome 119, iOS 17.4): pdf.js's current build makes most of its promises with it.
 *
 * Nothing else is needed on the floor: pdf.js's current build adds `Promise.try` itself, its legacy worker brings
 * its own polyfills (the new Set methods, iterator helpers), and what else the bundle names (`structuredClone`,
 * `AbortSignal.any`) pdf.js calls only to print, edit or run without a worker, none of which the app does.
 */

function define(target: object, name: string, value: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

/** Array.prototype.at and its twins: the element at `index`, counted from the end when negative. */
function at(this: ArrayLike<unknown>, index: number): unknown {
  const length = this.length;
  let i = Math.trunc(index) || 0;
  if (i < 0) i += length;
  return i < 0 || i >= length ? undefined : this[i];
}

define(Array.prototype, 'at', at);
define(String.prototype, 'at', at);
// Every typed array's prototype inherits from one shared prototype (%TypedArray%.prototype).
define(Object.getPrototypeOf(Int8Array.prototype) as object, 'at', at);

define(Promise, 'withResolvers', function withResolvers<T>(this: PromiseConstructor) {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new this<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
});

export {};
