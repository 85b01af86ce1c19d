/**
 * What the app tells the user outside any one page: the toast, the loading indicator (calls in flight) and the
 * "请在APP中操作" download prompt. The call layer, the bridge and pages set them; the shell shows them
 * (src/app/Feedback.tsx). Plain stores for `useSyncExternalStore`, so nothing here depends on React or the UI kit.
 */
/** A minimal external store for `useSyncExternalStore`: the three below share it. */
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

export type ToastKind = 'error' | 'success' | 'info';
export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Long enough to read a short Chinese sentence, short enough not to cover the next step. */
export const TOAST_DURATION_MS = 2000;

export const toastStore = createStore<ToastMessage | null>(null);
let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

// One toast at a time, as in the native shells: a new message replaces the current one and restarts the clock.
function show(kind: ToastKind, text: string): void {
  clearTimeout(hideTimer);
  const message = { id: nextId++, kind, text };
  toastStore.set(message);
  hideTimer = setTimeout(() => {
    if (toastStore.get()?.id === message.id) toastStore.set(null);
  }, TOAST_DURATION_MS);
}

export const toast = {
  error: (text: string) => show('error', text),
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  dismiss: () => {
    clearTimeout(hideTimer);
    toastStore.set(null);
  },
};

/** Number of calls in flight; the indicator shows while it is above zero. */
export const loadingStore = createStore(0);

export const loading = {
  begin: () => loadingStore.set(loadingStore.get() + 1),
  // Never below zero, so a stray extra `end` cannot hide the indicator of a later call.
  end: () => loadingStore.set(Math.max(0, loadingStore.get() - 1)),
  count: () => loadingStore.get(),
};

/**
 * Whether the shell's "请在APP中操作" prompt is open, and why when the page gives a reason (a line under the title,
 * e.g. 请先完成实名认证); opened by the bridge's web fallbacks and by flows. Never inside the app: a page there hands
 * the investor to the app's own screen instead (src/implementations/certification.ts).
 */
export const downloadPromptStore = createStore(false);
export const downloadReasonStore = createStore('');

export const downloadPrompt = {
  open: (reason = '') => {
    downloadReasonStore.set(reason);
    downloadPromptStore.set(true);
  },
  close: () => downloadPromptStore.set(false),
};
