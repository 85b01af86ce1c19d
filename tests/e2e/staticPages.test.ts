/**
 * The static and explainer pages of spec 3 §2 in Chromium against the production build and the real server: each
 * opens with its title and headings, every picture loads in a box of its own proportions, and nothing is wider than
 * the 375 px phone. The trust-system page hands the reader to its site: in a browser by replacing itself (so back
 * returns to the page before), inside the app through the bridge while the page stays.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRUST_SYSTEM_URL } from '../../src/pages/content/TrustSystemPage';
import { browserSuite, type Browser } from './browser';

const PHONE_WIDTH = 375;

/** Path, title, a heading the page shows, and how many pictures it has. */
const PAGES = [
  ['agreement/preventionFraud', '防范电信网络诈骗声明', '二、本公司郑重承诺', 0],
  ['agreement/incomeAgreement', '收益账户变更协议', '第九条 法律适用与争议解决', 0],
  ['wealthExperience', '财富体检', '什么是财富体检', 3],
  ['jiating', '家族信托', '什么是家族信托', 3],
  ['teshu', '特殊需要信托', '什么是特殊需要信托', 3],
  ['cishan', '慈善信托', '什么是慈善信托', 3],
] as const;

const TARGET_ORIGIN = new URL(TRUST_SYSTEM_URL).origin;
const SITE_HEADING = '鼎元信托 信托业务系统';

describe('static and explainer pages in the browser', () => {
  let b: Browser;
  let page: Page;
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { fresh: { reseed: false } });

  /** Elements of the page that reach past the right edge of the screen, and whether the document scrolls sideways. */
  const overflow = () =>
    page.evaluate(() => ({
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      wide: [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.localName} ${el.textContent?.slice(0, 20) ?? ''}`),
    }));

  it.each(PAGES)(
    '%s shows its title and heading, loads every picture and fits 375 px',
    async (path, title, heading, count) => {
      await open(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(title);

      const pictures = page.locator('main img');
      expect(await pictures.count()).toBe(count);
      // Lazy pictures load as they come near the screen.
      for (const picture of await pictures.all()) await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          pictures.evaluateAll(
            (imgs) =>
              imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length,
          ),
        )
        .toBe(count);
      // Each in a box of the drawing's proportions (686 × 386), across the column.
      const boxes = await pictures.evaluateAll((imgs) =>
        imgs.map((i) => {
          const { width, height } = i.getBoundingClientRect();
          return { width, ratio: width / height };
        }),
      );
      for (const box of boxes) {
        expect(box.width).toBeGreaterThan(300);
        expect(box.ratio).toBeCloseTo(686 / 386, 1);
      }

      expect(await overflow()).toEqual({ innerWidth: PHONE_WIDTH, scrollWidth: PHONE_WIDTH, wide: [] });
    },
  );

  it('the trust-system page says where it goes, then replaces itself by the site', async () => {
    const requested: string[] = [];
    await page.route(
      (url) => url.origin === TARGET_ORIGIN,
      (route) => {
        requested.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><title>信托业务系统</title><h1>${SITE_HEADING}</h1>`,
        });
      },
    );
    await open('about');
    await page.getByRole('heading', { name: '业务范围' }).waitFor();

    // Before any script runs, the prerendered page already tells the reader and offers the link.
    const blockScripts = (route: Route) => route.abort();
    await page.route('**/phone/assets/**/*.js', blockScripts);
    await open('trustSystem');
    await page.getByRole('heading', { name: '正在跳转…', exact: true }).waitFor();
    expect(await page.title()).toBe('信托业务系统');
    expect(await page.getByRole('link', { name: '前往信托业务系统' }).getAttribute('href')).toBe(TRUST_SYSTEM_URL);
    expect(await overflow()).toEqual({ innerWidth: PHONE_WIDTH, scrollWidth: PHONE_WIDTH, wide: [] });

    await page.unroute('**/phone/assets/**/*.js', blockScripts);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL(TRUST_SYSTEM_URL, { timeout: 10_000 });
    await page.getByRole('heading', { name: SITE_HEADING }).waitFor();
    expect(requested[0]).toBe(TRUST_SYSTEM_URL);

    // Replaced, not pushed: back leads to the page before, not to a page that would send the reader off again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/phone/about', { timeout: 10_000 });
  });

  it('inside the app the trust-system page asks the native shell to open the site and stays', async () => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __native: unknown[] }).__native = calls;
      window.android = { externalURL: (arg?: string) => void calls.push(['externalURL', arg]) };
    });
    const requested: string[] = [];
    await page.route(
      (url) => url.origin === TARGET_ORIGIN,
      (route) => {
        requested.push(route.request().url());
        return route.abort();
      },
    );
    await open('trustSystem?terminalType=1');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __native: unknown[] }).__native))
      .toEqual([['externalURL', TRUST_SYSTEM_URL]]);
    await page.getByRole('heading', { name: '正在跳转…', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/phone/trustSystem');

    // The link, should the shell not have opened the site, asks the shell again.
    await page.getByRole('link', { name: '前往信托业务系统' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __native: unknown[] }).__native.length))
      .toBe(2);
    expect(new URL(page.url()).pathname).toBe('/phone/trustSystem');
    expect(requested).toEqual([]);
  });
});
