/**
 * Personal information (spec 1 §2–§7): the nickname, the avatar and the contact form, behind routes/profile.ts.
 * Field rules (required, lengths, formats, the nickname's characters, 其他 needs a description) are the contract's
 * request rules and ran before. What is left needs the database: the picture's own bytes, and codes that must exist
 * in the areas and CRM dictionaries.
 */
import { AVATAR_MAX_BYTES, OTHER_OCCUPATION, avatarText, contactText, type ContactForm } from '../../src/contract';
import type { Clock } from '../core/clock';
import { SessionRequiredError } from '../core/errors';
import type { Db, Queryable } from '../db/types';
import { cleanImage, decodeBase64, imageText, sniffImageType } from './images';
import { removeUploads, settleUploads, storeUpload, withUploadSlot } from './uploads';
import { invalid } from './validation';

/** The longer side of a stored avatar, in pixels: the screens show it at most a few dozen pixels wide. */
const AVATAR_MAX_SIDE = 640;

/** The contact form's fields and their columns (spec 1 §3 "Customer info"). */
const CONTACT_COLUMNS = {
  certificateType: 'certificate_type',
  country: 'country',
  countryCode: 'country_code',
  sex: 'sex',
  postalCode: 'postal_code',
  provinceCode: 'province_code',
  provinceName: 'province_name',
  cityCode: 'city_code',
  cityName: 'city_name',
  zoneCode: 'zone_code',
  zoneName: 'zone_name',
  contactAddress: 'contact_address',
  faxAddress: 'fax_address',
  email: 'email',
  nation: 'nation',
  nationCode: 'nation_code',
  jobOccupation: 'job_occupation',
  jobOccupationCode: 'job_occupation_code',
  jobDescription: 'job_description',
} as const satisfies Record<keyof ContactForm, string>;

const CONTACT_FIELDS = Object.keys(CONTACT_COLUMNS) as Array<keyof ContactForm>;

/** The user's contact form; a user no longer on record has no session either. */
export async function contactOf(db: Queryable, user: number): Promise<ContactForm> {
  const select = CONTACT_FIELDS.map((field) => `${CONTACT_COLUMNS[field]} AS "${field}"`).join(', ');
  const { rows } = await db.query<ContactForm>(`SELECT ${select} FROM users WHERE id = $1`, [user]);
  if (!rows[0]) throw new SessionRequiredError();
  return rows[0];
}

async function areaName(db: Queryable, code: string, parent: string | null): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM areas WHERE code = $1 AND parent_code IS NOT DISTINCT FROM $2',
    [code, parent],
  );
  return rows[0]?.name ?? null;
}

async function hasChildren(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM areas WHERE parent_code = $1 LIMIT 1', [code]);
  return rows.length > 0;
}

/**
 * A region is nothing at all, or a province, one of its cities and, where the city has districts, one of them.
 * Names are the table's (the picker shows the same), whatever the request said.
 */
async function checkRegion(db: Queryable, form: ContactForm): Promise<Partial<ContactForm>> {
  const { provinceCode, cityCode, zoneCode } = form;
  if (!provinceCode && !cityCode && !zoneCode) return { provinceName: '', cityName: '', zoneName: '' };
  if (!provinceCode || !cityCode) invalid(contactText.regionIncomplete);
  const provinceName = (await areaName(db, provinceCode, null)) ?? invalid(contactText.regionInvalid);
  const cityName = (await areaName(db, cityCode, provinceCode)) ?? invalid(contactText.regionInvalid);
  if (!zoneCode) {
    if (await hasChildren(db, cityCode)) invalid(contactText.regionIncomplete);
    return { provinceName, cityName, zoneName: '' };
  }
  const zoneName = (await areaName(db, zoneCode, cityCode)) ?? invalid(contactText.regionInvalid);
  return { provinceName, cityName, zoneName };
}

/** A dictionary choice by its code (the picker's key_value); '' clears it. The caption is the table's. */
async function dictCaption(
  db: Queryable,
  where: { system: string; key: string },
  code: string,
  message: string,
): Promise<string> {
  if (!code) return '';
  const { rows } = await db.query<{ caption: string }>(
    'SELECT caption FROM crm_dicts WHERE system = $1 AND dict_key = $2 AND key_value = $3',
    [where.system, where.key, code],
  );
  return rows[0]?.caption ?? invalid(message);
}

export async function setNickname(db: Queryable, clock: Clock, user: number, nickName: string): Promise<void> {
  await db.query('UPDATE users SET nick_name = $2, updated_at = $3 WHERE id = $1', [user, nickName, clock.now()]);
}

/**
 * A new avatar from its base64 text: its bytes must be a picture of a known type within the size; it is re-encoded
 * (at most AVATAR_MAX_SIDE on its longer side) and written to disk under a new name, the row keeping only that name
 * (services/uploads.ts), and the one it replaces removed.
 */
export async function saveAvatar(db: Db, clock: Clock, user: number, base64: string): Promise<void> {
  // The request rules bounded the text and its alphabet; the bytes decide the rest.
  const data = decodeBase64(base64);
  if (!data || data.length === 0) invalid(avatarText.unreadable);
  if (data.length > AVATAR_MAX_BYTES) invalid(avatarText.tooLarge);
  if (!sniffImageType(data)) invalid(avatarText.invalid);
  await withUploadSlot(db, clock, user, async () => {
    const image = await cleanImage(data, AVATAR_MAX_SIDE);
    if (image === 'pixels') invalid(imageText.tooManyPixels);
    if (image === 'type') invalid(avatarText.invalid);
    const key = await storeUpload(db, clock, 'avatar', image);
    const replaced = await db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ profile_photo_key: string | null }>(
          'SELECT profile_photo_key FROM users WHERE id = $1 FOR UPDATE',
          [user],
        );
        await tx.query(`UPDATE users SET profile_photo = '', profile_photo_key = $2, updated_at = $3 WHERE id = $1`, [
          user,
          key,
          clock.now(),
        ]);
        const previous = rows[0]?.profile_photo_key ?? null;
        await settleUploads(tx, clock, [key], previous ? [previous] : []);
        return previous;
      })
      .catch(async (error: unknown) => {
        await removeUploads([key]);
        throw error;
      });
    await removeUploads([replaced]);
  });
}

/**
 * Fields left out keep their stored value; the result is checked as a whole. Codes decide and names follow:
 * the region, country, nation and occupation names are taken from the tables for the codes sent. The
 * certificate type belongs to the verification and is not changed here. An occupation other than 其他 clears
 * the description (spec 1 §4 "Contact form").
 */
export async function saveContact(db: Queryable, clock: Clock, user: number, changes: Partial<ContactForm>) {
  const stored = await contactOf(db, user);
  const form: ContactForm = { ...stored, ...changes, certificateType: stored.certificateType };

  const region = await checkRegion(db, form);
  const country = await dictCaption(
    db,
    { system: 'DATACNT', key: '5084' },
    form.countryCode,
    contactText.countryInvalid,
  );
  const nation = await dictCaption(db, { system: 'TA', key: '2099' }, form.nationCode, contactText.nationInvalid);
  const jobOccupation = await dictCaption(
    db,
    { system: 'TA', key: '1027' },
    form.jobOccupationCode,
    contactText.occupationInvalid,
  );
  const isOther = form.jobOccupationCode === OTHER_OCCUPATION.code;
  // The request rule asked for it when the name said 其他; the code is what counts here.
  if (isOther && !form.jobDescription) invalid(contactText.jobDescriptionRequired);
  const saved: ContactForm = {
    ...form,
    ...region,
    country,
    nation,
    jobOccupation,
    jobDescription: isOther ? form.jobDescription : '',
  };

  const fields = CONTACT_FIELDS.filter((field) => field !== 'certificateType');
  const sets = fields.map((field, i) => `${CONTACT_COLUMNS[field]} = $${i + 2}`);
  await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $${fields.length + 2} WHERE id = $1`, [
    user,
    ...fields.map((field) => saved[field]),
    clock.now(),
  ]);
}
