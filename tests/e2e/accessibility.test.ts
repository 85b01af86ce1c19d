/**
 * Accessibility in Chromium against the production build and the real server (tests/e2e/a11y.ts says what is
 * checked): every screen of the route table (src/paths.ts), opened as a visitor would open it (tests/e2e/routeVisits.ts),
 * then the states of every flow with a page where they show something of their own (dialogs, messages, the picture
 * code, the countdowns), reached as the browser-level model tests reach them (tests/e2e/flowReplay.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens, type ScreenName } from '../../src/paths';
import * as harness from '../model/harness';
import type { Entry } from '../model/kit';
import { audit, report } from './a11y';
import { openBrowser, type Browser } from './browser';
import { replayedFlows, replayInBrowser } from './flowReplay';
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

/** A still page to audit: the banner carousels do not move for a reader who asked for less motion. */
const still = (p: Page) => p.emulateMedia({ reducedMotion: 'reduce' });

async function expectAccessible(p: Page, where: string) {
  const found = await audit(p);
  expect(report(found), `${where}\n`).toBe('');
}

beforeAll(async () => {
  b = await openBrowser();
  page = await b.freshPage({ reseed: false });
  await still(page);
  demo = await loadDemoData(b, page);
});
// The flows audited below change the demo customer (an avatar uploaded, a nickname): the next suites start from the
// seed.
afterAll(async () => {
  await b?.dev('/reset', { body: { reseed: true } });
  await b?.close();
});

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

/**
 * Each flow's states where its page shows them: the shortest path to each state (as the browser-level model tests
 * take it), audited at its end, once the page has shown what the entry says of that state. The audit presses Tab,
 * scrolls and enlarges text, which a flow may react to (a field left, the end of a document reached), so only a
 * path's last state is audited; states a flow shows on another page (a sight of the route it went to) are that
 * route's, audited above.
 */
const leavesPage = (entry: Entry, path: harness.Path) =>
  harness.sightsOf(entry, path.state).some((sight) => 'route' in sight);

const flows = (await replayedFlows()).flatMap(({ entry, place }) => {
  const paths = harness.shortestPathsToStates(entry).filter((path) => !leavesPage(entry, path));
  return paths.length ? [[entry.machine.id, { entry, place, paths }] as const] : [];
});

describe.each(flows)('%s', (_, { entry, place, paths }) => {
  it.each(paths.map((p) => [harness.describePath(entry, p), p] as const))('%s', async (_, path) => {
    let shown = 0;
    await replayInBrowser(b, entry, place, path, {
      opened: still,
      seen: async (_recorder, page) => {
        shown += 1;
        if (shown === path.steps.length)
          await expectAccessible(page, `${entry.machine.id} in ${JSON.stringify(path.state.value)}`);
      },
    });
  });
});
