/**
 * The personal area's messages, complaints and suggestions, and the wealth adviser (spec 1 §2, §6, §7): the rules and
 * the SQL behind routes/mine.ts. Every function takes the session's user and reads or changes only that user's rows.
 */
import {
  Code,
  OPINIONS_PER_DAY,
  commonText,
  opinionText,
  type CustomerManager,
  type Message,
  type MessageDetail,
} from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db } from '../db/types';
import { deliverDueReplies, replyDueAt, writeThread } from './opinionReplies';
import { chinaTime } from './sql';
import { insertWithinDailyLimit, type DailyLimit } from './userLimits';

const MESSAGE_COLUMNS = `id, title, content, ${chinaTime('push_time')} AS "pushTime",
  CASE WHEN is_read THEN 1 ELSE 0 END AS "isRead", is_msg::int AS "isMsg", entity_id AS "entityId"`;

/** The user's wealth adviser; null until one is assigned (unverified users have none). */
export async function adviserOf(db: Db, userId: number): Promise<CustomerManager | null> {
  const { rows } = await db.query<CustomerManager>(
    `SELECT a.name, a.head_image AS "headImage", a.work_years AS "workYears", a.telephone,
            a.we_chat_no AS "weChatNo", a.address
     FROM users u JOIN advisers a ON a.id = u.adviser_id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether the user has an unread message, the platform's replies that are due delivered first. */
export async function hasUnread(db: Db, clock: Clock, userId: number): Promise<boolean> {
  await deliverDueReplies(db, clock, userId);
  const { rows } = await db.query('SELECT 1 FROM messages WHERE user_id = $1 AND NOT is_read LIMIT 1', [userId]);
  return rows.length > 0;
}

/** A page of the user's messages, newest first, and how many there are. */
export async function messagesPage(
  db: Db,
  clock: Clock,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ list: Message[]; total: number }> {
  await deliverDueReplies(db, clock, userId);
  const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE user_id = $1', [userId]);
  const { rows } = await db.query<Message>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE user_id = $1 ORDER BY push_time DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return { list: rows, total: total.rows[0]?.n ?? 0 };
}

/**
 * Marks the listed messages read; no ids marks all (the list screen's mark-all-read). Only the user's own messages
 * change: other users' ids are ignored, not an error, so nothing leaks.
 */
export async function markRead(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await db.query('UPDATE messages SET is_read = true WHERE user_id = $1 AND id = ANY($2::int[])', [userId, ids]);
  else await db.query('UPDATE messages SET is_read = true WHERE user_id = $1 AND NOT is_read', [userId]);
}

/**
 * A message's detail, marked read: a notice (isMsg 1) lists the user's notices on the same subject (entityId); a
 * complaint reply (isMsg 0) shows the user's opinion with the platform's replies. Another user's message is not found.
 */
export async function messageDetail(db: Db, clock: Clock, userId: number, id: number): Promise<MessageDetail> {
  await deliverDueReplies(db, clock, userId);
  const found = await db.query<{ is_msg: number; entity_id: string }>(
    'UPDATE messages SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING is_msg, entity_id',
    [id, userId],
  );
  const message = found.rows[0];
  if (!message) throw new BusinessError(Code.notFound, commonText.messageNotFound);
  if (message.is_msg === 1) {
    const { rows } = await db.query<MessageDetail['msgList'][number]>(
      `SELECT id, title, content, ${chinaTime('push_time')} AS "pushTime" FROM messages
       WHERE user_id = $1 AND is_msg = 1 AND (id = $2 OR (entity_id <> '' AND entity_id = $3))
       ORDER BY push_time, id`,
      [userId, id, message.entity_id],
    );
    return { msgList: rows };
  }
  const opinion = await db.query<{ id: number; opinion: string; time: string }>(
    `SELECT id, opinion, ${chinaTime('created_at')} AS time FROM opinions WHERE id = $1 AND user_id = $2`,
    [Number(message.entity_id) || 0, userId],
  );
  const thread = opinion.rows[0];
  if (!thread) throw new BusinessError(Code.notFound, commonText.messageNotFound);
  const replies = await db.query<MessageDetail['msgList'][number]>(
    `SELECT id, '平台回复' AS title, content, ${chinaTime('replied_at')} AS "pushTime" FROM opinion_replies
     WHERE opinion_id = $1 ORDER BY replied_at, id`,
    [thread.id],
  );
  return { msgList: replies.rows, opinion: thread.opinion, time: thread.time };
}

/**
 * Complaints and suggestions together a day. Each is a thread someone at the company must answer; ten a day are more
 * than an investor with a real grievance writes, and stop a script from flooding the people who answer them. The rows
 * are the investor's own history (the message centre shows each thread), so they are kept, never pruned.
 */
const OPINION_LIMIT: DailyLimit = { table: 'opinions', perDay: OPINIONS_PER_DAY, refusal: opinionText.usedUp };

/**
 * A complaint (type 0) or suggestion (1), at most OPINIONS_PER_DAY a China day; the demo platform answers it later
 * (services/opinionReplies).
 */
export async function addOpinion(
  db: Db,
  clock: Clock,
  userId: number,
  { type, source, opinion }: { type: string; source: string; opinion: string },
): Promise<void> {
  await insertWithinDailyLimit(db, clock, userId, OPINION_LIMIT, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO opinions (user_id, type, source, opinion, created_at, reply_due_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, type, source, opinion, clock.now(), replyDueAt(clock)],
    );
    // Its thread in the message centre at once (read: the investor just wrote it), where the replies will come.
    await writeThread(tx, userId, rows[0]!.id, {
      title: OPINION_THREAD_TITLE[type as '0' | '1'],
      content: opinion,
      at: clock.now(),
      read: true,
    });
  });
}

/** The thread's title until the platform answers (services/opinionReplies then retitles it). */
const OPINION_THREAD_TITLE = { '0': '您的投诉已提交', '1': '您的建议已提交' } as const;
