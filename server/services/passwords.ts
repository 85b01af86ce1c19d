import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';

/**
 * Passwords reach the server only as the client's lowercase hex SHA-256 (DESIGN §8). The server stores a slow
 * hash of that: scrypt with a random 16-byte salt per user and the cost it was made with (`password_params`), so
 * the cost can be raised: a hash of another cost is remade at the user's next successful login.
 *
 * The cost, SCRYPT, is chosen against the login budget (docs/performance.md, API load): 50 concurrent logins on 2
 * cores answer within 300 ms at the 95th percentile. Closed-loop, that is about 170 logins a second, so a login may
 * cost about 12 ms of CPU in all; the database work and HTTP take about 3. N=2^11, r=8, p=1 (2 MiB) takes ≈5 ms on
 * this machine (2^12 ≈11 ms, the former 2^14 ≈44 ms, which answered 28 logins a second). It is well below OWASP's
 * N=2^17: a leaked table costs a guesser ≈5 ms per guess and core instead of ≈350. Raise it with the cores: the
 * budget allows about cores × 6 ms per hash.
 *
 * scrypt runs on libuv's thread pool, off the event loop, and at most one per core at a time (HASH_SLOTS): more at
 * once only time-slice the same cores, and would leave no pool thread for file reads (static files) during a burst
 * of logins.
 *
 * The strength rule (length, character classes) can only be checked by the client, which sees the clear text;
 * the server enforces the hash format (the contract's request rules), "differs from the old one" and a short list
 * of common passwords.
 */
const KEY_LENGTH = 32;
export const SCRYPT = { N: 2_048, r: 8, p: 1 };
type ScryptCost = typeof SCRYPT;
const HASH_SLOTS = availableParallelism();

const costText = ({ N, r, p }: ScryptCost) => `scrypt:N=${N},r=${r},p=${p}`;
export const CURRENT_PASSWORD_PARAMS = costText(SCRYPT);

/** `scrypt:N=…,r=…,p=…` as stored; null for anything else. */
function parseCost(text: string | null): ScryptCost | null {
  const m = text?.match(/^scrypt:N=(\d+),r=(\d+),p=(\d+)$/);
  return m ? { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) } : null;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Common passwords that satisfy the rule; refused by hash since the server never sees the clear text. */
const COMMON_PASSWORDS = new Set(
  [
    '12345678a',
    'a12345678',
    'abc12345',
    'abcd1234',
    'qwer1234',
    'password1',
    'Aa123456',
    'Aa12345678',
    'a1234567',
    '1qaz2wsx',
    'qq123456',
    'woaini1314',
  ].map(sha256Hex),
);

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `fn` when one of the HASH_SLOTS is free; a finished run hands its slot to the next in line. */
async function inHashSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running < HASH_SLOTS) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(passwordSha256: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // 128·N·r bytes; the default limit (32 MiB) would refuse a raised cost.
  const options = { ...cost, maxmem: 256 * cost.N * cost.r };
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(passwordSha256, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

export interface PasswordHash {
  hash: string;
  salt: string;
  /** The cost it was made with (`password_params`). */
  params: string;
}

export async function hashPassword(passwordSha256: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(passwordSha256, salt, SCRYPT);
  return { hash: key.toString('hex'), salt: salt.toString('hex'), params: CURRENT_PASSWORD_PARAMS };
}

/** A user without a stored password still costs one scrypt, so timing does not tell who exists. */
const DUMMY_SALT = randomBytes(16);

export interface StoredPassword {
  password_hash: string | null;
  password_salt: string | null;
  password_params: string | null;
}

export async function verifyPassword(passwordSha256: string, stored: StoredPassword | null): Promise<boolean> {
  const cost = parseCost(stored?.password_params ?? null);
  if (!stored?.password_hash || !stored.password_salt || !cost) {
    await derive(passwordSha256, DUMMY_SALT, SCRYPT);
    return false;
  }
  const key = await derive(passwordSha256, Buffer.from(stored.password_salt, 'hex'), cost);
  const expected = Buffer.from(stored.password_hash, 'hex');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A stored hash made with another cost than today's: remade at the next successful login. */
export const needsRehash = (stored: StoredPassword): boolean => stored.password_params !== CURRENT_PASSWORD_PARAMS;

/** A new password (a well-formed hash, checked by the request rules) that is not a known common password. */
export function assertAcceptableNewPassword(passwordSha256: string): void {
  if (COMMON_PASSWORDS.has(passwordSha256))
    throw new BusinessError(Code.invalidInput, '密码过于简单，请换一个更安全的密码');
}
