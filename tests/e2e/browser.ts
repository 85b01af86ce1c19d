/**
 * Debian's Chromium driven by playwright-core; nothing downloads a browser. The tests run its headless shell (Debian's
 * chromium-headless-shell, the same build): Blink and V8 as in the browser, without the browser's UI layers, which
 * is what Playwright itself runs for headless Chromium, at about two thirds of the CPU (docs/testing.md).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { API_PREFIX, Code, type LoginData } from '../../src/contract';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The browser tests' build of the app (tests/e2e/globalSetup.ts), which the servers under test serve. */
export const E2E_DIST_DIR = resolve('.tmp', 'e2e-dist');
/**
 * How long the servers under test keep an idle connection: longer than any pause in a test. The tests' own requests
 * (`page.request`, e.g. `loginAs`) reuse a connection without retrying, as a browser would, when the server closes it
 * just as they send (its 5 s default): seen as "socket hang up" after a test's quiet five seconds on a busy machine.
 */
export const E2E_KEEP_ALIVE_MS = 60_000;

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Waits until the app has taken over the page's prerendered HTML (src/app/firstPaint.ts): input before that is lost. */
export const appStarted = (page: Page) => page.waitForFunction(() => document.getElementById('root')?.inert === false);

/** Whether the canvas inside `scope` has drawn something dark: a PDF page pdf.js rendered, not a blank sheet. */
export const canvasDrawn = (scope: Locator) =>
  scope.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) return true;
    return false;
  });

/** A message a page showed: an alert (an error) or a status message (a success, a note). */
export interface ShownMessage {
  role: 'alert' | 'status';
  text: string;
}

declare global {
  interface Window {
    /** Every message the page showed since the list was last emptied (`recordMessages`). */
    __messages?: ShownMessage[];
    /** What the recording shell was asked (`recordingShell`). */
    __native?: NativeCall[];
  }
}

/** An action the page called on the shell, and its argument as Android receives it (a string, JSON for objects). */
export type NativeCall = [action: string, argument?: string];

/**
 * A native shell that records (Android's interface, docs/bridge.md): in every document the page loads, every action
 * the page calls is answered and kept in `window.__native`. With `?terminalType=1` on the URL the app opens, the page
 * then talks to it as to the app.
 */
export const recordingShell = (page: Page) =>
  page.addInitScript(() => {
    const calls: NativeCall[] = (window.__native = []);
    window.android = new Proxy({} as NonNullable<typeof window.android>, {
      get: (_, action) => (argument?: string) => void calls.push([String(action), argument]),
    });
  });

/** What the recording shell has been asked so far. */
export const nativeCalls = (page: Page) => page.evaluate(() => window.__native ?? []);

/**
 * Records, in every document the page loads, each message its alerts and status regions show, as it appears: a
 * toast goes after 2 s, and a busy machine can look later than that. `window.__messages`, emptied by
 * `forgetMessages`.
 */
export const recordMessages = (page: Page) =>
  page.addInitScript(() => {
    const seen: ShownMessage[] = (window.__messages = []);
    new MutationObserver(() => {
      document.querySelectorAll('[role=alert], [role=status]').forEach((el) => {
        const role = el.getAttribute('role') as ShownMessage['role'];
        const text = el.textContent?.trim() ?? '';
        if (text && !seen.some((m) => m.role === role && m.text === text)) seen.push({ role, text });
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

/** Empties the page's record of shown messages (`recordMessages`). */
export const forgetMessages = (page: Page) => page.evaluate(() => void window.__messages?.splice(0));

export interface FreshPageOptions {
  reseed?: boolean;
  clock?: boolean;
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /**
   * What the content security policy refused in any page or frame of this browser since the last call, as
   * `directive blocked-URI on page` (and clears the list). The browser suites fail a test that leaves any.
   */
  cspReports(): string[];
  /** Calls a dev endpoint of the server under test. */
  dev(path: string, init?: { method?: string; body?: unknown }): Promise<unknown>;
  /**
   * A new tab on a clean slate: the server's short-lived state reset (`reseed`: the demo accounts restored too), no
   * cookies, empty storage; `clock`: Playwright's clock installed, for waits the test moves on.
   */
  freshPage(options?: FreshPageOptions): Promise<Page>;
  /** The latest SMS code sent to a phone (the dev outbox), once there is one. */
  sms(phone: string): Promise<string>;
  /** The text of the picture code last drawn for a phone and code type, once there is one. */
  captcha(phone: string, type: 0 | 1 | 2): Promise<string>;
  /** Logs a demo account in through the API (the server sets no cookie) and stores the session as the app does. */
  loginAs(page: Page, userName: string): Promise<void>;
  /** What a call answers (result.data) for the login stored in this page, as the app would make it. */
  callAs<T>(page: Page, key: string, requestData?: object): Promise<T>;
  /**
   * Closes the context; `reseed`: first puts the demo data back as seeded, for a file that changed it (the next file on
   * this worker's server starts from the seed). Closes whatever the reseed did.
   */
  close(options?: { reseed?: boolean }): Promise<void>;
}

const DEMO_PASSWORD_HASH = createHash('sha256').update('Demo@1234').digest('hex');

/**
 * Polls a read until it gives a non-empty string: for up to 10 s, as a busy machine can take longer than
 * `expect.poll`'s default second between a tap and what the server records of it.
 */
async function eventually(read: () => Promise<string | undefined>): Promise<string> {
  let value: string | undefined;
  await expect.poll(async () => (value = await read().catch(() => undefined)), { timeout: 10_000 }).toBeTruthy();
  return value!;
}

/** The one Chromium of the browser tests, started by their global set-up (tests/e2e/globalSetup.ts). */
export const launchChromium = () =>
  chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });

/**
 * The server this test file's worker has to itself: the global set-up starts one per worker, so files run side by side
 * without resetting each other's demo data.
 */
const serverOfWorker = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
};

/**
 * A fresh browser context (cookies, storage, cache of its own) in a phone-sized viewport, on the shared Chromium, for
 * a reader who asked for less motion: the banner carousels stand still (a test of their movement asks for it again
 * on its page). A carousel that moves keeps Chromium's software rendering busy: a quarter of a core for as long as
 * a tab shows one, in each tab. Its pages go to this worker's server, or to `baseUrl`.
 */
export async function openBrowser(baseUrl = serverOfWorker()): Promise<Browser> {
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    locale: 'zh-CN',
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const reports: string[] = [];
  await context.exposeBinding('__reportCsp', (_source, report: string) => void reports.push(report));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(report: string): void }).__reportCsp(
        `${e.effectiveDirective} ${e.blockedURI || '(none)'} on ${e.documentURI}`,
      ),
    ),
  );
  const page = await context.newPage();
  const b: Browser = {
    context,
    page,
    baseUrl,
    cspReports: () => reports.splice(0),
    async dev(path, init = {}) {
      const res = await fetch(`${baseUrl}/services/dev${path}`, {
        method: init.method ?? (init.body ? 'POST' : 'GET'),
        headers: init.body ? { 'content-type': 'application/json' } : {},
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`dev ${path}: HTTP ${res.status}`);
      return res.json();
    },
    async freshPage({ reseed = true, clock = false } = {}) {
      await b.dev('/reset', { body: { reseed } });
      await context.clearCookies();
      const page = await context.newPage();
      if (clock) await page.clock.install();
      // The app's icon: a document of the app's origin, whose storage can be cleared without starting the app.
      await page.goto(`${baseUrl}/phone/favicon.svg`);
      await page.evaluate(() => [localStorage, sessionStorage].forEach((storage) => storage.clear()));
      return page;
    },
    sms: (phone) =>
      eventually(async () => {
        const { messages } = (await b.dev(`/sms?phoneNum=${phone}`)) as { messages: Array<{ code: string | null }> };
        return messages.find((m) => m.code)?.code ?? undefined;
      }),
    captcha: (phone, type) =>
      eventually(
        async () => ((await b.dev(`/captcha?phoneNum=${phone}&imageCodeType=${type}`)) as { text: string }).text,
      ),
    async loginAs(page, userName) {
      const requestData = {
        userName,
        password: DEMO_PASSWORD_HASH,
        imgaeCode: '',
        equipmentNo: 'e2e',
        loginPlatform: '2',
      };
      const res = await page.request.post(`${baseUrl}${API_PREFIX}/userPasswordLogin`, { data: { requestData } });
      const { result } = (await res.json()) as { result: { statusCode: string; data: LoginData } };
      if (result.statusCode !== Code.ok) throw new Error(`demo login of ${userName} answered ${result.statusCode}`);
      const { xtoken, isCertified, telephone, realName } = result.data;
      const stored = { token_trustms: xtoken, isCertified: String(isCertified), telephone, realName };
      await page.evaluate((items) => Object.entries(items).forEach((item) => localStorage.setItem(...item)), stored);
    },
    async callAs<T>(page: Page, key: string, requestData: object = {}) {
      const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
      const res = await fetch(`${baseUrl}${API_PREFIX}/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', xtoken: token ?? '' },
        body: JSON.stringify({ requestData }),
      });
      return ((await res.json()) as { result: { data: T } }).result.data;
    },
    async close({ reseed = false } = {}) {
      try {
        if (reseed) await b.dev('/reset', { body: { reseed: true } });
      } finally {
        await context.close();
        await browser.close();
      }
      expect(reports, 'content security policy reports').toEqual([]);
    },
  };
  return b;
}

/**
 * The life of most browser suites: one browser for the file and a fresh page for each test, closed after it; with
 * `reseedAfter` the demo data goes back to the seed once the file is done (for suites that change it). A test after
 * which the content security policy reported anything fails. The suite
 * keeps its own `b` and `page` through the two callbacks.
 */
export function browserSuite(
  use: { browser: (b: Browser) => void; page: (page: Page) => void },
  { fresh = {}, reseedAfter = false }: { fresh?: FreshPageOptions; reseedAfter?: boolean } = {},
): void {
  let b: Browser;
  let page: Page;
  beforeAll(async () => {
    b = await openBrowser();
    use.browser(b);
  });
  afterAll(() => b.close({ reseed: reseedAfter }));
  beforeEach(async () => {
    page = await b.freshPage(fresh);
    use.page(page);
  });
  afterEach(async () => {
    await page.close();
    expect(b.cspReports(), 'content security policy reports').toEqual([]);
  });
}
