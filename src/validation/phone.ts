import { fieldRules, maskPhone, PHONE_MAX_LENGTH, PHONE_PATTERN, phoneText } from '../contract';
import { firstError, textSchema } from './form';

/** Spec 1 §5, §9: the phone rule and its texts are the contract's, which the server checks too. */
export { maskPhone, PHONE_MAX_LENGTH, PHONE_PATTERN, phoneText };

export const phoneSchema = textSchema(fieldRules.phone);

export const isPhoneValid = (phone: string): boolean => PHONE_PATTERN.test(phone);

export const phoneError = (phone: string): string | null => firstError([[phoneSchema, phone]]);
