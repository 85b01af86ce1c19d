/**
 * What customers complete outside this web client and the points tasks pay for (spec 3 §9): real-name verification,
 * qualified-investor certification, the first subscription to a trust project, the first set-up of a
 * wealth-management service trust. In production the native app and the back office report them; the reference
 * server takes them through the dev endpoint POST /services/dev/events. Each event is recorded once, and its award is
 * paid in the same transaction through services/points.ts, so a recorded event is never left unpaid (inside the
 * campaign) and a repeated one pays nothing.
 */
import type { Clock } from '../core/clock';
import type { Db } from '../db/types';
import { AWARDS, award, awardInvitation, type Paid } from './points';
import { requireCertified } from './users';

export const CUSTOMER_EVENTS = ['certify', 'qualified', 'firstSubscribe', 'serviceTrust'] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];

export interface EventOutcome {
  /** False when the event had already happened: nothing changed and nothing was paid. */
  recorded: boolean;
  paid: Paid[];
}

/** The name a verification without one records (the invite list shows it masked). */
const DEFAULT_REAL_NAME = '测试客户';

/**
 * Records `event` for the user now and pays for it. Qualification, subscription and the service trust need a
 * real-name verified customer (`04040009` 请先完成实名认证 otherwise). Verification records `realName` (or keeps the
 * stored one). The invitation pays when a friend has both certifications, whichever came last.
 */
export async function recordCustomerEvent(
  db: Db,
  clock: Clock,
  userId: number,
  event: CustomerEvent,
  realName = '',
): Promise<EventOutcome> {
  const now = clock.now();
  return db.transaction(async (tx): Promise<EventOutcome> => {
    if (event === 'certify') {
      const r = await tx.query(
        `UPDATE users SET is_certified = 2, certified_at = $2, updated_at = $2,
           real_name = COALESCE(NULLIF($3, ''), NULLIF(real_name, ''), $4)
         WHERE id = $1 AND is_certified <> 2 RETURNING id`,
        [userId, now, realName.trim(), DEFAULT_REAL_NAME],
      );
      if (r.rows.length === 0) return { recorded: false, paid: [] };
      const paid = await award(db, clock, userId, AWARDS.certify, now);
      return { recorded: true, paid: [...paid, ...(await awardInvitation(db, clock, userId))] };
    }
    await requireCertified(tx, userId);
    if (event === 'qualified') {
      const r = await tx.query(
        'UPDATE users SET qualified_at = $2, updated_at = $2 WHERE id = $1 AND qualified_at IS NULL RETURNING id',
        [userId, now],
      );
      if (r.rows.length === 0) return { recorded: false, paid: [] };
      return { recorded: true, paid: await awardInvitation(db, clock, userId) };
    }
    const r = await tx.query(
      `INSERT INTO customer_milestones (user_id, milestone, occurred_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, milestone) DO NOTHING RETURNING 1`,
      [userId, event, now],
    );
    if (r.rows.length === 0) return { recorded: false, paid: [] };
    return { recorded: true, paid: await award(db, clock, userId, AWARDS[event], now) };
  });
}
