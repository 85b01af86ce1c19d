/**
 * The picture captcha (issue 11/11 finding 2): an outline of a known font can be read by a solver trained on the
 * public package, so the picture is a PNG of pixels only, drawn differently every time: the text cannot be read
 * back from the answer's bytes, and the same text never gives the same picture.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  captchaText,
  drawCaptcha,
} from '../../../server/services/captcha';
import { EQUIPMENT, PHONES, startServer, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());

const PNG_PREFIX = 'data:image/png;base64,';

/** The chunk types of a PNG, in order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

const pixels = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

describe('picture captcha', () => {
  it(`answers a ${CAPTCHA_WIDTH} × ${CAPTCHA_HEIGHT} PNG that holds pixels only: no SVG, no text, no outline`, async () => {
    const env = await h.call('getImgCode', { imageCodeType: 1, phoneNum: PHONES.verified, equipmentNo: EQUIPMENT });
    const url: string = env.result.data.imageVerification;
    expect(url.startsWith(PNG_PREFIX)).toBe(true);
    const png = Buffer.from(url.slice(PNG_PREFIX.length), 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    // Only image data and colour information: no text chunk could carry the answer.
    for (const type of chunkTypes(png)) expect(['IHDR', 'sBIT', 'sRGB', 'IDAT', 'IEND']).toContain(type);
    const bytes = png.toString('latin1');
    expect(bytes).not.toMatch(/<svg|<path|<text|font/i);
    expect(bytes.toUpperCase()).not.toContain(await h.captchaText(PHONES.verified, 1));
  });

  it('draws the same text differently every time (turn, scale, colour, warp and noise are random)', async () => {
    const [a, b] = await Promise.all([drawCaptcha('ACEF').then(pixels), drawCaptcha('ACEF').then(pixels)]);
    expect(a.length).toBe(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
    let differing = 0;
    for (let i = 0; i < a.length; i += 3) {
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 48) differing++;
    }
    // Background hue, ink, positions and the warp all change: most of the picture differs, not a few noise dots.
    expect(differing / (CAPTCHA_WIDTH * CAPTCHA_HEIGHT)).toBeGreaterThan(0.3);
  });

  it(`keeps the text rules: ${CAPTCHA_LENGTH} characters, none of the look-alikes 0 o O 1 l I i`, () => {
    const texts = Array.from({ length: 500 }, captchaText);
    for (const text of texts) expect(text).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(new Set(texts).size).toBeGreaterThan(450);
  });
});
