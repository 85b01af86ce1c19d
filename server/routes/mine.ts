/** Personal-area calls of spec 1: messages, complaint and suggestion, wealth adviser. Session required for all. */
import { opinionText } from '../../src/contract';
import { sessionOf, type Handlers } from '../core/calls';
import { addOpinion, adviserOf, hasUnread, markRead, messageDetail, messagesPage } from '../services/messages';
import { pageParams } from '../services/sql';

export const mineHandlers: Handlers = {
  findCustManager: async (_req, ctx) => ({ data: await adviserOf(ctx.db, sessionOf(ctx).userId) }),

  isUnReadMsg: async (_req, ctx) => ({
    data: { isNews: (await hasUnread(ctx.db, ctx.clock, sessionOf(ctx).userId)) ? 1 : 0 },
  }),

  /** Newest first, 20 per page by default (spec 1 §9). */
  getPushMsg: async (req, ctx) => ({
    data: await messagesPage(ctx.db, ctx.clock, sessionOf(ctx).userId, pageParams(req.pageNo, req.pageSize, 20)),
  }),

  /** An empty or missing list marks all (the list screen's mark-all-read). */
  changeStatusBatch: async (req, ctx) => {
    await markRead(
      ctx.db,
      sessionOf(ctx).userId,
      (req.list ?? []).map((m) => m.id),
    );
    return { data: null, msg: '已全部标为已读' };
  },

  getMsgDetail: async (req, ctx) => ({
    data: { msgData: await messageDetail(ctx.db, ctx.clock, sessionOf(ctx).userId, req.id) },
  }),

  /** Checked (trimmed, at most 100 characters as the live counter counts them) by the request rules. */
  addOpinion: async (req, ctx) => {
    await addOpinion(ctx.db, ctx.clock, sessionOf(ctx).userId, {
      type: req.type,
      source: req.source || '1',
      opinion: req.opinion,
    });
    return { data: null, msg: opinionText.submitted };
  },
};
