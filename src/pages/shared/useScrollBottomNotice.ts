import { useEffect, useRef } from 'react';
import { callNative, type BridgeAction } from '../../platform/bridge';

/**
 * The bridge action for "the reader reached the bottom". The spec does not name it (spec 3 §7 lists it among the
 * chart-hosting actions); the privacy policy and the agreement-change screen use this one name (docs/decisions.md).
 */
export const SCROLL_BOTTOM_ACTION = 'tobottom' satisfies BridgeAction;

/** Spec 1 §9, spec 3 §9: within 10 px of the bottom counts as read to the end. */
export const SCROLL_BOTTOM_THRESHOLD_PX = 10;

/** The page (the window, or the iframe's window in the register modal) is scrolled to within the threshold. */
export function isScrolledToBottom(): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return window.innerHeight + window.scrollY >= page.scrollHeight - SCROLL_BOTTOM_THRESHOLD_PX;
}

/**
 * Runs `onBottom` once per mount when the reader reaches the bottom of the page. A text shorter than the screen
 * counts as read as soon as it shows, since there is nothing left to scroll. For a page whose flow decides what
 * the bottom means (the agreement-change machine), `onBottom` sends the machine its event.
 */
export function useScrolledToBottom(onBottom: () => void): void {
  // The latest callback, without re-arming the listener (and re-firing) on every render.
  const latest = useRef(onBottom);
  useEffect(() => {
    latest.current = onBottom;
  });
  useEffect(() => {
    const check = () => {
      if (!isScrolledToBottom()) return;
      window.removeEventListener('scroll', check);
      latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, []);
}

/**
 * Tells the native app, once per mount, that the reader reached the bottom of a legal text (the privacy policy,
 * the agreement-change screen). The app decides what that unlocks.
 */
export function useScrollBottomNotice(action: BridgeAction): void {
  useScrolledToBottom(() => void callNative(action));
}
