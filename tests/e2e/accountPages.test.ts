/** The adviser QR page, the registration status page and the privacy policy in Chromium against the real server. */
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_OPTIONS } from '../../src/pages/account/AdviserQrPage';
import { openBrowser, type Browser } from './browser';

/**
 * Reads the QR picture back module by module (the centre pixel of each module of the known scale and margin),
 * so the test checks what a phone camera would read, not how the page produced it.
 */
function readQrModules(img: HTMLImageElement, { scale, margin }: { scale: number; margin: number }): boolean[][] {
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(img, 0, 0);
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const size = canvas.width / scale - 2 * margin;
  const centre = (i: number) => Math.floor((margin + i + 0.5) * scale);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[(centre(row) * canvas.width + centre(col)) * 4]! < 128),
  );
}

function expectedModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

describe('account pages in the browser', () => {
  let b: Browser;
  const path = () => new URL(b.page.url()).pathname;

  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(async () => {
    await b.close();
  });

  it("shows the adviser's register QR code under the adviser banner", async () => {
    await b.page.goto(`${b.baseUrl}/phone/jz/QRcode?manageCode=8001`);
    const qr = b.page.getByRole('img', { name: '注册二维码' });
    await qr.waitFor();
    expect(await b.page.title()).toBe('专属二维码');
    expect(await b.page.getByRole('img', { name: '专属理财经理邀您开启信托财富之旅' }).isVisible()).toBe(true);
    expect(await b.page.getByText('理财经理编号：8001').isVisible()).toBe(true);
    expect(await qr.boundingBox()).toMatchObject({ width: 200, height: 200 });

    const seen = await qr.evaluate(readQrModules, { scale: QR_OPTIONS.scale, margin: QR_OPTIONS.margin });
    const origin = new URL(b.page.url()).origin;
    expect(seen).toEqual(expectedModules(`${origin}/phone/jz/register?manageCode=8001`));
  });

  it('shows the direct-team banner for 7777777, and a message without a manager code', async () => {
    await b.page.goto(`${b.baseUrl}/phone/jz/QRcode?manageCode=7777777`);
    await b.page.getByRole('img', { name: '注册二维码' }).waitFor();
    expect(await b.page.getByRole('img', { name: '鼎元财富直营团队' }).isVisible()).toBe(true);

    await b.page.goto(`${b.baseUrl}/phone/jz/QRcode`);
    expect(await b.page.getByRole('alert').textContent()).toContain('链接缺少理财经理编号');
  });

  it('status 2 says the phone is already registered, masked, with 打开APP and 下载APP', async () => {
    await b.page.goto(`${b.baseUrl}/phone/status?status=2&phoneNum=13800000001`);
    const heading = b.page.getByRole('heading', { level: 2 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('该手机号已经注册');
    expect(await b.page.getByText('手机号：138****0001').isVisible()).toBe(true);
    expect(await b.page.getByText('13800000001').count()).toBe(0);
    expect(await b.page.title()).toBe('注册结果');

    await b.page.getByRole('button', { name: '下载APP' }).click();
    await b.page.waitForURL((url) => url.pathname === '/phone/download');
    await b.page.goBack();
    // This build has no app link configured (VITE_APP_OPEN_URL), so 打开APP goes straight to the download page.
    await b.page.getByRole('button', { name: '打开APP' }).click();
    await b.page.waitForURL((url) => url.pathname === '/phone/download');
    expect(path()).toBe('/phone/download');
  });

  it('shows the privacy policy key points, and the full text with showAll=1', async () => {
    await b.page.goto(`${b.baseUrl}/phone/privacyPolicy`);
    await b.page.getByRole('link', { name: '查看完整版隐私政策' }).click();
    await b.page.waitForURL((url) => url.search === '?showAll=1');
    const retention = b.page.getByRole('region', { name: '四、我们如何存储和保护您的个人信息' });
    expect(await retention.textContent()).toContain('自信托计划终止之日起至少保存15年');
  });
});
