/**
 * The main screens against their visual baselines (tests/e2e/visual.ts) in each state an investor meets: loading
 * (the screen's call held: its skeleton), loaded, in the large-text mode, failed (the call answers HTTP 500: 加载失败
 * with 重新加载; the call layer's passing toast left out) and, where the screen has one, empty (the call's list
 * answered empty). One server of its own, seeded as of the pinned day; one tab per state.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { openDb, type AppDb } from '../../server/db';
import { LoaderText } from '../../machines/loader/loader';
import { API_PREFIX } from '../../src/contract';
import { href } from '../../src/paths';
import { TEXT_SIZE_KEY } from '../../src/platform/textSize';
import { seededDump } from '../server/seededDump';
import { appStarted, E2E_DIST_DIR, E2E_KEEP_ALIVE_MS, openBrowser, type Browser } from './browser';
import { VERIFIED } from './routeVisits';
import { browserNote, compareWithBaseline, PINNED_DAY, pinnedClock, settledScreenshot } from './visual';

interface Subject {
  /** The baselines' file names start with it. */
  name: string;
  path: string;
  signedIn: boolean;
  /** The call whose answer is the screen's content: held, failed or emptied. */
  call: string;
  /** The call's data with nothing in it, where the screen has an empty state. */
  empty?: (data: object) => unknown;
}

const noRows = () => [];
/** A page of a list with nothing on it. */
const emptyPage = (data: object) => ({ ...data, list: [], total: 0 });

const SUBJECTS: Subject[] = [
  { name: 'productList', path: href('productList'), signedIn: true, call: 'productList', empty: noRows },
  {
    name: 'productInfo',
    path: href({ to: 'productInfo', query: { trustCode: 'DY0000007' } }),
    signedIn: true,
    call: 'queryProjectInfo',
  },
  {
    name: 'netValue',
    path: href({ to: 'historyNetValue', query: { trustCode: 'DY0000014', fundproperty: '1' } }),
    signedIn: true,
    call: 'queryProductIncome',
    empty: () => ({ x: [], y: [] }),
  },
  { name: 'discover', path: href('findManageIndex'), signedIn: false, call: 'queryArticleList', empty: emptyPage },
  { name: 'service', path: href('service'), signedIn: false, call: 'getArticleList', empty: emptyPage },
  { name: 'mine', path: href('mineManagerIndex'), signedIn: true, call: 'queryCustomerInfo' },
  { name: 'messages', path: href('mineManagerNoticeToast'), signedIn: true, call: 'getPushMsg', empty: emptyPage },
  { name: 'taskCenter', path: href('taskCenter'), signedIn: true, call: 'queryTaskCenterList' },
  {
    name: 'pointsList',
    path: href('pointsList'),
    signedIn: true,
    call: 'getPointsDetails',
    empty: (data) => ({ ...data, pointsList: [] }),
  },
  { name: 'riskResult', path: href('riskResult'), signedIn: true, call: 'getQuestionResult' },
];

let db: AppDb;
let dataDir: string;
let server: Awaited<ReturnType<typeof buildServer>>;
let b: Browser;
/** What to say beside a difference about the browser (`browserNote`). */
let note: string | null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trust-h5-visual-'));
  db = openDb({ dataDir, loadDataDir: await seededDump(pinnedClock, 'visual-db') });
  server = await buildServer({
    db,
    clock: pinnedClock,
    distDir: E2E_DIST_DIR,
    housekeeping: false,
    keepAliveTimeoutMs: E2E_KEEP_ALIVE_MS,
  });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  b = await openBrowser(address);
  note = browserNote(b.context.browser()!.version());
}, 120_000);

afterAll(async () => {
  await b?.close();
  await server?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let page: Page | undefined;
afterEach(() => page?.close());

/** A tab on the pinned day, signed in where the screen needs it, in the text size asked for. */
async function tab(subject: Subject, large = false): Promise<Page> {
  page = await b.freshPage({ reseed: false });
  await page.clock.setFixedTime(PINNED_DAY);
  if (subject.signedIn) await b.loginAs(page, VERIFIED);
  if (large) await page.evaluate((key) => localStorage.setItem(key, 'large'), TEXT_SIZE_KEY);
  return page;
}

/** Every API request of the page that is still open, so a screenshot waits for the calls that are not held. */
function openCalls(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => request.url().includes(API_PREFIX) && open.add(request));
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

const callPattern = (call: string) => new RegExp(`${API_PREFIX}/${call}(\\?|$)`);

/**
 * The screen once the calls not held have answered, as it stays; with none held, once the network is quiet too (a
 * page's lazy parts, such as the chart's library, have come). `hide`: what passes by itself, left out.
 */
async function shot(page: Page, open: () => number, { held, hide }: { held?: () => number; hide?: string } = {}) {
  // Live: a screen may make its held call more than once (积分明细 reads two kinds of records).
  await expect.poll(() => open() - (held?.() ?? 0), { message: 'the page calls that are not held answer' }).toBe(0);
  if (!held) await page.waitForLoadState('networkidle');
  return settledScreenshot(page, hide);
}

function expectLike(name: string, screenshot: Buffer): void {
  expect(compareWithBaseline(name, screenshot, note), name).toBeNull();
}

describe.each(SUBJECTS)('$name', (subject) => {
  it('loading, then loaded', async () => {
    const page = await tab(subject);
    const open = openCalls(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(callPattern(subject.call), async (route: Route) => {
      held++;
      await released;
      await route.continue();
    });
    await page.goto(`${b.baseUrl}${subject.path}`);
    await appStarted(page);
    await expect.poll(() => held, { message: `${subject.call} is called` }).toBeGreaterThan(0);
    expectLike(`${subject.name}-loading`, await shot(page, open, { held: () => held }));
    release();
    expectLike(subject.name, await shot(page, open));
  });

  it('loaded, in large text', async () => {
    const page = await tab(subject, true);
    const open = openCalls(page);
    await page.goto(`${b.baseUrl}${subject.path}`);
    await appStarted(page);
    expectLike(`${subject.name}-large`, await shot(page, open));
  });

  it('failed', async () => {
    const page = await tab(subject);
    const open = openCalls(page);
    await page.route(callPattern(subject.call), (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${b.baseUrl}${subject.path}`);
    await appStarted(page);
    await page.getByText(LoaderText.failed).first().waitFor();
    // The call layer's toast said why; it goes by itself in two seconds, and is left out of the picture.
    expectLike(`${subject.name}-failed`, await shot(page, open, { hide: '[role="alert"]' }));
  });

  const { empty } = subject;
  if (empty)
    it('empty', async () => {
      const page = await tab(subject);
      const open = openCalls(page);
      await page.route(callPattern(subject.call), async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: { data: unknown } };
        await route.fulfill({
          response,
          json: { ...body, result: { ...body.result, data: empty(body.result.data as object) } },
        });
      });
      await page.goto(`${b.baseUrl}${subject.path}`);
      await appStarted(page);
      expectLike(`${subject.name}-empty`, await shot(page, open));
    });
});
