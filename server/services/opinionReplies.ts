import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';

/**
 * The demo platform's answer to a complaint or suggestion (issue 8: "complaints create a message thread that
 * later gets a reply in the demo data"). There is no back office here, so addOpinion schedules a reply
 * OPINION_REPLY_DELAY_MS of business time later, and the user's message calls deliver what is due: the reply row,
 * and the opinion's isMsg 0 thread (entityId the opinion, as the seeded threads have) retitled, unread and on top.
 * The dev clock (POST /services/dev/clock) brings it forward at once.
 */
export const OPINION_REPLY_DELAY_MS = 10 * 60_000;

const REPLY_TEXT = {
  '0': '您好，您的投诉已收到，我们已转交相关部门核实处理，处理结果将通过消息通知您，感谢您的监督。',
  '1': '感谢您的建议，我们已记录并转交产品团队评估，后续版本将持续优化。',
} as const;
const MESSAGE_TITLE = { '0': '您的投诉已回复', '1': '您的建议已回复' } as const;

/** An opinion's thread in the user's messages (isMsg 0, entityId the opinion): its title, text, time and read flag. */
export async function writeThread(
  q: Queryable,
  userId: number,
  opinionId: number,
  thread: { title: string; content: string; at: Date; read: boolean },
): Promise<void> {
  await q.query(
    `INSERT INTO messages (user_id, title, content, push_time, is_read, is_msg, entity_id)
     VALUES ($1, $2, $3, $4, $5, 0, $6)`,
    [userId, thread.title, thread.content, thread.at, thread.read, String(opinionId)],
  );
}

export function replyDueAt(clock: Clock): Date {
  return new Date(clock.now().getTime() + OPINION_REPLY_DELAY_MS);
}

/**
 * Writes the replies due by now for one user. The UPDATE claims each opinion (row lock, reply_due_at cleared), so
 * concurrent calls or instances answer an opinion once.
 */
export async function deliverDueReplies(db: Db, clock: Clock, userId: number): Promise<number> {
  // Cheap when nothing is pending, which is nearly always: no transaction is opened for it.
  const pending = await db.query('SELECT 1 FROM opinions WHERE user_id = $1 AND reply_due_at <= $2 LIMIT 1', [
    userId,
    clock.now(),
  ]);
  if (pending.rows.length === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; type: '0' | '1'; due: Date }>(
      `WITH due AS (
       SELECT id, reply_due_at FROM opinions
       WHERE user_id = $1 AND reply_due_at IS NOT NULL AND reply_due_at <= $2 FOR UPDATE
     )
     UPDATE opinions o SET reply_due_at = NULL FROM due WHERE o.id = due.id
     RETURNING o.id, o.type, due.reply_due_at AS due`,
      [userId, clock.now()],
    );
    for (const opinion of rows) {
      const text = REPLY_TEXT[opinion.type];
      await tx.query('INSERT INTO opinion_replies (opinion_id, content, replied_at) VALUES ($1, $2, $3)', [
        opinion.id,
        text,
        opinion.due,
      ]);
      // The opinion's thread (written with it) becomes the unread reply, on top of the list; a thread from before
      // threads were written with the opinion is added.
      const thread = await tx.query(
        `UPDATE messages SET title = $3, content = $4, push_time = $5, is_read = false
         WHERE user_id = $1 AND is_msg = 0 AND entity_id = $2 RETURNING id`,
        [userId, String(opinion.id), MESSAGE_TITLE[opinion.type], text, opinion.due],
      );
      if (thread.rows.length === 0)
        await writeThread(tx, userId, opinion.id, {
          title: MESSAGE_TITLE[opinion.type],
          content: text,
          at: opinion.due,
          read: false,
        });
    }
    return rows.length;
  });
}
