/**
 * An unknown user name costs the server what a wrong password costs: one scrypt (server/services/passwords.ts),
 * so the time of the answer does not tell who has an account. The answers themselves are compared in
 * tests/server/login.test.ts; here the work is counted, not timed.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../src/contract';
import type { Harness } from '../harness';
import { PHONES, sha256Hex, startServer } from '../harness';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const WRONG = sha256Hex('Wrong@9999');

/** The answer to one password login, and how many scrypt hashes the server computed for it. */
async function loginCost(userName: string) {
  vi.mocked(crypto.scrypt).mockClear();
  const env = await h.passwordLogin(userName, WRONG);
  return { result: env.result, hashes: vi.mocked(crypto.scrypt).mock.calls.length };
}

describe('unknown accounts', () => {
  it('cost one password hash and get the wrong-password answer', async () => {
    const known = await loginCost(PHONES.verified);
    expect(known).toEqual({ result: { data: null, statusCode: Code.loginFailed, msg: '账号或密码错误' }, hashes: 1 });
    expect(await loginCost('13999999999')).toEqual(known);
    expect(await loginCost('11010519990101123X')).toEqual(known);
  });
});
