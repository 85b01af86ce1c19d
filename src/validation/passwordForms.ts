import { fieldRules } from '../contract';
import { firstError, textSchema } from './form';
import {
  changePasswordText,
  forgotPasswordText,
  oldPasswordSchema,
  passwordPairError,
  type PasswordPair,
  type PasswordRule,
} from './password';
import { phoneSchema } from './phone';

/**
 * The first message of each password form, fields in the order the page shows them (spec 1 §5). Machines'
 * guards and the messages they show both come from here.
 */

export interface ForgotPasswordFields extends PasswordPair {
  phoneNum: string;
  imgaeCode: string;
  smsCode: string;
}

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
