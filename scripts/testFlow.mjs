/**
 * `npm run test:flow -- <flow>`: one catalogue flow's generated tests at all three levels, its machine (every path),
 * its view in jsdom (the covering set) and its page in Chromium (the shortest path to every state), where it has one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [id, ...rest] = process.argv.slice(2);
const view = `tests/model/views/${id}.test.ts`;
if (!id || !existsSync(view)) {
  console.error(`usage: npm run test:flow -- <flow>   (a flow of machines/catalogue.ts; ${view} not found)`);
  process.exit(2);
}
const page = `tests/e2e/flows/${id}.test.ts`;
const files = ['tests/model/machines.test.ts', view, ...(existsSync(page) ? [page] : [])];
const args = ['vitest', 'run', '--project', 'unit', '--project', 'e2e', ...files, '-t', `^${id} \\(`, ...rest];
process.exit(spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1);
