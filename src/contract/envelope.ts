/**
 * The wire conventions shared by the client and the reference server (DESIGN §8).
 * This folder is the only code that `src/` and `server/` share.
 */

export const API_PREFIX = '/services/trustAppApi';
export const DEV_PREFIX = '/services/dev';
/** The two calls outside the POST-envelope scheme: the CRS image upload (multipart) and the picture read (GET). */
export const CRS_UPLOAD_PATH = '/ums/uploadCrs';
export const PIC_BY_UUID_PATH = '/getPicByUuid';

/** Header that carries the session token on every call (the spec leaves it open; DESIGN §8 fixes it). */
export const TOKEN_HEADER = 'xtoken';

/** The header a submission's key travels in (`submission` in defineCall.ts). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A key the client made: 22 url-safe characters from 16 random bytes (or anything of that alphabet, 16–64 long). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Request timeout for every call (spec 1 §7). */
export const REQUEST_TIMEOUT_MS = 600_000;

/** Envelope and business codes. The named spec codes are verbatim; the rest are this project's own. */
export const Code = {
  ok: '00000000',
  sessionExpired: '06060010',
  captchaRequired: '00000015',
  captchaWrong: '04040517',
  passwordLoginForbidden: '04040540',
  smsLoginTip: '04040541',
  articleLoginRequired: '04040528',
  // Project codes (business failures the spec does not number).
  invalidInput: '04040001',
  smsCodeWrong: '04040002',
  smsTooFrequent: '04040003',
  alreadyRegistered: '04040004',
  loginFailed: '04040005',
  accountLocked: '04040006',
  notFound: '04040007',
  rateLimited: '04040008',
  notCertified: '04040009',
  quotaExhausted: '04040010',
  systemError: '99999999',
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export interface ResultBody<T> {
  data: T;
  msg: string;
  statusCode: string;
}

export interface Envelope<T> {
  code: string;
  result: ResultBody<T>;
}

export interface RequestBody<T> {
  requestData: T;
}
