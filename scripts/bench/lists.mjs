#!/usr/bin/env node
/**
 * Long lists in Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), logged in as the verified demo
 * customer: each list screen loads 500 rows (its list call answered by the bench in pages of 100, each row a copy of
 * one the server gave, numbered so that every key is unique), scrolled to the end page by page as a reader would.
 * Then:
 * - nodes: every node of the document (elements, text, comments) at the end, in the middle and at the top of the
 *   list; budget ≤ MAX_NODES;
 * - scrolling: from the top, the page is scrolled by a steady SCROLL_PX_PER_S in every animation frame for
 *   SCROLL_SECONDS, and the time between frames is recorded. A frame is on time when it follows the one before
 *   within ON_TIME_MS (one 16.7 ms vsync, with a little jitter); longer means at least one frame was dropped. The
 *   budget, 60 fps, holds when at least 95% of frames are on time, i.e. the 5th-percentile frame rate is 60 fps.
 *   The rest frame rate (no scrolling, same page) is measured first, as the machine's own ceiling. Every tenth frame
 *   also checks that a row is under the middle of the screen (no blank screen while the window catches up).
 *
 * `measureLists({ baseUrl })`: against a running production server, or one started on dist/ when no baseUrl is
 * given. Standalone (after `npm run build`): `node scripts/bench/lists.mjs`.
 */
import {
  API,
  chromiumVersion,
  demoLogin,
  isMain,
  launchChromium,
  loadAverage,
  percentile,
  today,
  VIEWPORT,
  withServer,
} from './common.mjs';

const LOADED = 500;
const PAGE = 100;
export const MAX_NODES = 800;
const SCROLL_PX_PER_S = 2400;
const SCROLL_SECONDS = 8;
const ON_TIME_MS = 20;
const MIN_ON_TIME = 0.95;

/**
 * The list screens: their path, list call, the list's accessible name, and the fields that make a copied row unique
 * (`id`: its key, numbered; `label`: its visible name, prefixed with its number).
 */
const SCREENS = [
  {
    name: 'productList',
    path: '/phone/productList',
    call: 'productList',
    list: '产品列表',
    id: 'trustCode',
    label: 'projectShortName',
  },
  { name: 'info (articles)', path: '/phone/info', call: 'getArticleList', list: '精选', id: 'id', label: 'title' },
  {
    name: 'messages',
    path: '/phone/mineManagerNoticeToast',
    call: 'getPushMsg',
    list: '消息列表',
    id: 'id',
    label: 'title',
  },
  { name: 'pointsList', path: '/phone/pointsList', call: 'getPointsDetails', list: '积分记录', label: 'detailName' },
];

/** The rows of a list answer: the data itself or its one array field; `put` gives the same answer with other rows. */
function rowsOf(data) {
  if (Array.isArray(data)) return { rows: data, put: (rows) => rows };
  const field = Object.keys(data).find((k) => Array.isArray(data[k]));
  return { rows: data[field], put: (rows) => ({ ...data, [field]: rows }) };
}

/** Answers the screen's list call: pages of PAGE copies of the server's first page, until LOADED rows. */
async function routeList(page, screen) {
  let model = null;
  await page.route(`**${API}/${screen.call}`, async (route) => {
    const { requestData } = route.request().postDataJSON();
    // A one-row read of the same call (the points balance) is the server's.
    if ((requestData.pageSize ?? 0) <= 1) return route.continue();
    model ??= rowsOf((await (await route.fetch()).json()).result.data);
    if (!model.rows.length) throw new Error(`${screen.name}: the server's ${screen.call} has no rows to copy`);
    const pageNo = requestData.pageNum ?? requestData.pageNo;
    const rows =
      pageNo * PAGE > LOADED
        ? []
        : Array.from({ length: PAGE }, (_, i) => {
            const n = (pageNo - 1) * PAGE + i + 1;
            const row = { ...model.rows[n % model.rows.length] };
            if (screen.id) row[screen.id] = typeof row[screen.id] === 'number' ? 100_000 + n : `BENCH${n}`;
            row[screen.label] = `${n} ${row[screen.label]}`;
            return row;
          });
    await route.fulfill({
      json: { code: '00000000', result: { statusCode: '00000000', msg: '', data: model.put(rows) } },
    });
  });
}

/** In the page: nodes in the document, and the frames of a steady scroll (or of rest when pxPerS is 0). */
const countNodes = () => {
  const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
};
const recordFrames = ({ pxPerS, seconds }) =>
  new Promise((resolve) => {
    const times = [];
    let blank = 0;
    const from = window.scrollY;
    const step = (now) => {
      times.push(now);
      const elapsed = (now - times[0]) / 1000;
      if (pxPerS) window.scrollTo(0, from + pxPerS * elapsed);
      if (
        pxPerS &&
        times.length % 10 === 0 &&
        !document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('li')
      )
        blank++;
      if (elapsed < seconds) requestAnimationFrame(step);
      else resolve({ intervals: times.slice(1).map((t, i) => t - times[i]), blank, scrolled: window.scrollY - from });
    };
    requestAnimationFrame(step);
  });

function frameFigures({ intervals }) {
  const total = intervals.reduce((a, b) => a + b, 0);
  return {
    fps: (intervals.length * 1000) / total,
    p95: percentile(intervals, 0.95),
    onTime: intervals.filter((ms) => ms <= ON_TIME_MS).length / intervals.length,
    longest: Math.max(...intervals),
    frames: intervals.length,
  };
}

async function measureScreen(browser, baseUrl, login, screen) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', isMobile: true, hasTouch: true });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, login);
  const page = await context.newPage();
  try {
    await routeList(page, screen);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}${screen.path}`);
    const list = page.getByRole('list', { name: screen.list, exact: true });
    await list.locator('li').first().waitFor({ timeout: 30_000 });
    // Page by page, as a reader reaching the end does (the loader waits 1 s before each next page).
    const noMore = page.getByText('没有更多了', { exact: true });
    const deadline = Date.now() + 120_000;
    while (!(await noMore.isVisible())) {
      if (Date.now() > deadline) throw new Error(`${screen.name}: the list did not reach its end`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
    }
    const loaded = Number(await list.locator('li').first().getAttribute('aria-setsize'));
    const nodes = [await page.evaluate(countNodes)];
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(500);
    nodes.push(await page.evaluate(countNodes));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    nodes.push(await page.evaluate(countNodes));
    const rest = frameFigures(await page.evaluate(recordFrames, { pxPerS: 0, seconds: 2 }));
    const run = await page.evaluate(recordFrames, { pxPerS: SCROLL_PX_PER_S, seconds: SCROLL_SECONDS });
    const scroll = frameFigures(run);
    process.stdout.write(
      `lists ${screen.name}: ${loaded} rows, max ${Math.max(...nodes)} nodes, ${scroll.fps.toFixed(1)} fps, ` +
        `${(scroll.onTime * 100).toFixed(1)}% on time (rest ${rest.fps.toFixed(1)} fps)\n`,
    );
    return { screen, loaded, nodes: Math.max(...nodes), rest, scroll, blank: run.blank, scrolled: run.scrolled };
  } finally {
    await context.close();
  }
}

/** Every list screen with 500 rows: nodes and scrolling frames, 4× CPU. */
export async function measureLists({ baseUrl } = {}) {
  const results = [];
  await withServer(baseUrl, async (url) => {
    const login = await demoLogin(url);
    const browser = await launchChromium();
    try {
      for (const screen of SCREENS) results.push(await measureScreen(browser, url, login, screen));
    } finally {
      await browser.close();
    }
  });
  const pct = (share) => `${(share * 100).toFixed(1)}%`;
  const report = [
    `${chromiumVersion()}, 375×740, 4× CPU throttling (CDP), on ${today()}; load average ${loadAverage()} after. ` +
      `Each list's call answered by the bench: ${LOADED} rows in pages of ${PAGE}, loaded by scrolling to the end. ` +
      `Nodes: every node of the document, the most of the list's end, middle and top. Scrolling: ` +
      `${SCROLL_PX_PER_S} px/s for ${SCROLL_SECONDS} s from the top, set in every animation frame; on time = at most ` +
      `${ON_TIME_MS} ms after the frame before (no vsync missed); p95 = the 95th-percentile time between frames; ` +
      `blank = sampled frames (1 in 10) with no row under the middle of the screen.`,
    '',
    `| screen | rows | nodes (≤ ${MAX_NODES}) | frame rate at rest | frame rate scrolling | on time (≥ ${pct(MIN_ON_TIME)}) | p95 | longest | blank |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.screen.name} \`${r.screen.path}\` | ${r.loaded} | **${r.nodes}** | ${r.rest.fps.toFixed(1)} fps | ` +
        `${r.scroll.fps.toFixed(1)} fps | **${pct(r.scroll.onTime)}** | ${r.scroll.p95.toFixed(1)} ms | ` +
        `${Math.round(r.scroll.longest)} ms | ${r.blank} |`,
    ),
  ].join('\n');
  const failures = results.flatMap((r) => [
    ...(r.loaded < LOADED ? [`${r.screen.name}: only ${r.loaded} rows loaded`] : []),
    ...(r.nodes > MAX_NODES ? [`${r.screen.name}: ${r.nodes} nodes > ${MAX_NODES}`] : []),
    ...(r.scroll.onTime < MIN_ON_TIME
      ? [`${r.screen.name}: ${pct(r.scroll.onTime)} of frames on time < ${pct(MIN_ON_TIME)}`]
      : []),
  ]);
  return { report, failures };
}

if (isMain(import.meta.url)) {
  const { report, failures } = await measureLists();
  console.log(`\n${report}`);
  if (failures.length) {
    console.error(`\nbench: budget broken (${failures.join('; ')})`);
    process.exit(1);
  }
}
