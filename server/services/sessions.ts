import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock';
import type { Session } from '../core/calls';
import type { Queryable } from '../db/types';

/**
 * Sessions: a random 256-bit token (hex) handed to the client as xtoken; only its SHA-256 is stored.
 * Idle expiry 30 minutes, extended by the calls that use it (sliding, at most once a minute), capped at 24 hours
 * after login. A user keeps at most the newest 5: a login beyond them ends the oldest, so a leaked or forgotten
 * token does not live on behind a stream of new logins.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 24 * 3600_000;
export const SESSIONS_PER_USER = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Queryable,
  clock: Clock,
  userId: number,
  scope: Session['scope'],
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const now = clock.now();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, scope, created_at, expires_at, max_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashToken(token),
      userId,
      scope,
      now,
      new Date(now.getTime() + SESSION_IDLE_MS),
      new Date(now.getTime() + SESSION_MAX_MS),
    ],
  );
  // A statement of its own, after the insert: logins at the same moment each see the other's row, so the last to
  // run leaves the newest 5 whatever the order.
  await db.query(
    `DELETE FROM sessions WHERE token_hash IN (
       SELECT token_hash FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, token_hash OFFSET $2)`,
    [userId, SESSIONS_PER_USER],
  );
  return token;
}

export type SessionLookup = { session: Session } | { session: null; reason: 'missing' | 'expired' };

/**
 * How stale the stored expiry may get before a call extends it. Every authorised call used to write its session,
 * and the embedded database runs one statement at a time: under load the writes queued the reads behind them. A
 * session is now extended when its expiry is more than a minute behind the full 30, so it lapses 29–30 minutes after
 * the last call, and a busy session costs one write a minute, not one per call.
 */
export const SESSION_EXTEND_STEP_MS = 60_000;

/** Finds and extends the session behind a token; an expired one is deleted and reported as such. */
export async function resolveSession(db: Queryable, clock: Clock, token: string | undefined): Promise<SessionLookup> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return { session: null, reason: 'missing' };
  const now = clock.now().getTime();
  const hash = hashToken(token);
  // The user's verification comes with the session: the catalogue's reads need it, and on PGlite every statement
  // a call makes waits for every other call's.
  const found = await db.query<{
    user_id: number;
    scope: Session['scope'];
    expires_at: Date;
    max_expires_at: Date;
    is_certified: number;
  }>(
    `SELECT s.user_id, s.scope, s.expires_at, s.max_expires_at, u.is_certified
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [hash],
  );
  const row = found.rows[0];
  if (!row) return { session: null, reason: 'missing' };
  if (row.expires_at.getTime() <= now) {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
    return { session: null, reason: 'expired' };
  }
  const extended = Math.min(now + SESSION_IDLE_MS, row.max_expires_at.getTime());
  if (extended - row.expires_at.getTime() > SESSION_EXTEND_STEP_MS) {
    // Never shortens: another instance may have extended it further meanwhile.
    await db.query('UPDATE sessions SET expires_at = GREATEST(expires_at, $2) WHERE token_hash = $1', [
      hash,
      new Date(extended),
    ]);
  }
  return { session: { token, userId: row.user_id, scope: row.scope, isCertified: row.is_certified } };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** After a password change every device must log in again. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
