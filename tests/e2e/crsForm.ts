/**
 * The CRS declaration as a non-resident, filled as a user fills it, and the pictures for its proof (whole pictures:
 * the server decodes and re-encodes every upload). Shared by the CRS journey and the draft table.
 */
import type { Page } from 'playwright-core';
import { AREA_LEVEL_LABELS } from '../../src/contract';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** An 8 × 8 JPEG. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
  'base64',
);

/** What the non-resident declaration is filled with, as its fields show it. */
export const NON_RESIDENT = {
  lastName: 'LI',
  birthDate: '1975-03-08',
  birthAddress: 'No.8_Xihu_Road',
  tin: 'S1234567D',
  residenceCity: '上海市',
} as const;

/** Fills every field a non-resident must give (the proof pictures apart, which are never kept on the device). */
export async function fillNonResident(page: Page) {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
  const pick = async (label: string, option: string) => {
    await button(label).click();
    await button(option).click();
  };
  // Province and city in one sheet: the province's pick moves it on to the cities, the city's closes it.
  const area = async (label: string, province: string, city: string) => {
    await button(label).click();
    const sheet = page.getByRole('dialog', { name: label });
    await sheet.getByRole('button', { name: province, exact: true }).click();
    await sheet.getByRole('tab', { name: AREA_LEVEL_LABELS.city, selected: true }).waitFor();
    await sheet.getByRole('tabpanel').getByRole('button', { name: city, exact: true }).click();
    await sheet.waitFor({ state: 'detached' });
  };
  await page.getByRole('radio', { name: '仅为非居民', exact: true }).click();
  await textbox('英文姓').fill(NON_RESIDENT.lastName);
  await textbox('英文名').fill('MING');
  await page.getByLabel('出生日期', { exact: true }).fill(NON_RESIDENT.birthDate);
  await area('居住地区', '上海市', NON_RESIDENT.residenceCity);
  await area('出生地区', '浙江省', '杭州市');
  await pick('居住国家（英文）', '新加坡 Singapore');
  await textbox('居住省份（英文）').fill('Singapore');
  await textbox('居住城市（英文）').fill('Singapore');
  await textbox('居住详细地址（英文）').fill('1_Raffles_Place');
  await pick('出生国家（英文）', "中国 People's Republic of China");
  await textbox('出生省份（英文）').fill('Zhejiang');
  await textbox('出生城市（英文）').fill('Hangzhou');
  await textbox('出生详细地址（英文）').fill(NON_RESIDENT.birthAddress);
  await pick('税收居民国（地区）1', '新加坡 Singapore');
  await textbox('纳税人识别号1').fill(NON_RESIDENT.tin);
}

/** The two proof pictures, added through the upload field. */
export const addProof = (page: Page) =>
  page.getByLabel('上传证明材料', { exact: true }).setInputFiles([
    { name: 'passport.png', mimeType: 'image/png', buffer: PNG },
    { name: 'residence.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
