/**
 * The oldest WebViews the app supports, Android System WebView / Chrome 87 and iOS 14.5
 * (docs/client.md, "The WebViews investors have"), checked on the browser tests' own build
 * (tests/e2e/globalSetup.ts) rather than a build of their own:
 *
 * - its scripts parse as ES2020 (es-check): the pages' modules, the PDF worker as the classic script it is started
 *   as, and the prerendered pages' inline first-paint script; and no regular expression looks behind (iOS 16.4);
 * - the main pages run in Chromium with every built-in newer than the floor deleted before the app loads, in the
 *   page and in the PDF worker, and with module workers refused as iOS 14 refuses them: no uncaught error, nothing
 *   logged as an error, and each page's content drawn (the product list, the net-value chart, a PDF page, the login
 *   form and a login through it, 我的). A polyfill of src/platform/polyfills.ts taken away fails this.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../src/contract';
import { appStarted, canvasDrawn, openBrowser, type Browser } from './browser';

const DIST = resolve('.tmp', 'e2e-dist');
const ES_CHECK = resolve('node_modules', '.bin', 'es-check');
const VERIFIED = '13800000001';

/**
 * The built-ins the floor lacks, by owner and name, with the first versions that have them: those the issue names
 * and those the built bundle calls or tests for (pdf.js, React, ofetch), and what else a library upgrade is likely
 * to start calling. `String.prototype.replaceAll` is within the floor (Chrome 85, iOS 13.4); the issue lists it.
 */
const NEWER: ReadonlyArray<readonly [owner: string, names: string, since: string]> = [
  ['Array.prototype', 'at findLast findLastIndex', 'Chrome 92-97, iOS 15.4'],
  ['Array.prototype', 'toSorted toReversed toSpliced with', 'Chrome 110, iOS 16'],
  ['String.prototype', 'at', 'Chrome 92, iOS 15.4'],
  ['String.prototype', 'replaceAll', 'Chrome 85, iOS 13.4'],
  ['String.prototype', 'isWellFormed toWellFormed', 'Chrome 111, iOS 16.4'],
  ['%TypedArray%.prototype', 'at findLast findLastIndex', 'Chrome 92-97, iOS 15.4'],
  ['%TypedArray%.prototype', 'toSorted toReversed with', 'Chrome 110, iOS 16'],
  ['Uint8Array.prototype', 'toHex toBase64 setFromHex setFromBase64', 'Chrome 140, iOS 18.2'],
  ['Uint8Array', 'fromHex fromBase64', 'Chrome 140, iOS 18.2'],
  ['ArrayBuffer.prototype', 'transfer transferToFixedLength detached resize', 'Chrome 111-114, iOS 16.4-17.4'],
  ['Object', 'hasOwn', 'Chrome 93, iOS 15.4'],
  ['Object', 'groupBy', 'Chrome 117, iOS 17.4'],
  ['Map', 'groupBy', 'Chrome 117, iOS 17.4'],
  ['Array', 'fromAsync', 'Chrome 121, iOS 16.4'],
  ['Promise', 'withResolvers', 'Chrome 119, iOS 17.4'],
  ['Promise', 'try', 'Chrome 128, iOS 18.2'],
  [
    'Set.prototype',
    'union intersection difference symmetricDifference isSubsetOf isSupersetOf isDisjointFrom',
    'Chrome 122, iOS 17',
  ],
  [
    '%IteratorPrototype%',
    'map filter take drop flatMap reduce toArray forEach some every find',
    'Chrome 122, iOS 18.4',
  ],
  ['globalThis', 'Iterator', 'Chrome 122, iOS 18.4'],
  ['globalThis', 'structuredClone', 'Chrome 98, iOS 15.4'],
  ['globalThis', 'reportError', 'Chrome 95, iOS 15.4'],
  ['AbortSignal', 'timeout any', 'Chrome 103-116, iOS 16-17.4'],
  ['AbortSignal.prototype', 'throwIfAborted', 'Chrome 100, iOS 15.4'],
  ['Crypto.prototype', 'randomUUID', 'Chrome 92, iOS 15.4'],
  ['URL', 'canParse parse', 'Chrome 120-126, iOS 17-18'],
  ['Response', 'json', 'Chrome 105, iOS 17'],
  // What iOS 14.5 lacks of what Chrome 87 has.
  ['globalThis', 'OffscreenCanvas', 'iOS 16.4'],
  ['globalThis', 'createImageBitmap', 'iOS 15'],
  ['globalThis', 'DecompressionStream CompressionStream', 'iOS 16.4'],
  ['globalThis', 'requestIdleCallback', 'not in iOS'],
  ['HTMLFormElement.prototype', 'requestSubmit', 'iOS 16'],
  ['Element.prototype', 'checkVisibility', 'Chrome 105, iOS 17.4'],
  ['ResizeObserverEntry.prototype', 'contentBoxSize borderBoxSize', 'iOS 15.4'],
];

/**
 * Deletes the built-ins, before anything else runs. In the page every owner and built-in must be there to delete (a
 * misspelt one fails the test rather than deleting nothing); a worker has no DOM, so there the missing are skipped.
 * It also refuses module workers, as iOS before 15 does. Runs as its own source text: it uses only its arguments.
 */
function floorOnly({ newer, inWorker }: { newer: typeof NEWER; inWorker: boolean }): void {
  const special: Record<string, object> = {
    '%TypedArray%.prototype': Object.getPrototypeOf(Int8Array.prototype) as object,
    '%IteratorPrototype%': Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as object,
  };
  for (const [path, names] of newer) {
    const owner =
      special[path] ??
      path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], globalThis);
    for (const name of names.split(' ')) {
      if (!owner || !(name in (owner as object))) {
        if (inWorker) continue;
        throw new Error(`floorOnly: ${path}.${name} is not there to delete`);
      }
      // Where it is defined: a worker's global has its functions on its prototype (WorkerGlobalScope).
      let holder = owner as object;
      while (!Object.prototype.hasOwnProperty.call(holder, name)) holder = Object.getPrototypeOf(holder) as object;
      delete (holder as Record<string, unknown>)[name];
      if (name in (owner as object)) throw new Error(`floorOnly: ${path}.${name} could not be deleted`);
    }
  }
  if (!inWorker) {
    const Native = Worker;
    (globalThis as { Worker: unknown }).Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        if (options?.type === 'module') throw new TypeError('Module scripts are not supported on Worker yet');
        super(url, options);
      }
    };
  }
}

describe('the WebViews investors have (Chrome 87, iOS 14.5)', () => {
  const scripts = readdirSync(join(DIST, 'assets'))
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => join(DIST, 'assets', file));
  const esCheck = (args: string[]) => spawnSync(ES_CHECK, ['es2020', ...args], { encoding: 'utf8' });

  it('builds scripts that parse as ES2020: modules, the classic PDF worker and the inline first-paint script', () => {
    const worker = scripts.filter((file) => /\/pdf\.worker-[\w-]+\.js$/.test(file));
    expect(worker).toHaveLength(1);
    const modules = esCheck(['--module', ...scripts.filter((file) => !worker.includes(file))]);
    expect(modules.status, modules.stdout + modules.stderr).toBe(0);
    // Started with `new Worker(url)`, not as a module: no import, export or import.meta.
    const classic = esCheck(worker);
    expect(classic.status, classic.stdout + classic.stderr).toBe(0);

    const inline = new Set<string>();
    const pages = join(DIST, 'prerendered');
    for (const file of readdirSync(pages).filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join(pages, file), 'utf8');
      for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) inline.add(body!);
    }
    expect(inline.size).toBeGreaterThan(0);
    const dir = mkdtempSync(join(tmpdir(), 'trust-h5-inline-'));
    try {
      const files = [...inline].map((body, i) => {
        const file = join(dir, `inline-${i}.js`);
        writeFileSync(file, body);
        return file;
      });
      const first = esCheck(files);
      expect(first.status, first.stdout + first.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // A regular expression that looks behind is a syntax error before iOS 16.4, which fails its whole module.
    const lookbehind = scripts.filter((file) => /\(\?<[=!]/.test(readFileSync(file, 'utf8')));
    expect(lookbehind).toEqual([]);
  });

  describe("pages with only the floor's built-ins", () => {
    let b: Browser;
    let page: Page;
    let products: ProductSummary[];
    const problems: string[] = [];
    let workersPatched = 0;
    const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
    const text = (value: string) => page.getByText(value, { exact: true }).first();
    /** Each step ends with nothing thrown and nothing logged as an error, and says which step it was. */
    const clean = (step: string) => expect(problems.splice(0), step).toEqual([]);

    beforeAll(async () => {
      b = await openBrowser();
      page = await b.freshPage();
      await b.loginAs(page, VERIFIED);
      products = await b.callAs<ProductSummary[]>(page, 'productList', { pageNo: 1, pageSize: 100 });
      await page.addInitScript(floorOnly, { newer: NEWER, inWorker: false });
      // The worker has globals of its own: the same deletions run first in its script.
      const prelude = `(${floorOnly.toString()})(${JSON.stringify({ newer: NEWER, inWorker: true })});\n`;
      await page.route('**/assets/pdf.worker-*.js', async (route) => {
        const response = await route.fetch();
        workersPatched += 1;
        await route.fulfill({
          status: response.status(),
          contentType: 'text/javascript',
          body: prelude + (await response.text()),
        });
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
    }, 60_000);

    afterAll(() => b?.close());
    // What a failed step left is that step's: each test starts from nothing seen.
    beforeEach(() => void problems.splice(0));

    it('the landing page, the login form and a login through it, the product list', async () => {
      await page.evaluate(() => localStorage.clear());
      await open('about');
      await appStarted(page);
      await page.getByRole('heading', { name: '业务范围', exact: true }).waitFor();
      // The deletions ran before the app.
      expect(await page.evaluate(() => 'hasOwn' in Object || 'structuredClone' in window)).toBe(false);
      clean('about');

      await open('login?redirect=/phone/productList');
      await appStarted(page);
      await page.getByRole('textbox', { name: '账号', exact: true }).fill(VERIFIED);
      await page.getByLabel('密码', { exact: true }).fill('Demo@1234');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/phone/productList', { timeout: 15_000 });
      await expect
        .poll(() => page.getByRole('list', { name: '产品列表' }).getByRole('link').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      clean('login and product list');
    });

    it("a net-value product's detail and its ApexCharts chart", async () => {
      const product = products.find((p) => p.fundproperty === '1' && p.projectStatus !== 1);
      if (!product) throw new Error('no demo net-value product');
      await b.loginAs(page, VERIFIED);
      await open(`productInfo?trustCode=${product.trustCode}`);
      await appStarted(page);
      await page.getByRole('link', { name: '历史业绩', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/phone/historyNetValue');
      await page.locator('.apexcharts-series path').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('.apexcharts-series path').first().getAttribute('d')).toMatch(/^M[\d.\s,-]+L/);
      clean('product detail and net-value chart');
    });

    it('a product document drawn by pdf.js, its worker a classic one', async () => {
      const product = products.find((p) => p.fundproperty === '0' && p.projectStatus === 2);
      if (!product) throw new Error('no demo fixed-income product');
      await b.loginAs(page, VERIFIED);
      await open(`trustDocument?trustCode=${product.trustCode}&fundproperty=0`);
      await appStarted(page);
      await page.getByRole('button', { name: '信托合同', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '信托合同' });
      await dialog.getByText(/^第 1 \/ \d+ 页$/).waitFor({ timeout: 20_000 });
      await expect.poll(() => canvasDrawn(dialog), { timeout: 15_000 }).toBe(true);
      // The worker ran with the deletions too.
      expect(workersPatched).toBeGreaterThan(0);
      await dialog.getByRole('button', { name: '下一页' }).click();
      await dialog.getByText(/^第 2 \/ \d+ 页$/).waitFor();
      clean('product document');
    });

    it('我的', async () => {
      await b.loginAs(page, VERIFIED);
      await open('mineManagerIndex');
      await appStarted(page);
      await text('张明远').waitFor();
      expect(await text('已实名认证').isVisible()).toBe(true);
      clean('我的');
    });
  });
});
