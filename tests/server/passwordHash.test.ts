/**
 * The stored password hash carries its scrypt cost (users.password_params, migration 011): a hash of another cost
 * still logs in, and is remade at today's cost on that login.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract';
import { CURRENT_PASSWORD_PARAMS, SCRYPT, hashPassword, verifyPassword } from '../../server/services/passwords';
import { DEMO_HASH, PHONES, sha256Hex, startServer } from './harness';
import type { Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

interface Stored {
  password_hash: string;
  password_salt: string;
  password_params: string;
}
const stored = async (phone: string) =>
  (
    await h.db.query<Stored>('SELECT password_hash, password_salt, password_params FROM users WHERE phone = $1', [
      phone,
    ])
  ).rows[0]!;

/** The demo password hashed as the former code did: N=16384 (migration 011 labels such hashes). */
async function storeOldHash(phone: string): Promise<Stored> {
  const salt = randomBytes(16);
  const hash = scryptSync(DEMO_HASH, salt, 32, { N: 16_384, r: 8, p: 1 }).toString('hex');
  const old = { password_hash: hash, password_salt: salt.toString('hex'), password_params: 'scrypt:N=16384,r=8,p=1' };
  await h.db.query('UPDATE users SET password_hash = $2, password_salt = $3, password_params = $4 WHERE phone = $1', [
    phone,
    old.password_hash,
    old.password_salt,
    old.password_params,
  ]);
  return old;
}

describe('password hash cost', () => {
  it('stores the cost with every hash it makes', async () => {
    expect(CURRENT_PASSWORD_PARAMS).toBe(`scrypt:N=${SCRYPT.N},r=${SCRYPT.r},p=${SCRYPT.p}`);
    expect((await stored(PHONES.verified)).password_params).toBe(CURRENT_PASSWORD_PARAMS);
    const made = await hashPassword(DEMO_HASH);
    expect(made.params).toBe(CURRENT_PASSWORD_PARAMS);
    expect(await verifyPassword(DEMO_HASH, toStored(made))).toBe(true);
    expect(await verifyPassword(sha256Hex('Other#Pass1'), toStored(made))).toBe(false);
  });

  it('logs in with a hash of the former cost and remakes it at today’s cost', async () => {
    const old = await storeOldHash(PHONES.verified);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
    const now = await stored(PHONES.verified);
    expect(now.password_params).toBe(CURRENT_PASSWORD_PARAMS);
    expect(now.password_hash).not.toBe(old.password_hash);
    expect(now.password_salt).not.toBe(old.password_salt);
    // The remade hash is the same password.
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
    expect(await stored(PHONES.verified)).toEqual(now);
  });

  it('leaves the hash alone when the password is wrong', async () => {
    const old = await storeOldHash(PHONES.verified);
    const env = await h.passwordLogin(PHONES.verified, sha256Hex('Wrong#Pass1'));
    expect(env.result.statusCode).toBe(Code.loginFailed);
    expect(await stored(PHONES.verified)).toEqual(old);
  });

  it('refuses a hash whose cost it cannot read, like a wrong password', async () => {
    await h.db.query("UPDATE users SET password_params = 'bcrypt:12' WHERE phone = $1", [PHONES.verified]);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.loginFailed);
  });

  it('answers every one of many concurrent hashes', async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => sha256Hex(`Many#Pass${i}`));
    const made = await Promise.all(passwords.map((p) => hashPassword(p)));
    const checks = await Promise.all(made.map((m, i) => verifyPassword(passwords[i]!, toStored(m))));
    expect(checks).toEqual(passwords.map(() => true));
  });
});

function toStored(made: { hash: string; salt: string; params: string }) {
  return { password_hash: made.hash, password_salt: made.salt, password_params: made.params };
}
