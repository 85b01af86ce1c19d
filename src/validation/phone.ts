import { string } from 'yup';
import { firstError } from './form';

/** Spec 1 §5, §9: 11 digits at most. */
export const PHONE_MAX_LENGTH = 11;

/** Mainland mobile numbers (spec 1 §5); the reference server checks the same pattern. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const phoneText = {
  required: '请输入手机号',
  invalid: '您输入的手机号格式有误',
} as const;

export const phoneSchema = string().required(phoneText.required).matches(PHONE_PATTERN, phoneText.invalid);

export const isPhoneValid = (phone: string): boolean => PHONE_PATTERN.test(phone);

export const phoneError = (phone: string): string | null => firstError([[phoneSchema, phone]]);
