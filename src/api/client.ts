import { ofetch } from 'ofetch';
import type { CallKey, CallRequest, CallResponse, SubmissionCall } from '../contract/calls';
// The envelope module itself, not the contract's index: the call client is in the first page's bundle, the calls'
// request rules and the forms' texts are not (CALL_TABLE is what it needs of the declarations).
import {
  API_PREFIX,
  Code,
  IDEMPOTENCY_HEADER,
  REQUEST_TIMEOUT_MS,
  TOKEN_HEADER,
  type Envelope,
} from '../contract/envelope';
import { href } from '../paths';
import { CALL_TABLE } from './callTable';
import { getToken } from '../platform/storage';
import { loading, toast } from '../platform/notices';
import { pageReadsSignal } from './pageReads';
import { clientHost } from './host';

/**
 * The one call client (DESIGN §4): POST `{ requestData }` to `${API_PREFIX}/<callKey>`, token header, timeout,
 * the global loading indicator, and the envelope rules of spec 1 §8. Success resolves; every failure has been
 * shown to the user as a toast (or a navigation) before the promise rejects with an ApiError.
 */

export const NETWORK_ERROR_TEXT = '网络异常，请检查网络后重试';
export const TIMEOUT_TEXT = '请求超时，请稍后重试';
export const SESSION_EXPIRED_TEXT = '请重新登录';
/** Error-object code for a non-200/304 HTTP status (spec 1 §8). */
export const HTTP_ERROR_CODE = -404;

export type ApiErrorKind =
  | 'business'
  | 'session'
  | 'system'
  | 'http'
  | 'network'
  | 'timeout'
  | 'malformed'
  /** A read of a page the investor has left (`leavePage`): dropped without a word. */
  | 'abandoned';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope `code` for business/session/system, -404 for HTTP failures, null where the server never answered. */
  readonly code: string | number | null;
  /** `result.statusCode` for business failures. */
  readonly statusCode: string | null;
  /** HTTP status for kind 'http'. */
  readonly status: number | null;
  /** What the user was shown. */
  readonly msg: string;

  constructor(init: {
    kind: ApiErrorKind;
    msg: string;
    code?: string | number | null;
    statusCode?: string | null;
    status?: number | null;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.msg = init.msg;
    this.code = init.code ?? null;
    this.statusCode = init.statusCode ?? null;
    this.status = init.status ?? null;
  }
}

export interface CallOptions<E extends string = never> {
  /** Business status codes the caller handles itself: they resolve as values instead of toasting and rejecting. */
  expect?: readonly E[];
  /** Chinese label for "<action>失败" when the server gives no message. */
  action?: string;
  /** Whole message when the server gives none, for screens whose spec names it (e.g. 图片上传异常). */
  fallbackMsg?: string;
  timeout?: number;
  headers?: Record<string, string>;
  /** A read for the whole app (the page colour), not for the page shown: leaving the page does not abandon it. */
  outlivesPage?: boolean;
  /**
   * A read the investor did not ask for (a check when the app returns to the foreground): no loading veil, no toast,
   * no detour to login; it only resolves or rejects.
   */
  quiet?: boolean;
}

export interface CallSuccess<T> {
  statusCode: typeof Code.ok;
  data: T;
  msg: string;
}
export interface CallExpected<E extends string> {
  statusCode: E;
  data: unknown;
  msg: string;
}
export type CallOutcome<T, E extends string = never> = [E] extends [never]
  ? CallSuccess<T>
  : CallSuccess<T> | CallExpected<E>;

export { configureClient, type ClientHost } from './host';

const http = ofetch.create({
  baseURL: API_PREFIX,
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  // The envelope and status rules below are ours: read the body as text and never let ofetch throw on status.
  responseType: 'text',
  ignoreResponseError: true,
  onRequest({ options }) {
    const token = getToken();
    if (token) options.headers.set(TOKEN_HEADER, token);
  },
});

function failWith(error: ApiError, show = true): never {
  if (show) toast.error(error.msg);
  throw error;
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return null;
    const { code, result } = body as Partial<Envelope<unknown>>;
    if (typeof code !== 'string' || !result || typeof result !== 'object') return null;
    return body as Envelope<unknown>;
  } catch {
    return null;
  }
}

export { leavePage } from './pageReads';

/**
 * One request's end, ours to decide: its time running out, or its page left (a read). Each is a flag of its own, as
 * WebViews older than Chrome 98 and iOS 15.4 drop an abort's reason (docs/client.md, "The WebViews investors have").
 */
function requestEnd(timeout: number, read: boolean) {
  const controller = new AbortController();
  const ended = { timedOut: false, left: false, signal: controller.signal };
  const timer = setTimeout(() => {
    ended.timedOut = true;
    controller.abort();
  }, timeout);
  const page = pageReadsSignal();
  const leave = () => {
    ended.left = true;
    controller.abort();
  };
  if (read) page.addEventListener('abort', leave);
  return {
    ended,
    done: () => {
      clearTimeout(timer);
      page.removeEventListener('abort', leave);
    },
  };
}

/**
 * The idempotency key of each call's submission that has had no answer yet, with the body it was sent with. A retry
 * after no answer (offline, a timeout, an HTTP failure, an unreadable body) sends the same key, so the server applies
 * the submission once however often it arrived; any envelope from the server ends the submission, and the next one
 * gets a new key. A form changed before its retry is another submission and gets a new key too: the server refuses
 * a key reused with another body. An upload's form data is not compared: its retry sends the same files.
 */
const openSubmissions = new Map<SubmissionCall, { key: string; body: string }>();

function submissionKey(call: SubmissionCall, body: unknown): string {
  const sent = body instanceof FormData ? '' : JSON.stringify(body ?? null);
  const open = openSubmissions.get(call);
  if (open && open.body === sent) return open.key;
  // 16 random bytes, url-safe base64 (crypto.randomUUID needs a secure context; a WebView may load over http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  openSubmissions.set(call, { key, body: sent });
  return key;
}

const isSubmission = (call: CallKey): call is SubmissionCall & CallKey => CALL_TABLE[call].submission === true;

interface SendInit {
  method: 'GET' | 'POST';
  /**
   * A call with an effect (`submission` in its declaration, or the CRS upload): sent with its submission's
   * idempotency key.
   */
  submission?: SubmissionCall;
  body?: unknown;
  query?: Record<string, string>;
  /** Told how much of the body went out (0..1); the request then goes through XMLHttpRequest, which reports it. */
  onUploadProgress?: (sent: number) => void;
}

/** The response as the envelope rules read it. */
interface RawResponse {
  status: number;
  _data?: string;
}

/** An upload that reports its progress: fetch cannot, so XMLHttpRequest with the same header and timeout. */
function sendWithProgress(
  path: string,
  init: SendInit,
  headers: Record<string, string>,
  timeout: number,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, `${API_PREFIX}${path}`);
    xhr.timeout = timeout;
    const token = getToken();
    if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) init.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, _data: xhr.responseText });
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/** Sends one request and applies every envelope rule; shared by the POST calls, the picture GET and the upload. */
export async function send<T, E extends string = never>(
  path: string,
  init: SendInit,
  options: CallOptions<E> = {},
): Promise<CallOutcome<T, E>> {
  const failed = options.fallbackMsg ?? `${options.action ?? '请求'}失败`;
  const quiet = options.quiet === true;
  // Typed where it is declared: only then does a call to it end the code paths after it.
  const fail: (error: ApiError, show?: boolean) => never = (error, show = true) => failWith(error, show && !quiet);
  if (!quiet) loading.begin();
  try {
    let response: RawResponse;
    const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
    const headers = {
      ...options.headers,
      ...(init.submission && { [IDEMPOTENCY_HEADER]: submissionKey(init.submission, init.body) }),
    };
    const end = requestEnd(timeout, !init.submission && !options.outlivesPage);
    try {
      response = init.onUploadProgress
        ? await sendWithProgress(path, init, headers, timeout)
        : await http.raw<string>(path, {
            method: init.method,
            body: init.body as BodyInit | Record<string, unknown> | undefined,
            query: init.query,
            headers,
            signal: end.ended.signal,
          });
    } catch (error) {
      const timedOut = end.ended.timedOut || (error as Error | null)?.name === 'TimeoutError';
      if (timedOut) fail(new ApiError({ kind: 'timeout', msg: TIMEOUT_TEXT }));
      if (end.ended.left) fail(new ApiError({ kind: 'abandoned', msg: '' }), false);
      fail(new ApiError({ kind: 'network', msg: NETWORK_ERROR_TEXT }));
    } finally {
      end.done();
    }

    if (response.status === 404) {
      if (!quiet) clientHost().navigate(href('notFound'));
      fail(new ApiError({ kind: 'http', code: HTTP_ERROR_CODE, status: 404, msg: failed }), false);
    }
    if (response.status !== 200 && response.status !== 304) {
      fail(new ApiError({ kind: 'http', code: HTTP_ERROR_CODE, status: response.status, msg: failed }));
    }

    const envelope = parseEnvelope(response._data ?? '');
    if (!envelope) fail(new ApiError({ kind: 'malformed', msg: failed }));
    if (init.submission) openSubmissions.delete(init.submission);
    const { code, result } = envelope;
    const msg = result.msg || '';

    if (code === Code.sessionExpired) {
      const error = new ApiError({ kind: 'session', code, msg: msg || SESSION_EXPIRED_TEXT });
      if (quiet) throw error;
      toast.error(error.msg);
      const here = clientHost().currentPath();
      const login = href('login');
      if (here.split('?')[0] !== login) clientHost().navigate(href({ to: 'login', query: { redirect: here } }));
      throw error;
    }
    if (code !== Code.ok) fail(new ApiError({ kind: 'system', code, msg: msg || failed }));

    const statusCode = result.statusCode;
    if (statusCode === Code.ok) return { statusCode: Code.ok, data: result.data as T, msg };
    if (options.expect?.includes(statusCode as E)) {
      return { statusCode: statusCode as E, data: result.data, msg } as CallOutcome<T, E>;
    }
    return fail(new ApiError({ kind: 'business', code, statusCode, msg: msg || failed }));
  } finally {
    if (!quiet) loading.end();
  }
}

/** POST `{ requestData }` to `${API_PREFIX}/<key>`. */
export function request<K extends CallKey, const E extends string = never>(
  key: K,
  requestData: CallRequest<K>,
  options?: CallOptions<E>,
): Promise<CallOutcome<CallResponse<K>, E>> {
  return send<CallResponse<K>, E>(
    `/${key}`,
    { method: 'POST', body: { requestData }, ...(isSubmission(key) && { submission: key }) },
    options,
  );
}
