import type { ChartPeriod, FundProperty } from '../contract';
import { href } from '../paths';
import { downloadPrompt, toast } from './notices';
import { isAndroid, isInApp, TERMINAL_PARAM } from './terminal';

/**
 * Native bridge (spec 2 §7, spec 3 §7 "Native bridge actions"); the contract for the shells is docs/bridge.md.
 * iOS: `window.webkit.messageHandlers[action].postMessage(message)`; Android: `window.android[action](string?)`.
 */

/** What each action carries: the page passes it to `native.<action>(…)` (or `callNative`). */
export interface BridgePayloads {
  /** A URL the shell opens in the phone's browser. */
  externalURL: string;
  nextStep: undefined;
  /** A URL the shell opens in a new in-app web view with its navigation bar (or the app's own link). */
  openLink: string;
  /** A path of this site, e.g. `/phone/pointsList`: the shell receives its absolute URL (see `toShell`). */
  openInternallLink: string;
  closeInterface: undefined;
  finishs: undefined;
  closeh5Back: undefined;
  /** Like openLink, without the shell's navigation bar. */
  openLinkNoNav: string;
  openPointsMall: undefined;
  tomanage: undefined;
  goCertificCard: undefined;
  toProductList: undefined;
  toWealth: undefined;
  /** 立即投资 on a product's detail: the app's own subscription of the product (ours: the spec names no action). */
  toSubscribe: { trustCode: string };
  wxShareManager: WxShare;
  lineChartIcon: ChartChoice & { trustCode: string; fundproperty: ChartFund };
  changeH5Radio: ChartChoice;
  historyData: ChartChoice & { x: string[]; y: number[] };
  /** The chart page's height in CSS px, so the hosting screen can size its web view. */
  postLineChartHeight: { height: number };
  tobottom: undefined;
  /** The phone number to dial, as shown (e.g. `400-650-0717`). */
  toCall: string;
  /** Up to `max` images; the shell answers by calling `window[callback]` (src/platform/imageChooser.ts). */
  chooseImage: { max: number; callback: string };
}

/** WeChat share (wxShareManager). The shell shares `image` when there is one, else the link card. */
export interface WxShare {
  title: string;
  description: string;
  /** The absolute URL the card opens (the invitation registration link); always sent, also with an image. */
  link: string;
  /** The poster as a data URL, `data:image/png;base64,…` (canvas.toDataURL). */
  image?: string;
}

/** The net-value chart's tab (`ChartTab`: trend, detail, annual, unit) and range code ('0'…'5', spec 2 §4). */
export interface ChartChoice {
  tab: string;
  period: Exclude<ChartPeriod, ''>;
}
type ChartFund = Extract<FundProperty, '1' | '2'>;

/** What the web does instead, in a plain browser (terminal type 2). */
type WebFallback = 'openUrl' | 'route' | 'back' | 'productList' | 'download' | 'tel' | 'none';
/**
 * How the payload reaches the shell. none: iOS gets null, the Android method is called with no argument. text: the
 * string itself on both. page: the absolute URL of the path, with terminalType=1. json: iOS gets the object,
 * Android its JSON.
 */
type Encoding = 'none' | 'text' | 'page' | 'json';
type EncodingOf<P> = [P] extends [undefined] ? 'none' : [P] extends [string] ? 'text' | 'page' : 'json';

/**
 * Every action: its web fallback and its encoding, one row each, so a new action cannot be added without deciding
 * both (and its payload type above: the rows must match it).
 */
const ACTIONS = {
  // Article and navigation
  externalURL: { web: 'openUrl', send: 'text' },
  nextStep: { web: 'none', send: 'none' },
  openLink: { web: 'openUrl', send: 'text' },
  openInternallLink: { web: 'route', send: 'page' },
  closeInterface: { web: 'back', send: 'none' },
  finishs: { web: 'back', send: 'none' },
  closeh5Back: { web: 'back', send: 'none' },
  openLinkNoNav: { web: 'openUrl', send: 'text' },
  // Points and tasks: only the app can do these, so the web asks the user to download it.
  openPointsMall: { web: 'download', send: 'none' },
  tomanage: { web: 'download', send: 'none' },
  goCertificCard: { web: 'download', send: 'none' },
  toProductList: { web: 'productList', send: 'none' },
  toWealth: { web: 'download', send: 'none' },
  // Sharing
  wxShareManager: { web: 'download', send: 'json' },
  // Chart hosting and scroll-bottom notices mean something only to a hosting app.
  lineChartIcon: { web: 'none', send: 'json' },
  changeH5Radio: { web: 'none', send: 'json' },
  historyData: { web: 'none', send: 'json' },
  postLineChartHeight: { web: 'none', send: 'json' },
  tobottom: { web: 'none', send: 'none' },
  // Call
  toCall: { web: 'tel', send: 'text' },
  // Purchase: only inside the app (spec 2 §1, §6); the web asks the user to download it.
  toSubscribe: { web: 'download', send: 'json' },
  // Attachments: the page's own file input does this outside the app (src/platform/imageChooser.ts).
  chooseImage: { web: 'none', send: 'json' },
} as const satisfies {
  [A in keyof BridgePayloads]: { web: WebFallback; send: EncodingOf<BridgePayloads[A]> & Encoding };
};

export type BridgeAction = keyof typeof ACTIONS;
export const BRIDGE_ACTIONS = Object.keys(ACTIONS) as BridgeAction[];
/** The arguments of an action's call: none, or its payload. */
export type BridgeArgs<A extends BridgeAction> = A extends BridgeAction
  ? BridgePayloads[A] extends undefined
    ? []
    : [payload: BridgePayloads[A]]
  : never;

/**
 * The bridge action for "the reader reached the bottom". The spec does not name it (spec 3 §7 lists it among the
 * chart-hosting actions); the privacy policy and the agreement-change screen use this one name (docs/client.md, "The scroll-bottom notice is the bridge action").
 */
export const SCROLL_BOTTOM_ACTION = 'tobottom' satisfies BridgeAction;

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

// A wait may outlive its page (a test environment torn down): no window is no bridge.
const bridgeInjected = (): boolean =>
  typeof window !== 'undefined' && Boolean(window.webkit?.messageHandlers || window.android);

/** The wait for the shell, while one is under way: the calls made meanwhile are queued on it. */
let waiting: Promise<boolean> | null = null;

/** One poll shared by all queued calls; they resume in the order they were made. */
function whenBridgeReady(): Promise<boolean> {
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

/** What the shell receives for a call; undefined for an action without payload. */
function toShell({ action, payload }: BridgeCall): unknown {
  if (ACTIONS[action].send !== 'page') return payload;
  // A new web view has a new session: without the parameter the page there would take itself for a browser's.
  const url = new URL(String(payload), window.location.origin);
  url.searchParams.set(TERMINAL_PARAM, '1');
  return url.href;
}

function dispatchNative(entry: BridgeCall): boolean {
  const message = toShell(entry);
  try {
    const handlers = window.webkit?.messageHandlers;
    if (handlers) {
      const handler = handlers[entry.action];
      if (!handler) return missing(entry);
      // WKWebView's postMessage needs an argument.
      handler.postMessage(message ?? null);
      entry.via = 'ios';
      return true;
    }
    const android = window.android;
    const method = android?.[entry.action];
    if (!android || typeof method !== 'function') return missing(entry);
    // Android JavaScript interfaces take strings only, and find a method by its name and number of arguments.
    if (message === undefined) method.call(android);
    else method.call(android, typeof message === 'string' ? message : JSON.stringify(message));
    entry.via = 'android';
    return true;
  } catch {
    return missing(entry);
  }
}

function dispatchWeb(entry: BridgeCall): true {
  const text = typeof entry.payload === 'string' ? entry.payload : '';
  switch (ACTIONS[entry.action].web) {
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

async function send(action: BridgeAction, given: unknown): Promise<boolean> {
  // An action without payload sends none, whatever it was given (e.g. a click event, as an onClick handler).
  const entry = record(action, ACTIONS[action].send === 'none' ? undefined : given);
  if (!isInApp()) return dispatchWeb(entry);
  // Pages call the bridge on load, often before the shell has injected it: the call is queued, not lost, and a
  // call made while others wait queues behind them even if the shell has appeared meanwhile.
  if ((waiting || !bridgeInjected()) && !(await whenBridgeReady())) return missing(entry);
  return dispatchNative(entry);
}

/**
 * Ask the native shell to do something. Resolves true when the shell (or, in a browser, the web fallback) took
 * the call, false when the shell has no such method: then the user has seen "method undefined".
 */
export function callNative<A extends BridgeAction>(action: A, ...args: BridgeArgs<A>): Promise<boolean> {
  return send(action, args[0]);
}

/** One typed function per action, e.g. `native.openPointsMall()`, `native.wxShareManager({ title, … })`. */
export type NativeActions = { readonly [A in BridgeAction]: (...args: BridgeArgs<A>) => Promise<boolean> };
export const native = Object.fromEntries(
  BRIDGE_ACTIONS.map((action) => [action, (payload?: unknown) => send(action, payload)]),
) as unknown as NativeActions;

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
