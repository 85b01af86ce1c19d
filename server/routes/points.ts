/**
 * Points and tasks of spec 3 (§2 task centre, ledger and invitation; §7 calls). Session required for all: no request
 * names a user, so every answer is the caller's own. The rules live in services/points.ts.
 */
import { pointsTaskText } from '../../src/contract';
import { sessionOf, type Handlers } from '../core/calls';
import { invitationRecords, invitedFriends, pointsDetails, shareInfo, signIn, taskCentre } from '../services/points';
import { requireCertified } from '../services/users';

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
    return { data: await shareInfo(ctx.db, userId) };
  },

  /** The friends the caller invited who completed both certifications, latest first, names masked. */
  queryInviteUserList: async (_req, ctx) => {
    const { userId } = sessionOf(ctx);
    const names = await invitedFriends(ctx.db, userId);
    return {
      data: { inviteNum: names.length, inviteUserNames: names, inviteUsers: await invitationRecords(ctx.db, userId) },
    };
  },
};
