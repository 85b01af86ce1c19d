import { Code, accountText, commonText, loginText, type IsCertified, type LoginData } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { chinaToday } from './clock';
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
  /** One more at every write of a password (migration 019); a password login's session needs it unchanged. */
  password_version: number;
  real_name: string;
  is_certified: IsCertified;
  type: number;
  pwd_change_type: number;
  legacy: '' | 'website' | 'pc';
  nick_name: string;
  profile_photo: string;
  profile_photo_key: string | null;
}

const USER_COLUMNS = `id, phone, id_number, certificate_type, password_hash, password_salt, password_params,
  password_version, real_name, is_certified, type, pwd_change_type, legacy, nick_name, profile_photo, profile_photo_key`;

/**
 * The user's birth date on the certified record (yyyy-mm-dd) and the whole years between it and today in China;
 * both null when the birth date is not on record. The 65+ rules of the risk assessment read the age
 * (queryCustomerInfo, updateInvestor), the CRS declaration the date.
 */
export async function birthOf(
  db: Queryable,
  clock: Clock,
  userId: number,
): Promise<{ age: number | null; birthDate: string | null }> {
  const { rows } = await db.query<{ age: number | null; birthDate: string | null }>(
    `SELECT date_part('year', age($2::date, birth_date))::int AS age, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate"
     FROM users WHERE id = $1`,
    [userId, chinaToday(clock)],
  );
  return { age: rows[0]?.age ?? null, birthDate: rows[0]?.birthDate ?? null };
}

export const ageOf = async (db: Queryable, clock: Clock, userId: number): Promise<number | null> =>
  (await birthOf(db, clock, userId)).age;

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

/**
 * Opens a session and builds the login answer; a forced change gets a session that can only change the password.
 * `proof` is what the login checked. A password login (`user` as read before the check) gets its session only while
 * that password is still the user's (services/sessions.ts `createSession`): when a change or reset landed during
 * the slow hash, the password it proved is no longer the password, and it answers as a wrong one would. An SMS
 * login proved the phone, which a password change does not touch.
 */
export async function issueLogin(
  db: Queryable,
  clock: Clock,
  user: UserRow,
  proof: 'password' | 'smsCode',
): Promise<LoginData> {
  const scope = mustChangePassword(user) ? 'passwordChange' : 'full';
  const xtoken =
    proof === 'password'
      ? await createSession(db, clock, user.id, scope, user.password_version)
      : await createSession(db, clock, user.id, scope);
  if (xtoken === null) throw new BusinessError(Code.loginFailed, loginText.failed);
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
 * use password login again, and every session of the user ends, the one that made the change too (spec 1 §4: after
 * a change, set or reset the screen goes to login). The update and the delete are one transaction, so no session
 * outlives the change even if the server stops between them, and a login's session insert, which locks the row,
 * falls wholly before the change or sees the new version (services/sessions.ts `createSession`).
 *
 * `expectedVersion`: the `password_version` read before the caller checked what it was allowed on (the old password,
 * or that no password was set). The password is then written only if it is still that version, so a change checked
 * against an old password cannot overwrite one that landed during its slow hash (a reset, another device); it
 * answers false and writes nothing. A reset by SMS code gives none: the code proved the phone, whatever the password.
 */
export async function setUserPassword(
  db: Db,
  clock: Clock,
  userId: number,
  passwordSha256: string,
  expectedVersion: number | null = null,
): Promise<boolean> {
  const { hash, salt, params } = await hashPassword(passwordSha256);
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE users SET password_hash = $2, password_salt = $3, password_params = $5, pwd_change_type = 1,
         password_version = password_version + 1,
         legacy = CASE WHEN legacy = 'website' THEN '' ELSE legacy END, updated_at = $4
       WHERE id = $1 AND ($6::int IS NULL OR password_version = $6)`,
      [userId, hash, salt, clock.now(), params, expectedVersion],
    );
    if (updated.affectedRows === 0) return false;
    await deleteUserSessions(tx, userId);
    return true;
  });
}

/**
 * After a successful login with a hash of an older cost: the same password hashed at today's cost. Only if the
 * stored hash is still the one that was checked, so a password changed meanwhile (another device, another
 * instance) is never overwritten. The same password keeps its `password_version`, so logins under way still open
 * their sessions.
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
 * refused as already registered otherwise. An unknown inviter only loses the invitation credit. Registering again
 * writes a password, so it counts a `password_version`; there are no sessions to end, since both logins refuse a
 * legacy PC user before opening one.
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
       password_version = users.password_version + 1, updated_at = $9
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
