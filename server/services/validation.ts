import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';

/** Mainland mobile numbers (spec 1 §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Validation failures answer statusCode 04040001 with the spec's message. */
export function invalid(msg: string): never {
  throw new BusinessError(Code.invalidInput, msg);
}

/** Request fields are untrusted: anything that is not a string or number reads as empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function required(value: unknown, emptyMsg: string, maxLength = 200): string {
  const v = text(value);
  if (!v) invalid(emptyMsg);
  if (v.length > maxLength) invalid('请求参数有误');
  return v;
}

export function requirePhone(value: unknown): string {
  const phone = required(value, '请输入手机号', 11);
  if (!PHONE_PATTERN.test(phone)) invalid('您输入的手机号格式有误');
  return phone;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], msg = '请求参数有误'): T {
  const v = text(value);
  if (!(allowed as readonly string[]).includes(v)) invalid(msg);
  return v as T;
}

/** "138****0001": the phone as the personal area shows it. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
