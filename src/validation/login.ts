/**
 * The login form's rules and messages (spec 1 §3, §5, §9). The login machine's guards and its view use these
 * functions only, so a rule lives here once.
 */
import { string } from 'yup';
import { fieldRules, LOGIN_NAME_MAX_LENGTH, loginText, PASSWORD_MAX_LENGTH } from '../contract';
import { CODE_MAX_LENGTH, codeText, keepDigits } from './codes';
import { firstError, textSchema } from './form';
import { PHONE_MAX_LENGTH, phoneSchema, phoneText } from './phone';

export const LoginMessage = {
  userName: loginText.userNameRequired,
  password: loginText.passwordRequired,
  phone: phoneText.required,
  phoneFormat: phoneText.invalid,
  // Login's own field says 图片验证码 (spec 1 §5).
  imageCode: loginText.imageCodeRequired,
  smsCode: codeText.smsRequired,
} as const;

/** The fields of both login modes, named as the spec's login form names them. */
export interface LoginFields {
  /** Password mode: phone or ID number. */
  userName: string;
  password: string;
  /** Password mode's picture code. */
  imgaeCode: string;
  /** SMS mode. */
  phoneNum: string;
  smsCode: string;
  /** SMS mode's picture code. */
  quickyImgaeCode: string;
}
export type LoginField = keyof LoginFields;

export const PASSWORD_FIELDS = ['userName', 'password', 'imgaeCode'] as const satisfies readonly LoginField[];
export const SMS_FIELDS = ['phoneNum', 'smsCode', 'quickyImgaeCode'] as const satisfies readonly LoginField[];

export const LOGIN_MAX_LENGTH: Record<LoginField, number> = {
  userName: LOGIN_NAME_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  imgaeCode: CODE_MAX_LENGTH,
  phoneNum: PHONE_MAX_LENGTH,
  smsCode: CODE_MAX_LENGTH,
  quickyImgaeCode: CODE_MAX_LENGTH,
};

/** What an input keeps of what was typed: the SMS code digits only (spec 1 §4), every field its maximum length. */
export function sanitizeLoginField(field: LoginField, value: string): string {
  if (field === 'smsCode') return keepDigits(value, LOGIN_MAX_LENGTH.smsCode);
  return value.slice(0, LOGIN_MAX_LENGTH[field]);
}

const userName = textSchema(fieldRules.loginName);
// The clear text: the server sees only its hash, so the request rule says nothing about it but "required".
const password = string().required(LoginMessage.password);
const smsCode = textSchema(fieldRules.smsCode);
// Required while its field is shown, which only the page knows; the server asks for it with 00000015.
const pictureCode = textSchema({ ...fieldRules.loginPictureCode, required: LoginMessage.imageCode });

// The picture code counts only while its field is shown (spec 1 §5: "On login, the picture code is required only
// when its field is shown").
const picture = (value: string, captcha: boolean) => (captcha ? [[pictureCode, value] as const] : []);

/** The first message in the order the page shows the fields, or null when the form may be sent. */
export const passwordLoginError = (f: LoginFields, captcha: boolean) =>
  firstError([[userName, f.userName], [password, f.password], ...picture(f.imgaeCode, captcha)]);

/** SMS mode shows the picture code between the phone and the SMS code, since the SMS button needs it. */
export const smsLoginError = (f: LoginFields, captcha: boolean) =>
  firstError([[phoneSchema, f.phoneNum], ...picture(f.quickyImgaeCode, captcha), [smsCode, f.smsCode]]);

/** A login picture code is keyed by what identifies the user: any user name in password mode, a valid phone in SMS mode. */
export function captchaOwnerError(mode: 1 | 2, fields: LoginFields): string | null {
  if (mode === 1) return fields.userName ? null : LoginMessage.userName;
  return firstError([[phoneSchema, fields.phoneNum]]);
}

/**
 * The login button looks active once the mode's required fields hold something (spec 1 §2); whether they are
 * right is checked when it is tapped, so the tap can say what is wrong.
 */
export function loginFieldsFilled(mode: 1 | 2, fields: LoginFields, captcha: boolean): boolean {
  const [name, secret, picture] = mode === 1 ? PASSWORD_FIELDS : SMS_FIELDS;
  return Boolean(fields[name] && fields[secret] && (!captcha || fields[picture]));
}

/**
 * What stops an SMS code being sent: a phone that is not valid, or a missing picture code while one is shown
 * (spec 1 §4: the button needs a valid phone; §5: an SMS code needs the picture code when it is asked for).
 */
export const loginSmsError = (f: LoginFields, captcha: boolean): string | null =>
  firstError([[phoneSchema, f.phoneNum], ...picture(f.quickyImgaeCode, captcha)]);
