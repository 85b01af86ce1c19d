#!/usr/bin/env node
/**
 * `npm run bench`: every performance budget of docs/performance.md, measured on this machine.
 *
 * - bundles (scripts/bench/bundles.mjs): builds the app into dist/ and weighs each route's JS;
 * - chart and lists (scripts/bench/chart.mjs, lists.mjs): Chromium with 4x CPU throttling, the net-value chart's
 *   draw and range switch, 500 rows on each list screen (document nodes, frames while scrolling);
 * - lighthouse (scripts/bench/lighthouse.mjs): the ten routes, mobile preset, median of RUNS runs, served
 *   over HTTPS with HTTP/2 as deployed;
 * - load (scripts/bench/load.mjs): autocannon at 50 connections on both database backends;
 * - suite (scripts/bench/suite.mjs): `npm test` itself, on the idle machine and beside a CPU hog.
 * Chart and lists share one production server on a fresh embedded database; Lighthouse and the load test start
 * their own.
 *
 * Exits non-zero when a budget is broken. `--write` records the results in docs/performance.md; `--only=a,b` runs
 * some parts (bundles always runs first unless `--only` leaves it out, and the others need its build in dist/);
 * `--runs=N` changes the Lighthouse runs per page (5). Each part also runs alone: `node --import tsx
 * scripts/bench/<part>.mjs`. Run it on an idle machine: every figure is a time measured on this CPU.
 */
import { startServer } from './bench/common.mjs';
import { writeBlocks } from './bench/docBlocks.mjs';

const args = process.argv.slice(2);
const WRITE = args.includes('--write');
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (part) => !ONLY || ONLY.includes(part);

const updates = [];
const failures = [];
const record = (name, { report, failures: broken }) => {
  console.log(`\n${report}`);
  updates.push([name, report]);
  failures.push(...broken);
};

if (runs('bundles')) record('bench', await (await import('./bench/bundles.mjs')).measureBundles());

if (runs('chart') || runs('lists')) {
  const server = await startServer();
  try {
    const baseUrl = server.baseUrl;
    if (runs('chart')) record('chart', await (await import('./bench/chart.mjs')).measureChart({ baseUrl, runs: 3 }));
    if (runs('lists')) record('lists', await (await import('./bench/lists.mjs')).measureLists({ baseUrl }));
  } finally {
    await server.stop();
  }
}

if (runs('lighthouse')) {
  record('lighthouse', await (await import('./bench/lighthouse.mjs')).measurePages({ runs: RUNS }));
}

if (runs('load')) record('load', await (await import('./bench/load.mjs')).measureLoad({ backend: 'both' }));

if (runs('suite')) record('suite', await (await import('./bench/suite.mjs')).measureSuite());

if (WRITE) await writeBlocks(updates);

if (failures.length) {
  console.error(`\nbench: budget broken (${failures.join('; ')})`);
  process.exit(1);
}
