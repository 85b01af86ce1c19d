/**
 * Demo points (spec 3 §9): each certified demo account gets about thirteen months of history, written as it would
 * have happened, day by day, through the ledger functions of services/points.ts: earnings (the oldest expired since,
 * one expiring within 7 days, so not redeemable), one redemption from the points mall, sign-ins. 13800000001 also
 * made a first subscription and invited two friends who completed both certifications (DEMO_INVITEES). The
 * unverified and legacy-PC accounts have no points: nothing pays before real-name verification.
 *
 * The history is history: it is written whatever campaign is configured now. Run again (the dev reset with reseed),
 * it first removes the demo users' points, sign-ins and events, so they come back exactly as seeded.
 */
import { pointsTaskText } from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import {
  AWARDS,
  earnPoints,
  expireDue,
  pointsCampaign,
  recordSignIn,
  spendPoints,
  type Award,
} from '../services/points';
import { DEMO_ACCOUNTS } from './accounts';

type Step =
  'certify' | 'signIn' | 'firstSubscribe' | 'serviceTrust' | { redeem: number; item: string } | { award: Award };

/** Days before the seeding moment, and what happened then. */
const HISTORY: Record<string, Array<[number, Step]>> = {
  // 200 of the verification points left at their expiry 30 days ago; the 5000 of the first subscription expire in
  // about 4 days. Balance 7400.
  '13800000001': [
    [395, 'certify'],
    [390, 'signIn'],
    [384, 'signIn'],
    [361, 'firstSubscribe'],
    [300, { redeem: 800, item: '京东E卡' }],
    [60, 'signIn'],
    [30, 'signIn'],
    [9, 'signIn'],
    [2, 'signIn'],
  ],
  // 500 expired 5 days ago; 100 expire in about 3 days. Balance 400.
  '13800000065': [
    [370, 'certify'],
    [362, 'signIn'],
    [200, 'signIn'],
    [120, { redeem: 500, item: '定制保温杯' }],
    [40, 'signIn'],
    [9, 'signIn'],
  ],
  // 400 + 100 expired; 100 expire in about 3 days. Balance 5200.
  '13800000003': [
    [380, 'certify'],
    [376, 'signIn'],
    [362, 'signIn'],
    [330, { redeem: 600, item: '爱奇艺会员月卡' }],
    [100, 'firstSubscribe'],
    [9, 'signIn'],
  ],
  // 500 expired; 100 expire in about 2 days. Balance 10200.
  '13800000004': [
    [392, 'certify'],
    [385, { redeem: 500, item: '星巴克咖啡券' }],
    [363, 'signIn'],
    [250, 'serviceTrust'],
    [9, 'signIn'],
  ],
};

/** 13800000001's friends, registered through the invitation link; both certifications done. */
export const DEMO_INVITEES = [
  { phone: '13500000011', realName: '王晓华', certifiedDaysAgo: 152, qualifiedDaysAgo: 150 },
  { phone: '13500000012', realName: '李强', certifiedDaysAgo: 95, qualifiedDaysAgo: 90 },
] as const;
export const DEMO_INVITER = '13800000001';

const DAY_MS = 86_400_000;

async function userId(db: Queryable, phone: string): Promise<number | undefined> {
  const r = await db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  return r.rows[0]?.id;
}

async function writeStep(db: Db, user: number, at: Date, step: Step): Promise<void> {
  if (step === 'signIn') return recordSignIn(db, user, at);
  if (typeof step === 'object' && 'redeem' in step) {
    const clock: Clock = { now: () => at };
    return spendPoints(db, clock, user, step.redeem, `${pointsTaskText.entries.redeem}：${step.item}`);
  }
  if (step === 'firstSubscribe' || step === 'serviceTrust') {
    await db.query('INSERT INTO customer_milestones (user_id, milestone, occurred_at) VALUES ($1, $2, $3)', [
      user,
      step,
      at,
    ]);
  }
  await earnPoints(db, user, typeof step === 'object' ? step.award : AWARDS[step], at);
}

/** Writes (or puts back) the demo points history relative to `clock`. */
export async function seedPoints(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY_MS);
  await db.transaction(async (tx) => {
    // With no configured campaign, the demo's is fixed around this first seeding (services/points.ts).
    await pointsCampaign(tx, clock);
    const phones = [...DEMO_ACCOUNTS.map((a) => a.phone), ...DEMO_INVITEES.map((i) => i.phone)];
    const ids = (await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = ANY($1::text[])', [phones])).rows;
    const demo = ids.map((r) => r.id);
    await tx.query('DELETE FROM points_entries WHERE user_id = ANY($1::int[])', [demo]);
    await tx.query('DELETE FROM sign_ins WHERE user_id = ANY($1::int[])', [demo]);
    await tx.query('DELETE FROM customer_milestones WHERE user_id = ANY($1::int[])', [demo]);
    await tx.query('UPDATE users SET qualified_at = NULL WHERE id = ANY($1::int[])', [demo]);
    // Every recorded sign-in took one of its day's places: the counters follow the sign-ins left.
    await tx.query('DELETE FROM sign_in_quota');
    await tx.query('INSERT INTO sign_in_quota (day, used) SELECT day, count(*) FROM sign_ins GROUP BY day');

    const events: Array<{ user: number; daysAgo: number; step: Step }> = [];
    for (const [phone, steps] of Object.entries(HISTORY)) {
      const user = await userId(tx, phone);
      if (user !== undefined) events.push(...steps.map(([daysAgo, step]) => ({ user, daysAgo, step })));
    }
    const inviter = await userId(tx, DEMO_INVITER);
    for (const friend of DEMO_INVITEES) {
      if (inviter === undefined) break;
      const r = await tx.query<{ id: number }>(
        `INSERT INTO users (phone, real_name, is_certified, certified_at, qualified_at, inviter_id, adviser_id,
           register_source, created_at, updated_at)
         VALUES ($1, $2, 2, $3, $4, $5, (SELECT adviser_id FROM users WHERE id = $5), '4', $6, $4)
         ON CONFLICT (phone) DO UPDATE SET real_name = $2, is_certified = 2, certified_at = $3, qualified_at = $4,
           inviter_id = $5, adviser_id = (SELECT adviser_id FROM users WHERE id = $5), updated_at = $4
         RETURNING id`,
        [
          friend.phone,
          friend.realName,
          ago(friend.certifiedDaysAgo),
          ago(friend.qualifiedDaysAgo),
          inviter,
          ago(friend.certifiedDaysAgo + 3),
        ],
      );
      const id = r.rows[0]!.id;
      events.push(
        { user: id, daysAgo: friend.certifiedDaysAgo, step: 'certify' },
        { user: id, daysAgo: friend.qualifiedDaysAgo, step: { award: AWARDS.invited } },
        { user: inviter, daysAgo: friend.qualifiedDaysAgo, step: { award: AWARDS.invite(id) } },
      );
    }
    events.sort((a, b) => b.daysAgo - a.daysAgo);
    for (const e of events) await writeStep(db, e.user, ago(e.daysAgo), e.step);
    for (const user of new Set(events.map((e) => e.user))) await expireDue(db, clock, user);
  });
}
