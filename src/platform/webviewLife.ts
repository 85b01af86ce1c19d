import { createStore } from './notices';

/**
 * What the app does about the life of the page around it (a WebView or a browser tab): the network going and
 * coming back, and a restore from the back-forward cache.
 */

export const NETWORK_TEXT = {
  offline: '网络已断开，请检查网络设置',
  recovered: '网络已恢复',
} as const;
/** How long 网络已恢复 stays. */
export const RECOVERED_NOTICE_MS = 2000;

/** 'recovered' for a moment after the network came back, then 'online'. */
export type NetworkState = 'online' | 'offline' | 'recovered';
export const networkStore = createStore<NetworkState>('online');

let recoveredTimer: ReturnType<typeof setTimeout> | undefined;
function readNetwork() {
  clearTimeout(recoveredTimer);
  if (!navigator.onLine) return networkStore.set('offline');
  if (networkStore.get() !== 'offline') return;
  networkStore.set('recovered');
  recoveredTimer = setTimeout(() => networkStore.set('online'), RECOVERED_NOTICE_MS);
}

/**
 * Once at start: the network state follows the browser's online/offline events, and a page restored from the
 * back-forward cache (back to a page left earlier, its script state frozen) loads again, since its session, data
 * and countdowns are as old as when it was left.
 */
export function installPageLife(): void {
  window.addEventListener('online', readNetwork);
  window.addEventListener('offline', readNetwork);
  readNetwork();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}
