#!/usr/bin/env node
/**
 * The net-value chart (historyNetValue) in Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): the
 * time from the data's arrival to a drawn ApexCharts line for a 10-year daily series (3,650 points, answered by the
 * bench so that it measures the client whatever the server downsamples) and from a range tap to the redrawn chart.
 * Fails over the budgets (draw ≤ 600 ms, switch ≤ 300 ms, medians).
 *
 * `measureChart({ baseUrl, runs })`: against a running production server, or one started on dist/ when no baseUrl
 * is given. Standalone (after `npm run build`): `node scripts/bench/chart.mjs [--runs=N]`.
 */
import {
  chromiumVersion,
  isMain,
  launchChromium,
  loadAverage,
  median,
  today,
  VIEWPORT,
  withServer,
} from './common.mjs';

export const CHART_DRAW_BUDGET_MS = 600;
export const CHART_SWITCH_BUDGET_MS = 300;

/** Daily values for `days` days up to today, as queryProductIncome answers them (x yyyymmdd, y unit net value). */
function dailySeries(days) {
  const x = [];
  const y = [];
  let value = 1;
  const day = 86_400_000;
  const end = Date.UTC(2026, 10, 20);
  for (let i = days - 1; i >= 0; i--) {
    x.push(new Date(end - i * day).toISOString().slice(0, 10).replaceAll('-', ''));
    value *= 1 + Math.sin(i / 37) * 0.002 + ((i * 7919) % 13) / 13_000 - 0.0004;
    y.push(Math.round(value * 10_000) / 10_000);
  }
  return { x, y };
}
const SERIES_DAYS = { 0: 7, 1: 30, 2: 91, 3: 182, 4: 365, 5: 3650, '': 3650 };

/** Chart draw and range switch on historyNetValue, 4× CPU, median of `runs`. */
export async function measureChart({ baseUrl, runs = 3 } = {}) {
  const draws = [];
  const switches = [];
  const firsts = [];
  await withServer(baseUrl, async (url) => {
    const browser = await launchChromium();
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: VIEWPORT });
        const page = await context.newPage();
        await page.route('**/services/trustAppApi/queryProductIncome', async (route) => {
          const { requestData } = route.request().postDataJSON();
          const data = dailySeries(SERIES_DAYS[requestData.dateCycle ?? '4']);
          await route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ code: '00000000', result: { statusCode: '00000000', msg: '', data } }),
          });
        });
        // When each answer arrived and when the chart's line was last (re)drawn, on the page's clock.
        await page.addInitScript(() => {
          window.__arrivals = [];
          window.__drawnAt = 0;
          const fetch0 = window.fetch;
          window.fetch = async (...a) => {
            const res = await fetch0(...a);
            if (String(a[0]).includes('queryProductIncome')) window.__arrivals.push(performance.now());
            return res;
          };
          new MutationObserver(() => {
            if (document.querySelector('.apexcharts-series path[d]')) window.__drawnAt = performance.now();
          }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['d'] });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const drawnAfter = async (since) => {
          await page.waitForFunction((t) => window.__drawnAt > t, since, { timeout: 30_000 });
          await page.waitForTimeout(300);
          return page.evaluate(() => ({ drawn: window.__drawnAt, arrived: window.__arrivals.at(-1) }));
        };
        await page.goto(`${url}/phone/historyNetValue?trustCode=BENCH&fundproperty=1`);
        const first = await drawnAfter(0);
        firsts.push(first.drawn - first.arrived);
        // Tapped from the page itself (the tap time on the page's clock; no wait for navigations after it).
        const tapOn = (name) =>
          page.evaluate((label) => {
            const button = [...document.querySelectorAll('[role="radio"]')].find((b) => b.textContent === label);
            const at = performance.now();
            button.click();
            return at;
          }, name);
        // The longest series: since inception, 10 years of daily values.
        const tapLong = await tapOn('成立以来');
        const long = await drawnAfter(tapLong);
        draws.push(long.drawn - long.arrived);
        // A range switch back to one year: from the tap to the redrawn chart.
        const tap = await tapOn('近1年');
        const back = await drawnAfter(tap);
        switches.push(back.drawn - tap);
        await context.close();
        process.stdout.write(
          `chart run ${run + 1}/${runs}: 10-year draw ${Math.round(draws.at(-1))} ms, switch ${Math.round(switches.at(-1))} ms\n`,
        );
      }
    } finally {
      await browser.close();
    }
  });
  const ms = (values) =>
    `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  const report = [
    `${chromiumVersion()}, 375×740, 4× CPU throttling (CDP), median (range) of ${runs} runs on ${today()}; ` +
      `load average ${loadAverage()} after. The series are answered by the bench.`,
    '',
    '| historyNetValue | measured | budget |',
    '|---|---:|---:|',
    `| first draw, 1 year (365 points), data arrival → line drawn (includes the ApexCharts chunk if it is still loading) | ${ms(firsts)} | |`,
    `| 10-year daily series (3,650 points), data arrival → line drawn | ${ms(draws)} | ${CHART_DRAW_BUDGET_MS} ms |`,
    `| range switch (成立以来 → 近1年), tap → line redrawn | ${ms(switches)} | ${CHART_SWITCH_BUDGET_MS} ms |`,
  ].join('\n');
  const failures = [];
  if (median(draws) > CHART_DRAW_BUDGET_MS)
    failures.push(`chart: 10-year draw ${Math.round(median(draws))} ms > ${CHART_DRAW_BUDGET_MS} ms`);
  if (median(switches) > CHART_SWITCH_BUDGET_MS)
    failures.push(`chart: range switch ${Math.round(median(switches))} ms > ${CHART_SWITCH_BUDGET_MS} ms`);
  return { report, failures };
}

if (isMain(import.meta.url)) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const { report, failures } = await measureChart({ runs });
  console.log(`\n${report}`);
  if (failures.length) {
    console.error(`\nbench: budget broken (${failures.join('; ')})`);
    process.exit(1);
  }
}
