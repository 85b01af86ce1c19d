/**
 * The CRS declaration calls of issue 7/11: selectCrs, crsCommit and updateCrs. Type 0 as the flag alone, the full
 * form of types 1 and 2 with every rule across fields (the contract's crsFormError, the form's own), countries from
 * the dictionary, a new row per declaration with audit status 1, bad input (a clear 04040001, never 99999999), no
 * session (06060010), the verification gate (04040009), and one investor's declaration never reaching another.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, crsText, type CrsForm } from '../../src/contract';
import { PHONES, startServer, type AnyEnvelope, type Harness } from './harness';

type Who = 'verified' | 'unverified' | 'senior';
let h: Harness;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  h = await startServer();
  for (const who of ['verified', 'unverified', 'senior'] as const) tokens[who] = (await h.login(PHONES[who])).xtoken;
});
afterAll(() => h.close());
beforeEach(() => h.db.query('DELETE FROM crs_declarations'));

const send = (form: unknown, as: Who = 'verified', key: 'crsCommit' | 'updateCrs' = 'crsCommit') =>
  h.call(key, form, tokens[as]);
const refusal = (msg: string) => ({ code: Code.ok, result: { statusCode: Code.invalidInput, msg, data: null } });
const declarations = async (who: Who = 'verified') =>
  (
    await h.db.query<{ flag: string; form: CrsForm; sent_by: string; audit_status: string }>(
      `SELECT flag, form, sent_by, audit_status FROM crs_declarations
       WHERE user_id = (SELECT id FROM users WHERE phone = $1) ORDER BY id`,
      [PHONES[who]],
    )
  ).rows;

/** A complete declaration of a non-resident (type 1) with a US tax number. */
const nonResident: CrsForm = {
  p_oricustflag: '1',
  p_englastname: 'Zhang',
  p_engname: 'Mingyuan',
  p_birthdate: '1981-05-20',
  jzsfzw: '北京市',
  p_currentadrfixcn: '北京市',
  p_currentaddr: '西城区金融大街1号',
  jjgjyw: 'CHN',
  jjsfyw: 'Beijing',
  p_engcurrentaddr: 'Beijing',
  p_engregaddr: 'No.1/Jinrong_Street',
  p_bornnation: '中国',
  p_engbornnation: 'CHN',
  cssfzw: '浙江省',
  cscszw: '杭州市',
  cssfyw: 'Zhejiang',
  cscsyw: 'Hangzhou',
  csdzyw: 'No.8/Jiefang_Road',
  p_tax: [{ p_taxnation: 'USA', p_taxnationText: '美国', p_taxno: '123-45-6789' }],
  reansonforexe: '',
  p_taxexplain: '',
};
/** Both a Chinese and a foreign tax resident (type 2). */
const both: CrsForm = {
  ...nonResident,
  p_oricustflag: '2',
  p_tax: [
    { p_taxnation: 'CHN', p_taxnationText: '中国', p_taxno: '110101198105200011' },
    { p_taxnation: 'SGP', p_taxnationText: '新加坡', p_taxno: 'S1234567D' },
  ],
};

describe('declaring', () => {
  it('keeps type 0 as the flag alone, under review', async () => {
    expect((await h.call('selectCrs', {}, tokens.verified)).result.data).toEqual({
      oricustflag: '',
      crsauditstatus: '',
    });
    const env = await send({ ...nonResident, p_oricustflag: '0' });
    expect(env).toMatchObject({ code: Code.ok, result: { statusCode: Code.ok, msg: crsText.saved } });
    expect(await declarations()).toEqual([
      { flag: '0', form: { p_oricustflag: '0' }, sent_by: 'crsCommit', audit_status: '1' },
    ]);
    expect((await h.call('selectCrs', {}, tokens.verified)).result.data).toEqual({
      oricustflag: '0',
      crsauditstatus: '1',
    });
  });

  it('keeps a full declaration of either type as sent, and every later one as a new row', async () => {
    expect((await send(nonResident)).result.statusCode).toBe(Code.ok);
    expect((await send(both, 'verified', 'updateCrs')).result.statusCode).toBe(Code.ok);
    const rows = await declarations();
    expect(rows.map((r) => [r.flag, r.sent_by])).toEqual([
      ['1', 'crsCommit'],
      ['2', 'updateCrs'],
    ]);
    expect(rows[0]!.form).toEqual(nonResident);
    expect((await h.call('selectCrs', {}, tokens.verified)).result.data).toEqual({
      oricustflag: '2',
      crsauditstatus: '1',
    });
  });

  it('accepts a missing tax number with exemption A, or B with its reason', async () => {
    const noNumber = { ...nonResident, p_tax: [{ p_taxnation: 'USA', p_taxnationText: '美国', p_taxno: '' }] };
    expect((await send({ ...noNumber, reansonforexe: 'A' })).result.statusCode).toBe(Code.ok);
    expect(
      (await send({ ...noNumber, reansonforexe: 'B', p_taxexplain: '尚未取得纳税人识别号' })).result.statusCode,
    ).toBe(Code.ok);
  });
});

describe('the rules across fields', () => {
  const cases: Array<[string, CrsForm, string]> = [
    ['no English surname', { ...nonResident, p_englastname: '' }, crsText.englishName],
    ['no birth date', { ...nonResident, p_birthdate: '' }, crsText.birthDate],
    ['a birth date before 1901', { ...nonResident, p_birthdate: '1900-12-31' }, crsText.birthDate],
    ['a birth date after today', { ...nonResident, p_birthdate: '2999-01-01' }, crsText.birthDate],
    ['a day that does not exist', { ...nonResident, p_birthdate: '1981-02-30' }, crsText.birthDate],
    ['no residence city in Chinese', { ...nonResident, p_currentadrfixcn: '' }, crsText.residenceChinese],
    ['no birth province in Chinese', { ...nonResident, cssfzw: '' }, crsText.birthChinese],
    ['no English residence detail', { ...nonResident, p_engregaddr: '' }, crsText.residenceEnglish],
    ['no English birth country', { ...nonResident, p_engbornnation: '' }, crsText.birthEnglish],
    ['no tax row', { ...nonResident, p_tax: [] }, crsText.taxRequired],
    [
      'no tax number and no exemption',
      { ...nonResident, p_tax: [{ p_taxnation: 'USA', p_taxnationText: '美国', p_taxno: '' }] },
      crsText.exemptionRequired,
    ],
    [
      'exemption B without its reason',
      {
        ...nonResident,
        p_tax: [{ p_taxnation: 'USA', p_taxnationText: '美国', p_taxno: '' }],
        reansonforexe: 'B',
      },
      crsText.reasonRequired,
    ],
    [
      'a non-resident listing China',
      { ...nonResident, p_tax: [{ p_taxnation: 'CHN', p_taxnationText: '中国', p_taxno: '110101198105200011' }] },
      crsText.nonResidentChina,
    ],
    ['both, with one row', { ...both, p_tax: both.p_tax!.slice(1) }, crsText.bothNeedChina],
    [
      'both, without China',
      { ...both, p_tax: [both.p_tax![1]!, { p_taxnation: 'USA', p_taxnationText: '美国', p_taxno: '1' }] },
      crsText.bothNeedChina,
    ],
    ['both, China twice', { ...both, p_tax: [both.p_tax![0]!, both.p_tax![0]!] }, crsText.bothNeedChina],
  ];
  it.each(cases)('refuses %s, and keeps nothing', async (_, form, msg) => {
    expect(await send(form)).toEqual(refusal(msg));
    expect(await declarations()).toEqual([]);
  });

  it('refuses a country the dictionary does not have', async () => {
    expect(await send({ ...nonResident, jjgjyw: 'XXX' })).toEqual(refusal('所选国家或地区有误，请重新选择'));
    expect(await declarations()).toEqual([]);
  });

  it('refuses a field against its own rule: no residency type, English with other characters, a long address', async () => {
    for (const bad of [
      { ...nonResident, p_oricustflag: '' },
      { ...nonResident, p_engname: 'Ming yuan' },
      { ...nonResident, p_engregaddr: 'A'.repeat(101) },
    ]) {
      const env: AnyEnvelope = await send(bad);
      expect(env.code).toBe(Code.ok);
      expect(env.result.statusCode).toBe(Code.invalidInput);
      expect(env.result.msg).not.toBe('');
    }
    expect((await send({ ...nonResident, p_oricustflag: '' })).result.msg).toBe(crsText.residencyRequired);
    expect(await declarations()).toEqual([]);
  });
});

describe('who may', () => {
  it('answers 06060010 without a session', async () => {
    for (const key of ['selectCrs', 'crsCommit', 'updateCrs'] as const) {
      expect((await h.call(key, { p_oricustflag: '0' })).code, key).toBe(Code.sessionExpired);
    }
  });

  it('keeps the unverified out (04040009)', async () => {
    expect(await send({ p_oricustflag: '0' }, 'unverified')).toMatchObject({
      result: { statusCode: Code.notCertified, msg: '请先完成实名认证' },
    });
    expect(await declarations('unverified')).toEqual([]);
  });

  it('never shows one investor’s declaration to another', async () => {
    await send(nonResident);
    expect((await h.call('selectCrs', {}, tokens.senior)).result.data).toEqual({ oricustflag: '', crsauditstatus: '' });
    expect(await declarations('senior')).toEqual([]);
  });
});
