/**
 * Random request bodies through the real dispatcher, rules and handlers (fast-check): for every call key FUZZ_RUNS
 * bodies (a few dozen in `npm test`, 1,000 in the deep run; the same seed every run, so a failure reproduces) built from its sample request with fields spoilt, dropped or added (wrong types, huge strings,
 * NUL and other control characters, lone surrogates, nested lists and records, `__proto__` and `constructor` keys,
 * numbers beyond PostgreSQL's integer, as numbers and as digit strings), and bodies that are not a request at all.
 * Protected calls are sent with a live session. Every answer must be HTTP 200 with a well-formed envelope and a
 * message: never 99999999, never a stack trace. The server runs in production mode, as exposed to the internet.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, Code, PUBLIC_CALLS, REQUEST_RULES, TOKEN_HEADER, type CallKey } from '../../../src/contract';
import { createSession } from '../../../server/services/sessions';
import { systemClock } from '../../../server/services/clock';
import { PHONES, startServer, type Harness } from '../harness';
import { REQUEST_SAMPLES } from '../requestSamples';
import { DEEP } from '../../setup/depth';

const FUZZ_RUNS = DEEP ? 1000 : 40;
/**
 * The same bodies every run of `npm test`; the deep run tries new ones each time (FUZZ_SEED repeats a run). fast-check
 * prints the seed and path of a failing body.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? (DEEP ? Date.now() % 2 ** 31 : 20261127));
const KEYS = Object.keys(REQUEST_RULES) as CallKey[];
const PUBLIC = new Set<string>(PUBLIC_CALLS);

/** A JSON value whose objects keep their keys as written, `__proto__` included (a plain object would not). */
type Json = null | boolean | string | { num: string } | Json[] | { entries: Array<[string, Json]> };

function jsonText(value: Json): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if ('num' in value) return value.num;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
}

const fromPlain = (value: unknown): Json => {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return { num: String(value) };
  if (Array.isArray(value)) return value.map(fromPlain);
  return { entries: Object.entries(value as object).map(([k, v]) => [k, fromPlain(v)]) };
};

const NASTY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', ''];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'x\udfffy',
  '😀',
  '𠀀'.repeat(40),
  '__proto__',
  'constructor',
  'toString',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1e12',
  '0x10',
  ' 1',
  '1,2',
  ',',
  '3,__proto__',
  'NaN',
  'Infinity',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%s%n',
  'a'.repeat(5_000),
  'A'.repeat(70_000),
];
const NASTY_NUMBERS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '1e12',
  '99999999999999999999',
  '1e308',
  '1e999',
  '-1e999',
  '5e-324',
  '9007199254740993',
];

const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('0', '1', '9', ',', '-', '.', 'e', ' '), maxLength: 25 }),
  fc.constantFrom(...NASTY_NUMBERS).map((num) => ({ num })),
  fc.integer().map((n) => ({ num: String(n) })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ num: String(n) })),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => ({ num: String(n) })),
);

/** Keys: the call's own field names, the dangerous ones, and random text. */
const keyOf = (fields: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('x') },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  );

const valueOf = (fields: string[]): fc.Arbitrary<Json> =>
  fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(keyOf(fields), tie('value')), { maxLength: 4 }).map((entries) => ({ entries })),
      },
    ),
  })).value;

/** A request body for `key`, as the text sent. */
function bodyOf(key: CallKey): fc.Arbitrary<string> {
  const sample = REQUEST_SAMPLES[key] as Record<string, unknown>;
  const fields = Object.keys(REQUEST_RULES[key]);
  const value = valueOf(fields);
  // The sample with some fields replaced, some dropped and some added.
  const spoilt = fc
    .tuple(fc.subarray(Object.keys(sample)), fc.array(fc.tuple(keyOf(fields), value), { minLength: 1, maxLength: 4 }))
    .map(([kept, changes]): Json => {
      const entries = new Map<string, Json>(kept.map((f) => [f, fromPlain(sample[f])]));
      for (const [k, v] of changes) entries.set(k, v);
      return { entries: [...entries] };
    });
  const requestData = fc.oneof({ weight: 6, arbitrary: spoilt }, { weight: 1, arbitrary: value });
  return fc.oneof(
    { weight: 8, arbitrary: requestData.map((data) => jsonText({ entries: [['requestData', data]] })) },
    // Bodies that are not `{ requestData: {…} }`: another shape, a prototype key beside it, broken JSON.
    { weight: 1, arbitrary: value.map(jsonText) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...NASTY_KEYS), value, requestData).map(([k, v, data]) =>
        jsonText({
          entries: [
            [k, v],
            ['requestData', data],
          ],
        }),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `{"requestData":${s}`) },
  );
}

// A stack frame or trace, a file of ours, or an exception's name: none of it may reach a client.
const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|"stack"\s*:|node_modules|\/server\/|\.ts:\d+|\b(?:Type|Range|Syntax|Reference)Error\b/;

/** Why an answer is not an acceptable envelope, or null when it is. */
function problem(status: number, text: string): string | null {
  if (status !== 200) return `HTTP ${status}`;
  if (LEAK.test(text)) return 'leaks internals';
  let env: { code?: unknown; result?: { msg?: unknown; statusCode?: unknown } };
  try {
    env = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const { code, result } = env;
  if (typeof code !== 'string' || !/^\d{8}$/.test(code)) return 'no envelope code';
  if (typeof result !== 'object' || result === null || !('data' in result)) return 'no result';
  if (typeof result.statusCode !== 'string' || !/^\d{8}$/.test(result.statusCode)) return 'no statusCode';
  if (typeof result.msg !== 'string' || result.msg.trim() === '') return 'no message';
  if (code === Code.systemError || result.statusCode === Code.systemError) return 'system failure 99999999';
  return null;
}

let h: Harness;
let token: string;
let sent = 0;

beforeAll(async () => {
  h = await startServer({ production: true, housekeeping: false });
  token = (await h.login(PHONES.verified)).xtoken;
});
afterAll(async () => {
  console.log(`fuzz: ${sent} request bodies over ${KEYS.length} call keys, seed ${FUZZ_SEED}`);
  await h.close();
});

describe('random request bodies to every call key', () => {
  it.each(KEYS)(
    '%s answers each with a clear envelope: no 5xx, no 99999999, no stack trace',
    async (key) => {
      // loginOut ends the session it is sent with, so it gets one of its own each time (another user's).
      const { rows } = await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [PHONES.unverified]);
      const tokenFor = async () =>
        PUBLIC.has(key) ? null : key === 'loginOut' ? createSession(h.db, systemClock, rows[0]!.id, 'full') : token;
      await fc.assert(
        fc.asyncProperty(bodyOf(key), async (payload) => {
          const xtoken = await tokenFor();
          const res = await h.app.inject({
            method: 'POST',
            url: `${API_PREFIX}/${key}`,
            payload,
            headers: { 'content-type': 'application/json', ...(xtoken ? { [TOKEN_HEADER]: xtoken } : {}) },
          });
          sent += 1;
          const why = problem(res.statusCode, res.body);
          if (why) throw new Error(`${why}: ${res.body.slice(0, 300)}`);
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
      // The shared session is still live, so every protected call was fuzzed past the session check.
      expect((await h.call('queryCustomerInfo', {}, token)).code).toBe(Code.ok);
    },
    300_000,
  );
});
