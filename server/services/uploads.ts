import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Code } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import { DEFAULT_DATA_DIR } from '../db';
import type { Db, Queryable } from '../db/types';
import type { CleanImage } from './images';
import { hitRateLimit } from './rateLimit';

/**
 * Uploaded pictures (CRS proofs, avatars): the files go to UPLOAD_DIR and only what they are goes to the database,
 * so a large upload never waits in, or holds up, the database's queue. Each user's uploads are capped in the
 * database, so the caps hold across instances: UPLOAD_CAPS.running at a time, UPLOAD_CAPS.perHour an hour, and
 * UPLOAD_CAPS.quotaBytes of stored CRS images (the avatar is one file, replaced).
 */
export const UPLOAD_CAPS = { running: 2, perHour: 20, quotaBytes: 60 * 1024 * 1024 };
/** An upload row older than this no longer counts as running (its instance stopped before it finished). */
export const UPLOAD_STALE_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

export const uploadText = {
  running: '图片正在上传，请等待上传完成后再试',
  tooMany: '上传过于频繁，请稍后再试',
  quota: '上传的图片已达存储上限，请联系客服',
};

export type UploadKind = 'crs' | 'avatar';
const KEY_PATTERN = /^(crs|avatar)\/[0-9a-f-]{36}\.(jpg|png)$/;

/**
 * UPLOAD_DIR, or the PGlite folder's name with `-uploads`, beside it (`.data/pglite-uploads` by default). Instances
 * that share a database must share this folder too (docs/deployment.md).
 */
export function uploadDir(): string {
  const configured = process.env.UPLOAD_DIR?.trim();
  if (configured) return path.resolve(configured);
  const dataDir = process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  if (dataDir.startsWith('memory://')) return path.join(os.tmpdir(), 'trust-h5-uploads');
  return `${path.resolve(dataDir)}-uploads`;
}

/** Where a storage key lives; keys are made here, so anything else (a changed row) names no file. */
function fileOf(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return path.join(uploadDir(), key);
}

/**
 * Writes a cleaned picture under a new generated name and answers its storage key. The name is recorded first
 * (`stored_files`, the files without an owner), so a file whose owner is never recorded is found and removed later
 * (`sweepOrphanUploads`); the transaction that records its owner calls `settleUploads`.
 */
export async function storeUpload(db: Queryable, clock: Clock, kind: UploadKind, image: CleanImage): Promise<string> {
  const key = `${kind}/${randomUUID()}.${image.type === 'image/png' ? 'png' : 'jpg'}`;
  await db.query('INSERT INTO stored_files (storage_key, created_at) VALUES ($1, $2)', [key, clock.now()]);
  const file = fileOf(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, image.data, { flag: 'wx', mode: 0o600 });
  return key;
}

export const readUpload = (key: string): Promise<Buffer> => readFile(fileOf(key));

export async function removeUploads(keys: Array<string | null>): Promise<void> {
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => rm(fileOf(k), { force: true })));
}

/**
 * In the transaction that records their owner (a CRS image row, the user's avatar): `owned` files leave
 * `stored_files`, and `released` ones (the avatar just replaced, removed after the commit) enter it, so a removal
 * that never happens is swept too. One statement.
 */
export async function settleUploads(
  tx: Queryable,
  clock: Clock,
  owned: readonly string[],
  released: readonly string[] = [],
): Promise<void> {
  await tx.query(
    `WITH owned AS (DELETE FROM stored_files WHERE storage_key = ANY($1::text[]))
     INSERT INTO stored_files (storage_key, created_at) SELECT k, $3 FROM unnest($2::text[]) AS k
     ON CONFLICT (storage_key) DO NOTHING`,
    [owned, released, clock.now()],
  );
}

/**
 * A file this long without an owner is left over: its instance stopped between writing it and recording its owner,
 * or after replacing an avatar and before removing the old file. A younger one may be an upload still recording its
 * owner (the same age as a stale upload run).
 */
export const ORPHAN_UPLOAD_AGE_MS = UPLOAD_STALE_MS;

/**
 * Removes the left-over files (the housekeeping job, services/housekeeping.ts): those in `stored_files` for more than
 * ORPHAN_UPLOAD_AGE_MS, with their records. A file a CRS image or an avatar names is kept whatever its record says:
 * removing a customer's file is not undone. Answers how many records went.
 */
export async function sweepOrphanUploads(db: Queryable, clock: Clock): Promise<number> {
  const { rows } = await db.query<{ key: string }>(
    `DELETE FROM stored_files f WHERE created_at < $1
       AND NOT EXISTS (SELECT 1 FROM crs_images WHERE storage_key = f.storage_key)
       AND NOT EXISTS (SELECT 1 FROM users WHERE profile_photo_key = f.storage_key)
     RETURNING storage_key AS key`,
    [new Date(clock.now().getTime() - ORPHAN_UPLOAD_AGE_MS)],
  );
  await removeUploads(rows.map((row) => row.key));
  return rows.length;
}

/**
 * Runs one upload of `userId` under the caps: refused (04040008) when the user already has UPLOAD_CAPS.running
 * uploads in progress or started UPLOAD_CAPS.perHour this hour. The user's row is locked while counting, so
 * uploads started at the same moment, on any instance, are counted one after the other. Every request is counted
 * before its files are read, a repeat of a submission too (its Idempotency-Key): a key shared by uploads of other
 * files must not open a way past the caps, and a client's one retry of an upload in progress fits beside it. The
 * repeat then gets the first answer, or is refused for other files (services/submissions).
 */
export async function withUploadSlot<T>(db: Db, clock: Clock, userId: number, upload: () => Promise<T>): Promise<T> {
  const now = clock.now();
  const run = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query('DELETE FROM upload_runs WHERE user_id = $1 AND started_at < $2', [
      userId,
      new Date(now.getTime() - UPLOAD_STALE_MS),
    ]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_runs WHERE user_id = $1', [
      userId,
    ]);
    if (rows[0]!.n >= UPLOAD_CAPS.running) throw new BusinessError(Code.rateLimited, uploadText.running);
    if (!(await hitRateLimit(tx, clock, `upload:user:${userId}`, HOUR_MS, UPLOAD_CAPS.perHour))) {
      throw new BusinessError(Code.rateLimited, uploadText.tooMany);
    }
    const r = await tx.query<{ id: number }>(
      'INSERT INTO upload_runs (user_id, started_at) VALUES ($1, $2) RETURNING id',
      [userId, now],
    );
    return r.rows[0]!.id;
  });
  try {
    return await upload();
  } finally {
    await db.query('DELETE FROM upload_runs WHERE id = $1', [run]);
  }
}

/**
 * Refuses (04040010) CRS images that would take the user's stored ones past UPLOAD_CAPS.quotaBytes; run it in the
 * transaction that stores them.
 */
export async function checkUploadQuota(tx: Queryable, userId: number, addedBytes: number): Promise<void> {
  // Two uploads finishing together are counted one after the other.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await tx.query<{ used: number }>(
    'SELECT coalesce(sum(size_bytes), 0)::int AS used FROM crs_images WHERE user_id = $1',
    [userId],
  );
  if (rows[0]!.used + addedBytes > UPLOAD_CAPS.quotaBytes)
    throw new BusinessError(Code.quotaExhausted, uploadText.quota);
}

/**
 * The avatar as queryCustomerInfo answers it (base64 without prefix): its file, or the base64 stored before
 * migration 014. A file gone missing reads as no avatar (the screens show the default one).
 */
export async function profilePhotoBase64(user: { profile_photo: string; profile_photo_key: string | null }) {
  if (!user.profile_photo_key) return user.profile_photo;
  try {
    return (await readUpload(user.profile_photo_key)).toString('base64');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return '';
    throw error;
  }
}
