import { useEffect, useRef } from 'react';

/** What Tab can stop at inside a dialog. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert], [hidden]'));

/** The dialogs open now, the newest last: only the newest answers the keyboard (a sheet opened from a modal). */
const open: HTMLElement[] = [];

interface DialogFocusOptions {
  /** Escape closes the dialog (sheets and viewers); a modal that waits for a choice has none. */
  onEscape?: () => void;
  /** Where focus goes on opening; else the dialog's first control, else the dialog itself. */
  initial?: () => HTMLElement | null;
}

/**
 * Keyboard focus of a modal dialog (the WAI-ARIA dialog pattern) while `active`: focus moves into it, Tab and
 * Shift+Tab go round its controls and never reach the page behind, Escape calls `onEscape`, and when the dialog goes
 * focus returns to the control that had it (the one that opened it), if that is still on the page. Answers the ref
 * for the dialog element.
 */
export function useDialogFocus<T extends HTMLElement>(active: boolean, options: DialogFocusOptions = {}) {
  const ref = useRef<T>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = latest.current.initial?.() ?? focusables(dialog)[0] ?? dialog;
    if (target === dialog && !dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
    target.focus({ preventScroll: true });

    open.push(dialog);
    const onKeyDown = (e: KeyboardEvent) => {
      if (open[open.length - 1] !== dialog) return;
      const { onEscape } = latest.current;
      if (e.key === 'Escape' && onEscape) {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusables(dialog);
      const at = document.activeElement;
      const first = items[0] ?? dialog;
      const last = items[items.length - 1] ?? dialog;
      const outside = !dialog.contains(at);
      if (e.shiftKey ? outside || at === first : outside || at === last) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      open.splice(open.indexOf(dialog), 1);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active]);
  return ref;
}
