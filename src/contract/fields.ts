/**
 * Field limits and formats (spec 1 §3, §5, §9; spec 2 §5; spec 3 §3, §5) and the rule shapes the request table
 * (`requestRules.ts`) is written in. The client builds its form checks from the same rules (`src/validation`),
 * so a limit, a pattern or a message lives here once.
 */
import type { ContactForm } from './account.ts';
import {
  codeText,
  loginText,
  nicknameText,
  opinionText,
  passwordText,
  phoneText,
  requestText,
  type PasswordPairText,
} from './texts.ts';

/** Spec 1 §5, §9: 11 digits at most. */
export const PHONE_MAX_LENGTH = 11;
/** Mainland mobile numbers (spec 1 §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** A phone as queryCustomerInfo shows it (138****0001): a form prefilled with it means the account's own phone. */
export const MASKED_PHONE_PATTERN = /^1[3-9]\d\*{4}\d{4}$/;
/** Login takes a phone or an ID number, 30 characters at most (spec 1 §3, §5). */
export const LOGIN_NAME_MAX_LENGTH = 30;
/** SMS codes and picture codes are 6 characters at most (spec 1 §5, §9). */
export const CODE_MAX_LENGTH = 6;
/** Spec 1 §5, §9: password inputs take 20 characters at most; passwords are 8–20. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
/** Passwords travel only as lowercase hex SHA-256 (DESIGN §8): all the server can check of them. */
export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;
/** Spec 1 §5 "Nickname": Chinese characters, letters and digits, 30 at most. */
export const NICKNAME_MAX_LENGTH = 30;
export const NICKNAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;
/**
 * Spec 1 §5 "Avatar": JPEG or PNG (jpg, jpeg, png), judged by the picture's own first bytes. The spec gives no
 * size; 2 MB of picture is far more than a resized avatar needs and keeps a base64 body near 2.8 MB.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The longest base64 text of AVATAR_MAX_BYTES (4 characters per 3 bytes, padded). */
export const AVATAR_MAX_BASE64_LENGTH = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Standard base64 as a picture's bytes travel (no data: prefix, no line breaks; padding optional). */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;
/** Spec 1 §9: the contact form's default region (河北省 / 邯郸市 / 大名县), where the pickers start. */
export const DEFAULT_REGION = { provinceCode: '130000', cityCode: '130400', zoneCode: '130425' } as const;
/**
 * A picture as the server answers it (base64 without prefix, spec 1 §7) as a data URL, its type read from its first
 * bytes (JPEG or PNG, the only ones saveProfilePhotoUpload keeps); undefined for none or anything else.
 */
export function pictureDataUrl(base64: string | null | undefined): string | undefined {
  if (!base64) return undefined;
  if (base64.startsWith('data:')) return base64;
  const type = base64.startsWith('iVBOR') ? 'png' : base64.startsWith('/9j/') ? 'jpeg' : null;
  return type ? `data:image/${type};base64,${base64}` : undefined;
}

/** A contact form with nothing filled in (spec 1 §3): what a customer who never saved one has. */
export const EMPTY_CONTACT_FORM: Readonly<ContactForm> = {
  certificateType: '',
  country: '',
  countryCode: '',
  sex: '',
  postalCode: '',
  provinceCode: '',
  provinceName: '',
  cityCode: '',
  cityName: '',
  zoneCode: '',
  zoneName: '',
  contactAddress: '',
  faxAddress: '',
  email: '',
  nation: '',
  nationCode: '',
  jobOccupation: '',
  jobOccupationCode: '',
  jobDescription: '',
};
/** The occupation whose description is required (spec 1 §3, §5 "Contact"): TA 1027 key 99. */
export const OTHER_OCCUPATION = { code: '99', caption: '其他' } as const;

/** Spec 1 §3, §9: a complaint or suggestion is 100 characters at most. */
export const OPINION_MAX_LENGTH = 100;
/**
 * Complaints and suggestions together, and qualified-investor pledges, one investor may send per China day (the
 * spec gives none; docs/security.md, issue 14/18). The refusals (`opinionText.usedUp`, `riskText.pledgesUsedUp`)
 * name the numbers.
 */
export const OPINIONS_PER_DAY = 10;
export const PLEDGES_PER_DAY = 5;
/** Spec 1 §9: the adviser-name search input. */
export const ADVISER_SEARCH_MAX_LENGTH = 6;
/** Adviser (manager) codes: 1–30 letters, digits, `-` or `_`; links carry them, so anything else is no adviser. */
export const MANAGE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
/** Spec 3 §3: activity sign-up name and customer manager 30, notes 50. */
export const SIGN_UP_NAME_MAX_LENGTH = 30;
export const SIGN_UP_NOTES_MAX_LENGTH = 50;
/** People an applicant may bring to an activity. */
export const SIGN_UP_MAX_ACCOMPANY = 9;
/** Spec 2 §5: a CRS detail address is 100 at most; up to 3 tax rows. */
export const CRS_ADDRESS_MAX_LENGTH = 100;
export const CRS_MAX_TAX_ROWS = 3;
/** Spec 2 §5: English CRS fields accept only letters, digits, underscore, dot and slash. */
export const CRS_ENGLISH_PATTERN = /^[A-Za-z0-9_./]+$/;

/** What queryPwdIntensity answers: the strength rule as a RegExp source (no flags) and its message. */
export interface PasswordRule {
  rule: string;
  msg: string;
}

/**
 * The default rule of spec 1 §5: 8–20 characters of letters, digits and ! @ # $ % ^ & * . ( ) _ : ~ + = , -
 * combining at least two of the three kinds. The server answers it from queryPwdIntensity; the client falls back
 * to it when that call fails.
 */
export const DEFAULT_PASSWORD_RULE: PasswordRule = {
  rule: '^(?![A-Za-z]+$)(?!\\d+$)(?![!@#$%^&*.()_:~+=,\\-]+$)[A-Za-z\\d!@#$%^&*.()_:~+=,\\-]{8,20}$',
  msg: '您输入的密码格式有误，密码须为8-20位，且包含字母、数字、特殊字符中的至少两种',
};

/**
 * "138****0001": a phone as screens show it (spec 1 §2 "My page", §3 "telephone (masked display)"). Anything that
 * is not 11 characters is returned as it is; masking a masked phone changes nothing.
 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Characters as people count them (code points): an emoji or a rare Han character counts once, as counters do. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

interface RuleBase {
  /** The message when the field is missing, null or empty; a rule without it makes the field optional. */
  readonly required?: string;
  /** The message when the field is there but is not what the rule says (type, format, allowed values, range). */
  readonly message: string;
  /**
   * Required only while an earlier field of the same request holds one of these values (spec 1 §5 "Contact":
   * the description is required when the occupation is 其他).
   */
  readonly requiredWhen?: {
    readonly field: string;
    readonly oneOf: readonly (string | number)[];
    readonly message: string;
  };
}

/** A string (a finite number is read as its digits). */
export interface TextRule extends RuleBase {
  readonly type: 'text';
  /** In characters (code points). Every text has one, so no request can carry an unbounded field. */
  readonly maxLength: number;
  /** The message for a text over `maxLength`, when it differs from `message`. */
  readonly tooLong?: string;
  readonly pattern?: RegExp;
  readonly oneOf?: readonly string[];
  /**
   * Free text: surrounding blanks are dropped before any check and before the handler sees it, so blanks alone
   * count as missing. Identifiers (phones, codes, hashes) are checked as sent, as the screens check them.
   */
  readonly trim?: true;
  /** Must equal an earlier field (a password's repeat), else this message. */
  readonly sameAs?: { readonly field: string; readonly message: string };
  /** Other spellings of the field, read when it is missing or empty (spec 1 §3: imgaeCode, once imageCode). */
  readonly aliases?: readonly string[];
}

/** A whole number (a string of digits is read as one), always bounded so it fits the database's columns. */
export interface IntegerRule extends RuleBase {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
  readonly oneOf?: readonly number[];
}

/** An amount in yuan (a numeric string is read as one). */
export interface AmountRule extends RuleBase {
  readonly type: 'amount';
  readonly min: number;
  readonly max: number;
}

/** A list whose items all follow `item`. */
export interface ListRule extends RuleBase {
  readonly type: 'list';
  readonly maxItems: number;
  readonly item: FieldRule;
  /** A single value or a comma-separated text is read as a list too (articleCategory arrives in all three). */
  readonly loose?: true;
}

/** An object with fields of its own (a CRS tax row, a message reference). Fields not listed are dropped. */
export interface RecordRule extends RuleBase {
  readonly type: 'record';
  readonly fields: FieldRules;
}

/** The field's rule depends on an earlier field's value (getImgCode: a login picture is keyed by an ID number too). */
export interface SwitchRule {
  readonly type: 'switch';
  readonly on: string;
  readonly cases: Readonly<Record<string, FieldRule>>;
}

export type FieldRule = TextRule | IntegerRule | AmountRule | ListRule | RecordRule | SwitchRule;
export type FieldRules = Readonly<Record<string, FieldRule>>;

/** A rule that refuses a missing field: it says so, or (a switch) every case does. */
export type RequiredRule =
  | (Exclude<FieldRule, SwitchRule> & { readonly required: string })
  | (SwitchRule & { readonly cases: Readonly<Record<string, RequiredRule>> });
/** A rule that lets the field be left out (it may still be required when another field says so). */
export type OptionalRule = Exclude<FieldRule, SwitchRule> & { readonly required?: undefined };

const invalid = requestText.invalid;

/** The rules several calls and the client's forms share. */
export const fieldRules = {
  phone: {
    type: 'text',
    required: phoneText.required,
    maxLength: PHONE_MAX_LENGTH,
    pattern: PHONE_PATTERN,
    message: phoneText.invalid,
  },
  loginName: { type: 'text', required: loginText.userNameRequired, maxLength: LOGIN_NAME_MAX_LENGTH, message: invalid },
  smsCode: { type: 'text', required: codeText.smsRequired, maxLength: CODE_MAX_LENGTH, message: invalid },
  /** The picture code of the register and forgot-password SMS sends, spelt imgaeCode (once imageCode). */
  pictureCode: {
    type: 'text',
    required: codeText.imageRequired,
    maxLength: CODE_MAX_LENGTH,
    message: invalid,
    aliases: ['imageCode'],
  },
  /** The login picture code: required only while its field is shown, which only the server's flag knows. */
  loginPictureCode: { type: 'text', maxLength: CODE_MAX_LENGTH, message: invalid, aliases: ['imageCode'] },
  nickname: {
    type: 'text',
    required: nicknameText.required,
    maxLength: NICKNAME_MAX_LENGTH,
    tooLong: nicknameText.tooLong,
    pattern: NICKNAME_PATTERN,
    message: nicknameText.invalid,
    trim: true,
  },
  opinion: {
    type: 'text',
    required: opinionText.required,
    maxLength: OPINION_MAX_LENGTH,
    tooLong: opinionText.tooLong,
    message: invalid,
    trim: true,
  },
  opinionType: { type: 'text', required: opinionText.type, maxLength: 1, oneOf: ['0', '1'], message: opinionText.type },
} as const satisfies Record<string, FieldRule>;

/** A new password as the server sees it: the SHA-256 of what was typed, under the form's own wording. */
export const passwordHashRule = (
  text: Pick<PasswordPairText, 'required' | 'invalid'>,
): TextRule & { readonly required: string } => ({
  type: 'text',
  required: text.required,
  maxLength: 64,
  pattern: SHA256_HEX_PATTERN,
  message: text.invalid,
});

/** The repeat of the password in `field`, under the form's own wording. */
export const passwordRepeatRule = (
  field: string,
  text: Pick<PasswordPairText, 'repeatRequired' | 'mismatch'>,
): TextRule & { readonly required: string } => ({
  type: 'text',
  required: text.repeatRequired,
  maxLength: 64,
  message: passwordText.invalid,
  sameAs: { field, message: text.mismatch },
});

/** A moment's calendar day in China (UTC+8, no DST) as yyyy-mm-dd: validity dates, daily limits, the birth-date rule. */
export const chinaDate = (now: Date): string => chinaTime(now).slice(0, 10);
/** A moment in China as yyyy-mm-dd hh:mm:ss, as the server writes times (an activity's sign-up end). */
export const chinaTime = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
