/**
 * Sessions a user can hold: the newest 5 (server/services/sessions.ts). The lifetimes, logout and the end of every
 * session at a password change are tested in tests/server/dispatcher.test.ts, login.test.ts and passwords.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../src/contract';
import { SESSIONS_PER_USER, createSession } from '../../../server/services/sessions';
import type { Harness } from '../harness';
import { PHONES, startServer } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isLive = async (token: string) => (await h.call('queryCustomerInfo', {}, token)).code === Code.ok;

async function storedHashesOf(phone: string): Promise<string[]> {
  const { rows } = await h.db.query<{ token_hash: string }>(
    'SELECT s.token_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1',
    [phone],
  );
  return rows.map((r) => r.token_hash);
}

describe('sessions per user', () => {
  it('keeps the newest 5: the 6th login ends the oldest session, and only that one', async () => {
    const other = (await h.login(PHONES.unverified)).xtoken;
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS_PER_USER + 1; i++) tokens.push((await h.login(PHONES.verified)).xtoken);
    expect(SESSIONS_PER_USER).toBe(5);
    expect(await h.call('queryCustomerInfo', {}, tokens[0])).toMatchObject({
      code: Code.sessionExpired,
      result: { msg: '请重新登录' },
    });
    for (const token of tokens.slice(1)) expect(await isLive(token)).toBe(true);
    // Another user's sessions do not count.
    expect(await isLive(other)).toBe(true);
    expect((await storedHashesOf(PHONES.verified)).sort()).toEqual(tokens.slice(1).map(sha256).sort());
  });

  it('keeps 5 when 12 sessions of one user are opened together', async () => {
    // Straight to the service: logins at once would meet the login picture code after the 3rd (loginBurst.test.ts).
    const { rows } = await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [PHONES.verified]);
    const clock = { now: () => new Date() };
    const tokens = await Promise.all(Array.from({ length: 12 }, () => createSession(h.db, clock, rows[0]!.id, 'full')));
    const stored = await storedHashesOf(PHONES.verified);
    expect(stored).toHaveLength(SESSIONS_PER_USER);
    expect(tokens.filter((t) => stored.includes(sha256(t)))).toHaveLength(SESSIONS_PER_USER);
  });

  it('hands out a new 256-bit token at every login and stores only its SHA-256', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i++) tokens.push((await h.login(PHONES.verified)).xtoken);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    const stored = await storedHashesOf(PHONES.verified);
    expect(stored.sort()).toEqual(tokens.map(sha256).sort());
    for (const token of tokens) expect(stored).not.toContain(token);
  });
});
