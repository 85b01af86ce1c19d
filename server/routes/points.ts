/**
 * Points and tasks of spec 3 (§2 task centre, ledger and invitation; §7 calls). Session required for all: no request
 * names a user, so every answer is the caller's own. The rules live in services/points.ts.
 */
import { pointsTaskText } from '../../src/contract';
import { sessionOf, type Handlers } from '../core/calls';
import { SessionRequiredError } from '../core/errors';
import { pointsDetails, signIn, taskCentre } from '../services/points';
import { requireCertified } from '../services/users';

/** 张*三, 李*, 欧**娜: the first and (from three characters) the last character shown. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length < 2) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export const pointsHandlers: Handlers = {
  queryTaskCenterList: async (_req, ctx) => ({ data: await taskCentre(ctx.db, ctx.clock, sessionOf(ctx).userId) }),

  /** Certified users only (spec 3 §4: 请先完成实名认证); the refusals are the service's. */
  customerSignIn: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    const points = await signIn(ctx.db, ctx.clock, userId);
    return { data: null, msg: `${pointsTaskText.signedIn}，获得${points}积分` };
  },

  getPointsDetails: async (req, ctx) => ({ data: await pointsDetails(ctx.db, ctx.clock, sessionOf(ctx).userId, req) }),

  /**
   * What the invitation link carries (/phone/codeRegister?brokeraccount={manageCode}&id={customerBId}): the caller's
   * adviser's code ('' without an adviser) and the caller's own customerBId. Inviting needs certification (spec 3 §6).
   */
  queryShareInfo: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    const { rows } = await ctx.db.query<{ manageCode: string; customerBId: string }>(
      `SELECT COALESCE(a.manage_code, '') AS "manageCode", u.customer_bid AS "customerBId"
       FROM users u LEFT JOIN advisers a ON a.id = u.adviser_id WHERE u.id = $1`,
      [userId],
    );
    if (!rows[0]) throw new SessionRequiredError();
    return { data: rows[0] };
  },

  /** The friends the caller invited who completed both certifications, latest first, names masked. */
  queryInviteUserList: async (_req, ctx) => {
    const { rows } = await ctx.db.query<{ name: string }>(
      `SELECT real_name AS name FROM users
       WHERE inviter_id = $1 AND is_certified = 2 AND qualified_at IS NOT NULL
       ORDER BY GREATEST(certified_at, qualified_at) DESC, id DESC`,
      [sessionOf(ctx).userId],
    );
    return { data: { inviteNum: rows.length, inviteUserNames: rows.map((r) => maskName(r.name)) } };
  },
};
