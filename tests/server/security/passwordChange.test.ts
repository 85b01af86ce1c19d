/**
 * A password change, set or reset ends every session of the user, also the ones of logins that were still checking
 * the old password when it landed (issue 14/18; server/services/users.ts `setUserPassword`, sessions.ts
 * `createSession`). The races are made deterministic: the password check (services/passwords.ts `verifyPassword`) of
 * the request under test runs its real hash and then waits until the test has made the change land. That every
 * finished session ends at a change is tested in tests/server/passwords.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { Code } from '../../../src/contract';
import { hashPassword, verifyPassword } from '../../../server/services/passwords';
import type * as Passwords from '../../../server/services/passwords';
import { createSession } from '../../../server/services/sessions';
import { findUserByPhone, setUserPassword } from '../../../server/services/users';
import type { Harness } from '../harness';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer } from '../harness';

vi.mock('../../../server/services/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), hashPassword: vi.fn(actual.hashPassword) };
});

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const NEW_HASH = sha256Hex('Brand#New2025');
const OTHER_HASH = sha256Hex('Other#Pass2025');
const clock = { now: () => new Date() };

interface Held<T> {
  /** What the held call computed, once it has run and is waiting. */
  reached: Promise<T>;
  release(): void;
}

/** The next call of `fn` (a mock of the passwords module) runs for real, then waits for `release()` to answer. */
function holdNext<A extends unknown[], T>(fn: (...args: A) => Promise<T>): Held<T> {
  const mock = vi.mocked(fn);
  const real = mock.getMockImplementation()!;
  let reached!: (value: T) => void;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<T>((resolve) => (reached = resolve));
  mock.mockImplementationOnce(async (...args: A) => {
    const value = await real(...args);
    reached(value);
    await released;
    return value;
  });
  return { reached: held, release };
}

async function sessionCount(phone: string): Promise<number> {
  const { rows } = await h.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
    [phone],
  );
  return rows[0]!.n;
}

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  h.call('updateLoginPwd', { oldPassword, newPassword, rePassword: newPassword }, token);

async function resetPassword(phone: string, password: string) {
  const imgaeCode = await h.freshCaptcha(phone, 2);
  const sent = await h.call('getForgetPwdSmsCode', { phoneNum: phone, imgaeCode, equipmentNo: EQUIPMENT });
  expect(sent.result.statusCode).toBe(Code.ok);
  return h.call('forgetPwd', {
    phoneNum: phone,
    password,
    rePassword: password,
    validateCode: await h.smsCode(phone, 'forgetPwd'),
    equipmentNo: EQUIPMENT,
  });
}

const WRONG_PASSWORD = { data: null, statusCode: Code.loginFailed, msg: '账号或密码错误' };

describe('a login still checking the old password', () => {
  it('gets no session when updateLoginPwd lands meanwhile, and the changing session ends too', async () => {
    const changer = (await h.login(PHONES.verified)).xtoken;
    const check = holdNext(verifyPassword);
    const login = h.passwordLogin(PHONES.verified, DEMO_HASH);
    expect(await check.reached).toBe(true);
    expect((await changePassword(changer, DEMO_HASH, NEW_HASH)).result).toMatchObject({ statusCode: Code.ok });
    check.release();
    expect((await login).result).toEqual(WRONG_PASSWORD);
    expect(await sessionCount(PHONES.verified)).toBe(0);
    // Spec 1 §4: after a change the screen goes to login, so the session that made it ends as well.
    expect((await h.call('queryCustomerInfo', {}, changer)).code).toBe(Code.sessionExpired);
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH)).result).toEqual(WRONG_PASSWORD);
    expect((await h.passwordLogin(PHONES.verified, NEW_HASH)).result.statusCode).toBe(Code.ok);
  });

  it('gets no session when forgetPwd lands meanwhile', async () => {
    const before = (await h.login(PHONES.verified)).xtoken;
    const check = holdNext(verifyPassword);
    const login = h.passwordLogin(PHONES.verified, DEMO_HASH);
    expect(await check.reached).toBe(true);
    expect((await resetPassword(PHONES.verified, NEW_HASH)).result).toMatchObject({ statusCode: Code.ok });
    check.release();
    expect((await login).result).toEqual(WRONG_PASSWORD);
    expect(await sessionCount(PHONES.verified)).toBe(0);
    expect((await h.call('queryCustomerInfo', {}, before)).code).toBe(Code.sessionExpired);
    expect((await h.passwordLogin(PHONES.verified, NEW_HASH)).result.statusCode).toBe(Code.ok);
  });

  it('still gets its session when the stored hash is only remade at a new cost', async () => {
    // A remade hash keeps the password and its version: logins under way are not turned away.
    const check = holdNext(verifyPassword);
    const login = h.passwordLogin(PHONES.verified, DEMO_HASH);
    expect(await check.reached).toBe(true);
    const made = await hashPassword(DEMO_HASH);
    await h.db.query('UPDATE users SET password_hash = $2, password_salt = $3 WHERE phone = $1', [
      PHONES.verified,
      made.hash,
      made.salt,
    ]);
    check.release();
    expect((await login).result.statusCode).toBe(Code.ok);
    expect(await sessionCount(PHONES.verified)).toBe(1);
  });

  it('leaves other users alone', async () => {
    const other = (await h.login(PHONES.senior)).xtoken;
    const changer = (await h.login(PHONES.verified)).xtoken;
    expect((await changePassword(changer, DEMO_HASH, NEW_HASH)).result.statusCode).toBe(Code.ok);
    expect((await h.call('queryCustomerInfo', {}, other)).code).toBe(Code.ok);
  });
});

describe('a password write checked against an older password', () => {
  it('updateLoginPwd still checking the old password when forgetPwd lands writes nothing', async () => {
    const changer = (await h.login(PHONES.verified)).xtoken;
    const check = holdNext(verifyPassword);
    const change = changePassword(changer, DEMO_HASH, OTHER_HASH);
    expect(await check.reached).toBe(true);
    expect((await resetPassword(PHONES.verified, NEW_HASH)).result).toMatchObject({ statusCode: Code.ok });
    check.release();
    expect((await change).result).toEqual({ data: null, statusCode: Code.loginFailed, msg: '原密码错误' });
    expect((await h.passwordLogin(PHONES.verified, OTHER_HASH)).result).toEqual(WRONG_PASSWORD);
    expect((await h.passwordLogin(PHONES.verified, NEW_HASH)).result.statusCode).toBe(Code.ok);
  });

  it('resetPwdPc sets a password once when two requests race', async () => {
    await h.call('getQuickySmsCode', { phoneNum: PHONES.legacyWebsite });
    const login = await h.call('smsPasswordLogin', {
      userName: PHONES.legacyWebsite,
      smsCode: await h.smsCode(PHONES.legacyWebsite),
      imgaeCode: '',
      loginPlatform: '2',
    });
    const token = (login.result.data as { xtoken: string }).xtoken;
    const set = (password: string) =>
      h.call(
        'resetPwdPc',
        { phoneNum: PHONES.legacyWebsite, password, rePassword: password, registerSource: '1' },
        token,
      );
    // The first request has read the account (no password yet) and is hashing its password when the second lands.
    const hashing = holdNext(hashPassword);
    const first = set(OTHER_HASH);
    await hashing.reached;
    expect((await set(NEW_HASH)).result).toMatchObject({ statusCode: Code.ok });
    hashing.release();
    expect((await first).result).toEqual({
      data: null,
      statusCode: Code.invalidInput,
      msg: '该账号已设置密码，请使用修改密码',
    });
    expect((await h.passwordLogin(PHONES.legacyWebsite, NEW_HASH)).result.statusCode).toBe(Code.ok);
    expect((await h.passwordLogin(PHONES.legacyWebsite, OTHER_HASH)).result).toEqual(WRONG_PASSWORD);
  });
});

/**
 * On PostgreSQL a session insert and a password change run on separate connections. A login's insert that is not
 * yet committed when the change deletes the sessions would be invisible to the delete; the insert's share lock on
 * the user's row makes the change wait for it instead. Here the insert is held open in a transaction.
 */
// Registered in the server-pg project only: on PGlite it is not a skipped test but no test.
if (inject('postgresUrl') !== undefined)
  describe('on PostgreSQL', () => {
    it('a change waits for a session insert in progress and then ends that session', async () => {
      const user = (await findUserByPhone(h.db, PHONES.verified))!;
      let startChange!: () => void;
      const go = new Promise<void>((resolve) => (startChange = resolve));
      // Made outside the transaction below, so that its queries run on connections of their own.
      const change = (async () => {
        await go;
        return setUserPassword(h.db, clock, user.id, NEW_HASH, null);
      })();
      let changed = false;
      const settled = () => (changed = true);
      void change.then(settled, settled);
      const changeWaits = (async () => {
        await go;
        while (!changed) {
          const { rows } = await h.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE NOT l.granted AND a.datname = current_database()`,
          );
          if (rows[0]!.n > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      await h.db.transaction(async (tx) => {
        expect(await createSession(tx, clock, user.id, 'full', user.password_version)).not.toBeNull();
        startChange();
        // Either the change is held by the insert's lock (as it must be), or it has already finished without it.
        await Promise.race([change, changeWaits]);
      });
      expect(await change).toBe(true);
      expect(await sessionCount(PHONES.verified)).toBe(0);
    });
  });
