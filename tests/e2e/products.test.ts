/**
 * The product list in Chromium against the real server and its demo products (spec 2 §2): scrolling loads the next
 * page after the 1 s delay; the filter is stored and sent with the next query; the search by short name; a product
 * opens its detail for the verified customer (13800000001) and, for the unverified one (13800000002), the reason
 * and the download prompt in a browser, the app's certification inside the app; 立即投资 inside the app hands the
 * product to the app.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserSuite, nativeCalls, recordMessages, recordingShell, type Browser } from './browser';

const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';

describe('products in the browser', () => {
  let b: Browser;
  let page: Page;
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const cards = () => page.getByRole('list', { name: '产品列表' }).getByRole('link');
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { fresh: { reseed: false } });

  it('loads 10 products, then the next page when the end is reached', async () => {
    await b.loginAs(page, VERIFIED);
    await open('productList');
    await expect.poll(() => cards().count()).toBe(10);
    const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await scrollToEnd();
    // The next page comes 1 s after the end is reached, not before.
    await page.waitForTimeout(500);
    expect(await cards().count()).toBe(10);
    await expect.poll(() => cards().count(), { timeout: 5_000 }).toBeGreaterThan(10);
    // Every page of the demo products, until a short one says there are no more.
    const noMore = page.getByText('没有更多了', { exact: true });
    await expect
      .poll(async () => (await noMore.isVisible()) || (await scrollToEnd(), false), { timeout: 20_000 })
      .toBe(true);
    await page.getByText('没有更多了', { exact: true }).waitFor();
  });

  it('filters by status and band; the filter is stored and applies again on the next visit', async () => {
    await b.loginAs(page, VERIFIED);
    await open('productList');
    await expect.poll(() => cards().count()).toBe(10);
    await button('筛选').click();
    await button('募集中').click();
    await button('100万以下').click();
    await button('确定').click();
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('productParam'))) ?? 'null'))
      .toEqual({ saleProjectStatus: '2', endAmount: 1_000_000 });
    await page
      .getByText('没有更多了', { exact: true })
      .or(page.getByText('暂无相关数据', { exact: true }))
      .waitFor();
    const filtered = await cards().allTextContents();
    expect(filtered.length).toBeLessThan(10);
    for (const text of filtered) expect(text).toContain('募集中');
    await page.reload();
    await page
      .getByText('没有更多了', { exact: true })
      .or(page.getByText('暂无相关数据', { exact: true }))
      .waitFor();
    expect(await cards().allTextContents()).toEqual(filtered);
  });

  it('searches by short name from the list', async () => {
    await b.loginAs(page, VERIFIED);
    await open('productList');
    await page.getByRole('link', { name: '请输入产品名称', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/phone/searchPage');
    await page.getByRole('searchbox').fill('稳益');
    await button('搜索').click();
    await page.getByText('没有更多了', { exact: true }).waitFor();
    const names = await page.getByRole('list', { name: '搜索结果' }).getByRole('link').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const text of names) expect(text).toContain('稳益');
    await page.getByRole('searchbox').fill('没有这个产品');
    await button('搜索').click();
    await page.getByText('暂无相关数据', { exact: true }).waitFor();
  });

  it('back from a product’s detail, finds the list as they left it: the same pages, at the same place', async () => {
    await b.loginAs(page, VERIFIED);
    await page.goto(`${b.baseUrl}/phone/`);
    await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '产品', exact: true }).click();
    await expect.poll(() => cards().count()).toBe(10);
    // The second page, after the end was reached, then a product of it near the middle of the screen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const total = page.getByRole('list', { name: '产品列表' }).locator('li').first();
    await expect
      .poll(async () => Number(await total.getAttribute('aria-setsize')), { timeout: 10_000 })
      .toBeGreaterThan(10);
    const card = page.locator('li[data-index="12"]').getByRole('link');
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    const title = (await card.locator('h3, strong, span').first().textContent()) ?? '';
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    let listCalls = 0;
    page.on('request', (r) => r.url().endsWith('/productList') && listCalls++);
    await card.click();
    await page.waitForURL((url) => url.pathname === '/phone/productInfo');
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/phone/productList');
    // At once, without loading the list again.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(await page.locator('li[data-index="12"]').getByRole('link').textContent()).toContain(title);
    expect(Number(await total.getAttribute('aria-setsize'))).toBeGreaterThan(10);
    expect(listCalls).toBe(0);
  });

  it('a verified customer opens the detail', async () => {
    await b.loginAs(page, VERIFIED);
    await open('productList');
    await cards().first().click();
    await page.waitForURL((url) => url.pathname === '/phone/productInfo' && url.searchParams.has('trustCode'));
  });

  it('an unverified investor is told to verify first, then asked to continue in the app', async () => {
    await b.loginAs(page, UNVERIFIED);
    await page.goto(`${b.baseUrl}/phone/`);
    await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '产品', exact: true }).click();
    await cards().first().click();
    const prompt = page.getByRole('dialog', { name: '请在APP中操作' });
    await prompt.getByText('请先完成实名认证', { exact: true }).waitFor();
    await prompt.getByRole('button', { name: '稍后下载', exact: true }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/phone/productList');
  });

  describe('inside the app (terminalType=1), with a recording shell', () => {
    beforeEach(() => recordingShell(page));
    const noDownloadPrompt = async () => expect(await page.getByText('请在APP中操作').count()).toBe(0);

    it('a verified investor invests: 立即投资 hands the product to the app', async () => {
      await b.loginAs(page, VERIFIED);
      await open('productList?terminalType=1');
      const raising = cards().filter({ hasText: '募集中' }).first();
      await raising.click();
      await page.waitForURL((url) => url.pathname === '/phone/productInfo');
      const trustCode = new URL(page.url()).searchParams.get('trustCode');
      await button('立即投资').click();
      await expect.poll(() => nativeCalls(page)).toEqual([['toSubscribe', JSON.stringify({ trustCode })]]);
      await noDownloadPrompt();
    });

    it("an unverified investor is sent to the app's certification with the reason", async () => {
      await recordMessages(page);
      await b.loginAs(page, UNVERIFIED);
      await open('productList?terminalType=1');
      await cards().first().click();
      await expect.poll(() => nativeCalls(page)).toEqual([['goCertificCard', undefined]]);
      await expect
        .poll(() => page.evaluate(() => window.__messages))
        .toContainEqual({ role: 'status', text: '请先完成实名认证' });
      await noDownloadPrompt();
      expect(new URL(page.url()).pathname).toBe('/phone/productList');
    });
  });
});
