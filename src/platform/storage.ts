import type { IsCertified, LoginData, ProductFilter } from '../contract';

/** Client-side storage keys, verbatim from spec 1 §3. Values live in localStorage so a login survives restarts. */
export const StorageKey = {
  token: 'token_trustms',
  isCertified: 'isCertified',
  password: 'password',
  hasGreet: 'hasGreet',
  access: 'access',
  telephone: 'telephone',
  realName: 'realName',
  productParam: 'productParam',
} as const;
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey];

/** Cookies set after login; the native shell reads them (spec 1 §3, DESIGN §8). */
export const CookieName = {
  appToken: 'apptoken',
  isCertified: 'isCertified',
  telephone: 'telephone',
  realName: 'realName',
} as const;
export type CookieNameValue = (typeof CookieName)[keyof typeof CookieName];

/** What logout clears (spec 1 §4 "Logout"): telephone, realName and productParam stay. */
export const LOGOUT_KEYS = [
  StorageKey.token,
  StorageKey.isCertified,
  StorageKey.password,
  StorageKey.hasGreet,
  StorageKey.access,
] as const satisfies readonly StorageKeyName[];

export function getItem(key: StorageKeyName): string | null {
  return localStorage.getItem(key);
}

export function setItem(key: StorageKeyName, value: string): void {
  localStorage.setItem(key, value);
}

export function removeItem(key: StorageKeyName): void {
  localStorage.removeItem(key);
}

export function getCookie(name: CookieNameValue): string | null {
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit === undefined ? null : decodeURIComponent(hit.slice(prefix.length));
}

/**
 * The attributes of every cookie set here: the whole origin, Lax, and Secure when the page came over HTTPS, so the
 * token never leaves over plain HTTP (a WebView that loads the app over http still gets its cookies).
 */
function cookieAttributes(): string {
  return `path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}

// Session cookies on the whole origin: the shell reads them from any page; values are encoded (realName is Chinese).
export function setCookie(name: CookieNameValue, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes()}`;
}

export function removeCookie(name: CookieNameValue): void {
  document.cookie = `${name}=; max-age=0; ${cookieAttributes()}`;
}

type LoginFields = Pick<LoginData, 'xtoken' | 'isCertified' | 'telephone' | 'realName'>;

/**
 * A completed login: token and user fields stored, cookies set (spec 1 §4 "Successful login"). The telephone is
 * the full phone, as the native shell needs it; screens show it through maskPhone (src/validation/phone).
 */
export function saveLogin(login: LoginFields): void {
  // The same user logging in again (after an expired session) finds their drafts; anyone else finds none.
  removeDrafts(login.telephone);
  setItem(StorageKey.token, login.xtoken);
  setItem(StorageKey.isCertified, String(login.isCertified));
  setItem(StorageKey.telephone, login.telephone);
  setItem(StorageKey.realName, login.realName);
  setCookie(CookieName.appToken, login.xtoken);
  setCookie(CookieName.isCertified, String(login.isCertified));
  setCookie(CookieName.telephone, login.telephone);
  setCookie(CookieName.realName, login.realName);
}

/**
 * First login with a forced password change: only the token is kept, so the change-password call is
 * authorised, but no user fields and no cookies, so neither the pages nor the native shell treat the
 * user as logged in until they log in again with the new password.
 */
export function saveAppTokenOnly(token: string): void {
  setItem(StorageKey.token, token);
}

/**
 * The server's current word on verification (queryCustomerInfo), kept where the login put it, with the cookie the
 * native shell reads: the native app verifies customers outside these pages (src/implementations/certification.ts).
 */
export function saveCertified(value: IsCertified): void {
  setItem(StorageKey.isCertified, String(value));
  setCookie(CookieName.isCertified, String(value));
}

/** Logout: exactly the spec's list, plus the login cookies and the tab's drafts. */
export function clearLogin(): void {
  LOGOUT_KEYS.forEach(removeItem);
  Object.values(CookieName).forEach(removeCookie);
  removeDrafts();
}

export function getToken(): string {
  return getItem(StorageKey.token) ?? '';
}

/** isCertified 2 = real-name verified (spec 1 §3); anything else, including no login, is not. */
export function isCertified(): boolean {
  return getItem(StorageKey.isCertified) === '2';
}

/** Product-list filter, stored and sent with the next list query (spec 2 §2 "Product filter"). */
export function getProductParam(): ProductFilter {
  const raw = getItem(StorageKey.productParam);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as ProductFilter) : {};
  } catch {
    return {};
  }
}

export function setProductParam(filter: ProductFilter): void {
  setItem(StorageKey.productParam, JSON.stringify(filter));
}

/**
 * Drafts of forms the user has not sent yet, in sessionStorage: a reload, a failed submit or an expired session
 * followed by a new login keeps them, closing the tab does not. Only what the user typed that is not a secret goes
 * in: never a password, an SMS code or a picture code.
 *
 * A logged-in user's drafts are keyed by their phone, so another user of the same tab never sees them, and a login
 * as another phone or a logout drops them (saveLogin, clearLogin). The register form is filled logged out: its draft
 * has one key per tab, and any login or a registration drops it.
 */
export type DraftName =
  'contactForm' | 'riskQuestionnaire' | 'crsDeclaration' | 'feedback' | 'activitySignUp' | 'register';

const DRAFT_PREFIX = 'draft.';
const LOGGED_OUT_DRAFTS: ReadonlySet<DraftName> = new Set(['register']);

const draftKey = (name: DraftName) =>
  `${DRAFT_PREFIX}${name}${LOGGED_OUT_DRAFTS.has(name) ? '' : `.${getItem(StorageKey.telephone) ?? ''}`}`;

export function getDraft<T>(name: DraftName): T | null {
  try {
    const raw = sessionStorage.getItem(draftKey(name));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Storage refused (private mode) or an unreadable value: no draft.
    return null;
  }
}

export function setDraft(name: DraftName, value: unknown): void {
  try {
    sessionStorage.setItem(draftKey(name), JSON.stringify(value));
  } catch {
    // A full or refused storage loses the draft, not the edit.
  }
}

export function removeDraft(name: DraftName): void {
  try {
    sessionStorage.removeItem(draftKey(name));
  } catch {
    // Storage refused: there is nothing to remove.
  }
}

/** Drops every draft, or every draft but those of `keepPhone`'s logged-in forms. */
function removeDrafts(keepPhone?: string): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '');
    const kept = (key: string) => keepPhone !== undefined && key.endsWith(`.${keepPhone}`);
    keys.filter((key) => key.startsWith(DRAFT_PREFIX) && !kept(key)).forEach((key) => sessionStorage.removeItem(key));
  } catch {
    // Storage refused: there are no drafts.
  }
}
