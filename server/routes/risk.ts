/** The risk assessment calls of spec 2 (§7): parsed here, decided in services/riskAssessment.ts. */
import { riskText } from '../../src/contract';
import { sessionOf, type Handlers } from '../core/calls';
import {
  attempts,
  latestResult,
  questionnaire,
  saveAssessment,
  savePledge,
  saveReason,
  sendAssessmentCode,
} from '../services/riskAssessment';
import { SMS_SENT_MSG } from '../services/sms';
import { requireCertified } from '../services/users';

export const riskHandlers: Handlers = {
  getQuestionary: async (_req, { db }) => ({ data: await questionnaire(db) }),

  queryRiskMsg: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await sendAssessmentCode(ctx.db, ctx.clock, userId, ctx.ip);
    return { data: null, msg: SMS_SENT_MSG };
  },

  updateInvestor: async (req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    return { data: await saveAssessment(ctx.db, ctx.clock, userId, req), msg: riskText.saved };
  },

  getQuestionResult: async (_req, ctx) => ({ data: await latestResult(ctx.db, sessionOf(ctx).userId) }),

  queryRiskTimes: async (_req, ctx) => {
    const { times, totalTimes } = await attempts(ctx.db, ctx.clock, sessionOf(ctx).userId);
    return { data: { times, totalTimes } };
  },

  updateRiskReason: async (req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await saveReason(ctx.db, ctx.clock, userId, req.riskReason);
    return { data: null, msg: riskText.reasonSaved };
  },

  investorCert: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await savePledge(ctx.db, ctx.clock, userId);
    return { data: null, msg: riskText.pledgeSaved };
  },
};
