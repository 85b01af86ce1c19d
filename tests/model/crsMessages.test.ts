/**
 * The CRS declaration's generated paths show every refusal the form can give (spec 2 §5, §8): each crsText message
 * is the chart's message in some state the paths reach. The birth date's own refusal is the exception: the date
 * picker offers only 1901-01-01..today, so only a request built by hand meets it (tests/server/crs.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { crsText } from '../../src/contract';
import entry from '../../machines/crsDeclaration/crsDeclaration.entries';
import { generatePaths } from './harness';

describe('CRS declaration paths', () => {
  it('reach every message of the form', () => {
    const shown = new Set(
      generatePaths(entry).flatMap((p) => p.steps.map((s) => (s.state.context as { message: string | null }).message)),
    );
    const expected = [
      'residencyRequired',
      'englishName',
      'residenceChinese',
      'birthChinese',
      'residenceEnglish',
      'birthEnglish',
      'taxRequired',
      'exemptionRequired',
      'reasonRequired',
      'nonResidentChina',
      'bothNeedChina',
      'englishOnly',
      'attachmentRequired',
      'imageType',
      'imageSize',
      'imageCount',
      'uploadFailed',
    ] as const;
    expect(expected.filter((key) => !shown.has(crsText[key]))).toEqual([]);
  });
});
