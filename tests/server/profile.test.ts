/**
 * The personal-information calls of issue 8: queryCustomerInfo, updateNickName, saveProfilePhotoUpload,
 * selectContact and modifyCustomerInfo. Success, bad input (a clear 04040001, never 99999999), no session
 * (06060010), the verification gate (04040009) and one user's change never reaching another user.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BASE64_LENGTH, AVATAR_MAX_BYTES, Code, type CallKey, type ContactForm } from '../../src/contract';
import { seedAccounts } from '../../server/seed/accounts';
import { systemClock } from '../../server/services/clock';
import { failure, seededServer, type DemoUser, type Seeded } from './catalogueFixture';
import { PHONES, type AnyEnvelope } from './harness';
import { jpeg, png, pngOfSize } from './uploadFixtures';

let s: Seeded;
const tokens = {} as Record<DemoUser, string>;

beforeAll(async () => {
  s = await seededServer();
  for (const who of ['verified', 'unverified', 'senior'] as const) tokens[who] = (await s.h.login(PHONES[who])).xtoken;
});
afterAll(() => s.close());
/** The demo accounts back to their seeded state (what the dev reset's reseed does), keeping the sessions. */
const reseed = () => seedAccounts(s.db, systemClock);
beforeEach(reseed);

/** The raw envelope, for requests the contract's types would not let a test write. */
const raw = (key: CallKey, requestData: unknown, as?: DemoUser): Promise<AnyEnvelope> =>
  s.h.call(key, requestData, as ? tokens[as] : undefined);

const refused = (msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode: Code.invalidInput } });
const notCertified = { code: Code.ok, result: { data: null, msg: '请先完成实名认证', statusCode: Code.notCertified } };

const [PNG, JPEG] = await Promise.all([png(), jpeg()]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
/** A valid PNG, `bytes` long in all. */
const pngOf = (bytes: number) => pngOfSize(PNG, bytes);
/** What a stored avatar is: its type by its first bytes and its size in pixels (it is re-encoded, not kept as sent). */
const pictureOf = async (base64: string) => {
  const { format, width, height } = await sharp(Buffer.from(base64, 'base64')).metadata();
  return { format, width, height };
};

const userRow = async (who: DemoUser) =>
  (
    await s.db.query<{ nick_name: string; profile_photo: string; province_code: string; updated_at: Date }>(
      'SELECT nick_name, profile_photo, province_code, updated_at FROM users WHERE id = $1',
      [s.users[who]],
    )
  ).rows[0]!;

describe('no session: every call of the personal area answers 06060010', () => {
  it.each([
    ['queryCustomerInfo', {}],
    ['updateNickName', { nickName: '小明' }],
    ['saveProfilePhotoUpload', { headPortrait: PNG.toString('base64') }],
    ['selectContact', {}],
    ['modifyCustomerInfo', { email: 'a@b.cn' }],
    ['findCustManager', {}],
    ['isUnReadMsg', {}],
    ['getPushMsg', {}],
    ['changeStatusBatch', { list: [] }],
    ['getMsgDetail', { id: 1, isMsg: 1, entityId: '' }],
    ['addOpinion', { opinion: '好', type: '1', source: '1' }],
  ] as const)('%s', async (key, requestData) => {
    const before = await userRow('verified');
    const env = await raw(key, requestData);
    expect(env).toMatchObject({ code: Code.sessionExpired, result: { statusCode: Code.sessionExpired, data: null } });
    expect(await userRow('verified')).toEqual(before);
  });
});

describe('queryCustomerInfo', () => {
  it('answers the session user’s own summary: masked phone, nickname, real name, status, the record’s age and birth date', async () => {
    const record = await s.db.query<{ birth: string }>(
      `SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth FROM users WHERE id = $1`,
      [s.users.verified],
    );
    expect(await s.call('queryCustomerInfo', {}, 'verified')).toEqual({
      profilePhoto: '',
      nickName: '明远',
      realName: '张明远',
      telephone: '138****0001',
      isCertified: 2,
      age: 45,
      birthDate: record.rows[0]!.birth,
    });
    expect(record.rows[0]!.birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // No birth date on record: no age (the 65+ rules then read the app's link, if any).
    expect(await s.call('queryCustomerInfo', {}, 'unverified')).toEqual({
      profilePhoto: '',
      nickName: '',
      realName: '',
      telephone: '138****0002',
      isCertified: 0,
      age: null,
      birthDate: null,
    });
  });
});

describe('updateNickName', () => {
  it('saves the nickname and answers the message the page shows', async () => {
    const env = await raw('updateNickName', { nickName: '  理财小能手2024  ' }, 'verified');
    expect(env.result).toEqual({ data: null, msg: '昵称修改成功', statusCode: Code.ok });
    expect((await s.call('queryCustomerInfo', {}, 'verified')).nickName).toBe('理财小能手2024');
  });

  it('refuses a missing, over-long, wrongly typed or non-Chinese/letter/digit nickname with the contract’s text', async () => {
    const before = await userRow('verified');
    const cases: Array<[unknown, string]> = [
      [{}, '请输入昵称'],
      [{ nickName: '' }, '请输入昵称'],
      [{ nickName: '   ' }, '请输入昵称'],
      [{ nickName: null }, '请输入昵称'],
      [{ nickName: '名'.repeat(31) }, '昵称不能超过30个字'],
      [{ nickName: '小明!' }, '只能输入汉字、数字、英文一种或多种的组合'],
      [{ nickName: '小 明' }, '只能输入汉字、数字、英文一种或多种的组合'],
      [{ nickName: '😀' }, '只能输入汉字、数字、英文一种或多种的组合'],
      [{ nickName: ['小明'] }, '只能输入汉字、数字、英文一种或多种的组合'],
      [{ nickName: { a: 1 } }, '只能输入汉字、数字、英文一种或多种的组合'],
    ];
    for (const [requestData, msg] of cases)
      expect(await raw('updateNickName', requestData, 'verified'), JSON.stringify(requestData)).toEqual(refused(msg));
    expect(await userRow('verified')).toEqual(before);
    // Exactly 30 passes.
    expect((await raw('updateNickName', { nickName: '名'.repeat(30) }, 'verified')).result.statusCode).toBe(Code.ok);
  });

  it('is for verified users only: an unverified user gets 04040009 and nothing changes', async () => {
    expect(await raw('updateNickName', { nickName: '小明' }, 'unverified')).toEqual(notCertified);
    expect((await userRow('unverified')).nick_name).toBe('');
  });

  it('changes only the caller’s own nickname', async () => {
    await s.call('updateNickName', { nickName: '秀英' }, 'senior');
    expect((await s.call('queryCustomerInfo', {}, 'verified')).nickName).toBe('明远');
    expect((await s.call('queryCustomerInfo', {}, 'senior')).nickName).toBe('秀英');
  });
});

describe('saveProfilePhotoUpload', () => {
  const upload = (headPortrait: unknown, as: DemoUser = 'verified') =>
    raw('saveProfilePhotoUpload', { headPortrait }, as);

  it('stores a PNG or a JPEG (base64 without prefix) and queryCustomerInfo answers it as profilePhoto', async () => {
    const photo = async () => pictureOf((await s.call('queryCustomerInfo', {}, 'verified')).profilePhoto);
    expect((await upload(PNG.toString('base64'))).result).toEqual({
      data: null,
      msg: '头像上传成功',
      statusCode: Code.ok,
    });
    expect(await photo()).toEqual({ format: 'png', width: 32, height: 24 });
    const jpegText = JPEG.toString('base64');
    expect((await upload(jpegText)).result.statusCode).toBe(Code.ok);
    expect(await photo()).toEqual({ format: 'jpeg', width: 32, height: 24 });
    // Unpadded base64 is read too.
    expect((await upload(PNG.toString('base64').replace(/=+$/, ''))).result.statusCode).toBe(Code.ok);
    expect(await photo()).toEqual({ format: 'png', width: 32, height: 24 });
  });

  it('judges the type by the bytes: a GIF, text or a PDF is 文件类型错误 whatever it is called', async () => {
    const before = await userRow('verified');
    for (const data of [GIF, Buffer.from('hello, not a picture'), Buffer.from('%PDF-1.4\n')])
      expect(await upload(data.toString('base64'))).toEqual(refused('文件类型错误'));
    expect(await userRow('verified')).toEqual(before);
  });

  it('refuses broken base64, a data: URL, a missing or wrongly typed picture with a clear 04040001', async () => {
    const before = await userRow('verified');
    const cases: Array<[unknown, string]> = [
      [undefined, '请选择图片'],
      ['', '请选择图片'],
      [null, '请选择图片'],
      [`data:image/png;base64,${PNG.toString('base64')}`, '图片数据有误，请重新选择'],
      ['iVBOR w0KGgo=', '图片数据有误，请重新选择'],
      ['a', '图片数据有误，请重新选择'],
      ['ab=c', '图片数据有误，请重新选择'],
      [{ base64: 'iVBOR' }, '图片数据有误，请重新选择'],
      [[PNG.toString('base64')], '图片数据有误，请重新选择'],
      // Digits are base64 characters too: they decode, but not to a picture.
      [12345678, '文件类型错误'],
    ];
    for (const [headPortrait, msg] of cases)
      expect(await upload(headPortrait), JSON.stringify(headPortrait)?.slice(0, 40)).toEqual(refused(msg));
    expect(await userRow('verified')).toEqual(before);
  });

  it(`accepts ${AVATAR_MAX_BYTES} bytes of picture and refuses one byte more, by its decoded size or its length`, async () => {
    expect((await upload(pngOf(AVATAR_MAX_BYTES).toString('base64'))).result.statusCode).toBe(Code.ok);
    const before = await userRow('verified');
    // One byte more still fits the text's length limit: the handler's decoded size refuses it.
    const over = pngOf(AVATAR_MAX_BYTES + 1).toString('base64');
    expect(over.length).toBeLessThanOrEqual(AVATAR_MAX_BASE64_LENGTH);
    expect(await upload(over)).toEqual(refused('图片不大于2M'));
    // Longer texts are refused by the request rule before any decoding.
    expect(await upload(pngOf(AVATAR_MAX_BYTES + 4).toString('base64'))).toEqual(refused('图片不大于2M'));
    expect(await userRow('verified')).toEqual(before);
  });

  it('a body beyond the server’s limit is still a 04040001 envelope, not an HTTP error', async () => {
    expect(await upload('A'.repeat(11 * 1024 * 1024))).toEqual(refused('请求内容过大'));
  });

  it('is for verified users only, and changes only the caller’s own picture', async () => {
    expect(await upload(PNG.toString('base64'), 'unverified')).toEqual(notCertified);
    expect((await userRow('unverified')).profile_photo).toBe('');
    await upload(JPEG.toString('base64'), 'senior');
    expect((await pictureOf((await s.call('queryCustomerInfo', {}, 'senior')).profilePhoto)).format).toBe('jpeg');
    expect((await s.call('queryCustomerInfo', {}, 'verified')).profilePhoto).toBe('');
  });
});

describe('selectContact', () => {
  it('answers the verified demo user’s filled contact form', async () => {
    expect(await s.call('selectContact', {}, 'verified')).toEqual({
      certificateType: '0',
      country: '中国',
      countryCode: 'CHN',
      sex: '男',
      postalCode: '100032',
      provinceCode: '110000',
      provinceName: '北京市',
      cityCode: '110100',
      cityName: '北京市',
      zoneCode: '110102',
      zoneName: '西城区',
      contactAddress: expect.stringContaining('金融大街'),
      faxAddress: expect.any(String),
      email: 'zhangmingyuan@example.cn',
      nation: '汉族',
      nationCode: '01',
      jobOccupation: '专业技术人员',
      jobOccupationCode: '02',
      jobDescription: '',
    } satisfies Record<keyof ContactForm, unknown>);
  });

  it('answers every field empty for the unverified demo user (the pickers start at the default region)', async () => {
    const form = await s.call('selectContact', {}, 'unverified');
    expect(Object.keys(form).sort()).toEqual(
      [
        'certificateType',
        'country',
        'countryCode',
        'sex',
        'postalCode',
        'provinceCode',
        'provinceName',
        'cityCode',
        'cityName',
        'zoneCode',
        'zoneName',
        'contactAddress',
        'faxAddress',
        'email',
        'nation',
        'nationCode',
        'jobOccupation',
        'jobOccupationCode',
        'jobDescription',
      ].sort(),
    );
    expect(Object.values(form).every((v) => v === '')).toBe(true);
  });
});

describe('modifyCustomerInfo', () => {
  const full: ContactForm = {
    certificateType: '0',
    country: '中国',
    countryCode: 'CHN',
    sex: '2',
    postalCode: '056900',
    provinceCode: '130000',
    provinceName: '河北省',
    cityCode: '130400',
    cityName: '邯郸市',
    zoneCode: '130425',
    zoneName: '大名县',
    contactAddress: '大名镇人民路1号',
    faxAddress: '大名镇人民路1号',
    email: 'li@example.cn',
    nation: '回族',
    nationCode: '03',
    jobOccupation: '其他',
    jobOccupationCode: '99',
    jobDescription: '自由撰稿人',
  };

  it('saves the whole form and answers result.msg; selectContact then answers it', async () => {
    const env = await raw('modifyCustomerInfo', full, 'verified');
    expect(env.result).toEqual({ data: null, msg: '联系信息保存成功', statusCode: Code.ok });
    expect(await s.call('selectContact', {}, 'verified')).toEqual(full);
  });

  it('takes names from the tables for the codes sent, and keeps the certificate type of the verification', async () => {
    await s.call(
      'modifyCustomerInfo',
      {
        ...full,
        provinceName: '北京',
        cityName: 'x',
        zoneName: '',
        nation: '汉族',
        country: 'China',
        certificateType: '1',
      },
      'verified',
    );
    expect(await s.call('selectContact', {}, 'verified')).toMatchObject({
      certificateType: '0',
      provinceName: '河北省',
      cityName: '邯郸市',
      zoneName: '大名县',
      nation: '回族',
      country: '中国',
    });
  });

  it('keeps the fields a request leaves out', async () => {
    await s.call('modifyCustomerInfo', { email: 'new@example.cn' }, 'verified');
    expect(await s.call('selectContact', {}, 'verified')).toMatchObject({
      email: 'new@example.cn',
      provinceCode: '110000',
      nationCode: '01',
      jobOccupationCode: '02',
    });
  });

  it('clears the description when the occupation is not 其他, and requires it for 其他 (by name or by code)', async () => {
    await s.call('modifyCustomerInfo', full, 'verified');
    await s.call('modifyCustomerInfo', { jobOccupation: '军人', jobOccupationCode: '07' }, 'verified');
    expect(await s.call('selectContact', {}, 'verified')).toMatchObject({
      jobOccupation: '军人',
      jobOccupationCode: '07',
      jobDescription: '',
    });
    const error = refused('请输入职业描述');
    expect(await raw('modifyCustomerInfo', { jobOccupation: '其他', jobOccupationCode: '99' }, 'verified')).toEqual(
      error,
    );
    expect(
      await raw(
        'modifyCustomerInfo',
        { jobOccupation: '其他', jobOccupationCode: '99', jobDescription: '  ' },
        'verified',
      ),
    ).toEqual(error);
    // The code decides even when the name was left out.
    expect(await raw('modifyCustomerInfo', { jobOccupationCode: '99' }, 'verified')).toEqual(error);
  });

  it('checks the region: the city within the province, the district within the city, nothing half-chosen', async () => {
    const before = await s.call('selectContact', {}, 'verified');
    const region = (provinceCode: string, cityCode: string, zoneCode: string) =>
      raw('modifyCustomerInfo', { provinceCode, cityCode, zoneCode }, 'verified');
    expect(await region('130000', '110100', '110102')).toEqual(refused('所选地区有误，请重新选择'));
    expect(await region('130000', '130400', '110102')).toEqual(refused('所选地区有误，请重新选择'));
    expect(await region('990000', '990100', '990101')).toEqual(refused('所选地区有误，请重新选择'));
    expect(await region('130400', '130425', '')).toEqual(refused('所选地区有误，请重新选择'));
    expect(await region('130000', '', '')).toEqual(refused('请选择完整的省市区'));
    expect(await region('130000', '130400', '')).toEqual(refused('请选择完整的省市区'));
    expect(await region('', '130400', '130425')).toEqual(refused('请选择完整的省市区'));
    expect(await region('1300', '130400', '130425')).toEqual(refused('地区编码有误'));
    expect(await s.call('selectContact', {}, 'verified')).toEqual(before);
    // All three empty clears the region, names too.
    expect((await region('', '', '')).result.statusCode).toBe(Code.ok);
    expect(await s.call('selectContact', {}, 'verified')).toMatchObject({
      provinceCode: '',
      provinceName: '',
      cityName: '',
      zoneName: '',
    });
  });

  it('checks country, nation and occupation codes against their dictionaries', async () => {
    const before = await s.call('selectContact', {}, 'verified');
    expect(await raw('modifyCustomerInfo', { countryCode: 'XXX' }, 'verified')).toEqual(
      refused('所选国家或地区有误，请重新选择'),
    );
    expect(await raw('modifyCustomerInfo', { nationCode: '99' }, 'verified')).toEqual(
      refused('所选民族有误，请重新选择'),
    );
    expect(await raw('modifyCustomerInfo', { jobOccupationCode: '77' }, 'verified')).toEqual(
      refused('所选职业有误，请重新选择'),
    );
    // A nation code is not an occupation code of the same value in another dictionary.
    expect(await raw('modifyCustomerInfo', { countryCode: '01' }, 'verified')).toEqual(
      refused('所选国家或地区有误，请重新选择'),
    );
    expect(await s.call('selectContact', {}, 'verified')).toEqual(before);
  });

  it('refuses bad formats, over-long text and wrong types with the contract’s message', async () => {
    const before = await s.call('selectContact', {}, 'verified');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ postalCode: '1234' }, '邮政编码有误'],
      [{ postalCode: 'abcdef' }, '邮政编码有误'],
      [{ email: 'not-an-email' }, '邮箱格式有误'],
      [{ email: `${'a'.repeat(95)}@b.cn1` }, '邮箱格式有误'],
      [{ contactAddress: '路'.repeat(101) }, '请求参数有误'],
      [{ faxAddress: '路'.repeat(101) }, '请求参数有误'],
      [{ jobOccupation: '其他', jobDescription: '述'.repeat(101) }, '请求参数有误'],
      [{ provinceCode: { code: '130000' } }, '地区编码有误'],
      [{ contactAddress: ['a'] }, '请求参数有误'],
      [{ sex: '1'.repeat(11) }, '请求参数有误'],
    ];
    for (const [requestData, msg] of cases)
      expect(await raw('modifyCustomerInfo', requestData, 'verified'), JSON.stringify(requestData)).toEqual(
        refused(msg),
      );
    expect(await s.call('selectContact', {}, 'verified')).toEqual(before);
  });

  it('is for verified users only: the unverified demo user gets 04040009 and keeps the defaults', async () => {
    expect(await raw('modifyCustomerInfo', full, 'unverified')).toEqual(notCertified);
    const form = await s.call('selectContact', {}, 'unverified');
    expect(Object.values(form).every((v) => v === '')).toBe(true);
  });

  it('changes only the caller’s own contact information', async () => {
    const verified = await s.call('selectContact', {}, 'verified');
    await s.call('modifyCustomerInfo', full, 'senior');
    expect(await s.call('selectContact', {}, 'senior')).toMatchObject({
      provinceCode: '130000',
      email: 'li@example.cn',
    });
    expect(await s.call('selectContact', {}, 'verified')).toEqual(verified);
  });

  it('a reseed (the dev reset’s) puts the demo profile back', async () => {
    await s.call('modifyCustomerInfo', full, 'verified');
    await s.call('updateNickName', { nickName: '临时' }, 'verified');
    await s.call('saveProfilePhotoUpload', { headPortrait: PNG.toString('base64') }, 'verified');
    await reseed();
    expect((await s.call('queryCustomerInfo', {}, 'verified')).profilePhoto).toBe('');
    expect((await s.call('selectContact', {}, 'verified')).provinceCode).toBe('110000');
    expect((await s.call('queryCustomerInfo', {}, 'verified')).nickName).toBe('明远');
  });
});

describe('errors stay business failures', () => {
  it('a failed change is a BusinessError, never a system failure', async () => {
    const error = await failure(s.call('modifyCustomerInfo', { nationCode: '99' }, 'verified'));
    expect(error.statusCode).toBe(Code.invalidInput);
  });
});
