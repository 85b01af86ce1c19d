/**
 * Complaints and suggestions (addOpinion) and qualified-investor pledges (investorCert) per investor and China day
 * (issue 14/18; server/services/userLimits.ts, shared with the risk assessment's daily limit, whose own tests are in
 * tests/server/risk.test.ts). Counted in the rows under a lock on the investor's row, so requests sent at once on
 * PostgreSQL's pool cannot pass the limit either.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, OPINIONS_PER_DAY, PLEDGES_PER_DAY, opinionText, riskText } from '../../../src/contract';
import { addOpinion } from '../../../server/services/messages';
import { findUserByPhone } from '../../../server/services/users';
import type { AnyEnvelope, Harness } from '../harness';
import { PHONES, startServer } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
// The dev reset with reseed removes what the demo users added since the seed, opinions and pledges included.
beforeEach(() => h.reset());

const DAY_MS = 24 * 3_600_000;
const ok = { data: null, statusCode: Code.ok };
const opinionsUsedUp = { data: null, statusCode: Code.quotaExhausted, msg: opinionText.usedUp };
const pledgesUsedUp = { data: null, statusCode: Code.quotaExhausted, msg: riskText.pledgesUsedUp };

const opinion = (token: string, text = '产品说明书看不清') =>
  h.call('addOpinion', { opinion: text, type: '0', source: '1' }, token);
const pledge = (token: string) => h.call('investorCert', {}, token);
const results = (envelopes: AnyEnvelope[]) => envelopes.map((e) => e.result);

async function rowsOf(table: 'opinions' | 'investor_pledges', phone: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
    [phone],
  );
  return rows[0]!.n;
}

describe('complaints and suggestions a day', () => {
  it('takes 10 of 13 sent at once and refuses the rest as a business failure naming the limit', async () => {
    expect(OPINIONS_PER_DAY).toBe(10);
    expect(opinionText.usedUp).toContain(`每日最多可提交${OPINIONS_PER_DAY}次`);
    const token = (await h.login(PHONES.verified)).xtoken;
    const before = await rowsOf('opinions', PHONES.verified);
    const answers = results(await Promise.all(Array.from({ length: OPINIONS_PER_DAY + 3 }, () => opinion(token))));
    expect(answers.filter((r) => r.statusCode === Code.ok)).toHaveLength(OPINIONS_PER_DAY);
    expect(answers.filter((r) => r.statusCode !== Code.ok)).toEqual(Array(3).fill(opinionsUsedUp));
    expect(await rowsOf('opinions', PHONES.verified)).toBe(before + OPINIONS_PER_DAY);
    // Complaints and suggestions share the limit.
    expect((await h.call('addOpinion', { opinion: '建议', type: '1' }, token)).result).toEqual(opinionsUsedUp);
  });

  it('answers bad input before the limit, and bad input does not count', async () => {
    const token = (await h.login(PHONES.verified)).xtoken;
    for (let i = 0; i < OPINIONS_PER_DAY; i++) {
      expect((await opinion(token, '   ')).result).toEqual({
        ...ok,
        statusCode: Code.invalidInput,
        msg: '请填写投诉或建议',
      });
      expect((await h.call('addOpinion', 'not a record', token)).result.statusCode).toBe(Code.invalidInput);
    }
    for (let i = 0; i < OPINIONS_PER_DAY; i++) expect((await opinion(token)).result).toMatchObject(ok);
    expect((await opinion(token, '长'.repeat(101))).result).toMatchObject({
      statusCode: Code.invalidInput,
      msg: '投诉或建议不能超过100个字',
    });
    expect((await opinion(token)).result).toEqual(opinionsUsedUp);
  });

  it('leaves another investor free, and opens again the next day with the history kept', async () => {
    const first = (await h.login(PHONES.verified)).xtoken;
    const second = (await h.login(PHONES.unverified)).xtoken;
    for (let i = 0; i < OPINIONS_PER_DAY; i++) await opinion(first);
    expect((await opinion(first)).result).toEqual(opinionsUsedUp);
    expect((await opinion(second)).result).toMatchObject(ok);
    const kept = await rowsOf('opinions', PHONES.verified);
    await h.advanceClock(DAY_MS);
    const again = (await h.login(PHONES.verified)).xtoken;
    expect((await opinion(again)).result).toMatchObject(ok);
    expect(await rowsOf('opinions', PHONES.verified)).toBe(kept + 1);
  });

  it('counts the China day (UTC+8), not the server’s', async () => {
    const user = (await findUserByPhone(h.db, PHONES.senior))!;
    const at = (iso: string) => ({ now: () => new Date(iso) });
    const add = (iso: string) => addOpinion(h.db, at(iso), user.id, { type: '1', source: '1', opinion: '建议' });
    // 2030-01-01 00:00 to 23:59 in China is 2029-12-31 16:00 to 2030-01-01 15:59 UTC.
    await add('2029-12-31T16:00:00Z');
    for (let i = 1; i < OPINIONS_PER_DAY; i++) await add('2030-01-01T15:59:00Z');
    await expect(add('2030-01-01T12:00:00Z')).rejects.toMatchObject({ message: opinionText.usedUp });
    await expect(add('2030-01-01T16:00:00Z')).resolves.toBeUndefined();
  });
});

describe('qualified-investor pledges a day', () => {
  it('takes 5 of 8 sent at once and refuses the rest as a business failure naming the limit', async () => {
    expect(PLEDGES_PER_DAY).toBe(5);
    expect(riskText.pledgesUsedUp).toContain(`每日最多可确认${PLEDGES_PER_DAY}次`);
    const token = (await h.login(PHONES.verified)).xtoken;
    const answers = results(await Promise.all(Array.from({ length: PLEDGES_PER_DAY + 3 }, () => pledge(token))));
    expect(answers.filter((r) => r.statusCode === Code.ok)).toHaveLength(PLEDGES_PER_DAY);
    expect(answers.filter((r) => r.statusCode !== Code.ok)).toEqual(Array(3).fill(pledgesUsedUp));
    expect(await rowsOf('investor_pledges', PHONES.verified)).toBe(PLEDGES_PER_DAY);
  });

  it('answers bad input and the verification gate without counting them', async () => {
    const token = (await h.login(PHONES.verified)).xtoken;
    for (let i = 0; i < PLEDGES_PER_DAY; i++) {
      expect((await h.call('investorCert', ['not', 'a', 'record'], token)).result.statusCode).toBe(Code.invalidInput);
    }
    const unverified = (await h.login(PHONES.unverified)).xtoken;
    expect((await pledge(unverified)).result.statusCode).toBe(Code.notCertified);
    expect(await rowsOf('investor_pledges', PHONES.verified)).toBe(0);
    for (let i = 0; i < PLEDGES_PER_DAY; i++) expect((await pledge(token)).result).toMatchObject(ok);
    expect((await pledge(token)).result).toEqual(pledgesUsedUp);
  });

  it('leaves another investor free, and opens again the next day', async () => {
    const first = (await h.login(PHONES.verified)).xtoken;
    const second = (await h.login(PHONES.senior)).xtoken;
    for (let i = 0; i < PLEDGES_PER_DAY; i++) await pledge(first);
    expect((await pledge(first)).result).toEqual(pledgesUsedUp);
    expect((await pledge(second)).result).toMatchObject(ok);
    await h.advanceClock(DAY_MS);
    expect((await pledge((await h.login(PHONES.verified)).xtoken)).result).toMatchObject(ok);
    expect(await rowsOf('investor_pledges', PHONES.verified)).toBe(PLEDGES_PER_DAY + 1);
  });
});
