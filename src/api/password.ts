import sha256 from 'crypto-js/sha256';

/**
 * Passwords leave the client only as lowercase hex SHA-256 (DESIGN §8). crypto-js rather than
 * `crypto.subtle`, which app WebViews loading plain http do not have.
 */
export function hashPassword(plain: string): string {
  return sha256(plain).toString();
}
