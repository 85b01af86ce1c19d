/**
 * Points and tasks (spec 3 §2, §4, §6, §7, §9): the five calls, the dev event endpoint, the ledger's rules (lazy
 * expiry, earliest expiry first, the 7-day rule, the balance as the ledger's sum, awards paid once), the sign-in quota
 * under concurrency and the campaign period. Like every server test it runs on PGlite and on PostgreSQL (the
 * server-pg project), where requests really run at once.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, DEV_PREFIX, type CallKey, type CallResponse, type PointsRecord, type Task } from '../../src/contract';
import { BusinessError } from '../../server/core/calls';
import type { Clock } from '../../server/core/clock';
import { maskName } from '../../server/services/points';
import { DEMO_INVITEES } from '../../server/seed/points';
import { readClockOffset, shiftedClock, systemClock } from '../../server/services/clock';
import {
  AWARDS,
  POINTS,
  SIGN_IN_DAILY_QUOTA,
  award,
  checkCampaignConfig,
  earnPoints,
  pointsBalance,
  spendPoints,
} from '../../server/services/points';
import { createSession } from '../../server/services/sessions';
import { PHONES, startServer, type AnyEnvelope, type Harness } from './harness';

const DAY = 86_400_000;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const POINTS_CALLS = [
  'queryTaskCenterList',
  'customerSignIn',
  'getPointsDetails',
  'queryShareInfo',
  'queryInviteUserList',
] as const satisfies readonly CallKey[];

let h: Harness;
const token: Record<'verified' | 'unverified' | 'senior', string> = { verified: '', unverified: '', senior: '' };
const ids: Record<string, number> = {};

/** Logs the demo users in again: the dev reset ends every session. */
async function loginAll(): Promise<void> {
  for (const who of ['verified', 'unverified', 'senior'] as const) token[who] = (await h.login(PHONES[who])).xtoken;
}

/** The demo data as seeded, the clock back to now, fresh sessions. */
async function reset(): Promise<void> {
  await h.reset();
  await loginAll();
}

beforeAll(async () => {
  h = await startServer();
  await loginAll();
  const r = await h.db.query<{ id: number; phone: string }>('SELECT id, phone FROM users');
  for (const row of r.rows) ids[row.phone] = row.id;
});
afterAll(() => h.close());

/** The data of a successful call (fails the test otherwise). */
async function data<K extends CallKey>(key: K, req: unknown, as: string): Promise<CallResponse<K>> {
  const env = await h.call(key, req, as);
  expect([env.code, env.result.statusCode], `${key}: ${env.result.msg}`).toEqual([Code.ok, Code.ok]);
  return env.result.data as CallResponse<K>;
}

const refusal = (env: AnyEnvelope) => [env.code, env.result.statusCode, env.result.msg];

async function setClock(iso: string): Promise<void> {
  const res = await h.post(`${DEV_PREFIX}/clock`, { offsetMs: Date.parse(iso) - Date.now() });
  expect(res.statusCode).toBe(200);
}

/** Business time as the calls see it (system clock plus the dev offset). */
const businessClock = async (): Promise<Clock> => shiftedClock(systemClock, await readClockOffset(h.db));

async function devEvent(body: Record<string, unknown>) {
  const res = await h.post(`${DEV_PREFIX}/events`, body);
  return { status: res.statusCode, body: res.json() };
}

/** Certified users made for a test, each with a live session at business time. */
async function certifiedUsers(prefix: string, n: number): Promise<Array<{ id: number; token: string }>> {
  const clock = await businessClock();
  const r = await h.db.query<{ id: number }>(
    `INSERT INTO users (phone, real_name, is_certified, certified_at, created_at, updated_at)
     SELECT $1 || lpad(g::text, 4, '0'), '测试' || g, 2, $2, $2, $2 FROM generate_series(1, $3::int) g RETURNING id`,
    [prefix, clock.now(), n],
  );
  return Promise.all(r.rows.map(async ({ id }) => ({ id, token: await createSession(h.db, clock, id, 'full') })));
}

/** The record's own time: when it was earned, used or expired. */
const ownTime = (r: PointsRecord) => (r.pointsType === 1 ? r.getTime : r.pointsType === 2 ? r.usageTime : r.expireTime);

describe('sessions and bad input', () => {
  it('answers 06060010 to every points call without a session', async () => {
    for (const key of POINTS_CALLS) {
      const env = await h.call(key, key === 'getPointsDetails' ? { pointsType: 0 } : {});
      expect(env.code, key).toBe(Code.sessionExpired);
      expect(env.result.statusCode, key).toBe(Code.sessionExpired);
    }
  });

  it('refuses bad getPointsDetails input with a clear 04040001 message, never a system failure', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, '请选择积分类型'],
      [{ pointsType: '' }, '请选择积分类型'],
      [{ pointsType: 4 }, '积分类型参数有误'],
      [{ pointsType: -1 }, '积分类型参数有误'],
      [{ pointsType: 'all' }, '积分类型参数有误'],
      [{ pointsType: 1.5 }, '积分类型参数有误'],
      [{ pointsType: 0, pointsTime: '2025-13' }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pointsTime: '2025-00' }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pointsTime: '2025/01' }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pointsTime: '2025-01-01' }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pointsTime: '0000-01' }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pointsTime: ['2025-01'] }, '查询月份格式应为YYYY-MM'],
      [{ pointsType: 0, pageNum: 0 }, '分页参数有误'],
      [{ pointsType: 0, pageSize: 101 }, '分页参数有误'],
      [{ pointsType: 0, pageSize: 'ten' }, '分页参数有误'],
      ['0', '请求参数有误'],
    ];
    for (const [requestData, msg] of cases) {
      const env = await h.call('getPointsDetails', requestData, token.verified);
      expect(refusal(env), JSON.stringify(requestData)).toEqual([Code.ok, Code.invalidInput, msg]);
    }
  });

  it('refuses a requestData that is not an object on the calls without fields', async () => {
    for (const key of POINTS_CALLS.filter((k) => k !== 'getPointsDetails')) {
      for (const bad of [null, 'x', [1]]) {
        const env = await h.call(key, bad, token.verified);
        expect(refusal(env), key).toEqual([Code.ok, Code.invalidInput, '请求参数有误']);
      }
    }
  });
});

describe('the seeded ledger and getPointsDetails', () => {
  beforeAll(reset);

  it('shows a believable year: earnings, expired points, one redemption, 5000 expiring within 7 days', async () => {
    const all = await data('getPointsDetails', { pointsType: 0 }, token.verified);
    expect(all.totalPointsNum).toBe(7400);
    expect(all.pages).toBe(1);
    const list = all.pointsList;
    const sum = list.reduce((n, r) => n + (r.pointsType === 1 ? r.pointsNum : -r.pointsNum), 0);
    expect(sum).toBe(all.totalPointsNum);
    for (const r of list) {
      expect(Number.isInteger(r.pointsNum) && r.pointsNum > 0).toBe(true);
      expect(ownTime(r)).toMatch(TIME);
      if (r.pointsType === 1) expect([r.expireTime, r.usageTime]).toEqual([expect.stringMatching(TIME), '']);
      if (r.pointsType === 2) expect([r.getTime, r.expireTime]).toEqual(['', '']);
      if (r.pointsType === 3) expect([r.getTime, r.usageTime]).toEqual([expect.stringMatching(TIME), '']);
    }
    const times = list.map(ownTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.filter((r) => r.pointsType === 2)).toEqual([
      expect.objectContaining({ detailName: '积分商城兑换：京东E卡', pointsNum: 800 }),
    ]);
    expect(list.filter((r) => r.pointsType === 3).map((r) => r.pointsNum)).toEqual([100, 100, 200]);
    expect(list.filter((r) => r.detailName === '邀请好友奖励')).toHaveLength(2);
    // Earned a year ago, expiring within the week: shown, counted, not redeemable.
    const nowChina = new Date(Date.now() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    const weekChina = new Date(Date.now() + 8 * 3_600_000 + 7 * DAY).toISOString().replace('T', ' ').slice(0, 19);
    const soon = list.filter((r) => r.pointsType === 1 && r.expireTime > nowChina && r.expireTime < weekChina);
    expect(soon).toEqual([expect.objectContaining({ detailName: '首次认购信托产品奖励', pointsNum: 5000 })]);
    const redeem = await devEvent({ phoneNum: PHONES.verified, event: 'redeem', points: 2401 });
    expect(redeem).toEqual({ status: 409, body: { error: '可用积分不足', statusCode: Code.invalidInput } });
  });

  it('filters by type and month by the record’s own time, and keeps the whole balance', async () => {
    const all = (await data('getPointsDetails', { pointsType: 0 }, token.verified)).pointsList;
    for (const type of [1, 2, 3] as const) {
      const some = await data('getPointsDetails', { pointsType: type }, token.verified);
      expect(some.totalPointsNum).toBe(7400);
      expect(some.pointsList).toEqual(all.filter((r) => r.pointsType === type));
    }
    const months = new Set(all.map((r) => ownTime(r).slice(0, 7)));
    for (const month of months) {
      const inMonth = await data('getPointsDetails', { pointsType: 0, pointsTime: month }, token.verified);
      expect(inMonth.pointsList).toEqual(all.filter((r) => ownTime(r).startsWith(month)));
      const compact = await data(
        'getPointsDetails',
        { pointsType: 0, pointsTime: month.replace('-', '') },
        token.verified,
      );
      expect(compact.pointsList).toEqual(inMonth.pointsList);
    }
    expect(
      (await data('getPointsDetails', { pointsType: 0, pointsTime: '2001-01' }, token.verified)).pointsList,
    ).toEqual([]);
    expect((await data('getPointsDetails', { pointsType: 0, pointsTime: '' }, token.verified)).pointsList).toEqual(all);
  });

  it('pages by 10 as the list loader asks, until a short page', async () => {
    const all = (await data('getPointsDetails', { pointsType: 0 }, token.verified)).pointsList;
    const pages: PointsRecord[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = await data('getPointsDetails', { pointsType: 0, pageNum, pageSize: 10 }, token.verified);
      expect(page.pages).toBe(Math.ceil(all.length / 10));
      pages.push(...page.pointsList);
      if (page.pointsList.length < 10) break;
    }
    expect(pages).toEqual(all);
  });

  it('gives every certified demo account a ledger, and none to those who cannot earn', async () => {
    const balances: Record<string, number> = {};
    for (const phone of [PHONES.senior, PHONES.legacyWebsite, PHONES.mustChangePassword, PHONES.unverified]) {
      balances[phone] = await pointsBalance(h.db, systemClock, ids[phone]!);
    }
    expect(balances).toEqual({
      [PHONES.senior]: 400,
      [PHONES.legacyWebsite]: 5200,
      [PHONES.mustChangePassword]: 10200,
      [PHONES.unverified]: 0,
    });
    for (const phone of [PHONES.senior, PHONES.legacyWebsite, PHONES.mustChangePassword]) {
      const kinds = await h.db.query<{ kind: number }>('SELECT DISTINCT kind FROM points_entries WHERE user_id = $1', [
        ids[phone],
      ]);
      expect(kinds.rows.map((r) => r.kind).sort(), phone).toEqual([1, 2, 3]);
    }
  });
});

describe('queryTaskCenterList', () => {
  beforeAll(reset);

  it('answers the five tasks with their points, the balance and the certification flag', async () => {
    const centre = await data('queryTaskCenterList', {}, token.verified);
    expect(centre).toMatchObject({ appCertified: 1, totalPointsNum: 7400 });
    expect(centre.list).toEqual([
      { taskCode: 'certify', taskName: '完成实名认证', taskPoints: 1000, taskStatus: 1 },
      { taskCode: 'signIn', taskName: '每日签到', taskPoints: 100, taskStatus: 0 },
      { taskCode: 'invite', taskName: '邀请好友', taskPoints: 1000, taskStatus: 0 },
      { taskCode: 'firstSubscribe', taskName: '首次认购信托产品', taskPoints: 5000, taskStatus: 1 },
      { taskCode: 'serviceTrust', taskName: '首次设立财富管理服务信托', taskPoints: 10000, taskStatus: 0 },
    ] satisfies Task[]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(centre.campaignStart <= today && today <= centre.campaignEnd).toBe(true);
    const uncertified = await data('queryTaskCenterList', {}, token.unverified);
    expect(uncertified).toMatchObject({ appCertified: 0, totalPointsNum: 0 });
    expect(uncertified.list.map((t) => t.taskStatus)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('customerSignIn', () => {
  beforeEach(reset);

  it('needs real-name certification: 04040009 请先完成实名认证', async () => {
    const env = await h.call('customerSignIn', {}, token.unverified);
    expect(refusal(env)).toEqual([Code.ok, Code.notCertified, '请先完成实名认证']);
    expect(await pointsBalance(h.db, systemClock, ids[PHONES.unverified]!)).toBe(0);
  });

  it('pays 100 once per China day; the next day it is open again', async () => {
    const env = await h.call('customerSignIn', {}, token.senior);
    expect([env.result.statusCode, env.result.msg]).toEqual([Code.ok, '今日签到成功，获得100积分']);
    const centre = await data('queryTaskCenterList', {}, token.senior);
    expect(centre.totalPointsNum).toBe(500);
    expect(centre.list[1]!.taskStatus).toBe(1);
    const top = (await data('getPointsDetails', { pointsType: 1, pageNum: 1, pageSize: 1 }, token.senior)).pointsList;
    expect(top[0]).toMatchObject({ detailName: '每日签到奖励', pointsNum: 100, pointsType: 1, usageTime: '' });
    const again = await h.call('customerSignIn', {}, token.senior);
    expect(refusal(again)).toEqual([Code.ok, Code.invalidInput, '今日已签到，请明天再来']);
    await h.advanceClock(DAY);
    const senior = (await h.login(PHONES.senior)).xtoken;
    expect((await data('queryTaskCenterList', {}, senior)).list[1]!.taskStatus).toBe(0);
    expect((await h.call('customerSignIn', {}, senior)).result.statusCode).toBe(Code.ok);
  });

  it('signs one user in once under 10 concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => h.call('customerSignIn', {}, token.senior)));
    expect(answers.every((a) => a.code === Code.ok)).toBe(true);
    const ok = answers.filter((a) => a.result.statusCode === Code.ok);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.result.msg === '今日已签到，请明天再来')).toHaveLength(9);
    const rows = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM points_entries WHERE user_id = $1 AND source_key LIKE 'signIn:%' AND occurred_at > $2`,
      [ids[PHONES.senior], new Date(Date.now() - DAY)],
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('rewards exactly the first 50 of 200 users signing in at the same moment; the others are refused', async () => {
    await h.advanceClock(20 * DAY); // a day nobody has signed in yet
    const users = await certifiedUsers('1590000', 200);
    const answers = await Promise.all(users.map((u) => h.call('customerSignIn', {}, u.token)));
    expect(answers.every((a) => a.code === Code.ok)).toBe(true);
    const rewarded = answers.flatMap((a, i) => (a.result.statusCode === Code.ok ? [users[i]!] : []));
    expect(rewarded).toHaveLength(SIGN_IN_DAILY_QUOTA);
    const refused = answers.filter((a) => a.result.statusCode !== Code.ok);
    expect(new Set(refused.map(refusal).map((r) => JSON.stringify(r)))).toEqual(
      new Set([JSON.stringify([Code.ok, Code.quotaExhausted, '今日签到奖励名额已满，请明天再来'])]),
    );
    const day = new Date((await businessClock()).now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const counts = await h.db.query<{ quota: number; signed: number; paid: number }>(
      `SELECT (SELECT used FROM sign_in_quota WHERE day = $1) AS quota,
         (SELECT count(*)::int FROM sign_ins WHERE day = $1) AS signed,
         (SELECT count(*)::int FROM points_entries WHERE source_key = $2) AS paid`,
      [day, `signIn:${day}`],
    );
    expect(counts.rows[0]).toEqual({ quota: 50, signed: 50, paid: 50 });
    const loser = users.find((u) => !rewarded.includes(u))!;
    expect((await data('queryTaskCenterList', {}, loser.token)).list[1]!.taskStatus).toBe(2);
    expect((await data('queryTaskCenterList', {}, rewarded[0]!.token)).list[1]!.taskStatus).toBe(1);
    // A late one, and a second try of a refused one, are refused the same way.
    expect(refusal(await h.call('customerSignIn', {}, loser.token))[1]).toBe(Code.quotaExhausted);
  });
});

describe('dev events and awards', () => {
  beforeEach(reset);

  async function friendOf(inviterPhone: string, phone: string): Promise<number> {
    const clock = await businessClock();
    const r = await h.db.query<{ id: number }>(
      `INSERT INTO users (phone, inviter_id, created_at, updated_at) VALUES ($1, (SELECT id FROM users WHERE phone = $2), $3, $3)
       RETURNING id`,
      [phone, inviterPhone, clock.now()],
    );
    return r.rows[0]!.id;
  }

  it('pays verification once, and the invitation to both sides once the friend is also qualified', async () => {
    await friendOf(PHONES.verified, '15811110001');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    // Every friend invited is on the inviter's record, newest first, however far they are.
    const newest = async () => (await data('queryInviteUserList', {}, token.verified)).inviteUsers[0];
    expect(await newest()).toEqual({
      name: '158****0001',
      registeredOn: today,
      stage: 'registered',
      rewardPoints: 0,
      rewardedOn: '',
    });
    const certify = await devEvent({ phoneNum: '15811110001', event: 'certify', realName: '欧阳娜娜' });
    expect(certify).toEqual({
      status: 200,
      body: {
        phoneNum: '15811110001',
        event: 'certify',
        recorded: true,
        paid: [{ phoneNum: '15811110001', detailName: '实名认证奖励', points: 1000 }],
        totalPointsNum: 1000,
      },
    });
    expect((await devEvent({ phoneNum: '15811110001', event: 'certify' })).body).toMatchObject({
      recorded: false,
      paid: [],
      totalPointsNum: 1000,
    });
    expect((await data('queryInviteUserList', {}, token.verified)).inviteNum).toBe(2);
    expect(await newest()).toMatchObject({ name: '欧**娜', stage: 'certified', rewardPoints: 0 });
    const qualified = await devEvent({ phoneNum: '15811110001', event: 'qualified' });
    expect(qualified.body).toMatchObject({
      recorded: true,
      paid: [
        { phoneNum: PHONES.verified, detailName: '邀请好友奖励', points: 1000 },
        { phoneNum: '15811110001', detailName: '受邀好友奖励', points: 1000 },
      ],
      totalPointsNum: 2000,
    });
    expect((await devEvent({ phoneNum: '15811110001', event: 'qualified' })).body).toMatchObject({
      recorded: false,
      paid: [],
    });
    expect(await data('queryInviteUserList', {}, token.verified)).toMatchObject({
      inviteNum: 3,
      inviteUserNames: ['欧**娜', '李*', '王*华'],
    });
    expect(await newest()).toEqual({
      name: '欧**娜',
      registeredOn: today,
      stage: 'qualified',
      rewardPoints: 1000,
      rewardedOn: today,
    });
    expect((await data('queryTaskCenterList', {}, token.verified)).totalPointsNum).toBe(8400);
  });

  it('pays the first subscription and the first service trust once each, also under concurrent reports', async () => {
    const refused = await devEvent({ phoneNum: PHONES.unverified, event: 'firstSubscribe' });
    expect(refused).toEqual({ status: 409, body: { error: '请先完成实名认证', statusCode: Code.notCertified } });
    const reports = await Promise.all(
      Array.from({ length: 10 }, () => devEvent({ phoneNum: PHONES.senior, event: 'serviceTrust' })),
    );
    expect(reports.filter((r) => r.body.recorded)).toHaveLength(1);
    expect(reports.flatMap((r) => r.body.paid)).toEqual([
      { phoneNum: PHONES.senior, detailName: '首次设立财富管理服务信托奖励', points: POINTS.serviceTrust },
    ]);
    const subscribed = await devEvent({ phoneNum: PHONES.senior, event: 'firstSubscribe' });
    expect(subscribed.body.totalPointsNum).toBe(400 + 10000 + 5000);
    const tasks = (await data('queryTaskCenterList', {}, token.senior)).list;
    expect(tasks.map((t) => t.taskStatus)).toEqual([1, 0, 0, 1, 1]);
  });

  it('answers 400 for a bad body and 404 for an unknown phone', async () => {
    expect((await devEvent({ event: 'certify' })).status).toBe(400);
    expect((await devEvent({ phoneNum: PHONES.senior, event: 'lottery' })).status).toBe(400);
    expect((await devEvent({ phoneNum: PHONES.senior, event: 'redeem', points: 1.5 })).status).toBe(400);
    expect((await devEvent({ phoneNum: PHONES.senior, event: 'redeem' })).status).toBe(400);
    expect((await devEvent({ phoneNum: '15899999999', event: 'certify' })).status).toBe(404);
  });

  it('never pays one award twice, however many try at once', async () => {
    const user = ids[PHONES.unverified]!;
    const paid = await Promise.all(
      Array.from({ length: 10 }, () => award(h.db, systemClock, user, AWARDS.firstSubscribe)),
    );
    expect(paid.flat()).toHaveLength(1);
    expect(await pointsBalance(h.db, systemClock, user)).toBe(5000);
  });
});

describe('expiry and redemption through the server clock', () => {
  beforeEach(reset);

  it('expires lazily when the clock passes, takes the earliest expiry first and keeps the last 7 days', async () => {
    // Senior: 100 (sign-in 362 days ago) expire in about 3 days, 300 later.
    expect((await data('getPointsDetails', { pointsType: 0 }, token.senior)).totalPointsNum).toBe(400);
    const tooMuch = await devEvent({ phoneNum: PHONES.senior, event: 'redeem', points: 301 });
    expect(tooMuch.body).toEqual({ error: '可用积分不足', statusCode: Code.invalidInput });
    const redeemed = await devEvent({ phoneNum: PHONES.senior, event: 'redeem', points: 150, detailName: '电影票' });
    expect(redeemed.body).toMatchObject({ recorded: true, totalPointsNum: 250 });
    const parts = await h.db.query<{ earned: Date; amount: number }>(
      `SELECT e.occurred_at AS earned, p.amount FROM points_spend_parts p JOIN points_entries e ON e.id = p.earning_id
       JOIN points_entries s ON s.id = p.spend_id WHERE s.detail_name = '电影票' ORDER BY e.expires_at`,
    );
    // Not the 100 that expire within a week: the next earliest (200 days ago), then the next.
    expect(parts.rows.map((r) => [Math.round((Date.now() - r.earned.getTime()) / DAY), r.amount])).toEqual([
      [200, 100],
      [40, 50],
    ]);
    await h.advanceClock(4 * DAY);
    const senior = (await h.login(PHONES.senior)).xtoken;
    const after = await data('getPointsDetails', { pointsType: 3 }, senior);
    expect(after.totalPointsNum).toBe(150);
    expect(after.pointsList[0]).toMatchObject({ detailName: '积分过期', pointsType: 3, pointsNum: 100 });
    // Reading again writes nothing new.
    const again = await data('getPointsDetails', { pointsType: 3 }, senior);
    expect(again.pointsList).toEqual(after.pointsList);
  });

  it('never overspends under concurrent redemptions, and expires once however many read at once', async () => {
    const user = ids[PHONES.verified]!;
    const clock = await businessClock();
    const balance = await pointsBalance(h.db, clock, user);
    // Usable: everything but the 5000 expiring within the week.
    const usable = balance - 5000;
    const spends = await Promise.allSettled(Array.from({ length: 10 }, () => spendPoints(h.db, clock, user, 2000)));
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(Math.floor(usable / 2000));
    const after = await pointsBalance(h.db, clock, user);
    expect(after).toBe(balance - 2000 * Math.floor(usable / 2000));
    const sum = await h.db.query<{ n: number }>(
      'SELECT COALESCE(sum(remaining), 0)::int AS n FROM points_entries WHERE user_id = $1 AND kind = 1',
      [user],
    );
    expect(sum.rows[0]!.n).toBe(after);
    // Ten days on, the 5000 have expired, once.
    const later: Clock = { now: () => new Date(clock.now().getTime() + 10 * DAY) };
    const reads = await Promise.all(Array.from({ length: 10 }, () => pointsBalance(h.db, later, user)));
    expect(new Set(reads)).toEqual(new Set([after - 5000]));
    const expired = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM points_entries WHERE user_id = $1 AND kind = 3 AND amount = 5000',
      [user],
    );
    expect(expired.rows[0]!.n).toBe(1);
  });

  it('dates an earning’s expiry one calendar year later in China time', async () => {
    const user = ids[PHONES.unverified]!;
    for (const [earned, expires] of [
      ['2024-02-29T10:00:00+08:00', '2025-02-28T02:00:00.000Z'],
      ['2024-02-29T02:00:00+08:00', '2025-02-27T18:00:00.000Z'],
      ['2025-03-16T23:30:00+08:00', '2026-03-16T15:30:00.000Z'],
    ]) {
      await earnPoints(h.db, user, { key: `t:${earned}`, amount: 1, detailName: 't' }, new Date(earned!));
      const r = await h.db.query<{ expires_at: Date }>(
        'SELECT expires_at FROM points_entries WHERE user_id = $1 AND source_key = $2',
        [user, `t:${earned}`],
      );
      expect(r.rows[0]!.expires_at.toISOString(), earned).toBe(expires);
    }
  });

  it('flags what of the balance expires within 30 days, on the task centre and the ledger alike', async () => {
    const [user] = await certifiedUsers('1391230', 1);
    const clock = await businessClock();
    const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);
    const earn = (key: string, amount: number, days: number) =>
      earnPoints(h.db, user!.id, { key, amount, detailName: '测试' }, ago(days));
    const expiring = async () => {
      const centre = await data('queryTaskCenterList', {}, user!.token);
      const ledger = await data('getPointsDetails', { pointsType: 0, pageNum: 1, pageSize: 1 }, user!.token);
      expect(ledger.expiring).toEqual(centre.expiring);
      return centre.expiring;
    };
    expect(await expiring()).toBeNull();
    // In about 15 and 25 days, and in about 65: the first two are flagged, from the first one's day.
    await earn('a', 300, 350);
    await earn('b', 200, 340);
    await earn('c', 1000, 300);
    // The China day one calendar year after the earning.
    const firstDay = (days: number) => {
      const china = new Date(ago(days).getTime() + 8 * 3_600_000);
      china.setUTCFullYear(china.getUTCFullYear() + 1);
      return china.toISOString().slice(0, 10);
    };
    expect(await expiring()).toEqual({ points: 500, firstDate: firstDay(350) });
    // A redemption takes the earliest first: what is left of them is what expires.
    await spendPoints(h.db, clock, user!.id, 400);
    expect(await expiring()).toEqual({ points: 100, firstDate: firstDay(340) });
  });

  it('takes whole numbers only', async () => {
    const user = ids[PHONES.unverified]!;
    await expect(earnPoints(h.db, user, { key: 'x', amount: 1.5, detailName: 'x' }, new Date())).rejects.toThrow();
    await expect(spendPoints(h.db, systemClock, user, 0)).rejects.toThrow();
    await expect(spendPoints(h.db, systemClock, user, 2.5)).rejects.toThrow();
  });
});

describe('the campaign period', () => {
  beforeEach(reset);
  afterEach(() => {
    delete process.env.POINTS_CAMPAIGN_START;
    delete process.env.POINTS_CAMPAIGN_END;
  });

  const signInAt = async (iso: string) => {
    await setClock(iso);
    return h.call('customerSignIn', {}, (await h.login(PHONES.verified)).xtoken);
  };

  it('runs the configured period, both China days included, and pays nothing outside it', async () => {
    process.env.POINTS_CAMPAIGN_START = '2024-07-26';
    process.env.POINTS_CAMPAIGN_END = '2025-07-25';
    expect(refusal(await signInAt('2024-07-25T23:59:00+08:00'))).toEqual([
      Code.ok,
      Code.invalidInput,
      '积分活动尚未开始',
    ]);
    expect((await signInAt('2024-07-26T00:00:30+08:00')).result.statusCode).toBe(Code.ok);
    expect((await signInAt('2025-07-25T23:59:00+08:00')).result.statusCode).toBe(Code.ok);
    expect(refusal(await signInAt('2025-07-26T00:00:30+08:00'))).toEqual([
      Code.ok,
      Code.invalidInput,
      '积分活动已结束',
    ]);
    const centre = await data('queryTaskCenterList', {}, (await h.login(PHONES.verified)).xtoken);
    expect([centre.campaignStart, centre.campaignEnd]).toEqual(['2024-07-26', '2025-07-25']);
    // A task completed after the end is recorded, not paid; inside the period it is paid.
    expect((await devEvent({ phoneNum: PHONES.senior, event: 'serviceTrust' })).body).toMatchObject({
      recorded: true,
      paid: [],
    });
    await setClock('2025-07-25T12:00:00+08:00');
    expect((await devEvent({ phoneNum: PHONES.senior, event: 'firstSubscribe' })).body.paid).toHaveLength(1);
  });

  it('by default runs a demo campaign around the seeding day, so today’s sign-in pays', async () => {
    const centre = await data('queryTaskCenterList', {}, token.verified);
    // Fixed when the test database was seeded (today; China and UTC days may differ by one).
    const day = (ms: number) => new Date(Date.now() + 8 * 3_600_000 + ms).toISOString().slice(0, 10);
    expect([day(-401 * DAY), day(-400 * DAY)]).toContain(centre.campaignStart);
    expect([day(364 * DAY), day(365 * DAY)]).toContain(centre.campaignEnd);
    expect((await h.call('customerSignIn', {}, token.verified)).result.msg).toBe('今日签到成功，获得100积分');
  });

  it('refuses a malformed or reversed configuration at start-up', () => {
    process.env.POINTS_CAMPAIGN_START = '2025-02-30';
    expect(() => checkCampaignConfig()).toThrow(/POINTS_CAMPAIGN_START/);
    process.env.POINTS_CAMPAIGN_START = '2025-07-26';
    process.env.POINTS_CAMPAIGN_END = '2024-07-25';
    expect(() => checkCampaignConfig()).toThrow(/after/);
    process.env.POINTS_CAMPAIGN_START = '2024-07-26';
    process.env.POINTS_CAMPAIGN_END = '2025-07-25';
    expect(() => checkCampaignConfig()).not.toThrow();
  });
});

describe('one user never sees another’s points or share information', () => {
  beforeAll(reset);

  it('answers the caller’s own ledger, tasks, share info and invitations whatever ids the request carries', async () => {
    const other = ids[PHONES.verified]!;
    const extra = { userId: other, customerId: other, phoneNum: PHONES.verified, customerBId: 'CB00000001' };
    const own = await data('getPointsDetails', { pointsType: 0 }, token.senior);
    expect(await data('getPointsDetails', { pointsType: 0, ...extra }, token.senior)).toEqual(own);
    expect(own.totalPointsNum).toBe(400);
    expect((await data('queryTaskCenterList', extra, token.senior)).totalPointsNum).toBe(400);
    const seniorId = ids[PHONES.senior]!;
    expect(await data('queryShareInfo', extra, token.senior)).toEqual({
      manageCode: '8002',
      customerBId: `CB${String(seniorId).padStart(8, '0')}`,
    });
    expect(await data('queryShareInfo', {}, token.verified)).toEqual({
      manageCode: '8001',
      customerBId: `CB${String(other).padStart(8, '0')}`,
    });
    expect(await data('queryInviteUserList', extra, token.senior)).toEqual({
      inviteNum: 0,
      inviteUserNames: [],
      inviteUsers: [],
    });
    const invited = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE inviter_id = $1 AND is_certified = 2 AND qualified_at IS NOT NULL',
      [other],
    );
    expect(invited.rows[0]!.n).toBeGreaterThanOrEqual(DEMO_INVITEES.length);
    expect((await data('queryInviteUserList', {}, token.verified)).inviteNum).toBe(invited.rows[0]!.n);
  });

  it('gives share info to certified users only (inviting needs certification)', async () => {
    const env = await h.call('queryShareInfo', {}, token.unverified);
    expect(refusal(env)).toEqual([Code.ok, Code.notCertified, '请先完成实名认证']);
  });

  it('masks invited friends’ names', () => {
    expect(['张三丰', '李强', '欧阳娜娜', '王', ' 赵六 '].map(maskName)).toEqual([
      '张*丰',
      '李*',
      '欧**娜',
      '*',
      '赵*',
    ]);
  });
});

describe('reset', () => {
  it('puts the demo ledgers back as seeded', async () => {
    await reset();
    const before = await data('getPointsDetails', { pointsType: 0 }, token.verified);
    await h.call('customerSignIn', {}, token.verified);
    await devEvent({ phoneNum: PHONES.verified, event: 'redeem', points: 300 });
    await devEvent({ phoneNum: PHONES.verified, event: 'serviceTrust' });
    expect((await data('getPointsDetails', { pointsType: 0 }, token.verified)).totalPointsNum).toBe(
      7400 + 100 - 300 + 10000,
    );
    await reset();
    // The history is written again relative to now: the same entries, their times a moment later.
    const entries = (list: PointsRecord[]) => list.map((r) => [r.detailName, r.pointsType, r.pointsNum]);
    const after = await data('getPointsDetails', { pointsType: 0 }, token.verified);
    expect(after.totalPointsNum).toBe(before.totalPointsNum);
    expect(entries(after.pointsList)).toEqual(entries(before.pointsList));
    expect((await data('queryTaskCenterList', {}, token.verified)).list.map((t) => t.taskStatus)).toEqual([
      1, 0, 0, 1, 0,
    ]);
  });
});

describe('the ledger’s invariants (property)', () => {
  type Step = { earn: number } | { spend: number } | { advance: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ earn: fc.integer({ min: 1, max: 3000 }) }),
    fc.record({ spend: fc.integer({ min: 1, max: 6000 }) }),
    fc.record({
      advance: fc.oneof(
        fc.integer({ min: 1, max: 400 * DAY }),
        // Right at the edges: exactly 7 days before expiry, and the expiry itself (365 or 366 days).
        fc.constantFrom(7 * DAY, 358 * DAY, 359 * DAY, 365 * DAY, 366 * DAY),
      ),
    }),
  );

  interface Earning {
    id: number;
    amount: number;
    remaining: number;
    expires: number;
    spent: number;
    expired: number;
  }

  async function earnings(user: number): Promise<Earning[]> {
    const r = await h.db.query<Earning & { expires: Date }>(
      `SELECT e.id, e.amount, e.remaining, e.expires_at AS expires,
         COALESCE((SELECT sum(amount) FROM points_spend_parts WHERE earning_id = e.id), 0)::int AS spent,
         COALESCE((SELECT amount FROM points_entries x WHERE x.earning_id = e.id), 0)::int AS expired
       FROM points_entries e WHERE e.user_id = $1 AND e.kind = 1 ORDER BY e.expires_at, e.id`,
      [user],
    );
    return r.rows.map((e) => ({ ...e, expires: new Date(e.expires).getTime() }));
  }

  async function ledgerSum(user: number): Promise<number> {
    const r = await h.db.query<{ n: number }>(
      'SELECT COALESCE(sum(CASE kind WHEN 1 THEN amount ELSE -amount END), 0)::int AS n FROM points_entries WHERE user_id = $1',
      [user],
    );
    return r.rows[0]!.n;
  }

  it('keeps the balance equal to the ledger, never negative, spending earliest expiry first outside the last 7 days', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        let now = Date.parse('2025-01-01T04:00:00Z');
        const clock: Clock = { now: () => new Date(now) };
        const user = (
          await h.db.query<{ id: number }>(
            `INSERT INTO users (phone, created_at, updated_at) VALUES ($1, now(), now()) RETURNING id`,
            [`1570${String(++n).padStart(7, '0')}`],
          )
        ).rows[0]!.id;
        for (const [i, s] of steps.entries()) {
          if ('earn' in s)
            await earnPoints(h.db, user, { key: `p${i}`, amount: s.earn, detailName: '测试' }, clock.now());
          if ('advance' in s) now += s.advance;
          if ('spend' in s) {
            const before = await earnings(user);
            const usable = before.filter((e) => e.expires > now + 7 * DAY).reduce((sum, e) => sum + e.remaining, 0);
            const spent = await spendPoints(h.db, clock, user, s.spend).then(
              () => true,
              (e: unknown) => {
                expect(e).toBeInstanceOf(BusinessError);
                expect((e as BusinessError).message).toBe('可用积分不足');
                return false;
              },
            );
            expect(spent).toBe(s.spend <= usable);
            if (spent) {
              const after = await earnings(user);
              const taken = after.map((e, k) => e.spent - before[k]!.spent);
              expect(taken.reduce((a, b) => a + b, 0)).toBe(s.spend);
              // Only from earnings living more than 7 days on, and a later one only once every earlier one is empty.
              after.forEach((e, k) => {
                if (taken[k]! > 0) expect(e.expires).toBeGreaterThan(now + 7 * DAY);
                const later = taken.slice(k + 1).some((t) => t > 0);
                if (later && e.expires > now + 7 * DAY) expect(e.remaining).toBe(0);
              });
            }
          }
          const balance = await pointsBalance(h.db, clock, user);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(await ledgerSum(user));
          const all = await earnings(user);
          expect(balance).toBe(all.reduce((sum, e) => sum + e.remaining, 0));
          for (const e of all) {
            // Every point of an earning is still there, spent or expired; what has expired is gone.
            expect(e.remaining + e.spent + e.expired).toBe(e.amount);
            if (e.expires <= now) expect(e.remaining).toBe(0);
            else expect(e.expired).toBe(0);
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});
