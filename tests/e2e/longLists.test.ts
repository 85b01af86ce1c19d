/**
 * A long list in Chromium (issue 10/11 "Fast at any scale"): the news list (资讯, tabs of the loader chart) with 500
 * articles loaded keeps at most 800 nodes in the whole document, shows the right articles wherever it is scrolled,
 * says where each drawn one is in the whole, opens the one tapped, and a tab switch comes back to the same place.
 * The list call is answered by the test: pages of 100 (more than the 10 asked for, so the list keeps asking) built
 * from the server's own articles, numbered in the title, and an empty sixth page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Code, type ArticleSummary } from '../../src/contract';
import { browserSuite, type Browser } from './browser';

const LOADED = 500;
const PAGE = 100;
const MAX_NODES = 800;

describe('a list of 500 articles in the browser', () => {
  let b: Browser;
  let page: Page;
  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { fresh: { reseed: false } });

  const list = () => page.getByRole('list', { name: '精选', exact: true });
  /** Every node of the document: elements, text and comments. */
  const nodes = () =>
    page.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      let count = 0;
      while (walker.nextNode()) count++;
      return count;
    });
  /** The drawn rows on screen (below the sticky tab bar): their position in the list and their title. */
  const onScreen = () =>
    list().evaluate((ul) => {
      const top = document.querySelector('[role="tablist"]')!.getBoundingClientRect().bottom;
      return [...ul.querySelectorAll('li')]
        .filter((li) => li.getBoundingClientRect().bottom > top && li.getBoundingClientRect().top < innerHeight)
        .map((li) => ({
          at: Number(li.getAttribute('aria-posinset')),
          title: li.querySelector('a span span')!.textContent,
        }));
    });
  const numbered = (rows: Array<{ at: number; title: string | null }>) =>
    rows.every((r) => r.title?.startsWith(`第${r.at}篇 `));

  async function loadAll() {
    const real = await b.callAs<{ list: ArticleSummary[] }>(page, 'getArticleList', {
      articleCategory: [3, 15, 16, 17, 18],
      pageNum: 1,
      pageSize: 50,
      displayTerminal: 2,
    });
    await page.route('**/getArticleList', async (route) => {
      const { pageNum } = route.request().postDataJSON().requestData as { pageNum: number };
      const list =
        pageNum * PAGE > LOADED
          ? []
          : Array.from({ length: PAGE }, (_, i) => {
              const n = (pageNum - 1) * PAGE + i + 1;
              const model = real.list[n % real.list.length]!;
              return { ...model, id: 100_000 + n, title: `第${n}篇 ${model.title}` };
            });
      await route.fulfill({
        json: { code: Code.ok, result: { statusCode: Code.ok, msg: '', data: { list, pages: 5 } } },
      });
    });
    await page.goto(`${b.baseUrl}/phone/info`);
    await list().getByRole('link').first().waitFor();
    const noMore = page.getByText('没有更多了', { exact: true });
    const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => (await noMore.isVisible()) || (await toEnd(), false), { timeout: 30_000 }).toBe(true);
  }

  it('keeps the document under 800 nodes and shows the right articles at the end and in the middle', async () => {
    await loadAll();
    expect(await list().locator('li').first().getAttribute('aria-setsize')).toBe(String(LOADED));
    expect(await nodes()).toBeLessThanOrEqual(MAX_NODES);
    // At the end: the last articles, in order, up to the 500th.
    await expect.poll(async () => (await onScreen()).at(-1)?.at).toBe(LOADED);
    expect(numbered(await onScreen())).toBe(true);

    // In the middle: the articles there, in order, with no gap on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(async () => (await onScreen()).length).toBeGreaterThan(3);
    const middle = await onScreen();
    expect(numbered(middle)).toBe(true);
    expect(middle.map((r) => r.at)).toEqual(middle.map((_, i) => middle[0]!.at + i));
    expect(middle[0]!.at).toBeGreaterThan(150);
    expect(middle.at(-1)!.at).toBeLessThan(350);
    expect(await nodes()).toBeLessThanOrEqual(MAX_NODES);

    // A tab switch and back: the same articles at the same place.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('tab', { name: '公司公告', exact: true }).click();
    await page.getByRole('list', { name: '公司公告', exact: true }).getByRole('link').first().waitFor();
    await page.getByRole('tab', { name: '精选', exact: true }).click();
    // The tab is in the address: the router renders the switch after the tap's handler, not within it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await onScreen()).toEqual(middle);

    // A drawn article opens its detail.
    const target = middle[1]!;
    await list()
      .getByRole('link', { name: new RegExp(`^第${target.at}篇 `) })
      .click();
    await page.waitForURL((url) => url.pathname === '/phone/infoDetail');
    expect(new URL(page.url()).searchParams.get('activityId')).toBe(String(100_000 + target.at));
  });
});
