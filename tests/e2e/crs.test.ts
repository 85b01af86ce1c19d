/**
 * The CRS declaration in Chromium against the real server, as the verified investor (13800000001): a full
 * declaration as a non-resident with two images, whose upload fails once (图片上传异常, the form and images kept, the
 * retry sending the images alone), then the result under review; the simple declaration (type 0) through updateCrs
 * when the page is opened with jumpType 1; images the form refuses.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CRS_MAX_IMAGE_BYTES, crsText } from '../../src/contract';
import { browserSuite, type Browser } from './browser';
import { addProof, fillNonResident, NON_RESIDENT, PNG } from './crsForm';

const VERIFIED = '13800000001';
describe('CRS declaration in the browser', () => {
  let b: Browser;
  let page: Page;
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  const text = (t: string) => page.getByText(t, { exact: true });
  /** The calls the page made, by key. */
  const calls: string[] = [];
  const track = () =>
    page.on('request', (r) => {
      const key = /\/services\/[^/]+\/(.+)$/.exec(new URL(r.url()).pathname)?.[1];
      if (key) calls.push(key);
    });

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });

  it('declares a non-resident with two images, keeps everything through a failed upload, and shows the review', async () => {
    await b.loginAs(page, VERIFIED);
    calls.length = 0;
    track();
    await open('crsDeclareIndex');
    await page.getByRole('radio', { name: '仅为非居民', exact: true }).click();
    // The birth date starts from the certified record.
    const { birthDate } = await b.callAs<{ birthDate: string }>(page, 'queryCustomerInfo');
    expect(await page.getByLabel('出生日期', { exact: true }).inputValue()).toBe(birthDate);
    await fillNonResident(page);
    // A reload keeps what was typed and picked (the images are never stored on the device).
    await page.reload();
    await expect.poll(() => textbox('纳税人识别号1').inputValue()).toBe(NON_RESIDENT.tin);
    expect(await textbox('出生详细地址（英文）').inputValue()).toBe(NON_RESIDENT.birthAddress);
    expect(await page.getByLabel('出生日期', { exact: true }).inputValue()).toBe(NON_RESIDENT.birthDate);
    await page.getByRole('button', { name: '居住地区' }).filter({ hasText: NON_RESIDENT.residenceCity }).waitFor();
    // No attachment yet: the form says so and sends nothing.
    await button('提交').click();
    await text(crsText.attachmentRequired).first().waitFor();
    expect(calls.filter((c) => c === 'crsCommit')).toEqual([]);
    await addProof(page);
    await page.getByRole('img', { name: 'residence.jpg' }).waitFor();

    // The upload fails once: the data went out, the form and both images stay.
    await b.dev('/faults', { body: { callKey: 'uploadCrs', httpStatus: 500, times: 1 } });
    await button('提交').click();
    await page.getByRole('alert').filter({ hasText: crsText.uploadFailed }).first().waitFor();
    expect(await page.getByRole('img').count()).toBe(2);
    expect(await textbox('纳税人识别号1').inputValue()).toBe(NON_RESIDENT.tin);
    expect(new URL(page.url()).pathname).toBe('/phone/crsDeclareIndex');

    // The retry sends the images alone, then the result shows the declaration under review.
    await button('提交').click();
    await page.waitForURL((url) => url.pathname === '/phone/crsDeclareResult', { timeout: 10_000 });
    expect(calls.filter((c) => c === 'crsCommit')).toHaveLength(1);
    expect(calls.filter((c) => c === 'ums/uploadCrs')).toHaveLength(2);
    await text('审核中').waitFor();
    await text('仅为非居民').waitFor();
    expect(await button('重新声明').count()).toBe(0);
  });

  it('declares from 我的: an exemption made moot by a typed tax number, errors at their fields, a searchable country', async () => {
    await b.loginAs(page, VERIFIED);
    const sent: Array<Record<string, unknown>> = [];
    page.on('request', (r) => r.url().endsWith('/crsCommit') && sent.push(r.postDataJSON().requestData));
    await page.goto(`${b.baseUrl}/phone/`);
    await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '我的', exact: true }).click();
    await page.getByRole('region', { name: '投资服务' }).getByRole('link', { name: '税收居民声明 去声明' }).click();
    await page.waitForURL((url) => url.pathname === '/phone/crsDeclareIndex');
    // The declaration's own words stand on every path, before a type is chosen too.
    await page.getByText(/^本人声明：以上信息真实、准确、完整。/).waitFor();
    await button('提交').click();
    // At its field: under the residency types.
    await page.locator('#crs-error-p_oricustflag').getByText(crsText.residencyRequired).waitFor();

    await fillNonResident(page);
    // The two fields spec 2 §3 lists besides: the country of work (searched in the 240) and the birth address.
    await button('现工作国家（英文）').click();
    await page.getByRole('searchbox', { name: '搜索现工作国家（英文）' }).fill('Singa');
    expect(await page.getByRole('dialog').getByRole('button').allTextContents()).toEqual(['取消', '新加坡 Singapore']);
    await button('新加坡 Singapore').click();
    await textbox('出生详细地址').fill('西湖路8号');
    // No tax number: the exemption is asked for; B, and then the number after all: B's reason is moot.
    await textbox('纳税人识别号1').fill('');
    await page.getByRole('radio', { name: 'B. 账户持有人未能取得纳税人识别号' }).click();
    await textbox('原因').waitFor();
    await textbox('纳税人识别号1').fill(NON_RESIDENT.tin);
    expect(await textbox('原因').count()).toBe(0);
    // A missing English name is shown under its field, scrolled into sight.
    await textbox('英文名').fill('');
    await button('提交').click();
    const nameError = page.locator('#crs-error-p_engname');
    await nameError.getByText(crsText.englishName).waitFor();
    await expect.poll(() => nameError.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(0);
    expect(await nameError.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await textbox('英文名').fill('MING');
    await button('提交').click();
    await page.locator('#crs-error-images').getByText(crsText.attachmentRequired).waitFor();
    await addProof(page);
    await button('提交').click();
    await page.waitForURL((url) => url.pathname === '/phone/crsDeclareResult', { timeout: 10_000 });
    await text('审核中').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      p_oricustflag: '1',
      p_engcurrentworknation: 'SGP',
      p_homeplace: '西湖路8号',
      reansonforexe: '',
      p_taxexplain: '',
      p_tax: [{ p_taxnation: 'SGP', p_taxno: NON_RESIDENT.tin }],
    });
  });

  it('sends the simple declaration with updateCrs when opened with jumpType 1', async () => {
    await b.loginAs(page, VERIFIED);
    calls.length = 0;
    track();
    await open('crsDeclareIndex?jumpType=1');
    await button('提交').click();
    await text(crsText.residencyRequired).first().waitFor();
    await page.getByRole('radio', { name: '仅为中国税收居民', exact: true }).click();
    // Type 0 is the flag alone: no other field to fill, and the declaration's own words still stand.
    expect(await textbox('英文姓').count()).toBe(0);
    expect(await page.getByText(/^本人声明：以上信息真实、准确、完整。/).isVisible()).toBe(true);
    await button('提交').click();
    await page.waitForURL((url) => url.pathname === '/phone/crsDeclareResult', { timeout: 10_000 });
    expect(calls).toContain('updateCrs');
    expect(calls).not.toContain('crsCommit');
    await text('仅为中国税收居民').waitFor();
  });

  it('refuses images of another type, over 5 MB or beyond six, keeping those already chosen', async () => {
    await b.loginAs(page, VERIFIED);
    await open('crsDeclareIndex');
    await page.getByRole('radio', { name: '既是中国税收居民又是其他国家（地区）税收居民', exact: true }).click();
    const input = page.getByLabel('上传证明材料', { exact: true });
    await input.setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: PNG }]);
    await input.setInputFiles([{ name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await text(crsText.imageType).first().waitFor();
    const big = Buffer.concat([PNG, Buffer.alloc(CRS_MAX_IMAGE_BYTES)]);
    await input.setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: big }]);
    await text(crsText.imageSize).first().waitFor();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: PNG }));
    await input.setInputFiles(six);
    await text(crsText.imageCount).first().waitFor();
    expect(await page.getByRole('img').count()).toBe(1);
  });
});
