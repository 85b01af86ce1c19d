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
