import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../core/clock';
import type { Session } from '../core/calls';
import type { Queryable } from '../db/types';

/**
 * Sessions: a random 256-bit token (hex) handed to the client as xtoken; only its SHA-256 is stored.
 * Idle expiry 30 minutes, extended by every call that uses it (sliding), capped at 24 hours after login.
 */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 24 * 3600_000;

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
  return token;
}

export type SessionLookup = { session: Session } | { session: null; reason: 'missing' | 'expired' };

/** Finds and extends the session behind a token; an expired one is deleted and reported as such. */
export async function resolveSession(db: Queryable, clock: Clock, token: string | undefined): Promise<SessionLookup> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return { session: null, reason: 'missing' };
  const now = clock.now();
  const hash = hashToken(token);
  const live = await db.query<{ user_id: number; scope: Session['scope'] }>(
    `UPDATE sessions SET expires_at = LEAST($2::timestamptz + make_interval(secs => $3), max_expires_at)
     WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id, scope`,
    [hash, now, SESSION_IDLE_MS / 1000],
  );
  const row = live.rows[0];
  if (row) return { session: { token, userId: row.user_id, scope: row.scope } };
  const stale = await db.query('DELETE FROM sessions WHERE token_hash = $1', [hash]);
  return { session: null, reason: stale.affectedRows > 0 ? 'expired' : 'missing' };
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** After a password change every device must log in again. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
