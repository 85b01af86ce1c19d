import { href } from '../paths';
import { downloadPrompt, toast } from './notices';
import { isAndroid, isInApp } from './terminal';

/**
 * Native bridge (spec 2 §7, spec 3 §7 "Native bridge actions").
 * iOS: `window.webkit.messageHandlers[action].postMessage(payload)`; Android: `window.android[action](payload)`.
 * In a plain browser (terminal type 2) each action has a web fallback, listed here with the action itself so that
 * a new action cannot be added without deciding what the web does with it.
 */
const WEB_FALLBACK = {
  // Article and navigation
  externalURL: 'openUrl',
  nextStep: 'none',
  openLink: 'openUrl',
  openInternallLink: 'route',
  closeInterface: 'back',
  finishs: 'back',
  closeh5Back: 'back',
  openLinkNoNav: 'openUrl',
  // Points and tasks: only the app can do these, so the web asks the user to download it.
  openPointsMall: 'download',
  tomanage: 'download',
  goCertificCard: 'download',
  toProductList: 'productList',
  toWealth: 'download',
  // Sharing
  wxShareManager: 'download',
  // Chart hosting and scroll-bottom notices mean something only to a hosting app.
  lineChartIcon: 'none',
  changeH5Radio: 'none',
  historyData: 'none',
  postLineChartHeight: 'none',
  tobottom: 'none',
  // Call
  toCall: 'tel',
  // Attachments: the page's own file input does this outside the app (src/platform/imageChooser.ts).
  chooseImage: 'none',
} as const satisfies Record<string, 'openUrl' | 'route' | 'back' | 'productList' | 'download' | 'tel' | 'none'>;

export type BridgeAction = keyof typeof WEB_FALLBACK;

/**
 * The bridge action for "the reader reached the bottom". The spec does not name it (spec 3 §7 lists it among the
 * chart-hosting actions); the privacy policy and the agreement-change screen use this one name (docs/decisions.md).
 */
export const SCROLL_BOTTOM_ACTION = 'tobottom' satisfies BridgeAction;
export const BRIDGE_ACTIONS = Object.keys(WEB_FALLBACK) as BridgeAction[];

/** Actions whose web fallback needs a string: a URL, an in-app path or a phone number. */
interface StringPayloads {
  externalURL: string;
  openLink: string;
  openLinkNoNav: string;
  openInternallLink: string;
  toCall: string;
}
export type BridgeArgs<A extends BridgeAction> = A extends keyof StringPayloads
  ? [payload: StringPayloads[A]]
  : [payload?: unknown];

export const METHOD_UNDEFINED = 'method undefined';
/** How long a call waits for the shell to inject the bridge before it counts as missing. */
export const BRIDGE_READY_TIMEOUT_MS = 3000;
const BRIDGE_POLL_MS = 50;
/** Android WebViews resize after the soft keyboard opens; scrolling earlier targets the old viewport. */
export const ANDROID_FOCUS_SCROLL_DELAY_MS = 400;

type NativeHandler = { postMessage: (message: unknown) => void };
declare global {
  interface Window {
    webkit?: { messageHandlers?: Record<string, NativeHandler | undefined> };
    android?: Record<string, ((arg?: string) => unknown) | undefined>;
    __bridgeCalls?: BridgeCall[];
  }
}

export interface BridgeCall {
  action: BridgeAction;
  payload: unknown;
  at: number;
  /** Where the call went: the native shell, the web fallback, or nowhere ("method undefined"). */
  via: 'pending' | 'ios' | 'android' | 'web' | 'missing';
}

export interface BridgeHost {
  navigate: (path: string) => void;
  back: () => void;
  openUrl: (url: string) => void;
}

const defaultHost: BridgeHost = {
  navigate: (path) => window.location.assign(path),
  back: () => window.history.back(),
  openUrl: (url) => window.location.assign(url),
};
let host = defaultHost;

/** The app shell supplies router navigation; the bridge imports no router. */
export function configureBridge(next: Partial<BridgeHost>): void {
  host = { ...host, ...next };
}

/** Dev builds, tests, and builds with VITE_BRIDGE_RECORDER=1 (browser tests) record every call. */
function record(action: BridgeAction, payload: unknown): BridgeCall {
  const entry: BridgeCall = { action, payload, at: Date.now(), via: 'pending' };
  if (import.meta.env.DEV || import.meta.env.VITE_BRIDGE_RECORDER === '1') {
    (window.__bridgeCalls ??= []).push(entry);
  }
  return entry;
}

export function getBridgeCalls(): readonly BridgeCall[] {
  return window.__bridgeCalls ?? [];
}

export function clearBridgeCalls(): void {
  window.__bridgeCalls = [];
}

const bridgeInjected = (): boolean => Boolean(window.webkit?.messageHandlers || window.android);

let waiting: Promise<boolean> | null = null;

/** One poll shared by all waiting calls, so queued calls are delivered in the order they were made. */
function whenBridgeReady(): Promise<boolean> {
  if (bridgeInjected()) return Promise.resolve(true);
  waiting ??= new Promise<boolean>((resolve) => {
    let waited = 0;
    const timer = setInterval(() => {
      waited += BRIDGE_POLL_MS;
      const ready = bridgeInjected();
      if (!ready && waited < BRIDGE_READY_TIMEOUT_MS) return;
      clearInterval(timer);
      waiting = null;
      resolve(ready);
    }, BRIDGE_POLL_MS);
  });
  return waiting;
}

function missing(entry: BridgeCall): false {
  entry.via = 'missing';
  toast.error(METHOD_UNDEFINED);
  return false;
}

function dispatchNative(entry: BridgeCall): boolean {
  const { action, payload } = entry;
  try {
    const handlers = window.webkit?.messageHandlers;
    if (handlers) {
      const handler = handlers[action];
      if (!handler) return missing(entry);
      // WKWebView's postMessage needs an argument.
      handler.postMessage(payload ?? null);
      entry.via = 'ios';
      return true;
    }
    const android = window.android;
    const method = android?.[action];
    if (!android || typeof method !== 'function') return missing(entry);
    // Android JavaScript interfaces take strings only.
    if (payload === undefined) method.call(android);
    else method.call(android, typeof payload === 'string' ? payload : JSON.stringify(payload));
    entry.via = 'android';
    return true;
  } catch {
    return missing(entry);
  }
}

function dispatchWeb(entry: BridgeCall): true {
  const text = typeof entry.payload === 'string' ? entry.payload : '';
  switch (WEB_FALLBACK[entry.action]) {
    case 'tel':
      host.openUrl(`tel:${text}`);
      break;
    case 'back':
      host.back();
      break;
    case 'openUrl':
      host.openUrl(text);
      break;
    case 'route':
      host.navigate(text);
      break;
    case 'productList':
      host.navigate(href('productList'));
      break;
    case 'download':
      downloadPrompt.open();
      break;
    case 'none':
      console.debug(`[bridge] ${entry.action}: nothing to do outside the app`);
      break;
  }
  entry.via = 'web';
  return true;
}

/** Whether the native shell has a handler for the action now (no call, no "method undefined"). */
export function nativeOffers(action: BridgeAction): boolean {
  if (!isInApp()) return false;
  if (window.webkit?.messageHandlers) return Boolean(window.webkit.messageHandlers[action]);
  return typeof window.android?.[action] === 'function';
}

/**
 * Ask the native shell to do something. Resolves true when the shell (or, in a browser, the web fallback) took
 * the call, false when the shell has no such method: then the user has seen "method undefined".
 */
export async function callNative<A extends BridgeAction>(action: A, ...[payload]: BridgeArgs<A>): Promise<boolean> {
  const entry = record(action, payload);
  if (!isInApp()) return dispatchWeb(entry);
  // Pages call the bridge on load, often before the shell has injected it: wait instead of losing the call.
  if (!(await whenBridgeReady())) return missing(entry);
  return dispatchNative(entry);
}

/** On Android, scroll a focused field into view once the keyboard has opened. Returns the uninstaller. */
export function installAndroidFocusScroll(doc: Document = document, userAgent?: string): () => void {
  if (!isAndroid(userAgent)) return () => {};
  const onFocus = (event: FocusEvent) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    setTimeout(() => field.scrollIntoView?.({ block: 'center' }), ANDROID_FOCUS_SCROLL_DELAY_MS);
  };
  doc.addEventListener('focusin', onFocus);
  return () => doc.removeEventListener('focusin', onFocus);
}
