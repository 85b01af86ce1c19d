import svgCaptcha from 'svg-captcha';
import type { ImageCodeType } from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Image captchas: 4 characters (the spec allows up to 6) without look-alikes, valid 5 minutes, one live
 * captcha per (phone, imageCodeType, equipmentNo), checked case-insensitively and spent by any check,
 * right or wrong, so one picture cannot be guessed at repeatedly.
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_OPTIONS = { size: 4, noise: 2, ignoreChars: '0oO1lIi', width: 120, height: 44, fontSize: 44 };

export interface CaptchaKey {
  phone: string;
  type: ImageCodeType;
  /** The device the captcha was shown on; '' (not sent) matches the newest captcha of the phone and type. */
  equipmentNo: string;
}

export async function issueCaptcha(db: Queryable, clock: Clock, key: CaptchaKey): Promise<string> {
  const { data, text } = svgCaptcha.create(CAPTCHA_OPTIONS);
  const now = clock.now();
  // Keys are whatever callers send, so expired rows are swept here rather than left to pile up.
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
  await db.query(
    `INSERT INTO captchas (phone, image_code_type, equipment_no, text, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (phone, image_code_type, equipment_no)
     DO UPDATE SET text = EXCLUDED.text, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [key.phone, key.type, key.equipmentNo, text, now, new Date(now.getTime() + CAPTCHA_TTL_MS)],
  );
  return `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
}

/**
 * True when `input` matches the live captcha. The captcha is deleted by a wrong answer, and by a right one
 * unless `keepIfRight` (getQuickySmsCode: the same picture then serves the SMS login that follows).
 */
export async function checkCaptcha(
  db: Queryable,
  clock: Clock,
  key: CaptchaKey,
  input: string,
  { keepIfRight = false } = {},
): Promise<boolean> {
  const r = await db.query<{ equipment_no: string; text: string; expires_at: Date }>(
    `SELECT equipment_no, text, expires_at FROM captchas
     WHERE phone = $1 AND image_code_type = $2 AND ($3 = '' OR equipment_no = $3)
     ORDER BY created_at DESC LIMIT 1`,
    [key.phone, key.type, key.equipmentNo],
  );
  const row = r.rows[0];
  if (!row) return false;
  const right =
    row.expires_at.getTime() > clock.now().getTime() && input.trim().toLowerCase() === row.text.toLowerCase();
  if (!right || !keepIfRight) {
    const spent = await db.query(
      'DELETE FROM captchas WHERE phone = $1 AND image_code_type = $2 AND equipment_no = $3 AND text = $4',
      [key.phone, key.type, row.equipment_no, row.text],
    );
    // Two requests racing with the same answer: only the one that deleted it passes.
    if (spent.affectedRows === 0) return false;
  }
  return right;
}

/** Dev endpoint: the text of the newest captcha, so people and browser tests can pass the check. */
export async function peekCaptcha(
  db: Queryable,
  phone: string,
  type: number,
): Promise<{ text: string; equipmentNo: string; expiresAt: Date } | null> {
  const r = await db.query<{ text: string; equipment_no: string; expires_at: Date }>(
    `SELECT text, equipment_no, expires_at FROM captchas WHERE phone = $1 AND image_code_type = $2
     ORDER BY created_at DESC LIMIT 1`,
    [phone, type],
  );
  const row = r.rows[0];
  return row ? { text: row.text, equipmentNo: row.equipment_no, expiresAt: row.expires_at } : null;
}
