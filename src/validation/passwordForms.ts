import { fieldRules } from '../contract';
import { firstError, textSchema } from './form';
import {
  changePasswordText,
  forgotPasswordText,
  oldPasswordSchema,
  passwordPairError,
  PASSWORD_MAX_LENGTH,
  type PasswordPair,
  type PasswordRule,
} from './password';
import { CODE_MAX_LENGTH, keepDigits } from './codes';
import { PHONE_MAX_LENGTH, phoneSchema } from './phone';

/**
 * The first message of each password form, fields in the order the page shows them (spec 1 §5). Machines'
 * guards and the messages they show both come from here.
 */

export interface ForgotPasswordFields extends PasswordPair {
  phoneNum: string;
  imgaeCode: string;
  smsCode: string;
}

export type ForgotPasswordField = keyof ForgotPasswordFields;

const FORGOT_MAX_LENGTH: Record<ForgotPasswordField, number> = {
  phoneNum: PHONE_MAX_LENGTH,
  imgaeCode: CODE_MAX_LENGTH,
  smsCode: CODE_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  rePassword: PASSWORD_MAX_LENGTH,
};

/** What an input keeps of what was typed: the SMS code digits only (spec 1 §4), every field its maximum length. */
export const sanitizeForgotPasswordField = (field: ForgotPasswordField, value: string): string =>
  field === 'smsCode' ? keepDigits(value) : value.slice(0, FORGOT_MAX_LENGTH[field]);

/** An SMS code needs a valid phone and the picture code (spec 1 §4, §5 "Captchas"). */
export const forgotPasswordSmsError = (form: Pick<ForgotPasswordFields, 'phoneNum' | 'imgaeCode'>): string | null =>
  firstError([
    [phoneSchema, form.phoneNum],
    [textSchema(fieldRules.pictureCode), form.imgaeCode],
  ]);

/** Forgot password needs the phone, the picture code and the SMS code, then the new pair (spec 1 §5 "Captchas"). */
export function forgotPasswordError(form: ForgotPasswordFields, rule: PasswordRule): string | null {
  return (
    firstError([
      [phoneSchema, form.phoneNum],
      [textSchema(fieldRules.pictureCode), form.imgaeCode],
      [textSchema(fieldRules.smsCode), form.smsCode],
    ]) ?? passwordPairError(form, rule, forgotPasswordText)
  );
}

export function setPasswordError(pair: PasswordPair, rule: PasswordRule): string | null {
  return passwordPairError(pair, rule, changePasswordText);
}

export interface ChangePasswordFields {
  oldPassword: string;
  newPassword: string;
  rePassword: string;
}

export function changePasswordError(form: ChangePasswordFields, rule: PasswordRule): string | null {
  return (
    firstError([[oldPasswordSchema, form.oldPassword]]) ??
    passwordPairError({ password: form.newPassword, rePassword: form.rePassword }, rule, changePasswordText)
  );
}
