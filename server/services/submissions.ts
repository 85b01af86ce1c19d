import { createHash } from 'node:crypto';
import type { Envelope } from '../../src/contract';
import { Code } from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { businessFailure } from '../http/envelope';

/**
 * One effect per submission (migrations 015, 018). A state-changing call sent with an Idempotency-Key runs once per
 * caller, call and key: the first request inserts the row and runs; the repeats that arrive while it runs wait for
 * its answer, later ones get it at once. A request that reuses the key with another body (its checked request, or an
 * upload's files, by SHA-256) is refused, running nothing: a key names one submission, and a replay is the same
 * request again. The row is the lock, so this holds across instances on one database. An answer that is not final
 * (a system failure, an expired session) is not kept: the row goes, and the next request with the key runs again,
 * whatever its body. A first run that never answered (its instance died) stops holding its repeats after
 * SUBMISSION_STALE_MS.
 */
export const SUBMISSION_KEEP_MS = 24 * 3600_000;
export const SUBMISSION_STALE_MS = 60_000;
/** How long a repeat waits for the first run before it is told to look again later. */
export const SUBMISSION_WAIT_MS = 30_000;
const POLL_MS = 25;
export const SUBMISSION_BUSY_MSG = '您的请求正在处理中，请勿重复提交';
export const SUBMISSION_REUSED_MSG = '请求编号已用于其他内容，请重新提交';

export interface Submission {
  /** 'u<user id>' for a session's call, 'public' for a public call. */
  caller: string;
  callKey: string;
  key: string;
  /** The checked request data. */
  body: unknown;
}

type Answer = Envelope<unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function submitOnce(
  db: Queryable,
  clock: Clock,
  submission: Submission,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const bodyHash = createHash('sha256').update(JSON.stringify(submission.body)).digest('hex');
  const id = [submission.caller, submission.callKey, submission.key];
  const where = 'caller = $1 AND call_key = $2 AND idempotency_key = $3';
  const waitUntil = Date.now() + SUBMISSION_WAIT_MS;
  for (;;) {
    const inserted = await db.query(
      `INSERT INTO submissions (caller, call_key, idempotency_key, body_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING caller`,
      [...id, bodyHash, clock.now()],
    );
    if (inserted.rows.length > 0) {
      let answer: Answer;
      try {
        answer = await run();
      } catch (error) {
        await db.query(`DELETE FROM submissions WHERE ${where}`, id);
        throw error;
      }
      if (answer.code === Code.ok) {
        await db.query(`UPDATE submissions SET answer = $4 WHERE ${where}`, [...id, JSON.stringify(answer)]);
      } else {
        await db.query(`DELETE FROM submissions WHERE ${where}`, id);
      }
      return answer;
    }
    const { rows } = await db.query<{ answer: string | null; created_at: Date; body_hash: string }>(
      `SELECT answer, created_at, body_hash FROM submissions WHERE ${where}`,
      id,
    );
    const row = rows[0];
    if (row && row.body_hash !== bodyHash) return businessFailure(Code.invalidInput, SUBMISSION_REUSED_MSG);
    if (row?.answer) return JSON.parse(row.answer) as Answer;
    if (row && clock.now().getTime() - row.created_at.getTime() > SUBMISSION_STALE_MS) {
      await db.query(`DELETE FROM submissions WHERE ${where} AND answer IS NULL AND created_at = $4`, [
        ...id,
        row.created_at,
      ]);
      continue;
    }
    // Gone (the first run's answer was not final): the loop tries to become the first run itself.
    if (!row) continue;
    if (Date.now() > waitUntil) return businessFailure(Code.invalidInput, SUBMISSION_BUSY_MSG);
    await sleep(POLL_MS);
  }
}
