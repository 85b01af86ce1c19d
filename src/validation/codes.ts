/** Rules shared by every SMS and captcha input (spec 1 §4, §5, §9); limits and texts are the contract's. */
import { CODE_MAX_LENGTH, codeText } from '../contract';

export { CODE_MAX_LENGTH, codeText };

/** The SMS code input keeps digits only (spec 1 §4), and at most six of them. */
export function keepDigits(value: string, maxLength = CODE_MAX_LENGTH): string {
  return value.replace(/\D+/g, '').slice(0, maxLength);
}
