import { callNative } from './bridge';
import { isInApp } from './terminal';

/**
 * How long a browser page waits for the app to take over before it concludes the app is not installed: long
 * enough for the OS's "open in app?" sheet on a slow phone, short enough that the user does not tap again.
 */
export const OPEN_APP_FALLBACK_MS = 2500;

/**
 * The app's deep link, e.g. `dingyuantrust://open`. The spec does not give the scheme (spec 3 §7), so it is a
 * deployment setting like the download links: VITE_APP_OPEN_URL at build time. Empty when not configured.
 */
export function appOpenUrl(): string {
  const url: unknown = import.meta.env.VITE_APP_OPEN_URL;
  return typeof url === 'string' ? url.trim() : '';
}

/**
 * Asks to open the native app through the bridge's `openLink` (inside the app the shell handles its own link;
 * in a browser the web fallback follows it, and the OS opens the app if it is installed). In a browser,
 * `onNotOpened` runs when the page is still in front after OPEN_APP_FALLBACK_MS (no app took over), or at once
 * when no deep link is configured. Answers a cancel function for when the page goes away first.
 */
export function openApp(onNotOpened: () => void, url = appOpenUrl()): () => void {
  if (!url) {
    onNotOpened();
    return () => {};
  }
  void callNative('openLink', url);
  if (isInApp()) return () => {};

  const cancel = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', cancel);
  };
  // The app in front hides this page: then it opened, and the fallback must not fire behind it.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') cancel();
  };
  const timer = setTimeout(() => {
    cancel();
    if (document.visibilityState === 'visible') onNotOpened();
  }, OPEN_APP_FALLBACK_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', cancel);
  return cancel;
}
