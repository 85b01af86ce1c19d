/** The app shell in Chromium against the real server: landing, bottom menu, unknown paths, 404, faults. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/contract';
import { ROOT, screens } from '../../src/paths';
import { nativeCalls, openBrowser, recordingShell, type Browser } from './browser';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('app shell in the browser', () => {
  let b: Browser;
  const menu = () => b.page.getByRole('navigation', { name: '底部菜单' });
  const path = () => new URL(b.page.url()).pathname;
  const waitForPath = (p: string) => b.page.waitForURL((url) => url.pathname === p);

  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(async () => {
    await b.close();
  });
  afterEach(async () => {
    // A page left open could still send a call (the page colour's) into the next test and spend its fault.
    await b.page.goto('about:blank');
    await b.dev('/faults', { method: 'DELETE' });
  });

  it('opens /phone/ on the about page with its title', async () => {
    await b.page.goto(`${b.baseUrl}/phone/`);
    await waitForPath('/phone/about');
    await expect.poll(() => b.page.title()).toBe('公司简介');
    await expect.poll(() => menu().isVisible()).toBe(true);
  });

  it('lands on the brand with the way to the products: the list in a browser, the app’s own inside the app', async () => {
    await b.page.goto(`${b.baseUrl}/phone/`);
    await b.loginAs(b.page, '13800000001');
    await b.page.goto(`${b.baseUrl}/phone/`);
    await b.page.getByRole('heading', { name: '鼎元信托股份有限公司' }).waitFor();
    await b.page.getByRole('link', { name: '浏览信托产品' }).click();
    await waitForPath('/phone/productList');
    await b.page.evaluate(() => localStorage.clear());
    // The app opens its about page: the tap goes to the app's product list, the page stays.
    const page = await b.context.newPage();
    try {
      await recordingShell(page);
      await page.goto(`${b.baseUrl}/phone/about?terminalType=1`);
      await page.getByRole('link', { name: '浏览信托产品' }).click();
      await expect.poll(() => nativeCalls(page)).toEqual([['toProductList', undefined]]);
      expect(new URL(page.url()).pathname).toBe('/phone/about');
    } finally {
      await page.close();
    }
  });

  it('moves between 产品, 发现 and 我的 with the bottom menu; the active tab does nothing', async () => {
    await b.page.goto(`${b.baseUrl}/phone/about`);
    // 我的 opens login for a visitor who is not logged in.
    await b.loginAs(b.page, '13800000001');
    for (const [tab, target] of [
      ['产品', '/phone/productList'],
      ['发现', '/phone/findManageIndex'],
      ['我的', '/phone/mineManagerIndex'],
    ] as const) {
      await menu().getByRole('link', { name: tab }).click();
      await waitForPath(target);
    }
    const before = await b.page.evaluate(() => history.length);
    await menu().getByRole('link', { name: '我的' }).click();
    expect(path()).toBe('/phone/mineManagerIndex');
    expect(await b.page.evaluate(() => history.length)).toBe(before);
    await b.page.evaluate(() => localStorage.clear());
  });

  it('sends an unknown path to the about page', async () => {
    await b.page.goto(`${b.baseUrl}/phone/no-such-page`);
    await waitForPath('/phone/about');
  });

  it('shows the 404 page when a call answers HTTP 404, with 返回首页 and 返回上一页', async () => {
    await b.dev('/faults', { body: { callKey: 'queryDictValue', httpStatus: 404, times: 1 } });
    await b.page.goto(`${b.baseUrl}/phone/about`);
    await waitForPath('/phone/404');
    await b.page.getByRole('button', { name: '返回首页' }).click();
    await waitForPath('/phone/about');
  });

  it('shows a toast when the server fails a call', async () => {
    await b.dev('/faults', { body: { callKey: 'queryDictValue', httpStatus: 500, times: 1 } });
    await b.page.goto(`${b.baseUrl}/phone/about`);
    const alert = b.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('加载页面配置失败');
  });

  it('shows the server message of an injected business error', async () => {
    await b.dev('/faults', {
      body: { callKey: 'queryDictValue', businessCode: '99999999', msg: '系统维护中', times: 1 },
    });
    await b.page.goto(`${b.baseUrl}/phone/about`);
    const alert = b.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('系统维护中');
  });

  it('hides the top bar and the bottom menu inside the app (terminal type 1)', async () => {
    await b.page.goto(`${b.baseUrl}/phone/about?terminalType=1`);
    await b.page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await menu().count()).toBe(0);
    expect(await b.page.getByRole('banner').count()).toBe(0);
    // The terminal type is kept for the session.
    await b.page.goto(`${b.baseUrl}/phone/findManageIndex`);
    await b.page.getByRole('tab', { name: '精选' }).waitFor();
    expect(await menu().count()).toBe(0);
  });

  it('serves every route of the route table, the calls, the assets and errors with the security headers', async () => {
    const html = await (await fetch(`${b.baseUrl}/phone/about`)).text();
    const asset = /src="(\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const answers: Array<[string, Response]> = [];
    for (const screen of Object.values(screens)) {
      answers.push([screen.path, await fetch(`${b.baseUrl}${ROOT}/${screen.path}`)]);
    }
    answers.push(
      ['asset', await fetch(`${b.baseUrl}${asset}`)],
      [
        'call',
        await fetch(`${b.baseUrl}${API_PREFIX}/queryPwdIntensity`, {
          method: 'POST',
          headers: JSON_TYPE,
          body: '{"requestData":{}}',
        }),
      ],
      [
        'unknown call',
        await fetch(`${b.baseUrl}${API_PREFIX}/noSuchCall`, { method: 'POST', headers: JSON_TYPE, body: '{}' }),
      ],
      ['unknown file', await fetch(`${b.baseUrl}/phone/assets/none.js`)],
    );
    for (const [what, response] of answers) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, what).toMatch(/frame-ancestors 'self'/);
      expect(csp, what).toMatch(/object-src 'none'/);
      expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
    }
  });
});
