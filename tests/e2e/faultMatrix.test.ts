/**
 * The fault matrix, in Chromium against the production build and the real server. Every screen of the route table
 * (src/paths.ts) is opened once cleanly to learn which calls it makes on load, and its accessibility is audited there
 * (tests/e2e/a11y.ts), as a visitor or the signed-in customer opens it (tests/e2e/routeVisits.ts); then those calls
 * meet the faults the network or the server can give: no network, HTTP 500, no answer (the client's timeout, brought
 * forward in the page), a body that is not JSON, a business code the app does not know, an expired session
 * (06060010), and a success whose data has a shape the call never answers (an object where a list belongs, a list
 * anywhere else): each call on each screen the faults that take different ways through the client (PER_SCREEN; of a
 * call the app makes as it starts, only on a screen that makes no call of its own, the expired session:
 * perScreenAtStart), each call every fault on one screen, every screen the expired session. Each case checks what
 * the user is left with: no uncaught error, a screen that is not blank, no loading indicator left running, the call
 * layer's message (or the login page, which returns here; for the wrong shape no message is owed, the screen may show
 * its fallback), and that trying again once the fault is gone shows what the clean visit showed.
 *
 * A tab opens a screen through the app's router where it can (a full page load costs Chromium about three times the
 * CPU): past the app's own not-found screen, so the screen before has gone and the next one starts afresh, as a user
 * who leaves and comes back finds it. A call the screen makes only when the app starts with it (the page colour
 * the app loads as it starts) meets its faults on a full page load, and so does every call of a screen that makes
 * other calls or lands elsewhere when the app is running, or whose query the app reads only as it starts (the
 * terminal type).
 *
 * Faults are met where the app meets the network: each tab's `fetch` of an API call first asks the test for the
 * fault armed for that call in that tab, and gets the answer the dev fault endpoint would give (the server's own
 * `faultAnswer`, server/http/faults.ts), no answer at all, a refused connection, or the server's real answer with its
 * data spoilt. So the tabs run side by side without taking each other's faults, and nothing else of a page (its
 * scripts, styles, pictures) is held up on its way or kept from the browser's cache.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT, SESSION_EXPIRED_TEXT, TIMEOUT_TEXT } from '../../src/api/client';
import { API_PREFIX, Code, PIC_BY_UUID_PATH, REQUEST_RULES, REQUEST_TIMEOUT_MS } from '../../src/contract';
import { LoaderText } from '../../machines/loader/loader';
import { faultAnswer } from '../../server/http/faults';
import { href, screens, type ScreenName } from '../../src/paths';
import { DEEP } from '../setup/depth';
import { audit, CALL_IN_FLIGHT, report } from './a11y';
import { forgetMessages, openBrowser, recordMessages, type Browser } from './browser';
import { ROUTES, VERIFIED, VISITS, loadDemoData, visitPath, type DemoData } from './routeVisits';
import { WORDING_EXAMPLES, WORDING_RULES, wordingProblems } from './wording';

/** The faults a call can meet, each on the screen opened afresh. */
const FAULTS = ['sessionExpired', 'offline', 'http500', 'timeout', 'malformed', 'unknownCode', 'wrongShape'] as const;
type Fault = (typeof FAULTS)[number];
/**
 * The faults that take different ways through the client (src/api/client.ts): a rejecting fault (one stands for the
 * five the call layer turns into one rejection with its message, as tests/api/client.test.tsx proves for each), the
 * expired session (to the login page and back) and a success of the wrong shape (the screen's own load). Every
 * screen meets these on every call it makes; the other rejecting faults are met once per call, on the first screen
 * that makes it. The deep run meets every fault on every screen.
 */
const PER_SCREEN: readonly Fault[] = DEEP ? FAULTS : ['sessionExpired', 'http500', 'wrongShape'];
/**
 * A call the app makes as it starts (the page colour), whichever screen it starts on, is not the screen's: each of
 * its faults takes the same way whatever the screen. Its expired session leads to the login page and back to the
 * screen, which the screen's own calls prove where it makes any (PER_SCREEN); a screen that makes none meets it on
 * this call. Its other faults are met once. The deep run meets every fault on every screen.
 */
const perScreenAtStart = (visit: CleanVisit): readonly Fault[] =>
  DEEP ? FAULTS : visit.calls.every((call) => visit.coldOnly.includes(call)) ? ['sessionExpired'] : [];

/** A business code no rule of the app knows, with the message the server gives for it. */
const UNKNOWN_CODE = '12345678';
const UNKNOWN_CODE_MSG = '未知的业务状态';

const NO_FAULT = { httpStatus: null, malformed: false, businessCode: null, msg: null };
/** What the server answers for each of its faults, as the dev fault endpoint makes it answer. */
const SERVER_ANSWERS: Partial<Record<Fault, ReturnType<typeof faultAnswer>>> = {
  http500: faultAnswer({ ...NO_FAULT, httpStatus: 500 }),
  malformed: faultAnswer({ ...NO_FAULT, malformed: true }),
  unknownCode: faultAnswer({ ...NO_FAULT, businessCode: UNKNOWN_CODE, msg: UNKNOWN_CODE_MSG }),
  // No message: the client's own 请重新登录.
  sessionExpired: faultAnswer({ ...NO_FAULT, businessCode: Code.sessionExpired, msg: '' }),
};

/** What a tab's `fetch` does with one API request: the server's fault answer, none, a refusal, or a spoilt answer. */
type Meeting =
  { answer: NonNullable<ReturnType<typeof faultAnswer>> } | { fault: 'offline' | 'timeout' | 'wrongShape' } | null;

/** The call layer's message for a fault ('<action>失败' where the server gave none); null: none owed. */
const FAULT_MESSAGE: Record<Fault, string | RegExp | null> = {
  offline: NETWORK_ERROR_TEXT,
  http500: /^\S+失败$/,
  timeout: TIMEOUT_TEXT,
  malformed: /^\S+失败$/,
  unknownCode: UNKNOWN_CODE_MSG,
  sessionExpired: SESSION_EXPIRED_TEXT,
  wrongShape: null,
};

const PICTURE_CALL = PIC_BY_UUID_PATH.slice(1);
/** The contract's call keys and the picture GET: what a screen may call. */
const CONTRACT_CALLS = new Set<string>([...Object.keys(REQUEST_RULES), PICTURE_CALL]);
/** Tabs side by side: a case mostly waits (for the page, its calls, a toast), so more tabs fill the cores. */
const TABS = 6;
/**
 * How long one condition of a case may take before the case counts as failed: a bound on "never", not a measure of
 * speed (a passing case waits for what it looks for, never for this). Six tabs' cold page loads beside busy workers
 * on two cores took more than 10 s to settle a screen that settles in 1 s alone (a fresh clone's first run, load ≈ 10).
 */
const WAIT_MS = 30_000;
const LOGIN_PATH = href('login');

interface Armed {
  call: string;
  fault: Fault;
  hit: boolean;
  reached: Promise<void>;
  reach: () => void;
}

/** A browser tab the matrix runs cases in. */
interface Tab {
  page: Page;
  errors: string[];
  /** Calls seen since the last `watch()`. */
  calls: string[];
  armed: Armed | null;
  /** The app runs in the tab, started as the current login left it: screens open through its router. */
  started: boolean;
}

/** One visit of a screen as the clean run saw it. */
interface CleanVisit {
  route: ScreenName;
  path: string;
  /** Where the screen ended up (path and query): a login on the way returns here. */
  landed: string;
  calls: string[];
  /** A line of the clean screen's text that a successful retry shows again; null for a screen without text. */
  sign: string | null;
  /** Opened by a full page load for every call: through the router it makes calls a cold start does not, or lands elsewhere. */
  cold: boolean;
  /** The calls only a cold start makes (the app's own as it starts): opened by a full page load for these. */
  coldOnly: string[];
}

interface Case {
  visit: CleanVisit;
  call: string;
  fault: Fault;
}

let b: Browser;
let demo: DemoData;
const tabs: Tab[] = [];
const clean = new Map<ScreenName, CleanVisit>();

/** The request of a call a tab's page is about to send: the fault armed for it, once, or nothing. */
function meet(tab: Tab, call: string): Meeting {
  tab.calls.push(call);
  const armed = tab.armed;
  if (armed && !armed.hit && armed.call === call) {
    armed.hit = true;
    armed.reach();
    const answer = SERVER_ANSWERS[armed.fault];
    return answer ? { answer } : { fault: armed.fault as 'offline' | 'timeout' | 'wrongShape' };
  }
  return null;
}

async function openTab(): Promise<Tab> {
  const page = await b.context.newPage();
  const tab: Tab = { page, errors: [], calls: [], armed: null, started: false };
  page.on('pageerror', (error) => tab.errors.push(error.message));
  await recordMessages(page);
  // The client's request timeout (600 s) brought forward in this page alone: Playwright's clock belongs to the
  // browser context, so moving it would time out the other tabs' requests as well.
  await page.addInitScript((limit) => {
    const { setTimeout: set, clearTimeout: clear } = window;
    const long = new Map<number, () => void>();
    window.setTimeout = ((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const id = set(run, ms, ...args);
      if ((ms ?? 0) >= limit) long.set(id, () => run(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) long.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    (window as unknown as { __expireRequests(): void }).__expireRequests = () => {
      for (const [id, run] of [...long]) {
        window.clearTimeout(id);
        run();
      }
    };
  }, REQUEST_TIMEOUT_MS);
  await page.exposeBinding('__meetFault', (_source, call: string) => meet(tab, call));
  await page.addInitScript(
    ({ prefix, ok }) => {
      type Met = { answer: { status: number; type: string; body: string } } | { fault: string } | null;
      const host = window as unknown as { __meetFault(call: string): Promise<Met>; __pendingCalls: number };
      const send = window.fetch.bind(window);
      // The API calls of this document not answered yet (but the one the timeout fault never answers): counted from
      // the moment the page makes one, and gone with the document.
      host.__pendingCalls = 0;
      window.fetch = async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (!url.pathname.startsWith(`${prefix}/`)) return send(input, init);
        host.__pendingCalls++;
        let counted = true;
        const answered = () => {
          if (counted) host.__pendingCalls--;
          counted = false;
        };
        try {
          const met = await host.__meetFault(url.pathname.split('/').pop() ?? '');
          if (met && 'answer' in met) {
            const { status, type, body } = met.answer;
            return new Response(body, { status, headers: { 'content-type': type } });
          }
          if (met?.fault === 'offline') throw new TypeError('Failed to fetch');
          // No answer ever: only the client's own timeout (brought forward below) ends the wait.
          if (met?.fault === 'timeout') {
            answered();
            return await new Promise<Response>((_resolve, reject) => {
              const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
              if (signal?.aborted) reject(signal.reason);
              signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
            });
          }
          const response = await send(input, init);
          if (met?.fault !== 'wrongShape' || !response.headers.get('content-type')?.includes('json')) return response;
          // A success answer's data in a shape the call never gives: an object where a list belongs, else a list.
          const envelope = (await response.json()) as { result?: { statusCode?: string; data?: unknown } };
          if (envelope.result?.statusCode === ok) {
            envelope.result.data = Array.isArray(envelope.result.data) ? { unexpected: true } : [{ unexpected: true }];
          }
          return new Response(JSON.stringify(envelope), { status: response.status, headers: response.headers });
        } finally {
          answered();
        }
      };
    },
    { prefix: API_PREFIX, ok: Code.ok },
  );
  return tab;
}

/** A message the call layer owes: its text, or a pattern of it. */
type Owed = { text: string } | { pattern: string } | null;

/** What a settled screen must show besides: the message owed, the page it is on, the clean screen again. */
interface Want {
  message?: Owed;
  path?: string;
  /** Not failed, not blank, and showing this line of the clean screen (null: none to look for). */
  recovered?: { sign: string | null };
}

/**
 * In the page: what it shows (its text, whether it is blank, whether anything says it is loading, whether it failed,
 * the alerts, the API calls open, whether the app has started); with `want`, false until the page has done what it
 * does on load (the app started, no call open, nothing loading) and shows what is wanted. The cheap looks first: it
 * runs every POLL_MS while a case waits.
 */
function look({
  indicator,
  loadingText,
  failedText,
  want,
}: {
  indicator: string;
  loadingText: string;
  failedText: string;
  want: Want | null;
}) {
  // The app has taken over the prerendered page (src/app/firstPaint.ts): before, it has made no call yet.
  const started = document.getElementById('root')?.inert === false;
  const pending = (window as unknown as { __pendingCalls?: number }).__pendingCalls ?? 0;
  const loading =
    document.querySelector(indicator) !== null ||
    [...document.querySelectorAll('[role=status]')].some((el) => el.textContent?.trim() === loadingText);
  if (want && (!started || pending > 0 || loading)) return false;
  const alerts = (window.__messages ?? []).filter((m) => m.role === 'alert').map((m) => m.text);
  const owed = want?.message;
  if (owed && !alerts.some((text) => ('text' in owed ? text === owed.text : new RegExp(owed.pattern).test(text)))) {
    return false;
  }
  if (want?.path && location.pathname !== want.path) return false;
  const main = document.querySelector('main');
  const text = main?.innerText.trim() ?? '';
  const blank = !text && !main?.querySelector('img, svg, canvas, iframe, video');
  const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
  const failed =
    text.includes(failedText) &&
    [...document.querySelectorAll('main *')].some(
      (el) => el.children.length === 0 && el.textContent?.trim() === failedText && visible(el),
    );
  const back = want?.recovered;
  if (back && (failed || blank || (back.sign !== null && !text.includes(back.sign)))) return false;
  return { text, blank, loading, failed, alerts, pending, started };
}
type ScreenState = Exclude<ReturnType<typeof look>, false>;

const LOOK = { indicator: CALL_IN_FLIGHT, loadingText: LoaderText.loading, failedText: LoaderText.failed };
/** How often a waiting case looks at its page, in the page: no round trip to the test for each look. */
const POLL_MS = 50;

/** What the page shows now. */
const screenState = (page: Page) => page.evaluate(look, { ...LOOK, want: null }) as Promise<ScreenState>;

/** The page has done what it does on load and shows what is wanted (`look`), within WAIT_MS; null if not. */
async function settled(tab: Tab, want: Want = {}): Promise<ScreenState | null> {
  const shown = await tab.page
    .waitForFunction(look, { ...LOOK, want }, { polling: POLL_MS, timeout: WAIT_MS })
    .catch(() => null);
  return shown ? ((await shown.jsonValue()) as ScreenState) : null;
}

/** The app's own screen for a path it does not know: passing through it unmounts the screen before. */
const NOWHERE = href('notFound');
const NOWHERE_TEXT = '抱歉，您访问的页面不存在';
/** Queries the app reads only as it starts. */
const READ_AT_START = /[?&](terminalType|type)=/;

/**
 * Opens a screen afresh, `before` (arming a fault) once the screen before has gone: none of its calls still on the
 * way can take the fault, as the screen before has settled (its calls answered) or its document has gone. Through the
 * app's router, past its not-found screen, where the app runs in the tab; else, or `cold`, by a full page load.
 */
async function open(tab: Tab, path: string, { cold = false, before = () => {} } = {}) {
  tab.errors.length = 0;
  const running =
    !cold &&
    tab.started &&
    (await tab.page
      .evaluate((origin) => location.origin === origin && document.getElementById('root')?.inert === false, b.baseUrl)
      .catch(() => false));
  if (!running) {
    // The terminal type a query set stays for the tab's session: each visit starts from none.
    await tab.page.evaluate(() => sessionStorage.clear()).catch(() => {});
    await tab.page.goto('about:blank');
    before();
    await tab.page.goto(`${b.baseUrl}${path}`);
    // After a query the app reads as it starts, the next screen starts cold as well: nothing of it stays behind.
    tab.started = !READ_AT_START.test(path);
    return;
  }
  const go = (to: string) =>
    tab.page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await tab.page.evaluate(() => sessionStorage.clear());
  await forgetMessages(tab.page);
  await go(NOWHERE);
  await tab.page
    .waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), NOWHERE_TEXT, {
      polling: POLL_MS,
      timeout: WAIT_MS,
    })
    .catch(() => {});
  before();
  await go(path);
}

/** A line of the clean screen to find again after a retry: the longest without digits (which may change). */
function signOf(text: string): string | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 1 && !/\d/.test(l));
  return lines.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** A clean visit of a path, opened cold or through the router: what it called, where it landed, what it showed. */
async function visitCleanly(tab: Tab, path: string, cold: boolean) {
  tab.calls = [];
  await open(tab, path, { cold });
  let state = await settled(tab);
  // A screen may make a call a moment after the last one answered (a picture after its list): it has settled when
  // its calls stop changing, which a loaded machine makes later.
  for (let seen = -1; state && seen !== tab.calls.length; state = await settled(tab)) {
    seen = tab.calls.length;
    await tab.page.waitForTimeout(500);
  }
  const how = cold ? 'opened cold' : 'opened through the router';
  expect(state, `${path} settles, ${how}`).not.toBeNull();
  expect(tab.errors, `${path} has no uncaught error, ${how}`).toEqual([]);
  const url = new URL(tab.page.url());
  return { landed: url.pathname + url.search, calls: [...new Set(tab.calls)].sort(), text: state!.text };
}

/** What the accessibility audit found on each screen opened cold (empty where it found nothing). */
const findings = new Map<ScreenName, string>();
/** What broke the words-and-numbers rules on each screen opened cold (tests/e2e/wording.ts). */
const wording = new Map<ScreenName, string[]>();

/**
 * Opens a screen cold and audits its accessibility there (tests/e2e/a11y.ts), then opens it through the router: the
 * calls only the cold start made meet their faults on a full page load, and all of them do where the screen opened
 * through the router lands elsewhere or makes calls of its own.
 */
async function discover(tab: Tab, route: ScreenName) {
  const path = visitPath(route, demo);
  const cold = await visitCleanly(tab, path, true);
  expect(cold.landed.split('?')[0], `${path}: the screen itself opened`).toBe(`/phone/${screens[route].path}`);
  findings.set(route, report(await audit(tab.page)));
  wording.set(route, wordingProblems(cold.text));
  const warm = READ_AT_START.test(path) ? null : await visitCleanly(tab, path, false);
  clean.set(route, {
    route,
    path,
    landed: cold.landed,
    calls: cold.calls,
    sign: signOf(cold.text),
    cold: !warm || warm.landed !== cold.landed || warm.calls.some((call) => !cold.calls.includes(call)),
    // Unknown where the screen only opens cold: none (its calls count as its own).
    coldOnly: warm ? cold.calls.filter((call) => !warm.calls.includes(call)) : [],
  });
}

/** Whether the faults of a call on a screen are met on a full page load. */
const coldFor = (visit: CleanVisit, call: string) => visit.cold || visit.coldOnly.includes(call);

/** The user tries again: the screen's 重新加载 where it shows one, else opens the screen again. */
async function retry(tab: Tab, visit: CleanVisit, cold: boolean) {
  const button = tab.page.getByRole('button', { name: LoaderText.retry }).first();
  if (await button.isVisible()) {
    await forgetMessages(tab.page);
    await button.click();
  } else {
    await open(tab, visit.landed, { cold });
  }
}

/** Arms one fault for the next request of a call in a tab; resolves once that request was made. */
function arm(tab: Tab, call: string, fault: Fault): Promise<boolean> {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  tab.armed = { call, fault, hit: false, reached, reach };
  let giveUp!: ReturnType<typeof setTimeout>;
  const late = new Promise<boolean>((resolve) => (giveUp = setTimeout(resolve, WAIT_MS, false)));
  return Promise.race([reached.then(() => true), late]).finally(() => clearTimeout(giveUp));
}

/** One fault of one call on one screen, opened `cold` or through the router: what went wrong (nothing when it coped). */
async function meetFault(tab: Tab, visit: CleanVisit, call: string, fault: Fault, cold: boolean) {
  const problems: string[] = [];
  let made!: Promise<boolean>;
  await open(tab, fault === 'sessionExpired' ? visit.path : visit.landed, {
    cold,
    before: () => (made = arm(tab, call, fault)),
  });
  if (!(await made)) {
    tab.armed = null;
    return [`${fault}: the call was not made`];
  }
  if (fault === 'timeout') {
    await tab.page.evaluate(() => (window as unknown as { __expireRequests(): void }).__expireRequests());
  }

  const expected = FAULT_MESSAGE[fault];
  const toLogin = fault === 'sessionExpired' && visit.landed.split('?')[0] !== LOGIN_PATH;
  const message =
    expected === null ? null : typeof expected === 'string' ? { text: expected } : { pattern: expected.source };
  const atLogin = () => new URL(tab.page.url()).pathname === LOGIN_PATH;
  const after = await settled(tab, { message, path: toLogin ? LOGIN_PATH : undefined });
  tab.armed = null;
  if (!after) {
    const s = await screenState(tab.page).catch(() => null);
    problems.push(
      `expected ${expected === null ? 'the screen to settle' : String(expected)}${toLogin ? ' and the login page' : ''}, saw alerts ` +
        `${JSON.stringify(s?.alerts)} at ${tab.page.url()}${s?.loading ? ', still loading' : ''}`,
    );
  } else if (after.blank) problems.push('the screen is blank');
  if (toLogin && atLogin()) {
    const redirect = new URL(tab.page.url()).searchParams.get('redirect');
    if (redirect !== visit.landed) problems.push(`the login page returns to ${redirect}, not ${visit.landed}`);
  }
  if (tab.errors.length) problems.push(`uncaught: ${tab.errors.splice(0).join('; ')}`);
  return problems.map((p) => `${fault}: ${p}`);
}

/** The faults of one call on one screen in turn (FAULTS order), then the retry without one; what went wrong. */
async function runPair(tab: Tab, visit: CleanVisit, call: string, faults: readonly Fault[]): Promise<string[]> {
  const problems: string[] = [];
  const cold = coldFor(visit, call);
  for (const fault of faults) problems.push(...(await meetFault(tab, visit, call, fault, cold)));
  // After the last fault, the way the user tries again: the screen's 重新加载, else the screen opened again (or,
  // from the login page, the screen the login returns to).
  if (new URL(tab.page.url()).pathname === LOGIN_PATH && visit.landed.split('?')[0] !== LOGIN_PATH) {
    await open(tab, visit.landed, { cold });
  } else await retry(tab, visit, cold);
  const again = await settled(tab, { recovered: { sign: visit.sign } });
  if (!again) {
    const s = await screenState(tab.page).catch(() => null);
    problems.push(
      `retry after ${faults.at(-1)}: the screen did not come back (${s?.failed ? '加载失败 shown, ' : ''}${
        visit.sign ? `looked for "${visit.sign}"` : 'blank'
      }) at ${tab.page.url()}`,
    );
  }
  if (tab.errors.length) problems.push(`uncaught after the retry: ${tab.errors.splice(0).join('; ')}`);
  return problems;
}

/** Runs the work of a list on the tabs side by side. */
async function onTabs<T>(items: T[], work: (tab: Tab, item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    tabs.map(async (tab) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(tab, item);
    }),
  );
}

/** Visitors' screens first, then the customer's: the tabs share one login. */
async function byLogin<T>(items: T[], routeOf: (item: T) => ScreenName, work: (tab: Tab, item: T) => Promise<void>) {
  for (const signedIn of [false, true]) {
    if (signedIn) await b.loginAs(tabs[0]!.page, VERIFIED);
    else await tabs[0]!.page.evaluate(() => localStorage.clear());
    // The apps running in the tabs started with the other login: each starts again.
    for (const tab of tabs) tab.started = false;
    await onTabs(
      items.filter((item) => VISITS[routeOf(item)].signedIn === signedIn),
      work,
    );
  }
}

describe('fault matrix', () => {
  const cases: Case[] = [];

  beforeAll(async () => {
    b = await openBrowser();
    const first = await b.freshPage({ reseed: false });
    demo = await loadDemoData(b, first);
    await first.close();
    for (let i = 0; i < TABS; i++) tabs.push(await openTab());
    await tabs[0]!.page.goto(`${b.baseUrl}${href('about')}`);
  });
  afterAll(() => b?.close({ reseed: true }));

  it('opens every route cleanly and learns the calls it makes on load', { timeout: 300_000 }, async () => {
    await byLogin(ROUTES, (route) => route, discover);
    expect(
      ROUTES.filter((route) => !clean.has(route)),
      'routes not visited',
    ).toEqual([]);
  });

  it('finds every screen accessible as it opens', () => {
    expect([...findings.keys()].sort(), 'screens audited').toEqual([...ROUTES].sort());
    expect([...findings].filter(([, found]) => found).map(([route, found]) => `${route}\n${found}`)).toEqual([]);
  });

  it('writes words and numbers one way on every screen as it opens', () => {
    // Each rule catches its example, so a screen that passes passed a rule that can fail.
    expect(WORDING_EXAMPLES.map((example) => wordingProblems(example).length)).toEqual(WORDING_RULES.map(() => 1));
    expect([...wording.keys()].sort(), 'screens read').toEqual([...ROUTES].sort());
    expect([...wording].filter(([, found]) => found.length)).toEqual([]);
  });

  it('is generated from the route table and the call list, and prints its size', () => {
    // In the route table's order, so the screen that meets a call's other faults is the same every run: the first
    // that makes it.
    const visits = ROUTES.map((route) => clean.get(route)!);
    const perScreen = (visit: CleanVisit, call: string) =>
      visit.coldOnly.includes(call) ? perScreenAtStart(visit) : PER_SCREEN;
    for (const visit of visits) {
      for (const call of visit.calls) for (const fault of perScreen(visit, call)) cases.push({ visit, call, fault });
    }
    const met = new Set(visits.flatMap((visit) => visit.calls));
    for (const call of met) {
      const first = visits.find((visit) => visit.calls.includes(call))!;
      for (const fault of FAULTS) {
        if (!cases.some((c) => c.call === call && c.fault === fault)) cases.push({ visit: first, call, fault });
      }
    }
    const pairs = [...clean.values()].flatMap((v) => v.calls.map((c) => `${v.route} ${c}`));
    const cold = [...clean.values()].filter((v) => v.cold).map((v) => v.route);
    const coldOnly = new Set([...clean.values()].flatMap((v) => (v.cold ? [] : v.coldOnly)));
    console.log(
      `fault matrix: ${clean.size} routes, ${met.size} calls, ${pairs.length} route × call pairs, ` +
        `${PER_SCREEN.length} faults on each pair of a screen's own call ` +
        `and the rest on each call once, ${cases.length} cases, ` +
        `${cases.filter((c) => coldFor(c.visit, c.call)).length} of them on a full page load ` +
        `(every call of ${cold.join(', ') || 'none'}; ${[...coldOnly].join(', ') || 'none'} elsewhere)`,
    );
    expect([...clean.keys()].sort()).toEqual(Object.keys(screens).sort());
    expect(
      [...met].filter((call) => !CONTRACT_CALLS.has(call)),
      'calls outside the contract',
    ).toEqual([]);
    // Every pair meets its per-screen faults; every call meets every fault somewhere, and nothing twice.
    const has = (visit: CleanVisit, call: string, fault: Fault) =>
      cases.some((c) => c.visit === visit && c.call === call && c.fault === fault);
    expect(visits.flatMap((v) => v.calls.filter((call) => !perScreen(v, call).every((f) => has(v, call, f))))).toEqual(
      [],
    );
    expect(
      visits.filter((v) => !cases.some((c) => c.visit === v && c.fault === 'sessionExpired')).map((v) => v.route),
      'screens that never meet an expired session',
    ).toEqual([]);
    const faultsOf = (call: string) => new Set(cases.filter((c) => c.call === call).map((c) => c.fault)).size;
    expect([...met].filter((call) => faultsOf(call) !== FAULTS.length)).toEqual([]);
    expect(new Set(cases.map((c) => `${c.visit.route} ${c.call} ${c.fault}`)).size).toBe(cases.length);
  });

  // The deep run meets almost twice as many faults.
  it(
    'leaves every screen usable under the faults of every call it makes',
    { timeout: DEEP ? 1_200_000 : 600_000 },
    async () => {
      const problems: string[] = [];
      const pairs = new Map<string, Case[]>();
      for (const c of cases)
        pairs.set(`${c.visit.route} ${c.call}`, [...(pairs.get(`${c.visit.route} ${c.call}`) ?? []), c]);
      await byLogin(
        [...pairs.values()],
        (pair) => pair[0]!.visit.route,
        async (tab, pair) => {
          const { visit, call } = pair[0]!;
          const faults = pair.map((c) => c.fault).sort((x, y) => FAULTS.indexOf(x) - FAULTS.indexOf(y));
          const found = await runPair(tab, visit, call, faults).catch((error: Error) => [`threw: ${error.message}`]);
          problems.push(...found.map((p) => `${visit.path} · ${call} · ${p}`));
        },
      );
      expect(problems).toEqual([]);
    },
  );
});
