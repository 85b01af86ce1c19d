/**
 * Terminal type: 1 = inside the native app, 2 = web (spec 2 §9).
 *
 * The native shell opens pages with the query parameter `terminalType=1` (the discover page, findManageIndex, and
 * the article details findManageActiveDetail, infoDetail and activeDetail also accept `type`, spec 3 §2). It is
 * read once when the page loads and kept in sessionStorage, so in-app navigation without the parameter stays "app"
 * for the rest of the session.
 */
import { href } from '../paths';

export type TerminalType = 1 | 2;

export const TERMINAL_PARAM = 'terminalType';
/** The discover page's and the article details' own name for the same parameter. */
export const TYPE_TERMINAL_PARAM = 'type';
/** The pages whose `type` is the terminal type (spec 3 §2); elsewhere `type` means something else (an intro's top). */
export const TYPE_TERMINAL_PATHS: readonly string[] = [
  href('findManageIndex'),
  href('findManageActiveDetail'),
  href('infoDetail'),
  href('activeDetail'),
];
/** Where the session's terminal type is kept (sessionStorage); a prerendered page's first-paint script reads it too. */
export const TERMINAL_SESSION_KEY = 'terminalType';

function parse(value: string | null): TerminalType | null {
  return value === '1' ? 1 : value === '2' ? 2 : null;
}

/** Called once at start-up with the landing URL; a valid parameter overrides the session's value. */
export function initTerminalType(search = window.location.search, pathname = window.location.pathname): TerminalType {
  const query = new URLSearchParams(search);
  const fromQuery =
    parse(query.get(TERMINAL_PARAM)) ??
    (TYPE_TERMINAL_PATHS.includes(pathname) ? parse(query.get(TYPE_TERMINAL_PARAM)) : null);
  if (fromQuery !== null) sessionStorage.setItem(TERMINAL_SESSION_KEY, String(fromQuery));
  return getTerminalType();
}

/** The session's terminal type; 2 where there is no browser session (a page being prerendered). */
export function getTerminalType(): TerminalType {
  if (typeof sessionStorage === 'undefined') return 2;
  return parse(sessionStorage.getItem(TERMINAL_SESSION_KEY)) ?? 2;
}

export const isInApp = (): boolean => getTerminalType() === 1;

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isIOS = (userAgent = ua()): boolean => /iPhone|iPad|iPod/i.test(userAgent);
export const isAndroid = (userAgent = ua()): boolean => /Android/i.test(userAgent);

/** WeChat or QQ in-app browser: downloads are blocked there, so the user is told to open the phone browser. */
export const isSocialInAppBrowser = (userAgent = ua()): boolean =>
  /MicroMessenger/i.test(userAgent) || /\sQQ\//i.test(userAgent);

/** `productTerminal` sent with banner queries: 1 for iOS, 2 otherwise (spec 3 §3). */
export const productTerminal = (userAgent = ua()): 1 | 2 => (isIOS(userAgent) ? 1 : 2);
