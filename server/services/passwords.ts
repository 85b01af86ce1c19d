import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';

/**
 * Passwords reach the server only as the client's lowercase hex SHA-256 (DESIGN §8). The server stores a slow
 * hash of that: scrypt (N=16384, r=8, p=1, 32 bytes) with a random 16-byte salt per user.
 * The strength rule (length, character classes) can only be checked by the client, which sees the clear text;
 * the server enforces the hash format (the contract's request rules), "differs from the old one" and a short list
 * of common passwords.
 */
const KEY_LENGTH = 32;
const SCRYPT = { N: 16_384, r: 8, p: 1 };

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

function derive(passwordSha256: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passwordSha256, salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(passwordSha256: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16);
  const key = await derive(passwordSha256, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

/** A user without a stored password still costs one scrypt, so timing does not tell who exists. */
const DUMMY_SALT = randomBytes(16);

export async function verifyPassword(
  passwordSha256: string,
  stored: { password_hash: string | null; password_salt: string | null } | null,
): Promise<boolean> {
  if (!stored?.password_hash || !stored.password_salt) {
    await derive(passwordSha256, DUMMY_SALT);
    return false;
  }
  const key = await derive(passwordSha256, Buffer.from(stored.password_salt, 'hex'));
  const expected = Buffer.from(stored.password_hash, 'hex');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A new password (a well-formed hash, checked by the request rules) that is not a known common password. */
export function assertAcceptableNewPassword(passwordSha256: string): void {
  if (COMMON_PASSWORDS.has(passwordSha256))
    throw new BusinessError(Code.invalidInput, '密码过于简单，请换一个更安全的密码');
}
