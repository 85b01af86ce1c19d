import { string } from 'yup';
import { firstError } from './form';

/** Spec 1 §5, §9: password inputs take 20 characters at most; passwords are 8–20. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** What queryPwdIntensity answers: the strength rule as a RegExp source (no flags) and the server's message. */
export interface PasswordRule {
  rule: string;
  msg: string;
}

/**
 * The default rule of spec 1 §5, for when queryPwdIntensity fails: 8–20 characters of letters, digits and
 * ! @ # $ % ^ & * . ( ) _ : ~ + = , - combining at least two of the three kinds. The server answers the same rule
 * (tests/validation/password.test.ts holds the two together).
 */
export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  rule: '^(?![A-Za-z]+$)(?!\\d+$)(?![!@#$%^&*.()_:~+=,\\-]+$)[A-Za-z\\d!@#$%^&*.()_:~+=,\\-]{8,20}$',
  msg: '您输入的密码格式有误，密码须为8-20位，且包含字母、数字、特殊字符中的至少两种',
};

/** What the set- and change-password pages say under their heading (spec 1 §2 "the same hint"). */
export const PASSWORD_HINT = '密码为8~20位数字、字母、特殊字符，且至少包含其中两种';

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

/** The messages of a new-password pair. Spec 1 §5 gives two wordings; each form keeps to one. */
export interface PasswordPairText {
  required: string;
  /** On a mismatch with the rule the client shows this, not the server's message (spec 1 §5). */
  invalid: string;
  repeatRequired: string;
  mismatch: string;
}

/** Forgot password (spec 1 §5 "Password"). */
export const forgotPasswordText: PasswordPairText = {
  required: '请输入新密码',
  invalid: '您输入的密码格式有误',
  repeatRequired: '请输入再次输入新密码',
  mismatch: '两次密码不一致',
};

/**
 * Change password. Spec 1 §5 lists these in English; the Chinese wording is the product's (and the reference
 * server's, which answers the same texts):
 * - "please enter the old password"      → 请输入原密码
 * - "the old password format is wrong"   → 原密码格式有误
 * - "please enter the new password"      → 请输入新密码
 * - "the password format is wrong"       → 您输入的密码格式有误
 * - "please enter the confirm password"  → 请输入确认密码
 * - "the two passwords do not match"     → 两次输入的密码不一致
 * The set-password page uses the same pair wording: it is the same screen family with the same hint.
 */
export const changePasswordText = {
  oldRequired: '请输入原密码',
  oldInvalid: '原密码格式有误',
  required: '请输入新密码',
  invalid: '您输入的密码格式有误',
  repeatRequired: '请输入确认密码',
  mismatch: '两次输入的密码不一致',
} as const satisfies PasswordPairText & Record<string, string>;

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
