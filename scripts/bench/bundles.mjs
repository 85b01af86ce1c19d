/**
 * What a phone downloads: the production build (written to dist/, as `npm start` serves it) weighed route by route
 * with scripts/bundleBudget.ts, the same analysis the test suite enforces (tests/tooling/bundles.test.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { analyseBundle, BUDGET_INITIAL_KB, BUDGET_ROUTE_KB, INITIAL_PAGE, kb } from '../bundleBudget.ts';
import { today } from './common.mjs';

export async function measureBundles() {
  const result = await build({ logLevel: 'warn' });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const { initial, routes, failures } = analyseBundle(output);
  const workers = readdirSync('dist/assets')
    .filter((file) => /worker.*\.m?js$/.test(file))
    .map((file) => `${file} ${kb(statSync(join('dist/assets', `${file}.gz`)).size)} KB`);
  const row = (r) =>
    `| ${r.page}${r.page === INITIAL_PAGE ? ' (initial route)' : ''} | ${kb(r.gzip)} | ${r.files.length} | ${r.libraries.join(', ')} |`;
  const report = [
    `Measured by \`npm run bench\` on ${today()} (gzip level 9). Initial route (${INITIAL_PAGE}): ` +
      `**${kb(initial.gzip)} KB** (budget ${BUDGET_INITIAL_KB} KB); heaviest route: **${kb(routes[0].gzip)} KB** ` +
      `(${routes[0].page}; budget ${BUDGET_ROUTE_KB} KB for every route).`,
    `Workers (their own thread, loaded when a document is opened): ${workers.join(', ') || 'none'}.`,
    '',
    '| page (route) | JS gzip KB | chunks | lazy libraries |',
    '|---|---:|---:|---|',
    ...[initial, ...routes.filter((r) => r !== initial).slice(0, 12)].map(row),
  ].join('\n');
  return { report, failures };
}
