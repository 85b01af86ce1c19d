/**
 * The product detail in Chromium against the real server: a verified customer (13800000001) opens a detail of each
 * layout, both project-introduction layouts, and every document, drawn by pdf.js into a canvas page by page; the
 * unverified customer (13800000002) gets the download prompt; an expired session goes to login and back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type ProductSummary } from '../../src/contract';
import { canvasDrawn, openBrowser, type Browser } from './browser';

const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';

describe('product detail in the browser', () => {
  let b: Browser;
  let page: Page;
  const products: ProductSummary[] = [];
  const text = (t: string) => page.getByText(t, { exact: true }).first();
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
  const find = (test: (p: ProductSummary) => boolean) => {
    const found = products.find(test);
    if (!found) throw new Error('no demo product fits');
    return found;
  };

  async function token() {
    return page.evaluate(() => localStorage.getItem('token_trustms'));
  }

  beforeAll(async () => {
    b = await openBrowser();
    page = await b.freshPage();
    await b.loginAs(page, VERIFIED);
    for (let pageNo = 1; pageNo <= 10; pageNo += 1) {
      const res = await page.request.post(`${b.baseUrl}${API_PREFIX}/productList`, {
        headers: { xtoken: (await token())! },
        data: { requestData: { pageNo, pageSize: 10 } },
      });
      const list = ((await res.json()) as { result: { data: ProductSummary[] } }).result.data;
      products.push(...list);
      if (list.length < 10) break;
    }
  }, 60_000);

  afterAll(async () => {
    await b?.close();
  });

  it('a verified customer sees a fixed-income detail with its timeline and invests through the app prompt', async () => {
    const p = find((x) => x.fundproperty === '0' && x.projectStatus === 2);
    await open(`productInfo?trustCode=${p.trustCode}`);
    await expect.poll(() => text('募集开始').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await text('投资者条件').isVisible()).toBe(true);
    await page.getByRole('button', { name: '立即投资' }).click();
    await expect.poll(() => text('请在APP中操作').isVisible()).toBe(true);
    await page.getByRole('button', { name: '稍后下载' }).click();
  });

  it('the other layout lists the terms; ended products show 募集结束 greyed; upcoming their on-sale date', async () => {
    const p = find((x) => x.fundproperty === 'q');
    await open(`productInfo?trustCode=${p.trustCode}`);
    await expect.poll(() => text('权益类').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('link', { name: '历史业绩' }).getAttribute('href')).toBe(
      `/phone/historyNetValue?trustCode=${p.trustCode}&fundproperty=1`,
    );
    const ended = find((x) => x.projectStatus === 4);
    await open(`productInfo?trustCode=${ended.trustCode}`);
    const button = page.getByRole('button', { name: '募集结束' });
    await expect.poll(() => button.isDisabled(), { timeout: 10_000 }).toBe(true);
    const upcoming = find((x) => x.projectStatus === 1);
    await open(`productInfo?trustCode=${upcoming.trustCode}`);
    await expect.poll(() => page.getByText(/^开售日期：/).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('a product above the investor’s type says so and leads to the re-assessment', async () => {
    let above: string | undefined;
    for (const p of products.filter((x) => x.riskLevel >= '04')) {
      const res = await page.request.post(`${b.baseUrl}${API_PREFIX}/queryProjectInfo`, {
        headers: { xtoken: (await token())! },
        data: { requestData: { trustCode: p.trustCode } },
      });
      const detail = ((await res.json()) as { result: { data: { isMeetsRiskLevel: number } } }).result.data;
      if (detail.isMeetsRiskLevel === 1) {
        above = p.trustCode;
        break;
      }
    }
    expect(above, 'a demo product above 平衡型').toBeTruthy();
    await open(`productInfo?trustCode=${above}`);
    const note = page.getByRole('note');
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toContain('风险等级不匹配');
    await note.getByRole('link', { name: '重新测评', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/phone/riskCollect', { timeout: 10_000 });
  });

  it('both project-introduction layouts, and type=1 without the top section', async () => {
    const fixed = find((x) => x.fundproperty === '0');
    await open(`productInfo?trustCode=${fixed.trustCode}`);
    await page.getByRole('link', { name: '项目介绍' }).click();
    await page.waitForURL((url) => url.pathname === '/phone/projectIntroduction');
    await expect.poll(() => text('融资方').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await text('固收类').isVisible()).toBe(true);

    const cash = find((x) => x.fundproperty === '2');
    await open(`productInfo?trustCode=${cash.trustCode}`);
    await page.getByRole('link', { name: '项目介绍' }).click();
    await page.waitForURL((url) => url.pathname === '/phone/cashProjectIntro');
    await expect.poll(() => text('打款账号').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: cash.projectShortName }).count()).toBe(1);

    await open(`cashProjectIntro?trustCode=${cash.trustCode}&fundproperty=2&type=1`);
    await expect.poll(() => text('打款账号').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('heading', { name: cash.projectShortName }).count()).toBe(0);
  });

  it('every document is drawn into a canvas by pdf.js, with its page indicator', async () => {
    const p = find((x) => x.fundproperty === '0' && x.projectStatus === 2);
    // pdf.js says so in the console when it cannot map a document's Chinese text (a CMap missing).
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await open(`trustDocument?trustCode=${p.trustCode}&fundproperty=0`);
    for (const title of ['认购风险申明书', '信托合同', '信托计划说明书', '投资者权益须知']) {
      await page.getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const indicator = dialog.getByText(/^第 \d+ \/ \d+ 页$/);
      await expect.poll(() => indicator.isVisible(), { timeout: 15_000 }).toBe(true);
      // Something was drawn: the canvas is sized and not all white.
      await expect.poll(() => canvasDrawn(dialog), { timeout: 15_000 }).toBe(true);
      const [, total] = /第 \d+ \/ (\d+) 页/.exec((await indicator.textContent())!)!;
      // The trust contract runs to several pages; single-page documents have both buttons disabled.
      if (title === '信托合同') expect(Number(total)).toBeGreaterThan(1);
      if (Number(total) > 1) {
        await dialog.getByRole('button', { name: '下一页' }).click();
        await expect.poll(() => indicator.textContent()).toBe(`第 2 / ${total} 页`);
        await dialog.getByRole('button', { name: '上一页' }).click();
        await expect.poll(() => indicator.textContent()).toBe(`第 1 / ${total} 页`);
      } else {
        expect(await dialog.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
      }
      await dialog.getByRole('button', { name: '关闭' }).click();
    }
    expect(warnings.filter((w) => /cmap/i.test(w))).toEqual([]);
  });

  it('pdf.js and its worker come from this build, only once a document is opened', async () => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    const p = find((x) => x.fundproperty === '0');
    await open(`trustDocument?trustCode=${p.trustCode}`);
    await text('信托合同').waitFor();
    expect(urls.some((u) => /\/pdf-[\w-]+\.js/.test(u))).toBe(false);
    await page.getByRole('button', { name: '信托合同' }).click();
    await expect.poll(() => urls.some((u) => /pdf\.worker/.test(u)), { timeout: 15_000 }).toBe(true);
    expect(urls.every((u) => u.startsWith(b.baseUrl) || u.startsWith('data:'))).toBe(true);
  });

  it('an expired session on the detail goes to login and back', async () => {
    const p = find((x) => x.fundproperty === '0');
    await page.request.post(`${b.baseUrl}${API_PREFIX}/loginOut`, {
      headers: { xtoken: (await token())! },
      data: { requestData: {} },
    });
    await open(`productInfo?trustCode=${p.trustCode}`);
    await page.waitForURL((url) => url.pathname === '/phone/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/phone/productInfo?trustCode=${p.trustCode}`);
  });

  it('an unverified customer gets the download prompt instead of the detail', async () => {
    page = await b.freshPage();
    await b.loginAs(page, UNVERIFIED);
    const p = find((x) => x.projectStatus === 2);
    await open(`productInfo?trustCode=${p.trustCode}`);
    await expect.poll(() => page.getByRole('button', { name: '立即下载' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: '立即投资' }).count()).toBe(0);
  });
});
