/**
 * Checks a request against its rules: the first field that breaks its rule, in the table's order, with the rule's
 * message; or the checked values (numbers as numbers, free text trimmed, other spellings under the field's own
 * name, fields not in the rules dropped). Plain TypeScript on purpose: it runs on the server for every call and
 * can run in a browser too. It never throws on what a client sends.
 */
import { REQUEST_RULES, type CallKey, type CallRequest } from './calls.ts';
import { charCount, type FieldRule, type FieldRules, type TextRule } from './fields.ts';

export type CheckResult<T = Record<string, unknown>> =
  { ok: true; value: T } | { ok: false; field: string; message: string };

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

const fail = (message: string): Outcome => ({ ok: false, message });
const pass = (value: unknown): Outcome => ({ ok: true, value });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Missing, null, an empty text or, where a list is expected, an empty list: what "required" refuses. An empty
 * list for any other field is a value of the wrong type, refused with the field's message.
 */
const isEmpty = (value: unknown, rule?: FieldRule): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (rule?.type === 'list' && Array.isArray(value) && value.length === 0);

// Not `Object.hasOwn`: the oldest WebViews the app supports lack it (docs/client.md, "The WebViews investors have").
const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function read(data: Record<string, unknown>, field: string, rule: FieldRule): unknown {
  const own = hasOwn(data, field) ? data[field] : undefined;
  if (rule.type !== 'text' || !rule.aliases || !isEmpty(own)) return own;
  const alias = rule.aliases.find((name) => hasOwn(data, name) && !isEmpty(data[name]));
  return alias === undefined ? own : data[alias];
}

function overLength(text: string, max: number): boolean {
  // A code point is one or two UTF-16 units, so most texts are decided without counting.
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  return charCount(text) > max;
}

/**
 * Control characters other than tab and line breaks: no field of any form means them, and a NUL byte is refused by
 * PostgreSQL's text type, so a text holding one fails its rule here instead of failing the call in the database.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function checkText(rule: TextRule, value: unknown, earlier: Record<string, unknown>): Outcome {
  const text =
    typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  if (text === null || CONTROL_CHARACTER.test(text)) return fail(rule.message);
  if (overLength(text, rule.maxLength)) return fail(rule.tooLong ?? rule.message);
  if (rule.pattern && !rule.pattern.test(text)) return fail(rule.message);
  if (rule.oneOf && !rule.oneOf.includes(text)) return fail(rule.message);
  if (rule.sameAs && earlier[rule.sameAs.field] !== text) return fail(rule.sameAs.message);
  return pass(text);
}

const INTEGER_TEXT = /^-?\d{1,15}$/;
const AMOUNT_TEXT = /^\d{1,15}(\.\d{1,4})?$/;

function toNumber(value: unknown, textPattern: RegExp): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && textPattern.test(value)) return Number(value);
  return Number.NaN;
}

function checkValue(rule: Exclude<FieldRule, { type: 'switch' }>, value: unknown, earlier: Record<string, unknown>) {
  switch (rule.type) {
    case 'text':
      return checkText(rule, value, earlier);
    case 'integer': {
      const n = toNumber(value, INTEGER_TEXT);
      if (!Number.isInteger(n) || n < rule.min || n > rule.max) return fail(rule.message);
      if (rule.oneOf && !rule.oneOf.includes(n)) return fail(rule.message);
      return pass(n);
    }
    case 'amount': {
      const n = toNumber(value, AMOUNT_TEXT);
      if (!Number.isFinite(n) || n < rule.min || n > rule.max) return fail(rule.message);
      return pass(n);
    }
    case 'list': {
      const items = Array.isArray(value)
        ? value
        : rule.loose
          ? typeof value === 'string'
            ? value.split(',').filter((item) => item.trim() !== '')
            : [value]
          : null;
      if (!items || items.length > rule.maxItems) return fail(rule.message);
      const checked: unknown[] = [];
      for (const item of items) {
        const outcome = checkItem(rule.item, typeof item === 'string' && rule.loose ? item.trim() : item);
        if (!outcome.ok) return outcome;
        checked.push(outcome.value);
      }
      return pass(checked);
    }
    case 'record': {
      if (!isRecord(value)) return fail(rule.message);
      const outcome = checkFields(rule.fields, value);
      return outcome.ok ? pass(outcome.value) : fail(outcome.message);
    }
  }
}

/** A list item is never optional: an empty one says the item's own "required" text, else its message. */
function checkItem(rule: FieldRule, item: unknown): Outcome {
  if (rule.type !== 'switch' && isEmpty(item, rule)) return fail(rule.required ?? rule.message);
  return checkField(rule, item, {});
}

function checkField(rule: FieldRule, raw: unknown, earlier: Record<string, unknown>): Outcome {
  if (rule.type === 'switch') {
    const chosen = hasOwn(rule.cases, String(earlier[rule.on])) ? rule.cases[String(earlier[rule.on])] : null;
    return chosen ? checkField(chosen, raw, earlier) : pass(undefined);
  }
  const value = rule.type === 'text' && rule.trim && typeof raw === 'string' ? raw.trim() : raw;
  if (isEmpty(value, rule)) {
    const when = rule.requiredWhen;
    const required = rule.required ?? (when && when.oneOf.includes(earlier[when.field] as never) ? when.message : null);
    if (required) return fail(required);
    // An optional text or list keeps its emptiness ('' may mean something, e.g. "since inception"); the rest is absent.
    return pass(value === '' ? (rule.type === 'text' ? '' : undefined) : Array.isArray(value) ? [] : undefined);
  }
  return checkValue(rule, value, earlier);
}

/** The fields of `data` under `rules`, in the rules' order; the first one that fails decides the answer. */
export function checkFields(rules: FieldRules, data: Record<string, unknown>): CheckResult {
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const outcome = checkField(rule, read(data, field, rule), value);
    if (!outcome.ok) return { ok: false, field, message: outcome.message };
    if (outcome.value !== undefined) value[field] = outcome.value;
  }
  return { ok: true, value };
}

/** `requestData` of a call under the call's rules (`REQUEST_RULES`). */
export function checkRequest<K extends CallKey>(
  key: K,
  requestData: Record<string, unknown>,
): CheckResult<CallRequest<K>> {
  return checkFields(REQUEST_RULES[key], requestData) as CheckResult<CallRequest<K>>;
}
