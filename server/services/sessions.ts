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

/**
 * Opens a session and answers its token. With `passwordVersion` (a password login: `users.password_version` as read
 * before the password was checked) the session is opened only while that is still the user's password, and null is
 * answered otherwise: a change or reset that landed while the slow hash ran has ended every session, and this one
 * must not begin after it. Without it (an SMS login, which proves the phone and not the password; tests) the session
 * is always opened.
 *
 * The insert takes a share lock on the user's row. A password write (services/users.ts `setUserPassword`) updates that
 * row and deletes the sessions in one transaction, so on PostgreSQL the two run one after the other whatever the
 * timing: an insert that comes first is committed before the update goes on and is deleted with the rest, and one
 * that comes second waits for the write and then finds another version. Without the lock an insert not yet
 * committed would be invisible to the delete and outlive the change.
 */
export async function createSession(
  db: Queryable,
  clock: Clock,
  userId: number,
  scope: Session['scope'],
): Promise<string>;
export async function createSession(
  db: Queryable,
  clock: Clock,
  userId: number,
  scope: Session['scope'],
  passwordVersion: number,
): Promise<string | null>;
export async function createSession(
  db: Queryable,
  clock: Clock,
  userId: number,
  scope: Session['scope'],
  passwordVersion: number | null = null,
): Promise<string | null> {
  const token = randomBytes(32).toString('hex');
  const now = clock.now();
  const inserted = await db.query(
    `INSERT INTO sessions (token_hash, user_id, scope, created_at, expires_at, max_expires_at)
     SELECT $1, id, $3, $4, $5, $6 FROM users WHERE id = $2 AND ($7::int IS NULL OR password_version = $7)
     FOR SHARE`,
    [
      hashToken(token),
      userId,
      scope,
      now,
      new Date(now.getTime() + SESSION_IDLE_MS),
      new Date(now.getTime() + SESSION_MAX_MS),
      passwordVersion,
    ],
  );
  if (inserted.affectedRows === 0) {
    if (passwordVersion === null) throw new Error(`no user ${userId} to open a session for`);
    return null;
  }
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

/** After a password change every device must log in again; `setUserPassword` runs it in the change's transaction. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
