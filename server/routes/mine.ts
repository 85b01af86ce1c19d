/** Personal-area calls of spec 1: messages, complaint and suggestion, wealth adviser. Session required for all. */
import {
  Code,
  commonText,
  opinionText,
  type CustomerManager,
  type Message,
  type MessageDetail,
} from '../../src/contract';
import { BusinessError, sessionOf, type Handlers } from '../core/calls';
import { deliverDueReplies, replyDueAt } from '../services/opinionReplies';
import { pageParams } from './invest';

const CHINA_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

const MESSAGE_COLUMNS = `id, title, content, ${CHINA_TIME('push_time')} AS "pushTime",
  CASE WHEN is_read THEN 1 ELSE 0 END AS "isRead", is_msg::int AS "isMsg", entity_id AS "entityId"`;

export const mineHandlers: Handlers = {
  /** The user's wealth adviser; null until one is assigned (unverified users have none). */
  findCustManager: async (_req, ctx) => {
    const { rows } = await ctx.db.query<CustomerManager>(
      `SELECT a.name, a.head_image AS "headImage", a.work_years AS "workYears", a.telephone,
              a.we_chat_no AS "weChatNo", a.address
       FROM users u JOIN advisers a ON a.id = u.adviser_id WHERE u.id = $1`,
      [sessionOf(ctx).userId],
    );
    return { data: rows[0] ?? null };
  },

  isUnReadMsg: async (_req, ctx) => {
    await deliverDueReplies(ctx.db, ctx.clock, sessionOf(ctx).userId);
    const { rows } = await ctx.db.query('SELECT 1 FROM messages WHERE user_id = $1 AND NOT is_read LIMIT 1', [
      sessionOf(ctx).userId,
    ]);
    return { data: { isNews: rows.length > 0 ? 1 : 0 } };
  },

  /** Newest first, 20 per page by default (spec 1 §9). */
  getPushMsg: async (req, ctx) => {
    const { limit, offset } = pageParams(req.pageNo, req.pageSize, 20);
    const user = sessionOf(ctx).userId;
    await deliverDueReplies(ctx.db, ctx.clock, user);
    const total = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE user_id = $1', [
      user,
    ]);
    const { rows } = await ctx.db.query<Message>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE user_id = $1 ORDER BY push_time DESC, id DESC LIMIT $2 OFFSET $3`,
      [user, limit, offset],
    );
    return { data: { list: rows, total: total.rows[0]?.n ?? 0 } };
  },

  /** Marks the listed messages read; an empty or missing list marks all (the list screen's mark-all-read). */
  changeStatusBatch: async (req, ctx) => {
    const user = sessionOf(ctx).userId;
    const ids = (req.list ?? []).map((m) => m.id);
    // Only the user's own messages change: other users' ids are ignored, not an error, so nothing leaks.
    if (ids.length > 0)
      await ctx.db.query('UPDATE messages SET is_read = true WHERE user_id = $1 AND id = ANY($2::int[])', [user, ids]);
    else await ctx.db.query('UPDATE messages SET is_read = true WHERE user_id = $1 AND NOT is_read', [user]);
    return { data: null, msg: '已全部标为已读' };
  },

  /**
   * A notice (isMsg 1) lists the user's notices on the same subject (entityId); a complaint reply (isMsg 0)
   * shows the user's opinion with the platform's replies. Opening a message marks it read.
   */
  getMsgDetail: async (req, ctx) => {
    const user = sessionOf(ctx).userId;
    await deliverDueReplies(ctx.db, ctx.clock, user);
    const { id } = req;
    const found = await ctx.db.query<{ is_msg: number; entity_id: string }>(
      'UPDATE messages SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING is_msg, entity_id',
      [id, user],
    );
    const message = found.rows[0];
    if (!message) throw new BusinessError(Code.notFound, commonText.messageNotFound);
    let msgData: MessageDetail;
    if (message.is_msg === 1) {
      const { rows } = await ctx.db.query<MessageDetail['msgList'][number]>(
        `SELECT id, title, content, ${CHINA_TIME('push_time')} AS "pushTime" FROM messages
         WHERE user_id = $1 AND is_msg = 1 AND (id = $2 OR (entity_id <> '' AND entity_id = $3))
         ORDER BY push_time, id`,
        [user, id, message.entity_id],
      );
      msgData = { msgList: rows };
    } else {
      const opinion = await ctx.db.query<{ id: number; opinion: string; time: string }>(
        `SELECT id, opinion, ${CHINA_TIME('created_at')} AS time FROM opinions WHERE id = $1 AND user_id = $2`,
        [Number(message.entity_id) || 0, user],
      );
      const found = opinion.rows[0];
      if (!found) throw new BusinessError(Code.notFound, commonText.messageNotFound);
      const replies = await ctx.db.query<MessageDetail['msgList'][number]>(
        `SELECT id, '平台回复' AS title, content, ${CHINA_TIME('replied_at')} AS "pushTime" FROM opinion_replies
         WHERE opinion_id = $1 ORDER BY replied_at, id`,
        [found.id],
      );
      msgData = { msgList: replies.rows, opinion: found.opinion, time: found.time };
    }
    return { data: { msgData } };
  },

  addOpinion: async (req, ctx) => {
    const user = sessionOf(ctx).userId;
    // Checked (trimmed, at most 100 characters as the live counter counts them) by the request rules.
    const { opinion, type } = req;
    const source = req.source || '1';
    // The demo platform answers it later (services/opinionReplies): the message list then shows the thread.
    await ctx.db.query(
      `INSERT INTO opinions (user_id, type, source, opinion, created_at, reply_due_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [user, type, source, opinion, ctx.clock.now(), replyDueAt(ctx.clock)],
    );
    return { data: null, msg: opinionText.submitted };
  },
};
