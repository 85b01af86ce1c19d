/**
 * Points (spec 3 §2, §4, §9): the ledger, the awards, the daily sign-in and the campaign period, all in the database
 * (migration 009). The one place for the points rules: routes/points.ts answers the calls, services/customerEvents.ts
 * pays for what customers complete, seed/points.ts writes the demo history, each through these functions.
 *
 * - Every amount is a positive whole number. An earning is valid one year (calendar year, China time); what is left of
 *   it when it expires becomes an expiry entry. Expiry is lazy: it is written before anything reads a user's balance
 *   or ledger (and before a redemption), dated at the earning's expiry, and idempotent (one expiry per earning).
 * - A redemption takes the earliest-expiring points first and only points that expire more than 7 days later.
 * - The balance is the sum of the ledger (earned − used − expired) and never negative.
 * - Each award has a source key, paid once per user (a unique index), so a retry or a race never pays twice.
 * - Awards are paid only for what is completed inside the campaign period (China dates, both days included).
 */
import {
  Code,
  chinaDate,
  maskPhone,
  pointsTaskText as text,
  type CallResponse,
  type ExpiringPoints,
  type InvitedFriend,
  type PointsDetailsRequest,
  type PointsRecord,
  type Task,
} from '../../src/contract';
import { EXPIRING_WITHIN_DAYS } from '../../src/contract/content';
import { BusinessError } from '../core/calls';
import { SessionRequiredError } from '../core/errors';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { chinaTime } from './sql';

/** Spec 3 §9. */
export const POINTS = { certify: 1000, signIn: 100, invite: 1000, firstSubscribe: 5000, serviceTrust: 10000 } as const;
/** Only the first 50 certified users of a China day get the sign-in reward (spec 3 §4, §9). */
export const SIGN_IN_DAILY_QUOTA = 50;
/** Points may be redeemed only while they still have more than 7 days to live (spec 3 §4, §9). */
export const REDEEM_MIN_DAYS_BEFORE_EXPIRY = 7;
/** With no configured campaign, the demo's: from 400 days before the seeding day to 365 days after it. */
export const DEMO_CAMPAIGN_DAYS = { before: 400, after: 365 } as const;

const DAY_MS = 86_400_000;
const MAX_POINTS = 2_147_483_647;

export interface Award {
  /** Paid once per user under this key. */
  key: string;
  amount: number;
  detailName: string;
}

export const AWARDS = {
  certify: { key: 'certify', amount: POINTS.certify, detailName: text.entries.certify },
  firstSubscribe: { key: 'firstSubscribe', amount: POINTS.firstSubscribe, detailName: text.entries.firstSubscribe },
  serviceTrust: { key: 'serviceTrust', amount: POINTS.serviceTrust, detailName: text.entries.serviceTrust },
  /** The invited friend's side of an invitation: a user has one inviter, so once. */
  invited: { key: 'invited', amount: POINTS.invite, detailName: text.entries.invited },
  invite: (friendId: number): Award => ({
    key: `invite:${friendId}`,
    amount: POINTS.invite,
    detailName: text.entries.invite,
  }),
  signIn: (chinaDay: string): Award => ({
    key: `signIn:${chinaDay}`,
    amount: POINTS.signIn,
    detailName: text.entries.signIn,
  }),
} as const;

/** What an award paid, for the dev event endpoint's answer. */
export interface Paid {
  userId: number;
  detailName: string;
  points: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The campaign period

/** China dates (YYYY-MM-DD), both days included. */
export interface Campaign {
  start: string;
  end: string;
}

const CAMPAIGN_KEY = 'points_campaign';

function configuredDate(name: 'POINTS_CAMPAIGN_START' | 'POINTS_CAMPAIGN_END'): string | undefined {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  // A real calendar day: 2025-02-30 does not survive the round trip.
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && chinaDate(new Date(`${value}T00:00:00+08:00`)) === value;
  if (!valid) throw new Error(`${name} must be a date YYYY-MM-DD (China), not "${value}"`);
  return value;
}

/** Checks POINTS_CAMPAIGN_START / _END at start-up, so a typo stops the server instead of every points call. */
export function checkCampaignConfig(): void {
  const start = configuredDate('POINTS_CAMPAIGN_START');
  const end = configuredDate('POINTS_CAMPAIGN_END');
  if (start && end && start > end)
    throw new Error(`POINTS_CAMPAIGN_START ${start} is after POINTS_CAMPAIGN_END ${end}`);
}

/**
 * The campaign: POINTS_CAMPAIGN_START / POINTS_CAMPAIGN_END (read on each use) where set; else the demo campaign
 * stored in app_meta, fixed by its first use (the demo seed): DEMO_CAMPAIGN_DAYS around that day.
 */
export async function pointsCampaign(db: Queryable, clock: Clock): Promise<Campaign> {
  const start = configuredDate('POINTS_CAMPAIGN_START');
  const end = configuredDate('POINTS_CAMPAIGN_END');
  if (start && end) return { start, end };
  let stored = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [CAMPAIGN_KEY]);
  if (!stored.rows[0]) {
    const now = clock.now().getTime();
    const from = chinaDate(new Date(now - DEMO_CAMPAIGN_DAYS.before * DAY_MS));
    const to = chinaDate(new Date(now + DEMO_CAMPAIGN_DAYS.after * DAY_MS));
    await db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      CAMPAIGN_KEY,
      `${from}..${to}`,
    ]);
    stored = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [CAMPAIGN_KEY]);
  }
  const [demoStart = '', demoEnd = ''] = (stored.rows[0]?.value ?? '').split('..');
  return { start: start ?? demoStart, end: end ?? demoEnd };
}

const inCampaign = (campaign: Campaign, at: Date) => {
  const day = chinaDate(at);
  return day >= campaign.start && day <= campaign.end;
};

// ---------------------------------------------------------------------------------------------------------------
// The ledger

function assertWholePoints(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_POINTS)
    throw new Error(`points must be a positive whole number, not ${amount}`);
}

/** Spending and expiry read a user's open earnings before they write them: one such transaction per user at a time. */
async function lockLedger(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/**
 * Writes an earning at `at`, valid one calendar year in China time; false when the award was already paid to this
 * user. It does not look at the campaign: awards go through `award`, the demo history comes here directly.
 */
export async function earnPoints(db: Queryable, userId: number, award: Award, at: Date): Promise<boolean> {
  assertWholePoints(award.amount);
  const r = await db.query(
    `INSERT INTO points_entries (user_id, kind, amount, detail_name, occurred_at, expires_at, remaining, source_key)
     VALUES ($1, 1, $2, $3, $4,
       ($4::timestamptz AT TIME ZONE 'Asia/Shanghai' + interval '1 year') AT TIME ZONE 'Asia/Shanghai', $2, $5)
     ON CONFLICT (user_id, source_key) DO NOTHING RETURNING id`,
    [userId, award.amount, award.detailName, at, award.key],
  );
  return r.rows.length > 0;
}

/** Turns what is left of each earning expired by `$2` into an expiry entry dated at its expiry (under the lock). */
const EXPIRE_SQL = `
  WITH due AS (
    UPDATE points_entries e SET remaining = 0
    FROM points_entries d
    WHERE e.id = d.id AND d.user_id = $1 AND d.kind = 1 AND d.remaining > 0 AND d.expires_at <= $2
    RETURNING e.id, e.user_id, d.remaining AS amount, e.expires_at)
  INSERT INTO points_entries (user_id, kind, amount, detail_name, occurred_at, earning_id)
  SELECT user_id, 3, amount, $3, expires_at, id FROM due`;

/** Lazy expiry: cheap when nothing is due, and safe to run twice or from two requests at once. */
export async function expireDue(db: Db, clock: Clock, userId: number): Promise<void> {
  const now = clock.now();
  const due = await db.query(
    'SELECT 1 FROM points_entries WHERE user_id = $1 AND remaining > 0 AND expires_at <= $2 LIMIT 1',
    [userId, now],
  );
  if (due.rows.length === 0) return;
  await db.transaction(async (tx) => {
    await lockLedger(tx, userId);
    await tx.query(EXPIRE_SQL, [userId, now, text.entries.expired]);
  });
}

/** The current balance: the sum of the ledger once what is due has expired. */
export async function pointsBalance(db: Db, clock: Clock, userId: number): Promise<number> {
  await expireDue(db, clock, userId);
  const r = await db.query<{ n: number }>(
    `SELECT COALESCE(sum(CASE kind WHEN 1 THEN amount ELSE -amount END), 0)::int AS n
     FROM points_entries WHERE user_id = $1`,
    [userId],
  );
  return r.rows[0]?.n ?? 0;
}

/** What of the balance expires within EXPIRING_WITHIN_DAYS (call after expireDue, as the balance does). */
export async function expiringPoints(db: Queryable, clock: Clock, userId: number): Promise<ExpiringPoints | null> {
  const now = clock.now();
  const { rows } = await db.query<{ points: number; first: Date | null }>(
    `SELECT COALESCE(sum(remaining), 0)::int AS points, min(expires_at) AS first FROM points_entries
     WHERE user_id = $1 AND remaining > 0 AND expires_at > $2 AND expires_at <= $3`,
    [userId, now, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS)],
  );
  const row = rows[0];
  return row?.first && row.points > 0 ? { points: row.points, firstDate: chinaDate(new Date(row.first)) } : null;
}

/**
 * Redeems `amount` points: earliest expiry first, only from earnings that expire more than 7 days after now; all or
 * nothing (`04040001` 可用积分不足 when the usable points do not cover it). Records which earnings it took from.
 */
export async function spendPoints(
  db: Db,
  clock: Clock,
  userId: number,
  amount: number,
  detailName: string = text.entries.redeem,
): Promise<void> {
  assertWholePoints(amount);
  const now = clock.now();
  const usableAfter = new Date(now.getTime() + REDEEM_MIN_DAYS_BEFORE_EXPIRY * DAY_MS);
  await db.transaction(async (tx) => {
    await lockLedger(tx, userId);
    await tx.query(EXPIRE_SQL, [userId, now, text.entries.expired]);
    const usable = await tx.query<{ n: number }>(
      'SELECT COALESCE(sum(remaining), 0)::int AS n FROM points_entries WHERE user_id = $1 AND remaining > 0 AND expires_at > $2',
      [userId, usableAfter],
    );
    if ((usable.rows[0]?.n ?? 0) < amount) throw new BusinessError(Code.invalidInput, text.notEnoughPoints);
    const spend = await tx.query<{ id: number }>(
      `INSERT INTO points_entries (user_id, kind, amount, detail_name, occurred_at) VALUES ($1, 2, $2, $3, $4) RETURNING id`,
      [userId, amount, detailName, now],
    );
    await tx.query(
      `WITH open AS (
         SELECT id, remaining, sum(remaining) OVER (ORDER BY expires_at, id) - remaining AS before
         FROM points_entries WHERE user_id = $1 AND remaining > 0 AND expires_at > $2),
       taken AS (
         UPDATE points_entries e SET remaining = e.remaining - LEAST(o.remaining, $3::int - o.before)
         FROM open o WHERE e.id = o.id AND o.before < $3::int
         RETURNING e.id, LEAST(o.remaining, $3::int - o.before) AS amount)
       INSERT INTO points_spend_parts (spend_id, earning_id, amount) SELECT $4, id, amount FROM taken`,
      [userId, usableAfter, amount, spend.rows[0]!.id],
    );
  });
}

/** China time as the spec shows it, '' for none. */
const CHINA_TIME = (column: string) => `COALESCE(${chinaTime(column)}, '')`;

/** The first instant of a China month ('YYYY-MM' or 'YYYYMM') and of the next one. */
function chinaMonth(month: string): [Date, Date] {
  const [year, mon] = [Number(month.slice(0, 4)), Number(month.slice(-2))];
  const chinaMidnight = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 8 * 3_600_000);
  return [chinaMidnight(year, mon), chinaMidnight(year, mon + 1)];
}

/** getPointsDetails: the balance and the ledger, newest first, filtered by type and month, paged when asked. */
export async function pointsDetails(
  db: Db,
  clock: Clock,
  userId: number,
  req: PointsDetailsRequest,
): Promise<CallResponse<'getPointsDetails'>> {
  const totalPointsNum = await pointsBalance(db, clock, userId);
  const params: unknown[] = [userId];
  const where = ['e.user_id = $1'];
  if (req.pointsType) {
    params.push(req.pointsType);
    where.push(`e.kind = $${params.length}`);
  }
  if (req.pointsTime) {
    params.push(...chinaMonth(req.pointsTime));
    where.push(`e.occurred_at >= $${params.length - 1} AND e.occurred_at < $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM points_entries e WHERE ${whereSql}`,
    params,
  );
  const total = counted.rows[0]?.n ?? 0;
  const paged = req.pageNum !== undefined || req.pageSize !== undefined;
  const size = req.pageSize ?? 10;
  const pageSql = paged ? ` LIMIT $${params.length + 1} OFFSET $${params.length + 2}` : '';
  const { rows } = await db.query<PointsRecord>(
    `SELECT e.detail_name AS "detailName", e.kind::int AS "pointsType", e.amount AS "pointsNum",
       CASE e.kind WHEN 1 THEN ${CHINA_TIME('e.occurred_at')} WHEN 3 THEN ${CHINA_TIME('src.occurred_at')} ELSE '' END AS "getTime",
       CASE e.kind WHEN 1 THEN ${CHINA_TIME('e.expires_at')} WHEN 3 THEN ${CHINA_TIME('e.occurred_at')} ELSE '' END AS "expireTime",
       CASE e.kind WHEN 2 THEN ${CHINA_TIME('e.occurred_at')} ELSE '' END AS "usageTime"
     FROM points_entries e LEFT JOIN points_entries src ON src.id = e.earning_id
     WHERE ${whereSql} ORDER BY e.occurred_at DESC, e.id DESC${pageSql}`,
    paged ? [...params, size, ((req.pageNum ?? 1) - 1) * size] : params,
  );
  return {
    totalPointsNum,
    pointsList: rows,
    pages: paged ? Math.ceil(total / size) : total > 0 ? 1 : 0,
    expiring: await expiringPoints(db, clock, userId),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Awards and the sign-in

/** Pays an award for something completed at `at` (now by default) when that lies inside the campaign. */
export async function award(
  db: Db,
  clock: Clock,
  userId: number,
  what: Award,
  at: Date = clock.now(),
): Promise<Paid[]> {
  if (!inCampaign(await pointsCampaign(db, clock), at)) return [];
  return (await earnPoints(db, userId, what, at)) ? [{ userId, detailName: what.detailName, points: what.amount }] : [];
}

/**
 * The invitation (spec 3 §6, §9): once the invited friend is real-name and qualified-investor certified, the friend
 * and the (certified) inviter each get 1000, both or neither. Safe to call at any time and any number of times.
 */
export async function awardInvitation(db: Db, clock: Clock, friendId: number): Promise<Paid[]> {
  const { rows } = await db.query<{ inviter: number }>(
    `SELECT f.inviter_id AS inviter FROM users f JOIN users i ON i.id = f.inviter_id
     WHERE f.id = $1 AND f.is_certified = 2 AND f.qualified_at IS NOT NULL AND i.is_certified = 2`,
    [friendId],
  );
  const inviter = rows[0]?.inviter;
  if (inviter === undefined) return [];
  const at = clock.now();
  return db.transaction(async () => [
    ...(await award(db, clock, inviter, AWARDS.invite(friendId), at)),
    ...(await award(db, clock, friendId, AWARDS.invited, at)),
  ]);
}

/**
 * Today's sign-in of a certified user (the caller checks the certification): inside the campaign, once per user and
 * China day, and only while one of the day's SIGN_IN_DAILY_QUOTA rewarded places is left. Answers the points paid;
 * refusals are business errors.
 */
export async function signIn(db: Db, clock: Clock, userId: number): Promise<number> {
  const now = clock.now();
  const day = chinaDate(now);
  const campaign = await pointsCampaign(db, clock);
  if (day < campaign.start) throw new BusinessError(Code.invalidInput, text.campaignNotStarted);
  if (day > campaign.end) throw new BusinessError(Code.invalidInput, text.campaignEnded);
  await recordSignIn(db, userId, now);
  return POINTS.signIn;
}

/**
 * One transaction: the (user, day) row (a second sign-in, also a concurrent one, finds it: 今日已签到), then a place
 * from the day's counter (`… SET used = used + 1 WHERE used < quota RETURNING`: none left → 04040010, and the
 * sign-in is rolled back), then the reward. So exactly SIGN_IN_DAILY_QUOTA users a day are paid, however many come
 * at once. The demo seed writes its past sign-ins through here too.
 */
export async function recordSignIn(db: Db, userId: number, at: Date): Promise<void> {
  const day = chinaDate(at);
  await db.transaction(async (tx) => {
    const signed = await tx.query(
      'INSERT INTO sign_ins (user_id, day, signed_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, day) DO NOTHING RETURNING 1',
      [userId, day, at],
    );
    if (signed.rows.length === 0) throw new BusinessError(Code.invalidInput, text.alreadySignedIn);
    const place = await tx.query(
      `INSERT INTO sign_in_quota AS q (day, used) VALUES ($1, 1)
       ON CONFLICT (day) DO UPDATE SET used = q.used + 1 WHERE q.used < $2 RETURNING used`,
      [day, SIGN_IN_DAILY_QUOTA],
    );
    if (place.rows.length === 0) throw new BusinessError(Code.quotaExhausted, text.quotaFull);
    await earnPoints(tx, userId, AWARDS.signIn(day), at);
  });
}

/** queryTaskCenterList: the balance, the certification flag and the five tasks with their status. */
export async function taskCentre(db: Db, clock: Clock, userId: number): Promise<CallResponse<'queryTaskCenterList'>> {
  const totalPointsNum = await pointsBalance(db, clock, userId);
  const campaign = await pointsCampaign(db, clock);
  const { rows } = await db.query<{
    certified: boolean;
    signed: boolean;
    full: boolean;
    subscribed: boolean;
    trust: boolean;
  }>(
    `SELECT u.is_certified = 2 AS certified,
       EXISTS (SELECT 1 FROM sign_ins WHERE user_id = u.id AND day = $2) AS signed,
       COALESCE((SELECT used FROM sign_in_quota WHERE day = $2), 0) >= $3 AS full,
       EXISTS (SELECT 1 FROM customer_milestones WHERE user_id = u.id AND milestone = 'firstSubscribe') AS subscribed,
       EXISTS (SELECT 1 FROM customer_milestones WHERE user_id = u.id AND milestone = 'serviceTrust') AS trust
     FROM users u WHERE u.id = $1`,
    [userId, chinaDate(clock.now()), SIGN_IN_DAILY_QUOTA],
  );
  const s = rows[0];
  const done = (yes: boolean | undefined): Task['taskStatus'] => (yes ? 1 : 0);
  const task = (taskCode: Task['taskCode'], taskStatus: Task['taskStatus']): Task => ({
    taskCode,
    taskName: text.tasks[taskCode],
    taskPoints: POINTS[taskCode],
    taskStatus,
  });
  return {
    appCertified: s?.certified ? 1 : 0,
    totalPointsNum,
    list: [
      task('certify', done(s?.certified)),
      task('signIn', s?.signed ? 1 : s?.full ? 2 : 0),
      // Every qualified friend pays: the action stays available.
      task('invite', 0),
      task('firstSubscribe', done(s?.subscribed)),
      task('serviceTrust', done(s?.trust)),
    ],
    campaignStart: campaign.start,
    campaignEnd: campaign.end,
    expiring: await expiringPoints(db, clock, userId),
  };
}

/** 张*三, 李*, 欧**娜: the first and (from three characters) the last character shown. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length < 2) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** What the invitation link carries: the user's adviser's code ('' without an adviser) and the user's customerBId. */
export async function shareInfo(db: Queryable, userId: number): Promise<{ manageCode: string; customerBId: string }> {
  const { rows } = await db.query<{ manageCode: string; customerBId: string }>(
    `SELECT COALESCE(a.manage_code, '') AS "manageCode", u.customer_bid AS "customerBId"
     FROM users u LEFT JOIN advisers a ON a.id = u.adviser_id WHERE u.id = $1`,
    [userId],
  );
  if (!rows[0]) throw new SessionRequiredError();
  return rows[0];
}

/** The friends the user invited who completed both certifications, latest first, their names masked. */
export async function invitedFriends(db: Queryable, userId: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT real_name AS name FROM users
     WHERE inviter_id = $1 AND is_certified = 2 AND qualified_at IS NOT NULL
     ORDER BY GREATEST(certified_at, qualified_at) DESC, id DESC`,
    [userId],
  );
  return rows.map((r) => maskName(r.name));
}

/**
 * Every friend the user invited, newest registration first: how far each is and the reward the user was paid for
 * them (the `invite:<friend>` earning), with China days; names masked, the masked phone before verification.
 */
export async function invitationRecords(db: Queryable, userId: number): Promise<InvitedFriend[]> {
  const { rows } = await db.query<{
    name: string | null;
    phone: string;
    registered: Date;
    certified: boolean;
    qualified: boolean;
    points: number | null;
    rewarded: Date | null;
  }>(
    `SELECT u.real_name AS name, u.phone, u.created_at AS registered, u.is_certified = 2 AS certified,
       u.qualified_at IS NOT NULL AS qualified, p.amount AS points, p.occurred_at AS rewarded
     FROM users u LEFT JOIN points_entries p ON p.user_id = $1 AND p.kind = 1 AND p.source_key = 'invite:' || u.id
     WHERE u.inviter_id = $1 ORDER BY u.created_at DESC, u.id DESC`,
    [userId],
  );
  return rows.map((r) => ({
    name: r.certified && r.name ? maskName(r.name) : maskPhone(r.phone),
    registeredOn: chinaDate(new Date(r.registered)),
    stage: r.certified && r.qualified ? 'qualified' : r.certified ? 'certified' : 'registered',
    rewardPoints: r.points ?? 0,
    rewardedOn: r.rewarded ? chinaDate(new Date(r.rewarded)) : '',
  }));
}
