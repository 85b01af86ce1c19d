import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { ImageCodeType } from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';

/**
 * Image captchas: 4 characters (the spec allows up to 6) without look-alikes, valid 5 minutes, one live
 * captcha per (phone, imageCodeType, equipmentNo), checked case-insensitively and spent by any check,
 * right or wrong, so one picture cannot be guessed at repeatedly.
 *
 * The picture is a PNG drawn pixel by pixel, never a vector outline of a known font: each character turned,
 * scaled and coloured at random, the whole warped by random sine waves, with lines and arcs crossing the
 * characters. The picture is one control among several (attempt counts, lockout, per-address limits).
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_LENGTH = 4;
/** Pixels, as the login screens show it (100 × 44 CSS px, scaled to fit). */
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
/** Digits and capitals without look-alikes, also when turned: no 0/O/Q/D-like, 1/I/L, 2/Z, 5/S, 6/G, 8/B, 9. */
const CAPTCHA_ALPHABET = '3478ACEFHJKMNPRTUVWXY';

/** Liberation Sans (SIL Open Font License, server/assets/fonts), so the picture needs no system font. */
const FONT_FAMILY = 'CaptchaSans';
GlobalFonts.registerFromPath(
  fileURLToPath(new URL('../assets/fonts/LiberationSans-Bold.ttf', import.meta.url)),
  FONT_FAMILY,
);

const random = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;
const INK_HUES = [0, 25, 200, 220, 260, 290, 330];
const ink = () => `hsl(${pick(INK_HUES) + randomInt(-15, 16)}, ${randomInt(55, 85)}%, ${randomInt(22, 38)}%)`;

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

function drawNoise(g: SKRSContext2D, lines: number) {
  for (let i = 0; i < lines; i++) {
    g.strokeStyle = ink();
    g.lineWidth = random(1, 1.8);
    g.beginPath();
    if (i % 2 === 0) {
      g.moveTo(random(-10, 20), random(0, CAPTCHA_HEIGHT));
      g.bezierCurveTo(
        random(20, 60),
        random(-20, CAPTCHA_HEIGHT + 20),
        random(60, 100),
        random(-20, CAPTCHA_HEIGHT + 20),
        random(100, CAPTCHA_WIDTH + 10),
        random(0, CAPTCHA_HEIGHT),
      );
    } else {
      const r = random(18, 40);
      g.arc(random(10, CAPTCHA_WIDTH - 10), random(-10, CAPTCHA_HEIGHT + 10), r, random(0, Math.PI), random(3.5, 6.3));
    }
    g.stroke();
  }
  for (let i = 0; i < 20; i++) {
    g.fillStyle = ink();
    g.fillRect(random(0, CAPTCHA_WIDTH), random(0, CAPTCHA_HEIGHT), 1.2, 1.2);
  }
}

/** Moves every pixel along two random sine waves (bilinear sampling), so no character keeps its font's shape. */
function warp(source: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(source.length);
  const ax = random(1, 2);
  const ay = random(1.5, 2.5);
  const px = random(24, 36);
  const py = random(36, 60);
  const phaseX = random(0, 2 * Math.PI);
  const phaseY = random(0, 2 * Math.PI);
  const at = (x: number, y: number, c: number) =>
    source[(Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 4 + c]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + ax * Math.sin((2 * Math.PI * y) / px + phaseX);
      const sy = y + ay * Math.sin((2 * Math.PI * x) / py + phaseY);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 4; c++) {
        const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
        const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        out[(y * width + x) * 4 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}

/** The PNG of `text`: a new random drawing every time, also for the same text. */
export async function drawCaptcha(text: string): Promise<Buffer> {
  const canvas = createCanvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const g = canvas.getContext('2d');
  const hue = randomInt(0, 360);
  const background = g.createLinearGradient(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  background.addColorStop(0, `hsl(${hue}, 60%, 93%)`);
  background.addColorStop(1, `hsl(${(hue + 60) % 360}, 60%, 88%)`);
  g.fillStyle = background;
  g.fillRect(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  drawNoise(g, 2);

  const slot = (CAPTCHA_WIDTH - 16) / text.length;
  [...text].forEach((char, i) => {
    g.save();
    g.translate(8 + slot * (i + 0.5) + random(-3, 3), CAPTCHA_HEIGHT / 2 + random(-3, 3));
    g.rotate(random(-0.4, 0.4));
    g.scale(random(0.85, 1.15), random(0.9, 1.1));
    g.font = `${randomInt(28, 34)}px ${FONT_FAMILY}`;
    g.fillStyle = ink();
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(char, 0, 0);
    g.restore();
  });

  const image = g.getImageData(0, 0, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  image.data.set(warp(image.data, CAPTCHA_WIDTH, CAPTCHA_HEIGHT));
  g.putImageData(image, 0, 0);
  drawNoise(g, 2);
  return canvas.encode('png');
}

export interface CaptchaKey {
  phone: string;
  type: ImageCodeType;
  /** The device the captcha was shown on; '' (not sent) matches the newest captcha of the phone and type. */
  equipmentNo: string;
}

export async function issueCaptcha(db: Queryable, clock: Clock, key: CaptchaKey): Promise<string> {
  const text = captchaText();
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
  return `data:image/png;base64,${(await drawCaptcha(text)).toString('base64')}`;
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
