/**
 * Visual baselines (issue 16/18): Chromium screenshots of the main screens compared with committed PNGs, so that a
 * change that moves a screen shows in review. What makes a screenshot the same on every machine and every day:
 * - **the day**: the demo data counts its dates from the day it is seeded (net values up to "today", a risk result
 *   100 days old), so the baselines' server is seeded as of PINNED_DAY in a dump of its own (tests/server/seededDump.ts)
 *   and keeps that time, and the pages' clocks show it too;
 * - **the drawing**: the same Chromium and Chinese font as CI (scripts/ensure-chromium.sh), animations stopped and the
 *   caret hidden, and a screenshot taken only once two in a row are the same;
 * - **a tolerance** for what anti-aliasing may change (pixelmatch's, and MAX_DIFF_PIXELS).
 * Baselines are written only by `npm run baselines` (never when CI is set); a difference leaves the screenshot and a
 * picture of the difference under .tmp/visual/ for review.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { Clock } from '../../server/core/clock';

/** The day the baselines' demo data and pages live on: 10:00 in China on a Monday. */
export const PINNED_DAY = Date.parse('2026-06-15T10:00:00+08:00');
/** The baselines' server clock: PINNED_DAY, standing still (the seed's times are then the same on every machine). */
export const pinnedClock: Clock = { now: () => new Date(PINNED_DAY) };

export const BASELINE_DIR = resolve('tests', 'e2e', 'baselines');
const REVIEW_DIR = resolve('.tmp', 'visual');
/**
 * pixelmatch's per-pixel colour distance (0–1) under which two pixels count as the same. Near zero: the same Chromium
 * and font draw the same pixels, and a skeleton's #eee on white, or a figure turned from red to black, must show
 * (pixelmatch's default 0.1 let both pass). Anti-aliased pixels are told apart by pixelmatch itself.
 */
const PIXEL_THRESHOLD = 0.01;
/** How many pixels may differ beyond that: a stray pixel of anti-aliasing, never a word (a character is ≈ 100). */
export const MAX_DIFF_PIXELS = 50;

/** `npm run baselines` writes them; CI never does (a missing baseline fails there). */
export const UPDATING = process.env.UPDATE_BASELINES === '1' && !process.env.CI;
/** The Chromium the baselines were drawn by: another one may draw text a little differently. */
const BROWSER_FILE = join(BASELINE_DIR, 'chromium-version.txt');

/**
 * Notes the browser this run draws with: updating, as the baselines'; else, what to say beside a difference when it
 * is not theirs (null when it is).
 */
export function browserNote(version: string): string | null {
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(BROWSER_FILE, `${version}\n`);
    return null;
  }
  const theirs = existsSync(BROWSER_FILE) ? readFileSync(BROWSER_FILE, 'utf8').trim() : 'unknown';
  return theirs === version ? null : `the baselines were drawn by Chromium ${theirs}, this run by ${version}`;
}

/**
 * The viewport as the investor sees it, once two screenshots in a row are the same (at most 20 tries); `hide`: a
 * selector of what passes by itself (a toast) and is left out.
 */
export async function settledScreenshot(page: Page, hide?: string): Promise<Buffer> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const style = hide ? `${hide} { visibility: hidden !important; }` : undefined;
  let last: Buffer | null = null;
  for (let i = 0; i < 20; i++) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', style });
    if (last && shot.equals(last)) return shot;
    last = shot;
    await page.waitForTimeout(150);
  }
  throw new Error('the screen did not settle: twenty screenshots in a row differed');
}

/**
 * Compares a screenshot with its baseline `name`.png; returns what is wrong (null when within tolerance). Updating,
 * writes it instead.
 */
export function compareWithBaseline(name: string, shot: Buffer, note: string | null = null): string | null {
  const file = join(BASELINE_DIR, `${name}.png`);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    // Unchanged within tolerance: the file stays as it is, so an update touches only what moved.
    if (existsSync(file) && difference(readFileSync(file), shot).pixels <= MAX_DIFF_PIXELS) return null;
    writeFileSync(file, shot);
    return null;
  }
  if (!existsSync(file)) return `no baseline ${file}: run \`npm run baselines\`, look at it, and commit it`;
  const { pixels, diff } = difference(readFileSync(file), shot);
  if (pixels <= MAX_DIFF_PIXELS) return null;
  mkdirSync(REVIEW_DIR, { recursive: true });
  writeFileSync(join(REVIEW_DIR, `${name}.actual.png`), shot);
  if (diff) writeFileSync(join(REVIEW_DIR, `${name}.diff.png`), diff);
  return (
    `${name}: ${pixels} pixels differ from ${file} (at most ${MAX_DIFF_PIXELS}); ` +
    `see .tmp/visual/${name}.actual.png and .diff.png. If the change is meant, run \`npm run baselines\`` +
    (note ? ` (${note})` : '')
  );
}

/** How many pixels differ, and a picture of where (none when the sizes differ: then all do). */
function difference(expected: Buffer, actual: Buffer): { pixels: number; diff: Buffer | null } {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) return { pixels: a.width * a.height, diff: null };
  const out = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: PIXEL_THRESHOLD });
  return { pixels, diff: PNG.sync.write(out) };
}
