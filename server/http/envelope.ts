import type { Envelope } from '../../src/contract';
import { Code } from '../../src/contract';

/** DESIGN §8: `code` is about the request as a whole, `result.statusCode` about the business outcome. */
export function envelope<T>(code: string, statusCode: string, msg: string, data: T): Envelope<T> {
  return { code, result: { data, msg, statusCode } };
}

export const ok = <T>(data: T, msg = '成功') => envelope(Code.ok, Code.ok, msg, data);

export const businessFailure = (statusCode: string, msg: string, data: unknown = null) =>
  envelope(Code.ok, statusCode, msg, data);

export const sessionFailure = (msg: string) => envelope(Code.sessionExpired, Code.sessionExpired, msg, null);

export const SYSTEM_BUSY_MSG = '系统繁忙，请稍后重试';
export const systemFailure = () => envelope(Code.systemError, Code.systemError, SYSTEM_BUSY_MSG, null);

/**
 * An answer's `data` already written as JSON: a cached answer that many callers read is serialised once instead of
 * once per request (the 10-year net-value series is ≈ 170 KB). `toJSON` keeps it correct wherever it is stringified
 * another way (stored submissions, logs).
 */
export class RawJson<T = unknown> {
  /** The value the text stands for (types only). */
  declare readonly value?: T;
  constructor(readonly text: string) {}
  toJSON(): T {
    return JSON.parse(this.text) as T;
  }
}

/** The reply serialiser: an envelope whose `data` is RawJson gets that text spliced in; anything else JSON.stringify. */
export function serialiseReply(payload: unknown): string {
  const result = (payload as Partial<Envelope<unknown>> | null)?.result;
  if (!(result?.data instanceof RawJson)) return JSON.stringify(payload);
  const { code } = payload as Envelope<unknown>;
  const { msg, statusCode } = result;
  return `{"code":${JSON.stringify(code)},"result":{"data":${result.data.text},"msg":${JSON.stringify(msg)},"statusCode":${JSON.stringify(statusCode)}}}`;
}
