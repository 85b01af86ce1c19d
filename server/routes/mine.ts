/** Personal-area calls of spec 1: messages, complaint and suggestion, wealth adviser. Session required for all. */
import { Code, type CustomerManager, type Message, type MessageDetail } from '../../src/contract';
import { BusinessError, type CallContext, type Handlers } from '../core/calls';
import { pageParams } from './invest';

const invalid = (msg: string) => new BusinessError(Code.invalidInput, msg);

/** The dispatcher answers 06060010 before a protected handler runs; this only narrows the type. */
function userId(ctx: CallContext): number {
  if (!ctx.session) throw new BusinessError(Code.sessionExpired, '请重新登录');
  return ctx.session.userId;
}

const CHINA_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

const MESSAGE_COLUMNS = `id, title, content, ${CHINA_TIME('push_time')} AS "pushTime",
  CASE WHEN is_read THEN 1 ELSE 0 END AS "isRead", is_msg::int AS "isMsg", entity_id AS "entityId"`;

const OPINION_MAX = 100;

export const mineHandlers: Handlers = {
  /** The user's wealth adviser; null until one is assigned (unverified users have none). */
  findCustManager: async (_req, ctx) => {
    const { rows } = await ctx.db.query<CustomerManager>(
      `SELECT a.name, a.head_image AS "headImage", a.work_years AS "workYears", a.telephone,
              a.we_chat_no AS "weChatNo", a.address
       FROM users u JOIN advisers a ON a.id = u.adviser_id WHERE u.id = $1`,
      [userId(ctx)],
    );
    return { data: rows[0] ?? null };
  },

  isUnReadMsg: async (_req, ctx) => {
    const { rows } = await ctx.db.query('SELECT 1 FROM messages WHERE user_id = $1 AND NOT is_read LIMIT 1', [
      userId(ctx),
    ]);
    return { data: { isNews: rows.length > 0 ? 1 : 0 } };
  },

  /** Newest first, 20 per page by default (spec 1 §9). */
  getPushMsg: async (req, ctx) => {
    const { limit, offset } = pageParams(req.pageNo, req.pageSize, 20);
    const user = userId(ctx);
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
    const user = userId(ctx);
    const list = Array.isArray(req.list) ? req.list : [];
    const ids = list.map((m) => Number(m?.id));
    if (ids.some((id) => !Number.isInteger(id))) throw invalid('消息编号有误');
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
    const user = userId(ctx);
    const id = Number(req.id);
    if (!Number.isInteger(id)) throw invalid('消息编号有误');
    const found = await ctx.db.query<{ is_msg: number; entity_id: string }>(
      'UPDATE messages SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING is_msg, entity_id',
      [id, user],
    );
    const message = found.rows[0];
    if (!message) throw new BusinessError(Code.notFound, '找不到消息');
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
      if (!found) throw new BusinessError(Code.notFound, '找不到消息');
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
    const user = userId(ctx);
    const opinion = typeof req.opinion === 'string' ? req.opinion.trim() : '';
    if (!opinion) throw invalid('请填写投诉或建议');
    // Counted in characters as the client's live counter does (code points, so an emoji counts once).
    if ([...opinion].length > OPINION_MAX) throw invalid(`投诉或建议不能超过${OPINION_MAX}个字`);
    const type = String(req.type ?? '');
    if (type !== '0' && type !== '1') throw invalid('请选择投诉或建议');
    const source = req.source === undefined || req.source === null || req.source === '' ? '1' : String(req.source);
    await ctx.db.query(
      'INSERT INTO opinions (user_id, type, source, opinion, created_at) VALUES ($1, $2, $3, $4, $5)',
      [user, type, source, opinion, ctx.clock.now()],
    );
    return { data: null, msg: '提交成功，感谢您的反馈' };
  },
};
