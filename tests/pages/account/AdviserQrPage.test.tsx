import { screen } from '@testing-library/react';
import { toDataURL } from 'qrcode';
import type * as QRCode from 'qrcode';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS, MISSING_CODE_TEXT, QR_FAILED_TEXT, QR_OPTIONS } from '../../../src/pages/account/AdviserQrPage';
import { renderApp } from '../../app/helpers';

// A spy around the real drawing: the page imports qrcode lazily, and the mock applies to that import too.
vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<typeof QRCode>();
  return { ...actual, toDataURL: vi.fn(actual.toDataURL) };
});
const drawQr = vi.mocked(toDataURL);

const registerUrl = (code: string) => `${window.location.origin}/phone/jz/register?manageCode=${code}`;
const qrImage = () => screen.findByRole('img', { name: '注册二维码' });

describe('adviser QR page', () => {
  // A block body: a function returned from beforeEach would run as a cleanup hook.
  beforeEach(() => {
    drawQr.mockClear();
  });

  it("draws a QR code of the adviser's register URL under the adviser banner", async () => {
    await renderApp(['/phone/jz/QRcode?manageCode=8001']);
    const img = (await qrImage()) as HTMLImageElement;
    expect(drawQr).toHaveBeenCalledTimes(1);
    expect(drawQr).toHaveBeenCalledWith(registerUrl('8001'), QR_OPTIONS);
    // What the user sees is the picture of exactly that URL.
    const expected = await vi
      .importActual<typeof QRCode>('qrcode')
      .then((qr) => qr.toDataURL(registerUrl('8001'), QR_OPTIONS));
    expect(img.getAttribute('src')).toBe(expected);
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: '专属理财经理邀您开启信托财富之旅' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: '鼎元财富直营团队' })).toBeNull();
    expect(screen.getByText('理财经理编号：8001')).toBeTruthy();
    expect(screen.getByText('扫描二维码，注册鼎元信托账户')).toBeTruthy();
  });

  it('shows the direct-team banner for manageCode 7777777', async () => {
    await renderApp(['/phone/jz/QRcode?manageCode=7777777']);
    await qrImage();
    expect(drawQr).toHaveBeenCalledWith(registerUrl('7777777'), QR_OPTIONS);
    const banner = screen.getByRole('img', { name: '鼎元财富直营团队' }) as HTMLImageElement;
    expect(banner.getAttribute('src')).toBe(BANNERS.directTeam.src);
    expect(BANNERS.directTeam.src).not.toBe(BANNERS.adviser.src);
    expect(screen.queryByRole('img', { name: '专属理财经理邀您开启信托财富之旅' })).toBeNull();
  });

  it.each([
    ['missing', '/phone/jz/QRcode'],
    ['empty', '/phone/jz/QRcode?manageCode='],
    ['not a code', '/phone/jz/QRcode?manageCode=%3Cb%3E8001%3C%2Fb%3E'],
  ])('says so when the manager code is %s, and draws nothing', async (_case, path) => {
    await renderApp([path]);
    expect((await screen.findByRole('alert')).textContent).toBe(MISSING_CODE_TEXT);
    expect(screen.queryByRole('img')).toBeNull();
    expect(drawQr).not.toHaveBeenCalled();
  });

  it('says so when the QR code cannot be drawn', async () => {
    drawQr.mockRejectedValueOnce(new Error('no canvas'));
    await renderApp(['/phone/jz/QRcode?manageCode=8001']);
    expect((await screen.findByRole('alert')).textContent).toBe(QR_FAILED_TEXT);
  });
});
