import { string } from 'yup';
import {
  changePasswordText,
  DEFAULT_PASSWORD_RULE,
  forgotPasswordText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordText,
  type PasswordPairText,
  type PasswordRule,
} from '../contract';
import { firstError } from './form';

/**
 * Spec 1 §5: the default rule (the one queryPwdIntensity answers), the limits and the forms' wordings are the
 * contract's. The strength rule applies to the clear text, which only the client sees.
 */
export {
  changePasswordText,
  DEFAULT_PASSWORD_RULE,
  forgotPasswordText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordPairText,
  type PasswordRule,
};

/** What the set- and change-password pages say under their heading (spec 1 §2 "the same hint"). */
export const PASSWORD_HINT = passwordText.hint;

/** The server's rule when it is a usable regular expression; null otherwise, and the default applies. */
export function parsePasswordRule(data: unknown): PasswordRule | null {
  const { rule, msg } = (data ?? {}) as Partial<Record<keyof PasswordRule, unknown>>;
  if (typeof rule !== 'string' || !rule) return null;
  try {
    new RegExp(rule);
  } catch {
    return null;
  }
  return { rule, msg: typeof msg === 'string' ? msg : DEFAULT_PASSWORD_RULE.msg };
}

export interface PasswordPair {
  password: string;
  rePassword: string;
}

/** The one check of a new password and its repeat, shared by forgot, set and change password. */
export function passwordPairError(
  { password, rePassword }: PasswordPair,
  rule: PasswordRule,
  text: PasswordPairText,
): string | null {
  return firstError([
    [string().required(text.required).matches(new RegExp(rule.rule), text.invalid), password],
    // A test, not oneOf: yup checks oneOf before required, and an empty repeat must say it is missing.
    [
      string()
        .required(text.repeatRequired)
        .test('same', text.mismatch, (value) => value === password),
      rePassword,
    ],
  ]);
}

/**
 * The old password is checked for its length only: it was set under whatever rule applied then, and a stricter
 * rule today must not lock its owner out of changing it.
 */
export const oldPasswordSchema = string()
  .required(changePasswordText.oldRequired)
  .min(PASSWORD_MIN_LENGTH, changePasswordText.oldInvalid)
  .max(PASSWORD_MAX_LENGTH, changePasswordText.oldInvalid);
