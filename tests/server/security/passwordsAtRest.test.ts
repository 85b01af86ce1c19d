/**
 * Passwords at rest: the server keeps only a salted slow hash of the client's SHA-256. After a registration, logins
 * (right and wrong) and a password change, no table row and no log line holds a password, its SHA-256 (what the
 * client sends) or either in upper case; two accounts with one password store different hashes.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../src/contract';
import { DEMO_HASH, DEMO_PASSWORD, EQUIPMENT, PHONES, sha256Hex, startServer } from '../harness';
import type { Harness } from '../harness';

const REGISTERED = 'Reg#Secret2025';
const CHANGED = 'Brand#New2025';
const WRONG = 'Wrong#Guess2025';
const PHONE = '13700009901';

let h: Harness;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  // The level a deployment runs with (server/main.ts: LOG_LEVEL, default info), so what is logged is what is kept.
  h = await startServer({ logger: { level: 'info', stream } });
});
afterAll(() => h.close());

/** Every row of every table of the application, as text (bytea columns as their hex). */
async function everyRow(): Promise<string> {
  const { rows: tables } = await h.db.query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await h.db.query<{ row: string }>(`SELECT t::text AS row FROM ${name} t`);
    texts.push(...rows.map((r) => r.row));
  }
  return texts.join('\n');
}

const secretsOf = (password: string) => {
  const hash = sha256Hex(password);
  return [password, hash, hash.toUpperCase()];
};

describe('passwords at rest', () => {
  it('registers, logs in, fails, changes the password: no password or bare SHA-256 is kept anywhere', async () => {
    const text = await h.freshCaptcha(PHONE, 0);
    await h.call('getSmsCode', { phoneNum: PHONE, imgaeCode: text, equipmentNo: EQUIPMENT });
    const smsCode = await h.smsCode(PHONE, 'register');
    const registered = await h.call('userRegister', {
      phoneNum: PHONE,
      password: sha256Hex(REGISTERED),
      rePassword: sha256Hex(REGISTERED),
      smsCode,
      registerSource: '4',
      equipmentNo: EQUIPMENT,
    });
    expect(registered.result.statusCode).toBe(Code.ok);
    expect((await h.passwordLogin(PHONE, sha256Hex(REGISTERED))).result.statusCode).toBe(Code.ok);
    expect((await h.passwordLogin(PHONE, sha256Hex(WRONG))).result.statusCode).not.toBe(Code.ok);

    const { xtoken } = await h.login(PHONES.verified);
    const changed = await h.call(
      'updateLoginPwd',
      { oldPassword: DEMO_HASH, newPassword: sha256Hex(CHANGED), rePassword: sha256Hex(CHANGED) },
      xtoken,
    );
    expect(changed.result.statusCode).toBe(Code.ok);
    expect((await h.passwordLogin(PHONES.verified, sha256Hex(CHANGED))).result.statusCode).toBe(Code.ok);

    const rows = await everyRow();
    const logs = logLines.join('');
    // The scan sees what it looks for: the new user's phone is in the rows, and the log has the requests.
    expect(rows).toContain(PHONE);
    expect(logs).toContain('userPasswordLogin');
    for (const secret of [REGISTERED, CHANGED, WRONG, DEMO_PASSWORD].flatMap(secretsOf)) {
      expect(rows.includes(secret), `a table row holds ${secret}`).toBe(false);
      expect(logs.includes(secret), `the log holds ${secret}`).toBe(false);
    }
  });

  it('salts: the demo accounts share one password and store different hashes', async () => {
    const { rows } = await h.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE phone = ANY($1::text[])',
      [[PHONES.unverified, PHONES.legacyPc, PHONES.senior]],
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(3);
  });
});
