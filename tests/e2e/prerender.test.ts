/**
 * First paint from prerendered HTML in Chromium, against the production build and the real server: pages show their
 * content with their scripts blocked, hydrate without a console message, a failed request or a layout shift, end up
 * exactly as a fresh browser render would draw them, and inside the app never show the browser's bars.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './browser';
import { VERIFIED } from './routeVisits';

const SHELL_PAGES = [
  ['/phone/about', '公司简介', '业务范围'],
  ['/phone/productList', '产品', '请输入产品名称'],
  ['/phone/findManageIndex', '发现', '四季活动'],
  ['/phone/mineManagerIndex', '我的', '消息通知'],
] as const;
const PAGES = [['/phone/login', '登录', '密码登录'], ...SHELL_PAGES] as const;

/**
 * Installed before any script of the page (the inline one included): records every console message, failed
 * request and layout shift, and, at every frame, whether a shell bar or a given element was on screen.
 */
function watch(page: Page, visibleSelector = '[data-shell-bar]') {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    if (!r.failure()?.errorText.includes('ERR_ABORTED')) problems.push(`failed ${r.url()}: ${r.failure()?.errorText}`);
  });
  return {
    problems,
    install: () =>
      page.addInitScript((selector: string) => {
        const w = window as unknown as { seen: boolean; shifts: string[]; early: boolean };
        w.seen = false;
        w.shifts = [];
        w.early = false;
        type Shift = PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        // Each shift named by what moved and from where, so a failure says which element it was.
        const name = (node?: Node) =>
          node instanceof Element ? `${node.localName}.${node.className}`.slice(0, 60) : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const at = (r: DOMRect) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
            const moved = entry.sources.map((s) => `${name(s.node)} ${at(s.previousRect)} → ${at(s.currentRect)}`);
            w.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // A prerendered page draws nothing until its root has been parsed whole, up to the marker after it
        // (scripts/prerender.ts): a frame before shows rows that move as the rest arrives.
        requestAnimationFrame(() => {
          w.early = document.documentElement.hasAttribute('data-prerender') && !document.getElementById('page-end');
        });
        const look = () => {
          for (const el of document.querySelectorAll(selector)) {
            if (el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden') w.seen = true;
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, visibleSelector),
    seen: () => page.evaluate(() => (window as unknown as { seen: boolean }).seen),
    shifts: () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
    paintedEarly: () => page.evaluate(() => (window as unknown as { early: boolean }).early),
  };
}

/** The DOM under #root as text: attributes sorted, React's generated ids numbered, SSR's text separators dropped. */
function canonicalRoot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ids = new Map<string, string>();
    const reactId = (value: string) =>
      value.replace(/_r_[0-9a-z]+_/gi, (id) => ids.get(id) ?? (ids.set(id, `id${ids.size}`), `id${ids.size - 1}`));
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
      if (!(node instanceof Element)) return '';
      const attrs = [...node.attributes]
        .map((a) => `${a.name}="${reactId(a.value)}"`)
        .sort()
        .join(' ');
      return `<${node.localName} ${attrs}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
    };
    return walk(document.getElementById('root')!);
  });
}

const blockScripts = (page: Page) => page.route('**/phone/assets/**/*.js', (route) => route.abort());
// Hydration is over by then: the page's one call (the page colour) is made just before it starts.
const settle = (page: Page) => page.waitForLoadState('networkidle');

describe('prerendered pages in the browser', () => {
  let b: Browser;

  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(async () => {
    await b.close();
  });

  /**
   * Opens `url` in `page` with the watch installed: the page settles without a problem or a layout shift (and stays
   * on `url` when `stays`).
   */
  async function expectCalmStart(page: Page, url: string, { stays = false } = {}) {
    const watcher = watch(page);
    await watcher.install();
    await page.goto(`${b.baseUrl}${url}`);
    await settle(page);
    if (stays) expect(new URL(page.url()).pathname).toBe(url);
    expect(watcher.problems).toEqual([]);
    expect(await watcher.shifts()).toEqual([]);
    expect(await watcher.paintedEarly(), 'a frame drawn before the page was parsed').toBe(false);
    await page.close();
  }

  async function freshPage() {
    // A new tab: its own sessionStorage, so a terminal type from another test does not carry over.
    const page = await b.context.newPage();
    return page;
  }

  it.each(PAGES)(
    '%s paints its title and content with its scripts blocked, then asks for its chunk with the entry',
    async (url, title, text) => {
      const page = await freshPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await blockScripts(page);
      await page.goto(`${b.baseUrl}${url}`);
      expect(await page.title()).toBe(title);
      expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.getByText(text).first().isVisible()).toBe(true);
      // The page chunk is asked for by the page itself once painted (no app script ran to discover it).
      const pageModule =
        url === '/phone/login'
          ? 'LoginPage'
          : url === '/phone/about'
            ? 'AboutPage'
            : url === '/phone/mineManagerIndex'
              ? 'MinePage'
              : url === '/phone/productList'
                ? 'ProductListPage'
                : 'DiscoverPage';
      // After the first frame: on a busy machine that can come after the load event.
      await expect.poll(() => requested.some((p) => p.startsWith('/phone/assets/') && p.match(pageModule))).toBe(true);
      await page.close();
    },
  );

  it.each([
    ...PAGES.map(([url]) => url),
    '/phone/about?terminalType=1',
    '/phone/login?redirect=%2Fphone%2FmineManagerIndex',
    '/phone/login?loginType=2',
    '/phone/status?status=2&phoneNum=13800000001',
    '/phone/privacyPolicy?embedded=1',
    '/phone/',
  ])('%s starts without a console message, a failed request or a layout shift', async (url) =>
    expectCalmStart(await freshPage(), url),
  );

  it.each([
    '/phone/mineManagerIndex',
    '/phone/riskIndex',
    '/phone/crsDeclareIndex',
    '/phone/productList',
    '/phone/taskCenter',
    '/phone/findManageIndex',
  ])('%s, logged in and its calls slow, moves nothing while its data arrives', async (url) => {
    const page = await freshPage();
    await page.goto(`${b.baseUrl}/phone/about`);
    await b.loginAs(page, VERIFIED);
    // The loading state paints first, as on a slow network: what it gives way to must not push anything.
    await page.route('**/services/trustAppApi/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await expectCalmStart(page, url, { stays: true });
  });

  // Login, about, a placeholder, and two forms with generated ids (useId).
  it.each(['/phone/login', '/phone/about', '/phone/productList', '/phone/forgetPassword', '/phone/codeRegister'])(
    '%s hydrated is exactly what a fresh browser render draws',
    async (url) => {
      const page = await freshPage();
      await page.goto(`${b.baseUrl}${url}`);
      await settle(page);
      const hydrated = await canonicalRoot(page);
      // The same page with its prerender taken out: the browser renders it from nothing.
      let emptied = false;
      await page.route(`${b.baseUrl}${url}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/ data-prerender="[^"]*"/, '')
          .replace(/<div id="root" inert>[\s\S]*<\/div>(?=<template id="page-end">)/, '<div id="root"></div>');
        emptied = body.includes('<div id="root"></div>');
        await route.fulfill({ response, body });
      });
      await page.reload();
      expect(emptied, 'the prerendered markup taken out').toBe(true);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-boot'))).toBeNull();
      expect(await canonicalRoot(page)).toBe(hydrated);
      await page.close();
    },
  );

  it('inside the app (terminalType=1) never shows the top bar or the bottom menu, from the first page on', async () => {
    const page = await freshPage();
    // Scripts blocked: the prerendered bars are hidden by the inline script and style alone.
    await blockScripts(page);
    await page.goto(`${b.baseUrl}/phone/about?terminalType=1`);
    expect(await page.getByRole('heading', { level: 2, name: '公司简介' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: '底部菜单' }).isVisible()).toBe(false);
    await page.unroute('**/phone/assets/**/*.js');

    // With scripts: never on screen at any frame, and gone from the page once hydrated.
    const watcher = watch(page);
    await watcher.install();
    for (const url of ['/phone/about?terminalType=1', '/phone/productList', '/phone/mineManagerIndex']) {
      await page.goto(`${b.baseUrl}${url}`);
      await settle(page);
      expect(await watcher.seen(), url).toBe(false);
      expect(await page.locator('[data-shell-bar]').count(), url).toBe(0);
    }
    expect(watcher.problems).toEqual([]);
    await page.close();
  });

  it('shows the bars in a browser, so the watch above can see them', async () => {
    const page = await freshPage();
    const watcher = watch(page);
    await watcher.install();
    await page.goto(`${b.baseUrl}/phone/about`);
    await settle(page);
    expect(await watcher.seen()).toBe(true);
    expect(await page.getByRole('navigation', { name: '底部菜单' }).isVisible()).toBe(true);
    await page.close();
  });

  it('answers no tap or typing before the app has started, so none is lost to hydration', async () => {
    const page = await freshPage();
    // Scripts that take a while, as on a slow network.
    await page.route('**/phone/assets/**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${b.baseUrl}/phone/login`);
    expect(await page.locator('#root').evaluate((root: HTMLElement) => root.inert)).toBe(true);
    // Playwright waits for the page to answer, as a user's second tap would.
    await page.getByLabel('账号', { exact: true }).fill('13800000001');
    await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
    // The flow has both: the login button is active.
    await expect
      .poll(() => page.getByRole('button', { name: '登录', exact: true }).getAttribute('aria-disabled'))
      .toBe('false');
    await page.close();
  });

  it('never shows the prerendered password form to a link that opens SMS login', async () => {
    const page = await freshPage();
    await blockScripts(page);
    await page.goto(`${b.baseUrl}/phone/login?loginType=2`);
    expect(await page.getByRole('tab', { name: '密码登录' }).isVisible()).toBe(false);
    await page.unroute('**/phone/assets/**/*.js');

    const watcher = watch(page, '#login-password');
    await watcher.install();
    await page.goto(`${b.baseUrl}/phone/login?loginType=2`);
    await page.getByLabel('短信验证码').waitFor();
    expect(await watcher.seen()).toBe(false);
    expect(watcher.problems).toEqual([]);
    await page.close();
  });
});
