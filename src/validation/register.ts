/**
 * The register form's rules and messages (spec 1 §3, §4 "Register button", §5, §9). The register machine's guards,
 * its messages and its view all read these functions, so each rule lives here once; phone, password and code rules
 * come from their own modules.
 */
import { boolean } from 'yup';
import { ADVISER_SEARCH_MAX_LENGTH, agreementText, fieldRules, registerPasswordText } from '../contract';
import { CODE_MAX_LENGTH, keepDigits } from './codes';
import { firstError, textSchema } from './form';
import { passwordPairError, PASSWORD_MAX_LENGTH, type PasswordRule } from './password';
import { isPhoneValid, phoneSchema, PHONE_MAX_LENGTH } from './phone';

/** Spec 1 §5 "Password" with the register wording, and the two agreement wordings: the contract's texts. */
export { agreementText, registerPasswordText };

/** The fields the user types, named as spec 1 §3's register form names them (manageCodeText: the adviser's name). */
export interface RegisterFields {
  phoneNum: string;
  password: string;
  rePassword: string;
  imgaeCode: string;
  smsCode: string;
  manageCodeText: string;
}
export type RegisterField = keyof RegisterFields;

/** Spec 1 §9: phone 11, passwords 20, codes 6, the adviser-name search 6. */
export const REGISTER_MAX_LENGTH: Record<RegisterField, number> = {
  phoneNum: PHONE_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  rePassword: PASSWORD_MAX_LENGTH,
  imgaeCode: CODE_MAX_LENGTH,
  smsCode: CODE_MAX_LENGTH,
  manageCodeText: ADVISER_SEARCH_MAX_LENGTH,
};

/** What an input keeps of what was typed: the SMS code digits only (spec 1 §4), every field its maximum length. */
export function sanitizeRegisterField(field: RegisterField, value: string): string {
  if (field === 'smsCode') return keepDigits(value, REGISTER_MAX_LENGTH.smsCode);
  return value.slice(0, REGISTER_MAX_LENGTH[field]);
}

/** What differs between the register variants' checks. */
export interface RegisterChecks {
  /** The strength rule from queryPwdIntensity, or the default one. */
  rule: PasswordRule;
  /** The in-app flow shows the server's message for a password the rule refuses; the others 您输入的密码格式有误. */
  serverPasswordMessage: boolean;
  /** Promotion pages want a valid phone, password and repeat before a picture code; elsewhere the phone suffices. */
  captchaNeedsPasswords: boolean;
  /** The message of an unticked agreement. */
  agreement: string;
}

/** What the user is trying to do: get a picture code, get an SMS code, or register. */
export type RegisterStep = 'captcha' | 'sms' | 'submit';

/**
 * The first message that stops a step, fields in the order the form shows them, or null when it may go ahead
 * (spec 1 §5 "Captchas": a picture code needs the phone, on promotion pages also both passwords; an SMS code
 * needs the picture code; registering needs everything and the agreement).
 */
export function registerError(
  fields: RegisterFields & { agreed: boolean },
  checks: RegisterChecks,
  step: RegisterStep,
): string | null {
  const phone = firstError([[phoneSchema, fields.phoneNum]]);
  if (phone) return phone;
  const passwords = () =>
    passwordPairError(fields, checks.rule, {
      ...registerPasswordText,
      invalid: checks.serverPasswordMessage ? checks.rule.msg : registerPasswordText.invalid,
    });
  const pictureCode = [textSchema(fieldRules.pictureCode), fields.imgaeCode] as const;
  switch (step) {
    case 'captcha':
      return checks.captchaNeedsPasswords ? passwords() : null;
    case 'sms':
      return firstError([pictureCode]);
    case 'submit':
      return (
        passwords() ??
        firstError([
          pictureCode,
          [textSchema(fieldRules.smsCode), fields.smsCode],
          [boolean().isTrue(checks.agreement), fields.agreed],
        ])
      );
  }
}

/**
 * Whether the register button is active (spec 1 §4 "Register button"): phone, password, repeat (equal), SMS code
 * and the ticked agreement; in the in-app flow as soon as every field is filled. What is wrong is said on the tap.
 */
export function registerButtonActive(fields: RegisterFields & { agreed: boolean }, whenFilled: boolean): boolean {
  const { phoneNum, password, rePassword, imgaeCode, smsCode, agreed } = fields;
  if (whenFilled) return [phoneNum, password, rePassword, imgaeCode, smsCode].every((value) => value !== '');
  return phoneNum !== '' && password !== '' && password === rePassword && smsCode !== '' && agreed;
}

/** The SMS button is usable only with a valid phone (spec 1 §4); the picture code is checked when it is tapped. */
export const canTapRegisterSms = (fields: Pick<RegisterFields, 'phoneNum'>): boolean => isPhoneValid(fields.phoneNum);
