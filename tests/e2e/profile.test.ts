/**
 * The personal-information screens in Chromium against the real server, for the verified (13800000001) and the
 * unverified (13800000002) demo customers: personal information with the avatar upload, the nickname, and the
 * contact form with its pickers, its occupation rule and its draft. The demo accounts are restored afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commonText, contactText } from '../../src/contract';
import { browserSuite, type Browser } from './browser';

const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';
/** An 800×600 PNG drawn by the browser itself, so the upload path runs on a real picture. */
const makePng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#b8282e';
    ctx.fillRect(0, 0, 800, 600);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });

describe('personal information in the browser', () => {
  let b: Browser;
  let page: Page;
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const text = (t: string) => page.getByText(t, { exact: true });
  const open = async (path: string, phone: string) => {
    await b.loginAs(page, phone);
    await page.goto(`${b.baseUrl}/phone/${path}`);
  };
  const lastRequest = (callKey: string) =>
    page.waitForRequest((r) => r.url().endsWith(`/${callKey}`)).then((r) => r.postDataJSON() as { requestData: never });

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });

  describe('verified customer', () => {
    it('uploads an avatar scaled down, as base64 without its prefix, and shows it', async () => {
      await open('mineInfoMessage', VERIFIED);
      await text('明远').waitFor();
      const png = await makePng(page);
      const sent = lastRequest('saveProfilePhotoUpload');
      await page
        .getByLabel('更换头像', { exact: true })
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
      const { requestData } = await sent;
      const { headPortrait } = requestData as { headPortrait: string };
      expect(headPortrait.startsWith('/9j/'), 'a JPEG without the data: prefix').toBe(true);
      const size = await page.evaluate(async (b64) => {
        const img = new Image();
        img.src = `data:image/jpeg;base64,${b64}`;
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, headPortrait);
      expect(size).toEqual([400, 300]);
      await text('头像上传成功').waitFor();
      await page.getByRole('img', { name: '头像', exact: true }).waitFor();
    });

    it('refuses a file that is not a .jpg, .jpeg or .png', async () => {
      await open('mineInfoMessage', VERIFIED);
      await page
        .getByLabel('更换头像', { exact: true })
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await text('文件类型错误').waitFor();
    });

    it('changes the nickname: the rule first, then saved once and back', async () => {
      await open('mineInfoMessage', VERIFIED);
      await button('昵称').click();
      await page.waitForURL(/mineModifyNickname$/);
      await expect.poll(() => field('昵称').inputValue()).toBe('明远');
      await field('昵称').fill('小王!');
      await button('保存').click();
      await text('只能输入汉字、数字、英文一种或多种的组合').waitFor();
      await field('昵称').fill('');
      await button('保存').click();
      await text('请输入昵称').waitFor();
      await field('昵称').fill('小王2026');
      let calls = 0;
      page.on('request', (r) => r.url().endsWith('/updateNickName') && calls++);
      await button('保存').dblclick();
      await text('昵称修改成功').waitFor();
      await page.waitForURL(/mineInfoMessage$/);
      await text('小王2026').waitFor();
      expect(calls, 'a double tap sends once').toBe(1);
    });

    it('fills the contact form with the pickers, keeps a draft across a reload, and saves', async () => {
      await open('mineInfoMessage', VERIFIED);
      await button('联系信息').click();
      await page.waitForURL(/mineModifyInformation$/);
      // The demo customer's saved region.
      await expect.poll(() => button('所在地区').textContent()).toContain('北京市 北京市 西城区');

      await button('国籍').click();
      await button('中国').click();
      await button('民族').click();
      await button('汉族').click();
      // One sheet for the three levels: it opens at the district (all three are chosen); the province tab goes back.
      await button('所在地区').click();
      const sheet = page.getByRole('dialog', { name: '所在地区' });
      await sheet.getByRole('tab', { name: '省份' }).click();
      await sheet.getByRole('button', { name: '北京市' }).click();
      await sheet.getByRole('button', { name: '北京市' }).click();
      await sheet.getByRole('button', { name: '东城区' }).click();
      await sheet.waitFor({ state: 'detached' });
      await field('详细地址').fill('东长安街1号');
      await field('电子邮箱').fill('mingyuan@example.com');

      await button('职业').click();
      await button('其他').click();
      await button('保存').click();
      await text('请输入职业描述').waitFor();
      await field('职业描述').fill('理财顾问');

      // A reload keeps what was typed, marked as not saved.
      await page.reload();
      await expect.poll(() => field('职业描述').inputValue()).toBe('理财顾问');
      await expect.poll(() => button('所在地区').textContent()).toContain('东城区');
      await page.getByRole('note').getByText(contactText.unsaved).waitFor();

      // Choosing another occupation clears the description.
      await button('职业').click();
      await button('专业技术人员').click();
      await expect.poll(() => field('职业描述').count()).toBe(0);
      await button('职业').click();
      await button('其他').click();
      await expect.poll(() => field('职业描述').inputValue()).toBe('');
      await field('职业描述').fill('理财顾问');

      const sent = lastRequest('modifyCustomerInfo');
      await button('保存').click();
      const { requestData } = await sent;
      expect(requestData).toMatchObject({
        countryCode: 'CHN',
        nationCode: '01',
        provinceCode: '110000',
        cityCode: '110100',
        zoneCode: '110101',
        contactAddress: '东长安街1号',
        email: 'mingyuan@example.com',
        jobOccupation: '其他',
        jobDescription: '理财顾问',
      });
      await text(contactText.saved).waitFor();

      // Saved: the server's form, no draft, nothing marked.
      await page.reload();
      await expect.poll(() => button('所在地区').textContent()).toContain('东城区');
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft.')))).toEqual([]);
      expect(await text(contactText.unsaved).count()).toBe(0);
    });

    it('saves only a changed email from 我的, with no region they did not choose', async () => {
      // 王秀英 (13800000065) is verified and has never saved a contact form.
      await b.loginAs(page, '13800000065');
      await page.goto(`${b.baseUrl}/phone/`);
      await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '我的', exact: true }).click();
      await page.getByRole('link', { name: '个人信息', exact: true }).click();
      await button('联系信息').click();
      await page.waitForURL(/mineModifyInformation$/);
      await expect.poll(() => button('所在地区').textContent()).toContain('请选择');
      await field('电子邮箱').fill('xiuying@example.com');
      await text(contactText.unsaved).waitFor();
      const sent = lastRequest('modifyCustomerInfo');
      await button('保存').click();
      const { requestData } = await sent;
      expect(requestData).toMatchObject({ email: 'xiuying@example.com', provinceCode: '', cityCode: '', zoneCode: '' });
      await text(contactText.saved).waitFor();
      expect(await text(contactText.unsaved).count()).toBe(0);
      const saved = await b.callAs<{ email: string; provinceCode: string; zoneCode: string }>(page, 'selectContact');
      expect([saved.email, saved.provinceCode, saved.zoneCode]).toEqual(['xiuying@example.com', '', '']);
    });

    it('keeps what was typed when the save fails', async () => {
      await open('mineModifyInformation', VERIFIED);
      await field('详细地址').fill('东长安街1号');
      await b.dev('/faults', { body: { callKey: 'modifyCustomerInfo', httpStatus: 500, times: 1 } });
      await button('保存').click();
      await expect.poll(() => button('保存').isEnabled()).toBe(true);
      await expect.poll(() => field('详细地址').inputValue()).toBe('东长安街1号');
      await page.reload();
      await expect.poll(() => field('详细地址').inputValue()).toBe('东长安街1号');
      await b.dev('/faults', { method: 'DELETE' });
    });

    it('sends an expired session to login and back to the form', async () => {
      await open('mineModifyInformation', VERIFIED);
      await field('详细地址').waitFor();
      await page.evaluate(() => localStorage.setItem('token_trustms', 'expired'));
      await page.reload();
      await page.waitForURL(/\/phone\/login\?redirect=/);
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
        '/phone/mineModifyInformation',
      );
    });
  });

  describe('unverified customer', () => {
    it('sees personal information and gets the download prompt for every change', async () => {
      await open('mineInfoMessage', UNVERIFIED);
      await text('未设置').waitFor();
      for (const name of ['更换头像', '昵称', '联系信息']) {
        await button(name).click();
        await page.getByRole('dialog', { name: commonText.appOnly }).waitFor();
        await button('稍后下载').click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      }
      expect(new URL(page.url()).pathname).toBe('/phone/mineInfoMessage');
    });

    it('gets the download prompt instead of saving the nickname or the contact form', async () => {
      let saves = 0;
      page.on('request', (r) => /\/(updateNickName|modifyCustomerInfo)$/.test(r.url()) && saves++);
      await open('mineModifyNickname', UNVERIFIED);
      await field('昵称').fill('小李');
      await button('保存').click();
      await page.getByRole('dialog', { name: commonText.appOnly }).waitFor();
      await button('稍后下载').click();

      await page.goto(`${b.baseUrl}/phone/mineModifyInformation`);
      // No region saved yet: none shown; the province sheet starts at the default one (spec 1 §9).
      await expect.poll(() => button('所在地区').textContent()).toContain('请选择');
      await button('所在地区').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('河北省');
      await button('关闭').click();
      await field('详细地址').fill('人民路1号');
      await button('保存').click();
      await page.getByRole('dialog', { name: commonText.appOnly }).waitFor();
      expect(saves).toBe(0);
    });
  });
});
