/**
 * Accessibility in Chromium against the production build and the real server (tests/e2e/a11y.ts says what is
 * checked): every screen of the route table (src/paths.ts), opened as a visitor would open it (tests/e2e/routeVisits.ts).
 * The states of every flow with a page (dialogs, messages, the picture code, the countdowns) are audited where the
 * browser-level model tests reach them (tests/e2e/flows.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens, type ScreenName } from '../../src/paths';
import { expectAccessible, still } from './a11y';
import { openBrowser, type Browser } from './browser';
import { loadDemoData, ROUTES, VERIFIED, visitPath, VISITS, type DemoData } from './routeVisits';

let b: Browser;
let page: Page;
let demo: DemoData;
const audited = new Set<ScreenName>();

/** Waits until the page has painted its content: no request in flight and no loading indicator shown. */
async function settled(p: Page) {
  await p.waitForLoadState('networkidle');
  await expect.poll(() => p.locator('[aria-busy=true]:visible, [role=progressbar]:visible').count()).toBe(0);
}

beforeAll(async () => {
  b = await openBrowser();
  page = await b.freshPage({ reseed: false });
  await still(page);
  demo = await loadDemoData(b, page);
});
afterAll(() => b?.close());

describe.each([
  ['as a visitor', false],
  ['signed in as the verified customer', true],
] as const)('every route %s', (_, signedIn) => {
  const routes = ROUTES.filter((name) => VISITS[name].signedIn === signedIn);
  beforeAll(async () => {
    if (signedIn) await b.loginAs(page, VERIFIED);
  });

  it.each(routes)('%s', async (name) => {
    const path = `/phone/${screens[name].path}`;
    // The terminal type a query set stays for the tab's session: each screen starts from none.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${b.baseUrl}${visitPath(name, demo)}`);
    await settled(page);
    expect(new URL(page.url()).pathname, 'the screen itself opened').toBe(path);
    await expectAccessible(page, path);
    audited.add(name);
  });
});

it('audited every route of the route table', () => {
  expect(ROUTES.filter((name) => !audited.has(name))).toEqual([]);
});
