/**
 * Accessibility in Chromium against the production build and the real server (tests/e2e/a11y.ts says what is
 * checked): every screen of the route table (src/paths.ts), opened as a visitor would open it (tests/e2e/routeVisits.ts).
 * The states of every flow with a page (dialogs, messages, the picture code, the countdowns) are audited where the
 * browser-level model tests reach them (tests/e2e/flows.test.ts).
 *
 * The screens are audited a few at a time, each in a tab of its own: an audit mostly waits for the page (its calls,
 * each Tab key press), so the tabs share the cores. The visitor's screens go first, then the signed-in customer's
 * (one context, so one stored login for all its tabs).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { screens, type ScreenName } from '../../src/paths';
import { expectAccessible } from './a11y';
import { openBrowser, type Browser } from './browser';
import { loadDemoData, ROUTES, VERIFIED, visitPath, VISITS, type DemoData } from './routeVisits';

/** Tabs side by side. */
const TABS = 3;

let b: Browser;
let demo: DemoData;
/** A tab on the app's origin from the start: where the login is stored for all the tabs. */
let home: Page;
/** The tabs not auditing a screen now, and the audits waiting for one. */
const idle: Page[] = [];
const waiting: Array<(page: Page) => void> = [];
const audited = new Set<ScreenName>();

/**
 * Waits until the page has painted its content: no request in flight and no loading indicator shown. `expect` is the
 * test's own (tests here run side by side).
 */
async function settled(p: Page, expect: ExpectStatic) {
  await p.waitForLoadState('networkidle');
  await expect.poll(() => p.locator('[aria-busy=true]:visible, [role=progressbar]:visible').count()).toBe(0);
}

beforeAll(async () => {
  b = await openBrowser();
  // Every tab starts on the app's origin, where its session storage can be cleared before each screen.
  for (let i = 0; i < TABS; i++) idle.push(await b.freshPage({ reseed: false }));
  home = idle[0]!;
  demo = await loadDemoData(b, home);
});
afterAll(() => b?.close());

/** Runs one audit in an idle tab, or in the next tab to be done when all are busy. */
async function inTab(audit: (page: Page) => Promise<void>) {
  const page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    await audit(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

describe.each([
  ['as a visitor', false],
  ['signed in as the verified customer', true],
] as const)('every route %s', (_, signedIn) => {
  const routes = ROUTES.filter((name) => VISITS[name].signedIn === signedIn);
  beforeAll(async () => {
    if (signedIn) await b.loginAs(home, VERIFIED);
  });

  it.concurrent.for(routes)('%s', (name, { expect }) =>
    inTab(async (page) => {
      const path = `/phone/${screens[name].path}`;
      // The terminal type a query set stays for the tab's session: each screen starts from none.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${b.baseUrl}${visitPath(name, demo)}`);
      await settled(page, expect);
      expect(new URL(page.url()).pathname, 'the screen itself opened').toBe(path);
      await expectAccessible(page, path);
      audited.add(name);
    }),
  );
});

it('audited every route of the route table', () => {
  expect(ROUTES.filter((name) => !audited.has(name))).toEqual([]);
});
