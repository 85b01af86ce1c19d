/**
 * Masks personal data and secrets in anything shown or sent outside the flow itself: what the live inspector
 * sends to the Stately window, and the context the dev flows page displays. Product owners watch real sessions
 * with it, so a customer's phone, ID number, password hash or SMS code must never appear in full.
 *
 * Two kinds of rule:
 * - by key: passwords and tokens (any key containing password/pwd/token), verification codes (smsCode, imgaeCode,
 *   imageCode, validateCode, msgCode, …, and `code` when it holds 4–6 characters; the envelope's 8-digit `code`
 *   stays readable), phone, ID, card and tax number keys (p_taxno, …), also while they are half typed; a field
 *   edit's `value` by its `field` (`{ field: 'password', value }`);
 * - by value, under any key and inside longer text: 11-digit mainland mobiles, 18-character ID numbers and
 *   SHA-256 hex strings (how passwords leave the client).
 *
 * Pure and idempotent: masking masked data changes nothing. Walks arrays and plain objects (what JSON holds);
 * other objects are returned as they are, so callers turn rich values into JSON first (as the inspector does).
 */

export const MASK = '******';

/** Password-ish keys that describe a password instead of holding one (pwdChangeType, passwordError, …). */
const DESCRIBES = /(type|flag|status|forbidden|required|intensity|rules?|level|error|msg|message|tip)$/;
/** Verification codes: secret whatever their length. `imgaeCode` is the spec's own spelling. */
const CODE_KEYS = new Set([
  'smscode',
  'imgaecode',
  'imagecode',
  'validatecode',
  'msgcode',
  'verifycode',
  'verificationcode',
  'captchacode',
]);
/** Identifier keys (normalised: lower case, no underscores) matched by their ending. */
const ID_SUFFIXES = [
  'phone',
  'phonenum',
  'phonenumber',
  'mobile',
  'mobileno',
  'telephone',
  'tel',
  'idno',
  'idcard',
  'idcardno',
  'certno',
  'certificateno',
  'cardno',
  'taxno',
  'taxnumber',
  'taxid',
];

const SHA256 = /(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/g;
const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** First 3 and last 4 characters when the value is at least as long as a mobile number; otherwise all of it. */
function keepEnds(text: string): string {
  return text.length >= 11 ? `${text.slice(0, 3)}****${text.slice(-4)}` : MASK;
}

/** Masks what looks like a mobile, an ID number or a SHA-256 hash, wherever it occurs in the text. */
function maskText(text: string): string {
  // Hashes first: a hex run can contain 11 or 18 digits in a row.
  return text.replace(SHA256, MASK).replace(ID_NUMBER, keepEnds).replace(MOBILE, keepEnds);
}

type Rule = 'secret' | 'identifier' | 'shortCode';

function ruleFor(key: string): Rule | undefined {
  const k = key.toLowerCase().replace(/_/g, '');
  if (CODE_KEYS.has(k)) return 'secret';
  if (k === 'code') return 'shortCode';
  if (/password|pwd|token/.test(k) && !DESCRIBES.test(k)) return 'secret';
  if (ID_SUFFIXES.some((suffix) => k.endsWith(suffix))) return 'identifier';
  return undefined;
}

function maskValue(value: unknown, rule: Rule | undefined, seen: WeakSet<object>): unknown {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    if (rule === 'secret') return MASK;
    if (rule === 'identifier') return text === '' ? text : keepEnds(maskText(text));
    if (rule === 'shortCode' && /^[0-9A-Za-z]{4,6}$/.test(text)) return MASK;
    if (typeof value === 'string') return maskText(value);
    const masked = maskText(text);
    return masked === text ? value : masked;
  }
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  // Whatever sits under a password or phone key is masked too ({ password: { plain } }, { phone: [...] }).
  const inherited = rule === 'shortCode' ? undefined : rule;
  // A field edit ({ type: 'user.changeField', field: 'password', value }) is masked as that field would be.
  const field = (value as { field?: unknown }).field;
  const fieldRule = typeof field === 'string' ? ruleFor(field) : undefined;
  const keyRule = (k: string) => (k === 'value' ? fieldRule : undefined) ?? ruleFor(k) ?? inherited;
  const result = Array.isArray(value)
    ? value.map((item) => maskValue(item, inherited, seen))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskValue(v, keyRule(k), seen)]));
  seen.delete(value);
  return result;
}

/** A deep copy of `value` with personal data and secrets masked (see the module comment for the rules). */
export function maskSecrets<T>(value: T): T {
  return maskValue(value, undefined, new WeakSet()) as T;
}

/**
 * A JSON-shaped copy of any value, for masking: `toJSON` is honoured (snapshots, actor refs, dates), errors keep
 * their name and message, functions are dropped, and a reference back to an ancestor becomes '[Circular]'
 * (repeated but acyclic references are copied, unlike a seen-set).
 */
export function toPlain(value: unknown, ancestors: readonly object[] = []): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === 'function') return toPlain(withJson.toJSON(), ancestors);
  if (ancestors.includes(value)) return '[Circular]';
  const inner = [...ancestors, value];
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => toPlain(item, inner) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const plain = toPlain(item, inner);
    if (plain !== undefined) out[key] = plain;
  }
  return out;
}
