import { useEffect, useRef } from 'react';
import { callNative, type BridgeAction } from '../../platform/bridge';

/** Spec 1 §9, spec 3 §9: within 10 px of the bottom counts as read to the end. */
export const SCROLL_BOTTOM_THRESHOLD_PX = 10;

/** The page (the window, or the iframe's window in the register modal) is scrolled to within the threshold. */
export function isScrolledToBottom(): boolean {
  const page = document.scrollingElement ?? document.documentElement;
  return window.innerHeight + window.scrollY >= page.scrollHeight - SCROLL_BOTTOM_THRESHOLD_PX;
}

/**
 * Runs `onBottom` when the reader reaches the bottom of the page: once per mount for a legal text (a text shorter
 * than the screen counts as read as soon as it shows), or every time for a list that loads more there. For a page
 * whose flow decides what the bottom means (the agreement change, the loader), `onBottom` sends the flow its event.
 */
export function useScrolledToBottom(onBottom: () => void, { once = true }: { once?: boolean } = {}): void {
  // The latest callback, without re-arming the listener (and re-firing) on every render.
  const latest = useRef(onBottom);
  useEffect(() => {
    latest.current = onBottom;
  });
  useEffect(() => {
    const check = () => {
      if (!isScrolledToBottom()) return;
      if (once) window.removeEventListener('scroll', check);
      latest.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [once]);
}

/**
 * Tells the native app, once per mount, that the reader reached the bottom of a legal text (the privacy policy,
 * the agreement-change screen). The app decides what that unlocks.
 */
export function useScrollBottomNotice(action: BridgeAction): void {
  useScrolledToBottom(() => void callNative(action));
}
