import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRS_MAX_IMAGE_BYTES, Code, TOKEN_HEADER } from '../../src/contract';
import { PHONES, startServer } from './harness';
import type { Harness } from './harness';
import { jpeg, multipart, png, pngOfSize, type FilePart } from './uploadFixtures';

const [PNG, JPEG] = await Promise.all([png(), jpeg()]);

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startServer();
  token = (await h.login(PHONES.verified)).xtoken;
});
afterAll(() => h.close());

async function upload(files: FilePart[], withToken: string | null = token) {
  const { payload, contentType } = multipart(files);
  const res = await h.app.inject({
    method: 'POST',
    url: '/services/trustAppApi/ums/uploadCrs',
    payload,
    headers: { 'content-type': contentType, ...(withToken ? { [TOKEN_HEADER]: withToken } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const storedCount = async () =>
  (
    await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM crs_images c JOIN users u ON u.id = c.user_id WHERE u.phone = $1',
      [PHONES.verified],
    )
  ).rows[0]!.n;

describe('CRS image upload', () => {
  it('stores jpg, jpeg and png images for the logged-in user', async () => {
    const before = await storedCount();
    const env = await upload([
      { name: 'a.jpg', type: 'image/jpeg', data: JPEG },
      { name: 'b.JPEG', type: 'image/jpeg', data: JPEG },
      { name: 'c.png', type: 'image/png', data: PNG },
    ]);
    expect(env).toMatchObject({ code: Code.ok, result: { statusCode: Code.ok, msg: '上传成功', data: { count: 3 } } });
    expect(await storedCount()).toBe(before + 3);
  });

  it('needs a session', async () => {
    expect(await upload([{ name: 'a.png', type: 'image/png', data: PNG }], null)).toMatchObject({
      code: Code.sessionExpired,
    });
  });

  it('refuses other types, including a renamed file whose bytes are not an image', async () => {
    const msg = '图片支持格式为：jpg、jpeg、png';
    for (const f of [
      { name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a....') },
      { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') },
      { name: 'evil.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
      { name: 'a.png', type: 'image/png', data: JPEG },
    ]) {
      expect((await upload([f])).result, f.name).toMatchObject({ statusCode: Code.invalidInput, msg });
    }
  });

  it('refuses a file over 5 MB (5242880 bytes) and accepts one of exactly 5 MB', async () => {
    const before = await storedCount();
    const tooBig = await upload([
      { name: 'big.png', type: 'image/png', data: pngOfSize(PNG, CRS_MAX_IMAGE_BYTES + 1) },
    ]);
    expect(tooBig.result).toMatchObject({ statusCode: Code.invalidInput, msg: '图片不大于5M' });
    const exact = await upload([{ name: 'max.png', type: 'image/png', data: pngOfSize(PNG, CRS_MAX_IMAGE_BYTES) }]);
    expect(exact.result.statusCode).toBe(Code.ok);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses more than 6 images, storing none of them', async () => {
    const before = await storedCount();
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: PNG }));
    expect((await upload(seven)).result).toMatchObject({ statusCode: Code.invalidInput, msg: '最多上传6张' });
    const eight = [...seven, { name: 'p8.png', type: 'image/png', data: PNG }];
    expect((await upload(eight)).result.msg).toBe('最多上传6张');
    expect((await upload(seven.slice(0, 6))).result.statusCode).toBe(Code.ok);
    expect(await storedCount()).toBe(before + 6);
  });

  it('asks for an attachment when no crsImages file is sent', async () => {
    expect((await upload([])).result).toMatchObject({ statusCode: Code.invalidInput, msg: '请上传附件' });
    expect((await upload([{ name: 'a.png', type: 'image/png', data: PNG, field: 'other' }])).result.msg).toBe(
      '请上传附件',
    );
    const json = await h.post('/services/trustAppApi/ums/uploadCrs', { requestData: {} }, { [TOKEN_HEADER]: token });
    expect(json.json().result.msg).toBe('请上传附件');
  });

  it('attaches the images to the declaration they follow (data first, then images)', async () => {
    expect((await h.call('crsCommit', { p_oricustflag: '0' }, token)).result.statusCode).toBe(Code.ok);
    const { rows: declared } = await h.db.query<{ id: number }>(
      'SELECT max(id) AS id FROM crs_declarations WHERE user_id = (SELECT id FROM users WHERE phone = $1)',
      [PHONES.verified],
    );
    const answer = await upload([{ name: 'proof.png', type: 'image/png', data: PNG }]);
    const { rows } = await h.db.query<{ declaration_id: number }>(
      'SELECT declaration_id FROM crs_images WHERE id = ANY($1::int[])',
      [answer.result.data.ids],
    );
    expect(rows).toEqual([{ declaration_id: declared[0]!.id }]);
  });
});
