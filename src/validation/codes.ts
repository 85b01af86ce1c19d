/** Rules shared by every SMS and captcha input (spec 1 §4, §5, §9). */

/** SMS codes and image captchas are 6 characters at most. */
export const CODE_MAX_LENGTH = 6;

/** The SMS code input keeps digits only (spec 1 §4), and at most six of them. */
export function keepDigits(value: string, maxLength = CODE_MAX_LENGTH): string {
  return value.replace(/\D+/g, '').slice(0, maxLength);
}

/** Spec 1 §5: forms that request an SMS code call the picture code 图形验证码 (login's own field says 图片验证码). */
export const codeText = {
  imageRequired: '请输入图形验证码',
  smsRequired: '请输入短信验证码',
} as const;
