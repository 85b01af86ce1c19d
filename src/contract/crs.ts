/**
 * The CRS declaration's rules across fields (spec 2 §4 "Residency type", §5 "CRS save"), written once for the form's
 * chart and the server. Each field's own rule (English characters, lengths, the exemption's reason) is in the
 * request rules; these are the ones that look at several fields.
 *
 * Country fields carry the country dictionary's key (5084, ISO alpha-3: CHN for China); the tax row's
 * p_taxnationText is its caption.
 */
import { checkRequest } from './checkRequest.ts';
import type { CrsForm } from './invest.ts';
import { crsText } from './texts.ts';

/** CRS upload limits (spec 2 §5). */
export const CRS_MAX_IMAGES = 6;
export const CRS_MAX_IMAGE_BYTES = 5_242_880;
export const CRS_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
const CRS_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

export const CHINA = 'CHN';

/** The residency types (spec 2 §4 "Residency type"), worded as the standard CRS self-certification words them. */
export const CRS_RESIDENCY_TYPES = [
  { value: '0', label: '仅为中国税收居民' },
  { value: '1', label: '仅为非居民' },
  { value: '2', label: '既是中国税收居民又是其他国家（地区）税收居民' },
] as const;

/** Why a tax number is missing (spec 2 §5): A the country issues none, B the holder could not obtain one. */
export const CRS_EXEMPTIONS = [
  { value: 'A', label: 'A. 居民国（地区）不发放纳税人识别号' },
  { value: 'B', label: 'B. 账户持有人未能取得纳税人识别号' },
] as const;
/** Birth date picker range (spec 2 §5). */
export const CRS_BIRTH_MIN = '1901-01-01';
export const CRS_BIRTH_DEFAULT = '2000-01-01';

const given = (value: string | undefined) => (value ?? '').trim() !== '';
const allGiven = (...values: Array<string | undefined>) => values.every(given);

/** yyyy-mm-dd or yyyymmdd as yyyy-mm-dd; '' when it is not a date. */
function isoDate(value: string | undefined): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value ?? '');
  if (!match) return '';
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : '';
}

/**
 * A problem of a declaration and where it is: the form field to fix (its request name: `p_engname`, `jzsfzw`, …),
 * `p_tax` for the tax rows as a whole, `images` for the attachments.
 */
export interface CrsProblem {
  message: string;
  field: string;
}

/** The first of `fields` left empty (where a rule over several fields is shown), else the first. */
const firstEmpty = (form: CrsForm, fields: ReadonlyArray<keyof CrsForm>): string =>
  fields.find((field) => !given(form[field] as string | undefined)) ?? fields[0]!;

/**
 * What is sent of a declaration: type 0 is the flag alone (spec 2 §4); the exemption only while a tax row has no
 * number (typing the number makes it moot, the choice stays on screen should the number go again), and B's reason
 * only with B.
 */
export function crsFormSent(form: CrsForm): CrsForm {
  if (form.p_oricustflag === '0') return { p_oricustflag: '0' };
  const exempting = (form.p_tax ?? []).some((row) => !given(row.p_taxno));
  const reansonforexe = exempting ? (form.reansonforexe ?? '') : '';
  return { ...form, reansonforexe, p_taxexplain: reansonforexe === 'B' ? (form.p_taxexplain ?? '') : '' };
}

/**
 * The first thing to fix in a declaration as sent (`crsFormSent`), and where, or null. Type 0 (only a Chinese tax
 * resident) is the flag alone. Types 1 and 2 need the English name, a birth date from 1901-01-01 to today, the
 * residence and birthplace in Chinese (province, city) and in English (country, province, city, detail), and tax
 * rows: each with its country and a tax number or an exemption (A, or B with a reason); type 1 may not list China,
 * type 2 needs two or more rows with China exactly once.
 */
export function crsFormProblem(form: CrsForm, today: string): CrsProblem | null {
  const at = (message: string, field: string): CrsProblem => ({ message, field });
  if (!['0', '1', '2'].includes(form.p_oricustflag)) return at(crsText.residencyRequired, 'p_oricustflag');
  if (form.p_oricustflag === '0') return null;
  const english = ['p_englastname', 'p_engname'] as const;
  if (!allGiven(form.p_englastname, form.p_engname)) return at(crsText.englishName, firstEmpty(form, english));
  const birth = isoDate(form.p_birthdate);
  if (!birth || birth < CRS_BIRTH_MIN || birth > today) return at(crsText.birthDate, 'p_birthdate');
  const residenceCn = ['jzsfzw', 'p_currentadrfixcn'] as const;
  if (!allGiven(form.jzsfzw, form.p_currentadrfixcn))
    return at(crsText.residenceChinese, firstEmpty(form, residenceCn));
  const birthCn = ['cssfzw', 'cscszw'] as const;
  if (!allGiven(form.cssfzw, form.cscszw)) return at(crsText.birthChinese, firstEmpty(form, birthCn));
  const residenceEn = ['jjgjyw', 'jjsfyw', 'p_engcurrentaddr', 'p_engregaddr'] as const;
  if (!allGiven(...residenceEn.map((f) => form[f]))) return at(crsText.residenceEnglish, firstEmpty(form, residenceEn));
  const birthEn = ['p_engbornnation', 'cssfyw', 'cscsyw', 'csdzyw'] as const;
  if (!allGiven(...birthEn.map((f) => form[f]))) return at(crsText.birthEnglish, firstEmpty(form, birthEn));
  const rows = form.p_tax ?? [];
  if (rows.length === 0 || rows.some((row) => !given(row.p_taxnation))) return at(crsText.taxRequired, 'p_tax');
  if (rows.some((row) => !given(row.p_taxno))) {
    if (form.reansonforexe !== 'A' && form.reansonforexe !== 'B') return at(crsText.exemptionRequired, 'reansonforexe');
    if (form.reansonforexe === 'B' && !given(form.p_taxexplain)) return at(crsText.reasonRequired, 'p_taxexplain');
  }
  const chinaRows = rows.filter((row) => row.p_taxnation === CHINA).length;
  if (form.p_oricustflag === '1' && chinaRows > 0) return at(crsText.nonResidentChina, 'p_tax');
  if (form.p_oricustflag === '2' && (rows.length < 2 || chinaRows !== 1)) return at(crsText.bothNeedChina, 'p_tax');
  return null;
}

/** The message of `crsFormProblem`: what the server answers a declaration with. */
export const crsFormError = (form: CrsForm, today: string): string | null =>
  crsFormProblem(form, today)?.message ?? null;

/**
 * The first problem of a declaration before it is sent, as the form shows it and where: the rules across fields,
 * then each field's own rule (the request rules the server applies first), then the attachments (types 1 and 2
 * need one). It looks at what would be sent (`crsFormSent`).
 */
export function crsDeclarationProblem(form: CrsForm, today: string, imageCount: number): CrsProblem | null {
  const sent = crsFormSent(form);
  const across = crsFormProblem(sent, today);
  if (across) return across;
  if (sent.p_oricustflag === '0') return null;
  const fields = checkRequest('crsCommit', sent as unknown as Record<string, unknown>);
  if (!fields.ok) return { message: fields.message, field: fields.field };
  return imageCount > 0 ? null : { message: crsText.attachmentRequired, field: 'images' };
}

export const crsDeclarationError = (form: CrsForm, today: string, imageCount: number): string | null =>
  crsDeclarationProblem(form, today, imageCount)?.message ?? null;

/** What the image checks read of a chosen file. */
export interface ImageFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Why chosen images cannot be added to the `alreadyChosen` ones, or null (spec 2 §5: jpg, jpeg or png, each at most
 * 5 MB, at most 6 in all). A file passes by its type, or by its name's extension when the browser gives no type.
 */
export function crsImagesError(chosen: readonly ImageFacts[], alreadyChosen: number): string | null {
  if (alreadyChosen + chosen.length > CRS_MAX_IMAGES) return crsText.imageCount;
  for (const file of chosen) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const typed = file.type
      ? (CRS_IMAGE_TYPES as readonly string[]).includes(file.type)
      : CRS_IMAGE_EXTENSIONS.includes(extension);
    if (!typed) return crsText.imageType;
    if (file.size > CRS_MAX_IMAGE_BYTES) return crsText.imageSize;
  }
  return null;
}
