/**
 * Lighthouse (12.8, mobile preset: simulated slow 4G and 4× CPU) on the routes issue 10/11 names, against the
 * production server on a fresh embedded database; each page RUNS times in a fresh Chromium, median of each figure.
 *
 * Served as a deployment serves it (docs/deployment.md): HTTPS with HTTP/2, here from the server itself on a
 * throwaway certificate that Chromium trusts by its key (TLS_CERT, TLS_KEY). `--http1` measures plain HTTP/1.1
 * instead, the reference server's default, where a page's twenty-odd modules queue six at a time.
 *
 * Logged-in pages: the bench logs the verified demo customer in through the API and writes what the app keeps in
 * localStorage into the fresh profile before Lighthouse loads the page (from a file of the origin that loads no
 * script, so the page's own assets are not cached by it); Lighthouse then runs with storage reset off.
 *
 * Budgets: performance ≥ 95 on every page and 100 on login and productList; accessibility, best practices and
 * SEO ≥ 95. `node scripts/bench/lighthouse.mjs [--runs=N] [--pages=login,productList] [--http1]` runs it alone
 * against the build in dist/ (some of the pages, by name).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import {
  apiCall,
  certificateOf,
  CHROME_FLAGS,
  CHROME_PATH,
  chromiumVersion,
  demoLogin,
  freePort,
  isMain,
  loadAverage,
  median,
  startServer,
  today,
} from './common.mjs';

const MIN_PERFORMANCE = 95;
const MIN_OTHER = 95;

/**
 * The routes: name, path (or a function of the seeded data), logged in, the performance it must reach.
 * `data` holds a net-value product's trust code and an article id, read from the server.
 */
const PAGES = [
  { name: 'login', path: () => '/phone/login', login: false, min: 100 },
  { name: 'productList', path: () => '/phone/productList', login: true, min: 100 },
  { name: 'productInfo', path: (d) => `/phone/productInfo?trustCode=${d.trustCode}`, login: true },
  {
    name: 'historyNetValue',
    path: (d) => `/phone/historyNetValue?trustCode=${d.trustCode}&fundproperty=1`,
    login: true,
  },
  { name: 'findManageIndex', path: () => '/phone/findManageIndex', login: true },
  { name: 'article detail', path: (d) => `/phone/infoDetail?activityId=${d.articleId}`, login: true },
  { name: 'riskIndex', path: () => '/phone/riskIndex', login: true },
  { name: 'crsDeclareIndex', path: () => '/phone/crsDeclareIndex', login: true },
  { name: 'taskCenter', path: () => '/phone/taskCenter', login: true },
  { name: 'mineManagerIndex', path: () => '/phone/mineManagerIndex', login: true },
];

// Audits that say what holds a page back, listed for the run whose performance is the median.
const LIMIT_AUDITS = [
  'render-blocking-resources',
  'render-blocking-insight',
  'uses-text-compression',
  'unused-javascript',
  'bootup-time',
  'mainthread-work-breakdown',
  'network-dependency-tree-insight',
  'document-latency-insight',
  'color-contrast',
  'errors-in-console',
  'target-size',
];

/**
 * A fresh Chromium with a debugging port, for Lighthouse to drive; localStorage written first when given. It trusts
 * the certificate of a bench server over HTTPS by its key, and no other.
 */
export async function freshChromium(baseUrl, storage) {
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), 'trust-h5-lh-profile-'));
  const certificate = certificateOf(baseUrl);
  const trust = certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : [];
  // Its own process group: Chromium's helper processes go with it, and none writes into the profile afterwards.
  const child = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, ...trust, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    const { chromium } = await import('playwright-core');
    let browser;
    for (let i = 0; !browser; i++) {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch((error) => {
        if (i > 50) throw error;
        return new Promise((resolve) => setTimeout(resolve, 100)).then(() => undefined);
      });
    }
    if (storage) {
      const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
      // The icon: same origin, no script, nothing the measured page loads.
      await page.goto(`${baseUrl}/phone/favicon.svg`);
      await page.evaluate((items) => Object.entries(items).forEach((item) => localStorage.setItem(...item)), storage);
      await page.goto('about:blank');
    }
    await browser.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

/** One Lighthouse run against the Chromium on `port`: the parsed JSON report. */
export function lighthouse(url, port, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--port=${port}`,
        '--disable-storage-reset',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(readFileSync(output, 'utf8')))
        : reject(new Error(`lighthouse ${url}: ${errors}`)),
    );
  });
}

async function seededData(baseUrl, token) {
  const products = await apiCall(baseUrl, 'productList', { pageNo: 1, pageSize: 100 }, token);
  const product = products.find((p) => String(p.fundproperty) === '1') ?? products[0];
  const { list } = await apiCall(baseUrl, 'getArticleList', { pageNum: 1, pageSize: 10, articleCategory: 15 }, token);
  if (!product || !list[0]) throw new Error('lighthouse: no product or article in the seeded data');
  return { trustCode: product.trustCode, articleId: list[0].id };
}

export async function measurePages({ runs = 5, only = null, http1 = false } = {}) {
  const loadBefore = loadAverage();
  if (os.loadavg()[0] > os.cpus().length / 2) {
    console.warn(`bench: the machine is busy (load average ${loadBefore}): TBT will read high; rerun it when idle.`);
  }
  const server = await startServer({ tls: !http1 });
  const base = server.baseUrl;
  try {
    const outDir = mkdtempSync(join(os.tmpdir(), 'trust-h5-lighthouse-'));
    const rows = [];
    const failures = [];
    let version = '';
    const benchmarkIndexes = [];
    try {
      const storage = await demoLogin(base);
      const data = await seededData(base, storage.token_trustms);
      for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
        const path = page.path(data);
        const lhrs = [];
        for (let i = 0; i < runs; i++) {
          const chrome = await freshChromium(base, page.login ? storage : null);
          let lhr;
          try {
            lhr = await lighthouse(`${base}${path}`, chrome.port, join(outDir, `${i}.json`));
          } finally {
            await chrome.stop();
          }
          if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.message}`);
          if (page.login && new URL(lhr.finalDisplayedUrl).pathname.endsWith('/login')) {
            throw new Error(`lighthouse ${path}: sent to login, the stored session did not hold`);
          }
          version = lhr.lighthouseVersion;
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          lhrs.push(lhr);
          process.stdout.write(
            `lighthouse ${path} run ${i + 1}/${runs}: performance ${Math.round(lhr.categories.performance.score * 100)}\n`,
          );
        }
        const scores = (key) => lhrs.map((r) => Math.round(r.categories[key].score * 100));
        const score = (key) => median(scores(key));
        const metric = (id) => median(lhrs.map((r) => r.audits[id].numericValue));
        const medianRun = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
          Math.floor(lhrs.length / 2)
        ];
        const limits = LIMIT_AUDITS.filter((id) => {
          const audit = medianRun.audits[id];
          return audit && audit.score !== null && audit.score < 0.9;
        }).map((id) => `${id}${medianRun.audits[id].displayValue ? ` (${medianRun.audits[id].displayValue})` : ''}`);
        const row = {
          ...page,
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: metric('largest-contentful-paint'),
          fcp: metric('first-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          spread: `${Math.min(...scores('performance'))}–${Math.max(...scores('performance'))}`,
          limits,
        };
        rows.push(row);
        const min = page.min ?? MIN_PERFORMANCE;
        if (row.performance < min) failures.push(`${page.name}: performance ${row.performance} < ${min}`);
        for (const [key, label] of [
          ['accessibility', 'accessibility'],
          ['bestPractices', 'best practices'],
          ['seo', 'SEO'],
        ]) {
          if (row[key] < MIN_OTHER) failures.push(`${page.name}: ${label} ${row[key]} < ${MIN_OTHER}`);
        }
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const cpu = os.cpus();
    const report = [
      `Lighthouse ${version} on ${today()}, mobile preset (simulated slow 4G, 4× CPU), median of ${runs} runs per page ` +
        `against \`NODE_ENV=production\` serve of this build over ${http1 ? 'plain HTTP/1.1' : 'HTTPS with HTTP/2'} ` +
        'on a fresh embedded database; logged in as the verified demo customer except on login.',
      `Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
        `Node ${process.versions.node}, ${chromiumVersion()}; Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))}; ` +
        `load average ${loadBefore} before, ${loadAverage()} after.`,
      '',
      '| page | performance (runs) | budget | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} \`${r.path.replace(/=[^&]{12,}/g, '=…')}\` | **${r.performance}** (${r.spread}) | ≥ ${r.min ?? MIN_PERFORMANCE} | ` +
          `${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
      ),
      '',
      `Accessibility, best practices and SEO budget: ≥ ${MIN_OTHER}. Audits below 0.9 in the median run:`,
      '',
      ...rows.map((r) => `- ${r.name}: ${r.limits.length ? r.limits.join(', ') : 'none'}`),
    ].join('\n');
    return { report, failures };
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = arg('pages')?.split(',');
  const http1 = process.argv.includes('--http1');
  const { report, failures } = await measurePages({ runs: Number(arg('runs') ?? 5), only, http1 });
  console.log(report);
  if (failures.length) {
    console.error(`\nlighthouse: budget broken (${failures.join('; ')})`);
    process.exit(1);
  }
}
