/**
 * Uploads under attack (issue 11/11 finding 5 and "Uploads"): the CRS proof images (multipart) and the avatar
 * (base64 in JSON). Files whose bytes are not the picture they claim, too large, too many, polyglots and
 * decompression bombs; the per-user caps (running at once, per hour, stored bytes), kept in the database; and the
 * bytes themselves never travelling through the database's one queue.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_PREFIX,
  CRS_MAX_IMAGE_BYTES,
  CRS_UPLOAD_PATH,
  Code,
  IDEMPOTENCY_HEADER,
  TOKEN_HEADER,
} from '../../../src/contract';
import { buildServer } from '../../../server/app';
import type { Db, Queryable } from '../../../server/db/types';
import { startHousekeeping } from '../../../server/services/housekeeping';
import { imageText } from '../../../server/services/images';
import { SUBMISSION_REUSED_MSG } from '../../../server/services/submissions';
import {
  ORPHAN_UPLOAD_AGE_MS,
  UPLOAD_CAPS,
  storeUpload,
  sweepOrphanUploads,
  uploadText,
} from '../../../server/services/uploads';
import { PHONES, startServer, type AnyEnvelope, type Harness } from '../harness';
import { bombPng, jpeg, multipart, png, pngOfSize, zipArchive, type FilePart } from '../uploadFixtures';

const UPLOAD_DIR = mkdtempSync(path.join(os.tmpdir(), 'trust-h5-upload-abuse-'));
process.env.UPLOAD_DIR = UPLOAD_DIR;

const UPLOAD_URL = `${API_PREFIX}${CRS_UPLOAD_PATH}`;
const TYPE_MSG = '图片支持格式为：jpg、jpeg、png';
const [PNG, JPEG] = await Promise.all([png(), jpeg()]);
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';

type Who = 'verified' | 'unverified' | 'senior';
let h: Harness;
const tokens = {} as Record<Who, string>;
const userIds = {} as Record<Who, number>;

beforeAll(async () => {
  h = await startServer({ housekeeping: false });
  for (const who of ['verified', 'unverified', 'senior'] as const) {
    const r = await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [PHONES[who]]);
    userIds[who] = r.rows[0]!.id;
  }
});
afterAll(async () => {
  await h.close();
  rmSync(UPLOAD_DIR, { recursive: true, force: true });
});
// Counters, sessions and the clock back to the start for every test; the sessions with them.
beforeEach(async () => {
  await h.reset();
  for (const who of ['verified', 'unverified', 'senior'] as const) tokens[who] = (await h.login(PHONES[who])).xtoken;
});

const headers = (contentType: string, who: Who) => ({ 'content-type': contentType, [TOKEN_HEADER]: tokens[who] });

async function crsUpload(files: FilePart[], who: Who = 'verified', app = h.app): Promise<AnyEnvelope> {
  const { payload, contentType } = multipart(files);
  const res = await app.inject({ method: 'POST', url: UPLOAD_URL, payload, headers: headers(contentType, who) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const pngFile = (data: Buffer, name = 'proof.png'): FilePart => ({ name, type: 'image/png', data });
const jpegFile = (data: Buffer, name = 'proof.jpg'): FilePart => ({ name, type: 'image/jpeg', data });

const avatarUpload = (data: Buffer, who: Who = 'verified') =>
  h.call('saveProfilePhotoUpload', { headPortrait: data.toString('base64') }, tokens[who]);

const refused = (statusCode: string, msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode } });

/** The stored rows of CRS images by id, and the file each names. */
async function storedImages(ids: number[]) {
  const { rows } = await h.db.query<{ storage_key: string | null; data: Uint8Array | null; mime: string }>(
    'SELECT storage_key, data, mime FROM crs_images WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return rows.map((row) => ({ ...row, file: readFileSync(path.join(UPLOAD_DIR, row.storage_key!)) }));
}

const storedFileCount = () =>
  readdirSync(UPLOAD_DIR, { recursive: true }).filter((name) => /\.(png|jpg)$/.test(String(name))).length;

async function avatarFile(who: Who): Promise<Buffer> {
  const { rows } = await h.db.query<{ profile_photo_key: string }>(
    'SELECT profile_photo_key FROM users WHERE id = $1',
    [userIds[who]],
  );
  return readFileSync(path.join(UPLOAD_DIR, rows[0]!.profile_photo_key));
}

describe('what an upload is, by its bytes', () => {
  it('refuses wrong magic bytes, and right magic bytes in front of something that is not that picture', async () => {
    const cases = [
      Buffer.from(HTML),
      Buffer.concat([PNG.subarray(0, 8), Buffer.from(HTML)]),
      Buffer.concat([JPEG.subarray(0, 4), Buffer.from(HTML)]),
      PNG.subarray(0, PNG.length - 40), // a cut-off picture
    ];
    for (const data of cases) {
      expect(await crsUpload([pngFile(data)])).toEqual(refused(Code.invalidInput, TYPE_MSG));
      expect(await avatarUpload(data)).toEqual(refused(Code.invalidInput, '文件类型错误'));
    }
    expect(storedFileCount()).toBe(0);
  });

  it('refuses more than 5 MB per CRS image, more than 2 MB of avatar and more than 6 CRS images', async () => {
    expect(await crsUpload([pngFile(pngOfSize(PNG, CRS_MAX_IMAGE_BYTES + 1))])).toEqual(
      refused(Code.invalidInput, '图片不大于5M'),
    );
    expect(await avatarUpload(pngOfSize(PNG, 2 * 1024 * 1024 + 1))).toEqual(refused(Code.invalidInput, '图片不大于2M'));
    const seven = Array.from({ length: 7 }, (_, i) => pngFile(PNG, `p${i}.png`));
    expect(await crsUpload(seven)).toEqual(refused(Code.invalidInput, '最多上传6张'));
    expect(storedFileCount()).toBe(0);
  });

  it('refuses decompression bombs (huge pixel dimensions in a small file) before decoding them', async () => {
    for (const [width, height] of [
      [30_000, 30_000],
      [10_000, 10_000],
    ] as const) {
      const bomb = bombPng(width, height);
      expect(bomb.length).toBeLessThan(200_000);
      expect(await crsUpload([pngFile(bomb)])).toEqual(refused(Code.invalidInput, imageText.tooManyPixels));
    }
    expect(await avatarUpload(bombPng(10_000, 10_000))).toEqual(refused(Code.invalidInput, imageText.tooManyPixels));
    expect(storedFileCount()).toBe(0);
  });

  it('never stores a polyglot: a JPEG + ZIP or PNG + HTML is kept as its re-encoded pixels only', async () => {
    const jpegZip = Buffer.concat([JPEG, zipArchive('payload.html', HTML)]);
    const pngHtml = Buffer.concat([PNG, Buffer.from(HTML)]);
    const env = await crsUpload([jpegFile(jpegZip), pngFile(pngHtml)]);
    expect(env.result.statusCode).toBe(Code.ok);
    const stored = await storedImages(env.result.data.ids);
    expect(stored.map((s) => s.mime)).toEqual(['image/jpeg', 'image/png']);
    expect((await avatarUpload(pngHtml)).result.statusCode).toBe(Code.ok);
    for (const file of [...stored.map((s) => s.file), await avatarFile('verified')]) {
      const text = file.toString('latin1');
      expect(text).not.toContain('PK\x03\x04');
      expect(text).not.toMatch(/<html|<script/i);
      expect(await sharp(file).metadata()).toMatchObject({ width: 32, height: 24 });
    }
    const answered = Buffer.from(
      (await h.call('queryCustomerInfo', {}, tokens.verified)).result.data.profilePhoto,
      'base64',
    );
    expect(answered.toString('latin1')).not.toMatch(/<script/i);
  });

  it('never keeps the client’s file name: files get generated names, rows no name at all', async () => {
    const name = '张三-护照-310101199001011234.png';
    const env = await crsUpload([pngFile(PNG, name)]);
    expect(env.result.statusCode).toBe(Code.ok);
    const { rows } = await h.db.query('SELECT * FROM crs_images WHERE id = $1', [env.result.data.ids[0]]);
    expect(rows[0]!.storage_key).toMatch(/^crs\/[0-9a-f-]{36}\.png$/);
    expect(JSON.stringify(rows[0])).not.toContain('310101199001011234');
    expect(readdirSync(UPLOAD_DIR, { recursive: true }).join('\n')).not.toContain('310101199001011234');
  });
});

describe('per-user caps, kept in the database', () => {
  it(`refuses a third upload while ${UPLOAD_CAPS.running} of the same user are still running`, async () => {
    const running = async () =>
      (
        await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM upload_runs WHERE user_id = $1', [
          userIds.senior,
        ])
      ).rows[0]!.n;
    /** An upload whose body has started but not finished arriving. */
    const held = () => {
      const { payload, contentType } = multipart([pngFile(PNG)]);
      const body = new PassThrough();
      const answer = h.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        payload: body,
        headers: headers(contentType, 'senior'),
      });
      body.write(payload.subarray(0, 64));
      return { answer, finish: () => body.end(payload.subarray(64)) };
    };
    const uploads = Array.from({ length: UPLOAD_CAPS.running }, held);
    await vi.waitFor(async () => expect(await running()).toBe(UPLOAD_CAPS.running));
    expect(await crsUpload([pngFile(PNG)], 'senior')).toEqual(refused(Code.rateLimited, uploadText.running));
    // Another user is not held up by them.
    expect((await crsUpload([pngFile(PNG)], 'unverified')).result.statusCode).toBe(Code.ok);
    for (const upload of uploads) upload.finish();
    for (const upload of uploads) expect((await upload.answer).json().result.statusCode).toBe(Code.ok);
    expect(await running()).toBe(0);
    expect((await crsUpload([pngFile(PNG)], 'senior')).result.statusCode).toBe(Code.ok);
  });

  it('a key shared by uploads of other files opens no way past the caps: one submission stored, the rest refused', async () => {
    const key = 'upload-key-shared-by-many';
    const send = (files: FilePart[], body?: PassThrough) => {
      const { payload, contentType } = multipart(files);
      const answer = h.app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        payload: body ?? payload,
        headers: { ...headers(contentType, 'senior'), [IDEMPOTENCY_HEADER]: key },
      });
      return { payload, answer: answer.then((res) => res.json() as AnyEnvelope) };
    };
    const images = async () =>
      (
        await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM crs_images WHERE user_id = $1', [
          userIds.senior,
        ])
      ).rows[0]!.n;
    const before = await images();
    // The first upload under the key, its body still arriving, and thirty uploads of other files under the same key.
    const body = new PassThrough();
    const first = send([pngFile(PNG)], body);
    body.write(first.payload.subarray(0, 64));
    await vi.waitFor(async () => {
      const r = await h.db.query('SELECT 1 FROM upload_runs WHERE user_id = $1', [userIds.senior]);
      expect(r.rows).toHaveLength(1);
    });
    const others = Array.from({ length: 30 }, (_, i) => send([pngFile(pngOfSize(PNG, PNG.length + 64 + i))]).answer);
    const answered = await Promise.all(others);
    body.end(first.payload.subarray(64));
    const all = [await first.answer, ...answered];
    // One submission ran; every other request was counted before its files were read and refused.
    expect(all.filter((a) => a.result.statusCode === Code.ok)).toHaveLength(1);
    for (const answer of all.filter((a) => a.result.statusCode !== Code.ok)) {
      expect([uploadText.running, uploadText.tooMany, SUBMISSION_REUSED_MSG]).toContain(answer.result.msg);
    }
    expect(await images()).toBe(before + 1);
  });

  it(`refuses more than ${UPLOAD_CAPS.perHour} uploads of one user an hour`, async () => {
    for (let i = 0; i < UPLOAD_CAPS.perHour; i++) {
      expect((await crsUpload([pngFile(PNG)], 'unverified')).result.statusCode, `upload ${i + 1}`).toBe(Code.ok);
    }
    expect(await crsUpload([pngFile(PNG)], 'unverified')).toEqual(refused(Code.rateLimited, uploadText.tooMany));
    expect(await crsUpload([pngFile(PNG)], 'senior')).toMatchObject({ result: { statusCode: Code.ok } });
    await h.advanceClock(60 * 60_000 + 1000);
    tokens.unverified = (await h.login(PHONES.unverified)).xtoken;
    expect((await crsUpload([pngFile(PNG)], 'unverified')).result.statusCode).toBe(Code.ok);
  });

  it(`refuses CRS images beyond ${UPLOAD_CAPS.quotaBytes} stored bytes per user, storing no file`, async () => {
    const filler = await h.db.query<{ id: number }>(
      `INSERT INTO crs_images (user_id, storage_key, mime, size_bytes, width, height, created_at)
       VALUES ($1, 'crs/' || gen_random_uuid() || '.png', 'image/png', $2, 1, 1, now()) RETURNING id`,
      [userIds.senior, UPLOAD_CAPS.quotaBytes - 10],
    );
    const files = storedFileCount();
    expect(await crsUpload([pngFile(PNG)], 'senior')).toEqual(refused(Code.quotaExhausted, uploadText.quota));
    expect(storedFileCount()).toBe(files);
    await h.db.query('DELETE FROM crs_images WHERE id = $1', [filler.rows[0]!.id]);
    expect((await crsUpload([pngFile(PNG)], 'senior')).result.statusCode).toBe(Code.ok);
  });
});

describe('the bytes stay out of the database queue', () => {
  /** The database as the server sees it, noting the largest parameter of every statement. */
  function measured(db: Db, largest: number[]): Db {
    const size = (value: unknown) =>
      typeof value === 'string' ? value.length : value instanceof Uint8Array ? value.byteLength : 0;
    const wrap = (q: Queryable): Queryable => ({
      query: (sql, params) => {
        largest.push(Math.max(0, ...(params ?? []).map(size)));
        return q.query(sql, params);
      },
    });
    return {
      ...wrap(db),
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      exec: (sql) => db.exec(sql),
      close: () => db.close(),
      kind: db.kind,
    };
  }

  it('no statement carries a file: the rows hold a storage key, the bytes are on disk', async () => {
    const noise = (width: number, height: number) =>
      sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
    const [big, avatar] = await Promise.all([noise(1000, 1000), noise(700, 700)]);
    expect(big.length).toBeGreaterThan(2_500_000);
    const largest: number[] = [];
    const app = await buildServer({ db: measured(h.db, largest), housekeeping: false });
    try {
      const env = await crsUpload([pngFile(big), pngFile(big), pngFile(big)], 'verified', app);
      expect(env.result.statusCode).toBe(Code.ok);
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/saveProfilePhotoUpload`,
        payload: { requestData: { headPortrait: avatar.toString('base64') } },
        headers: { [TOKEN_HEADER]: tokens.verified },
      });
      expect(res.json().result.statusCode).toBe(Code.ok);
      expect(largest.length).toBeGreaterThan(5);
      expect(Math.max(...largest)).toBeLessThan(1000);
      const stored = await storedImages(env.result.data.ids);
      for (const image of stored) {
        expect(image.data).toBeNull();
        expect(await sharp(image.file).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1000 });
      }
      const { rows } = await h.db.query<{ profile_photo: string }>('SELECT profile_photo FROM users WHERE id = $1', [
        userIds.verified,
      ]);
      expect(rows[0]!.profile_photo).toBe('');
      expect((await sharp(await avatarFile('verified')).metadata()).width).toBe(640);
    } finally {
      await app.close();
    }
  });
});

describe('left-over files', () => {
  it('housekeeping removes the files this server wrote that no row names after a while, and nothing else', async () => {
    const at = (ms: number) => ({ now: () => new Date(ms) });
    const t = Date.now();
    // What the earlier tests stored is theirs (a reset leaves their records, not always their owners).
    await h.db.query('DELETE FROM stored_files');
    const image = { data: PNG, type: 'image/png' as const, width: 1, height: 1 };
    const env = await crsUpload([pngFile(PNG)]);
    expect(env.result.statusCode).toBe(Code.ok);
    const avatarKey = async () =>
      (
        await h.db.query<{ key: string }>('SELECT profile_photo_key AS key FROM users WHERE id = $1', [
          userIds.verified,
        ])
      ).rows[0]!.key;
    const records = async () =>
      (await h.db.query<{ key: string }>('SELECT storage_key AS key FROM stored_files')).rows.map((r) => r.key).sort();
    // Two avatars: the second replaces the first, whose file is removed after the commit and which has no owner now.
    expect((await avatarUpload(PNG)).result.statusCode).toBe(Code.ok);
    const replaced = await avatarKey();
    expect((await avatarUpload(PNG)).result.statusCode).toBe(Code.ok);
    const named = [(await storedImages(env.result.data.ids))[0]!.storage_key!, await avatarKey()];
    expect(await records()).toEqual([replaced]);
    // As if the instance had stopped before removing it.
    writeFileSync(path.join(UPLOAD_DIR, replaced), PNG);
    // Written by an instance that stopped before recording their owner: now, and just before the sweep.
    const leftOver = [await storeUpload(h.db, at(t), 'crs', image), await storeUpload(h.db, at(t), 'avatar', image)];
    const sweptAt = t + ORPHAN_UPLOAD_AGE_MS + 60_000;
    const recent = await storeUpload(h.db, at(sweptAt - 1000), 'crs', image);
    // In the folder but not written by this server (a shared folder): never touched.
    const foreign = `crs/${randomUUID()}.png`;
    writeFileSync(path.join(UPLOAD_DIR, foreign), PNG);
    const exists = (key: string) => existsSync(path.join(UPLOAD_DIR, key));

    expect(await sweepOrphanUploads(h.db, at(t))).toBe(0);
    // The housekeeping job sweeps: the two left over go, and the replaced avatar.
    const job = startHousekeeping({ db: h.db, clock: async () => at(sweptAt) });
    await job.idle();
    await job.stop();
    for (const key of [...leftOver, replaced]) expect(exists(key)).toBe(false);
    for (const key of [...named, recent, foreign]) expect(exists(key)).toBe(true);
    expect(await sweepOrphanUploads(h.db, at(sweptAt))).toBe(0);
    expect(await records()).toEqual([recent]);
  });
});
