/**
 * The page's life in its WebView, in Chromium against the real server: the network dropping and coming back (the
 * notice, a list that failed loading by itself afterwards), and a page restored from the back-forward cache loading
 * again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NETWORK_TEXT } from '../../src/platform/webviewLife';
import { appStarted, browserSuite, type Browser } from './browser';

describe('page life', () => {
  let b: Browser;
  let page: Page;
  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { fresh: { reseed: false } });

  const questions = () => page.getByRole('list', { name: '问题列表' }).getByRole('link');

  it('says when the network is gone, and a list that failed meanwhile loads once it is back', async () => {
    await b.loginAs(page, '13800000001');
    await page.goto(`${b.baseUrl}/phone/mineManagerhelpCenter`);
    await questions().first().waitFor();

    await b.context.setOffline(true);
    await page.getByRole('alert').getByText(NETWORK_TEXT.offline, { exact: true }).waitFor();
    await page.getByRole('button', { name: '风险测评', exact: true }).click();
    await page.getByText('加载失败', { exact: true }).waitFor();

    await b.context.setOffline(false);
    await page.getByRole('status').getByText(NETWORK_TEXT.recovered, { exact: true }).waitFor();
    // Nothing tapped: the list of the category chosen while offline arrives by itself.
    await page.getByRole('link', { name: '风险测评结果的有效期是多久？' }).waitFor();
    expect(await page.getByText('加载失败', { exact: true }).count()).toBe(0);
    await page.getByText(NETWORK_TEXT.recovered, { exact: true }).waitFor({ state: 'detached' });
  });

  it('a page restored from the back-forward cache loads again', async () => {
    await page.goto(`${b.baseUrl}/phone/about`);
    await appStarted(page);
    await page.evaluate(() => Object.assign(window, { leftBehind: true }));
    const reloaded = page.waitForEvent('load');
    // What Chromium fires when it shows a page from its back-forward cache.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await reloaded;
    expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
  });
});
