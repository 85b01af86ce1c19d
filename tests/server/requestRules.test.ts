/**
 * The dispatcher checks every request against the contract's REQUEST_RULES before the call's handler runs. The
 * first part is generated from the table: for every call key, every field of its sample request is spoilt in
 * each way its rule forbids (missing, wrong type, too long, a NUL byte, out of range, not allowed, a repeat that
 * differs),
 * and the answer must be 04040001 with that rule's message, the handler must not run and nothing may be written.
 * The second part is written by hand for the calls that matter most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  PUBLIC_CALLS,
  REQUEST_RULES,
  listAsOf,
  requestText,
  type CallKey,
  type FieldRule,
  type FieldRules,
} from '../../src/contract';
import type { CallContext, Handlers } from '../../server/core/calls';
import { allHandlers } from '../../server/routes';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer, type AnyEnvelope, type Harness } from './harness';
import { REQUEST_SAMPLES } from './requestSamples';

type AnyHandler = (req: unknown, ctx: CallContext) => Promise<{ data: unknown; msg?: string }>;

const KEYS = Object.keys(REQUEST_RULES) as CallKey[];
const PUBLIC = new Set<string>(PUBLIC_CALLS);

/** Every call key answered: the real handler where there is one, else one that answers null; each call recorded. */
function recordingHandlers() {
  const real = allHandlers() as Record<string, AnyHandler | undefined>;
  const seen: Array<{ key: CallKey; req: unknown }> = [];
  const handlers = Object.fromEntries(
    KEYS.map((key) => {
      const handler: AnyHandler = async (req, ctx) => {
        seen.push({ key, req });
        return real[key] ? real[key](req, ctx) : { data: null };
      };
      return [key, handler];
    }),
  ) as Handlers;
  return { handlers, seen };
}

const { handlers, seen } = recordingHandlers();
let h: Harness;
let token: string;

/**
 * The database as rows: every table, in full, except the sessions' sliding expiry (each authorised call moves
 * it on, by design, before the request is checked).
 */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await h.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = name === 'sessions' ? `(SELECT token_hash, user_id, scope FROM sessions)` : `"${name}"`;
    const r = await h.db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest
       FROM ${rows} t`,
    );
    out[name] = `${r.rows[0]!.n}:${r.rows[0]!.digest}`;
  }
  return out;
}

const call = (key: CallKey, requestData: unknown): Promise<AnyEnvelope> =>
  h.call(key, requestData, PUBLIC.has(key) ? undefined : token);

const refused = (msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode: Code.invalidInput } });

interface BadCase {
  name: string;
  requestData: unknown;
  message: string;
}

/** The rule a field is checked by for this request (a switch picks its case by an earlier field). */
function ruleFor(rule: FieldRule, data: Record<string, unknown>): Exclude<FieldRule, { type: 'switch' }> | null {
  if (rule.type !== 'switch') return rule;
  const chosen = rule.cases[String(data[rule.on])];
  return chosen ? ruleFor(chosen, data) : null;
}

const without = (data: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== field));

/** Every way of spoiling one field of the sample that its rule forbids, with the message the rule gives for it. */
function badCases(key: CallKey): BadCase[] {
  const sample = REQUEST_SAMPLES[key] as Record<string, unknown>;
  const listAs = listAsOf(key);
  const cases: BadCase[] = [
    { name: 'a requestData that is not an object', requestData: 'x', message: requestText.invalid },
    // An array is the request only for a call whose spec sends one (its list's rule then applies), for no other.
    listAs
      ? {
          name: 'an array of what its list does not hold',
          requestData: ['x'],
          message: ruleFor((REQUEST_RULES[key] as FieldRules)[listAs]!, {})!.message,
        }
      : { name: 'an array', requestData: ['x'], message: requestText.invalid },
  ];
  for (const [field, declared] of Object.entries(REQUEST_RULES[key] as FieldRules)) {
    const rule = ruleFor(declared, sample);
    if (!rule) continue;
    const spoilt = (name: string, value: unknown, message: string) =>
      cases.push({ name: `${field} ${name}`, requestData: { ...sample, [field]: value }, message });
    if (rule.required)
      cases.push({ name: `${field} missing`, requestData: without(sample, field), message: rule.required });
    const when = rule.requiredWhen;
    if (when) {
      cases.push({
        name: `${field} missing while ${when.field} is ${when.oneOf[0]}`,
        requestData: { ...without(sample, field), [when.field]: when.oneOf[0] },
        message: when.message,
      });
    }
    // A loose list reads a lone value as a one-item list, so the item's rule answers.
    const looseItem = rule.type === 'list' && rule.loose && rule.item.type !== 'switch' ? rule.item : null;
    spoilt('of the wrong type', rule.type === 'record' ? 'x' : { x: 1 }, (looseItem ?? rule).message);
    switch (rule.type) {
      case 'text':
        // Fastify refuses bodies over 1 MiB before any rule is read.
        if (rule.maxLength < 100_000) spoilt('too long', 'a'.repeat(rule.maxLength + 1), rule.tooLong ?? rule.message);
        // PostgreSQL's text refuses a NUL byte: it must be the rule's refusal, never a failed call.
        spoilt('with a NUL byte', 'a\u0000', rule.message);
        if (rule.oneOf) spoilt('not an allowed value', '~', rule.message);
        if (rule.sameAs) spoilt(`unlike ${rule.sameAs.field}`, 'f'.repeat(64), rule.sameAs.message);
        break;
      case 'integer':
      case 'amount':
        spoilt('above its range', rule.max + 1, rule.message);
        spoilt('below its range', rule.min - 1, rule.message);
        break;
      case 'list':
        spoilt(
          'with too many items',
          Array.from({ length: rule.maxItems + 1 }, () => (sample[field] as unknown[])[0]),
          rule.message,
        );
        break;
      case 'record':
        break;
    }
  }
  return cases;
}

let before: Record<string, string>;

beforeAll(async () => {
  h = await startServer({ handlers });
  token = (await h.login(PHONES.verified)).xtoken;
  before = await snapshot();
});
afterAll(() => h.close());

describe('every call key: a spoilt field is refused with its rule message before the handler runs', () => {
  it.each(KEYS)('%s', async (key) => {
    const cases = badCases(key);
    expect(cases.length).toBeGreaterThan(0);
    for (const bad of cases) {
      const ran = seen.length;
      expect(await call(key, bad.requestData), `${key}: ${bad.name}`).toEqual(refused(bad.message));
      expect(seen.length, `${key}: ${bad.name} reached the handler`).toBe(ran);
    }
  });

  it('wrote nothing to the database', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it('lets each sample through to its handler, with exactly the sample’s fields', async () => {
    // Only the calls whose real handler is missing or writes nothing: the point is the hand-over, not the rule.
    for (const key of ['getUserRegister', 'selectManagerInfo', 'helpQuestionList', 'selectArea'] as const) {
      const ran = seen.length;
      await call(key, { ...REQUEST_SAMPLES[key], notInTheContract: 'x' });
      expect(seen.slice(ran), key).toEqual([{ key, req: REQUEST_SAMPLES[key] }]);
    }
  });
});

describe('the important calls, by hand', () => {
  const count = async (sql: string, params: unknown[] = []) =>
    (await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;

  it('userRegister: a bad form creates no account and spends no SMS code; a good one reaches the SMS check', async () => {
    const phone = '13912349901';
    const form = { phoneNum: phone, password: sha256Hex('Reg@2024x'), smsCode: '123456', registerSource: '5' };
    const cases: Array<[object, string]> = [
      [{ phoneNum: ` ${phone}` }, '您输入的手机号格式有误'],
      [{ password: 'Reg@2024x' }, '您输入的密码格式有误'],
      [{ rePassword: DEMO_HASH }, '两次输入的密码不一致'],
      [{ smsCode: '' }, '请输入短信验证码'],
      [{ smsCode: '1234567' }, '请求参数有误'],
      [{ registerSource: '2' }, '请求参数有误'],
      [{ manageCode: '80 01' }, '未找到该理财经理，请核对理财经理编号'],
    ];
    for (const [change, msg] of cases)
      expect(await h.call('userRegister', { ...form, ...change }), msg).toEqual(refused(msg));
    expect(await count('users WHERE phone = $1', [phone])).toBe(0);
    // The same form, valid: the handler runs and the code is what is wrong.
    expect((await h.call('userRegister', form)).result.statusCode).toBe(Code.smsCodeWrong);
  });

  it('userPasswordLogin: a bad form counts no failure, so it never brings the picture code on', async () => {
    for (let i = 0; i < 5; i++) {
      const env = await h.call('userPasswordLogin', { userName: PHONES.verified, password: 'Demo@1234' });
      expect(env).toEqual(refused('您输入的密码格式有误'));
    }
    expect(await count('login_failures')).toBe(0);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
  });

  it('getImgCode: a login picture may be keyed by an ID number, a register picture only by a phone', async () => {
    const id = { phoneNum: '11010519810315201X', equipmentNo: EQUIPMENT };
    expect((await h.call('getImgCode', { imageCodeType: 1, ...id })).result.statusCode).toBe(Code.ok);
    expect(await h.call('getImgCode', { imageCodeType: 0, ...id })).toEqual(refused('您输入的手机号格式有误'));
    expect(await h.call('getImgCode', { imageCodeType: '2', phoneNum: '' })).toEqual(refused('请输入手机号'));
  });

  it('addOpinion: blanks are no opinion, 100 characters are counted as the page counts them', async () => {
    const opinions = () => count('opinions');
    const start = await opinions();
    const add = (opinion: string, type = '0') => call('addOpinion', { opinion, type });
    expect(await add('   ')).toEqual(refused('请填写投诉或建议'));
    expect(await add('长'.repeat(101))).toEqual(refused('投诉或建议不能超过100个字'));
    expect(await add('好', '2')).toEqual(refused('请选择投诉或建议'));
    expect(await opinions()).toBe(start);
    expect((await add(`  ${'建'.repeat(99)}😀  `)).result.statusCode).toBe(Code.ok);
    const { rows } = await h.db.query<{ opinion: string; source: string }>(
      'SELECT opinion, source FROM opinions ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ opinion: `${'建'.repeat(99)}😀`, source: '1' });
  });

  it('an id beyond the database integer is refused as input, not answered as a system failure', async () => {
    expect(await h.call('helpQuestionDetail', { id: 2 ** 31 })).toEqual(refused('问题编号有误'));
    expect(await h.call('getArticleDetail', { id: '99999999999' })).toEqual(refused('文章编号参数有误'));
    expect(await call('getMsgDetail', { id: 2 ** 40, isMsg: 1, entityId: '' })).toEqual(refused('消息编号有误'));
  });

  it('checks a protected call’s request only for a session: without one the answer is 06060010', async () => {
    expect((await h.call('addOpinion', { opinion: '' })).code).toBe(Code.sessionExpired);
  });
});
