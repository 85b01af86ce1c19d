/**
 * The CRS form's checks before anything is sent (src/contract/crs.ts): the images (type by MIME or by extension,
 * 5 MB each, six in all, the spec's messages) and the declaration as a whole (rules across fields first, then each
 * field's own rule, then an attachment).
 */
import { describe, expect, it } from 'vitest';
import {
  CRS_MAX_IMAGE_BYTES,
  crsDeclarationError,
  crsDeclarationProblem,
  crsFormSent,
  crsImagesError,
  crsText,
  type CrsForm,
} from '../../src/contract';

const png = (name = 'a.png', size = 1000) => ({ name, type: 'image/png', size });

describe('CRS images', () => {
  it('takes jpg, jpeg and png up to 5 MB, six in all', () => {
    expect(
      crsImagesError([png(), { name: 'b.JPEG', type: '', size: 10 }, png('c.jpg', CRS_MAX_IMAGE_BYTES)], 3),
    ).toBeNull();
  });

  it('refuses other types, files over 5242880 bytes and a seventh image, with the spec’s words', () => {
    expect(crsImagesError([{ name: 'scan.gif', type: 'image/gif', size: 10 }], 0)).toBe(crsText.imageType);
    expect(crsImagesError([{ name: 'scan.pdf', type: '', size: 10 }], 0)).toBe(crsText.imageType);
    expect(crsImagesError([{ name: 'fake.png', type: 'text/plain', size: 10 }], 0)).toBe(crsText.imageType);
    expect(crsImagesError([png('big.png', CRS_MAX_IMAGE_BYTES + 1)], 0)).toBe(crsText.imageSize);
    expect(crsImagesError([png()], 6)).toBe(crsText.imageCount);
    expect(
      crsImagesError(
        Array.from({ length: 7 }, () => png()),
        0,
      ),
    ).toBe(crsText.imageCount);
  });
});

describe('CRS declaration before sending', () => {
  const full: CrsForm = {
    p_oricustflag: '1',
    p_englastname: 'LI',
    p_engname: 'MING',
    p_birthdate: '1975-03-08',
    jzsfzw: '上海市',
    p_currentadrfixcn: '上海市',
    jjgjyw: 'SGP',
    jjsfyw: 'Singapore',
    p_engcurrentaddr: 'Singapore',
    p_engregaddr: '1_Raffles_Place',
    cssfzw: '浙江省',
    cscszw: '杭州市',
    p_engbornnation: 'CHN',
    cssfyw: 'Zhejiang',
    cscsyw: 'Hangzhou',
    csdzyw: 'No.8_Xihu_Road',
    p_tax: [{ p_taxnation: 'SGP', p_taxnationText: '新加坡', p_taxno: 'S1234567D' }],
  };
  const today = '2026-11-23';

  it('passes a complete declaration with an image, and type 0 as the flag alone', () => {
    expect(crsDeclarationError(full, today, 1)).toBeNull();
    expect(crsDeclarationError({ p_oricustflag: '0' }, today, 0)).toBeNull();
  });

  it('asks for the type, then the fields across, then the English characters, then an attachment', () => {
    expect(crsDeclarationError({ ...full, p_oricustflag: '' as never }, today, 1)).toBe(crsText.residencyRequired);
    expect(crsDeclarationError({ ...full, p_engname: '' }, today, 1)).toBe(crsText.englishName);
    expect(crsDeclarationError({ ...full, jjsfyw: 'New York' }, today, 1)).toBe(crsText.englishOnly);
    expect(crsDeclarationError({ ...full, csdzyw: '西湖路8号' }, today, 1)).toBe(crsText.englishOnly);
    expect(crsDeclarationError(full, today, 0)).toBe(crsText.attachmentRequired);
  });

  it('says where each problem is: the first empty field of a rule over several, the tax rows, a field’s own rule', () => {
    const at = (form: CrsForm, images = 1) => crsDeclarationProblem(form, today, images)?.field;
    expect(at({ ...full, p_englastname: '', p_engname: '' })).toBe('p_englastname');
    expect(at({ ...full, p_engname: '' })).toBe('p_engname');
    expect(at({ ...full, p_currentadrfixcn: '' })).toBe('p_currentadrfixcn');
    expect(at({ ...full, jjsfyw: '' })).toBe('jjsfyw');
    expect(at({ ...full, p_tax: [{ ...full.p_tax![0]!, p_taxnation: 'CHN' }] })).toBe('p_tax');
    expect(at({ ...full, p_tax: [{ ...full.p_tax![0]!, p_taxno: '' }] })).toBe('reansonforexe');
    expect(at({ ...full, jjsfyw: 'New York' })).toBe('jjsfyw');
    expect(at(full, 0)).toBe('images');
  });

  it('sends no exemption once every tax row has its number: a B chosen before is moot, its reason not asked for', () => {
    const chosenB: CrsForm = { ...full, reansonforexe: 'B', p_taxexplain: '' };
    expect(crsDeclarationError(chosenB, today, 1)).toBeNull();
    expect(crsFormSent(chosenB)).toMatchObject({ reansonforexe: '', p_taxexplain: '' });
    // Without the number, B needs its reason, and A sends none.
    const noNumber: CrsForm = { ...chosenB, p_tax: [{ ...full.p_tax![0]!, p_taxno: '' }] };
    expect(crsDeclarationProblem(noNumber, today, 1)).toEqual({
      message: crsText.reasonRequired,
      field: 'p_taxexplain',
    });
    expect(crsFormSent({ ...noNumber, reansonforexe: 'A', p_taxexplain: '旧的原因' })).toMatchObject({
      reansonforexe: 'A',
      p_taxexplain: '',
    });
    expect(crsFormSent({ ...full, p_oricustflag: '0' })).toEqual({ p_oricustflag: '0' });
  });
});
