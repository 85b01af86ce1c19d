import { createStore } from './store';

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
