import { Code, accountText, commonText, type IsCertified, type LoginData } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { hashPassword, needsRehash } from './passwords';
import { createSession, deleteUserSessions } from './sessions';

export interface UserRow {
  id: number;
  phone: string;
  id_number: string | null;
  certificate_type: string;
  password_hash: string | null;
  password_salt: string | null;
  password_params: string | null;
  real_name: string;
  is_certified: IsCertified;
  type: number;
  pwd_change_type: number;
  legacy: '' | 'website' | 'pc';
  nick_name: string;
  profile_photo: string;
  profile_photo_key: string | null;
}

const USER_COLUMNS = `id, phone, id_number, certificate_type, password_hash, password_salt, password_params, real_name,
  is_certified, type, pwd_change_type, legacy, nick_name, profile_photo, profile_photo_key`;

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return r.rows[0] ?? null;
}

/** Password login accepts the phone or the certificate number (ID numbers may end in x or X). */
export async function findUserByLoginName(db: Queryable, userName: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE phone = $1 OR upper(id_number) = upper($1) ORDER BY (phone = $1) DESC LIMIT 1`,
    [userName],
  );
  return r.rows[0] ?? null;
}

/** A legacy PC user has a row but must register again in the app, so counts as not registered. */
export const isRegistered = (user: UserRow | null): user is UserRow => user !== null && user.legacy !== 'pc';

/** Type 1 (opened offline) with a non-ID-card certificate and no changed password: spec 1 §4. */
export const mustChangePassword = (user: UserRow) =>
  user.type === 1 && user.certificate_type !== '0' && user.pwd_change_type === 0;

/** Opens a session and builds the login answer; a forced change gets a session that can only change the password. */
export async function issueLogin(db: Queryable, clock: Clock, user: UserRow): Promise<LoginData> {
  const xtoken = await createSession(db, clock, user.id, mustChangePassword(user) ? 'passwordChange' : 'full');
  return {
    type: user.type,
    certificateType: user.certificate_type,
    pwdChangeType: user.pwd_change_type,
    xtoken,
    isCertified: user.is_certified,
    // The user's own phone over their own new session: the client stores it and sets the telephone cookie, which
    // the native shell reads (spec 1 §3). Screens mask it for display; other calls answer it masked.
    telephone: user.phone,
    realName: user.real_name,
  };
}

/**
 * Stores a new password chosen by the user: the first-login change is then done, a legacy website user can
 * use password login again, and every session of the user ends.
 */
export async function setUserPassword(
  db: Queryable,
  clock: Clock,
  userId: number,
  passwordSha256: string,
): Promise<void> {
  const { hash, salt, params } = await hashPassword(passwordSha256);
  await db.query(
    `UPDATE users SET password_hash = $2, password_salt = $3, password_params = $5, pwd_change_type = 1,
       legacy = CASE WHEN legacy = 'website' THEN '' ELSE legacy END, updated_at = $4
     WHERE id = $1`,
    [userId, hash, salt, clock.now(), params],
  );
  await deleteUserSessions(db, userId);
}

/**
 * After a successful login with a hash of an older cost: the same password hashed at today's cost. Only if the
 * stored hash is still the one that was checked, so a password changed meanwhile (another device, another
 * instance) is never overwritten.
 */
export async function upgradePasswordHash(db: Queryable, user: UserRow, passwordSha256: string): Promise<void> {
  if (!needsRehash(user)) return;
  const { hash, salt, params } = await hashPassword(passwordSha256);
  await db.query(
    `UPDATE users SET password_hash = $2, password_salt = $3, password_params = $4
     WHERE id = $1 AND password_hash = $5`,
    [user.id, hash, salt, params, user.password_hash],
  );
}

/**
 * Verified customers only (spec 1 §6, spec 2 §6): product detail, and every change to personal information.
 * Answers `04040009` 请先完成实名认证 otherwise; the screens show the download prompt for it.
 */
/** Refuses a user whose identity is not verified (is_certified 2). */
export function assertCertified(isCertified: number | undefined): void {
  if (isCertified !== 2) throw new BusinessError(Code.notCertified, commonText.notCertified);
}

export async function requireCertified(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ is_certified: number }>('SELECT is_certified FROM users WHERE id = $1', [userId]);
  assertCertified(rows[0]?.is_certified);
}

/**
 * A new customer, or a legacy PC user registering again on the same row (spec 1 §4: "register in the app again");
 * refused as already registered otherwise. An unknown inviter only loses the invitation credit.
 */
export async function registerUser(
  db: Queryable,
  clock: Clock,
  user: {
    phone: string;
    password: string;
    adviserId: number | null;
    inviterBId: string;
    promotionLinkId: string;
    registerSource: string;
    equipmentNo: string;
  },
): Promise<void> {
  const inviter = user.inviterBId
    ? await db.query<{ id: number }>('SELECT id FROM users WHERE customer_bid = $1', [user.inviterBId])
    : null;
  const { hash, salt, params } = await hashPassword(user.password);
  const saved = await db.query(
    `INSERT INTO users (phone, password_hash, password_salt, password_params, adviser_id, inviter_id,
       promotion_link_id, register_source, equipment_no, created_at, updated_at)
     VALUES ($1, $2, $3, $10, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (phone) DO UPDATE SET password_hash = $2, password_salt = $3, password_params = $10,
       adviser_id = COALESCE($4, users.adviser_id), inviter_id = COALESCE(users.inviter_id, $5),
       promotion_link_id = $6, register_source = $7, equipment_no = $8, legacy = '', pwd_change_type = 1,
       updated_at = $9
     WHERE users.legacy = 'pc'
     RETURNING id`,
    [
      user.phone,
      hash,
      salt,
      user.adviserId,
      inviter?.rows[0]?.id ?? null,
      user.promotionLinkId,
      user.registerSource,
      user.equipmentNo,
      clock.now(),
      params,
    ],
  );
  if (saved.rows.length === 0) throw new BusinessError(Code.alreadyRegistered, accountText.alreadyRegistered);
}
