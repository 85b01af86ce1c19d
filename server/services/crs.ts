/**
 * The CRS tax-residency declaration of spec 2 (§4 "CRS audit status", "CRS commit", §5 "CRS save", §7): the status,
 * and a declaration sent by crsCommit or (jumpType 1) updateCrs, behind routes/crs.ts. The request rules have checked
 * each field; the rules across fields are the contract's `crsFormError`, the same the form applies; the countries must
 * be the dictionary's. A declaration is a new row with its audit status 1 (under review); none is changed or deleted
 * here.
 */
import { Code, contactText, crsFormError, crsText, type CrsForm } from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { chinaToday } from './clock';
import { cleanImage, imageText, type CleanImage } from './images';
import { checkUploadQuota, removeUploads, settleUploads, storeUpload } from './uploads';

/** Every country key a declaration names is one of the country dictionary's (5084). */
async function requireKnownCountries(db: Queryable, form: CrsForm): Promise<void> {
  const keys = [form.jjgjyw, form.p_engbornnation, ...(form.p_tax ?? []).map((row) => row.p_taxnation)]
    .map((key) => (key ?? '').trim())
    .filter((key) => key !== '');
  const unique = [...new Set(keys)];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM crm_dicts WHERE dict_key = '5084' AND system = 'DATACNT' AND key_value = ANY($1::text[])`,
    [unique],
  );
  if ((rows[0]?.n ?? 0) !== unique.length) throw new BusinessError(Code.invalidInput, contactText.countryInvalid);
}

/** The latest declaration's type and audit status; empty without one. */
export async function crsStatus(db: Queryable, userId: number) {
  const { rows } = await db.query<{ oricustflag: string; crsauditstatus: '1' | '2' | '3' }>(
    `SELECT flag AS oricustflag, audit_status AS crsauditstatus FROM crs_declarations
     WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? { oricustflag: '', crsauditstatus: '' as const };
}

/** Records a declaration for review; type 0 is the flag alone (spec 2 §4): nothing else sent is kept. */
export async function declareCrs(
  db: Queryable,
  clock: Clock,
  userId: number,
  sent: CrsForm,
  sentBy: 'crsCommit' | 'updateCrs',
): Promise<void> {
  const problem = crsFormError(sent, chinaToday(clock));
  if (problem) throw new BusinessError(Code.invalidInput, problem);
  const form: CrsForm = sent.p_oricustflag === '0' ? { p_oricustflag: '0' } : sent;
  if (form.p_oricustflag !== '0') await requireKnownCountries(db, form);
  await db.query(
    `INSERT INTO crs_declarations (user_id, flag, form, sent_by, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)`,
    [userId, form.p_oricustflag, JSON.stringify(form), sentBy, clock.now()],
  );
}

/** The longer side of a stored CRS image: a page photographed by a phone stays readable. */
const CRS_MAX_SIDE = 4096;

/** Re-encodes the images one after the other (services/images: cleanImage), all or nothing. */
async function cleanCrsImages(files: Buffer[]): Promise<CleanImage[]> {
  const cleaned: CleanImage[] = [];
  for (const file of files) {
    const image = await cleanImage(file, CRS_MAX_SIDE);
    if (image === 'pixels') throw new BusinessError(Code.invalidInput, imageText.tooManyPixels);
    if (image === 'type') throw new BusinessError(Code.invalidInput, crsText.imageType);
    cleaned.push(image);
  }
  return cleaned;
}

/**
 * Cleans, stores and records the images of one CRS upload, within the user's upload quota; answers their ids. The
 * files go to disk; the database sees only their storage keys and sizes (services/uploads.ts). The images belong to
 * the declaration they follow (spec 2 §4: data, then images).
 */
export async function saveCrsImages(db: Db, clock: Clock, userId: number, files: Buffer[]): Promise<number[]> {
  const images = await cleanCrsImages(files);
  const bytes = images.reduce((total, image) => total + image.data.length, 0);
  const keys = await Promise.all(images.map((image) => storeUpload(db, clock, 'crs', image)));
  try {
    return await db.transaction(async (tx) => {
      await checkUploadQuota(tx, userId, bytes);
      const saved: number[] = [];
      for (const [i, image] of images.entries()) {
        const r = await tx.query<{ id: number }>(
          `INSERT INTO crs_images (user_id, storage_key, mime, size_bytes, width, height, created_at, declaration_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT max(id) FROM crs_declarations WHERE user_id = $1))
             RETURNING id`,
          [userId, keys[i], image.type, image.data.length, image.width, image.height, clock.now()],
        );
        saved.push(r.rows[0]!.id);
      }
      await settleUploads(tx, clock, keys);
      return saved;
    });
  } catch (error) {
    await removeUploads(keys);
    throw error;
  }
}
