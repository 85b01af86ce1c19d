/**
 * The structure's measures in docs/architecture.md ("Measures"), computed from the code rather than typed:
 *
 *   node --import tsx scripts/measures.ts           writes the block between the measures markers
 *   node --import tsx scripts/measures.ts --check   fails when the block differs from what the code gives (npm test)
 *
 * - places a flow lives: its folder (machines/<id>/: chart, implementations, test entries), the catalogue, and the
 *   files of the app that name its chart (its pages), the most of any flow in the catalogue; the one-line test files
 *   written from the catalogue (`npm run flows:docs`) are not places a person adds, and a chart that hosts another
 *   is a place of the host;
 * - declarations per call: the files of the contract, the call client and the server's dispatch that list a call key
 *   (as a table key or a list item), the most of any call; the handler and the callers are not declarations;
 * - casts of a chart's events: `outputOf` or `as unknown as` in the charts;
 * - files from a tap to the database and back: the daily sign-in, traced on the real code (scripts/tapTrace.ts), its
 *   own files and those every call passes through;
 * - import cycles among the modules of src/, machines/ and server/ (type-only imports left out, as at run time);
 * - the flow test machinery's lines against the charts' (raw lines, comments included), and the lint zones.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from './files';
import { format, resolveConfig } from 'prettier';
import { ZONES } from '../eslint.config.js';
import { catalogue } from '../machines/catalogue';
import { CALLS } from '../src/contract/calls';
import { traceDailySignIn } from './tapTrace';

const DOC = 'docs/architecture.md';
const START = '<!-- measures:start -->';
const END = '<!-- measures:end -->';
const SOURCE = /\.(ts|tsx|mjs)$/;
/** Flow test machinery outside tests/model and tests/e2e/flows: the browser replay, the docs script, the diagrams. */
const FLOW_MACHINERY = ['tests/e2e/flowReplay.ts', 'scripts/flows.ts', 'src/flows/diagram.ts'];

const walk = (dir: string) => filesUnder(dir, SOURCE);
const text = new Map<string, string>();
const read = (file: string) => text.get(file) ?? text.set(file, readFileSync(file, 'utf8')).get(file)!;
/** A file's code without its comments (a chart named in a comment is not a place of its flow). */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
const lines = (files: string[]) => files.reduce((sum, f) => sum + read(f).split('\n').length, 0);
const partition = <T>(items: T[], test: (item: T) => boolean): [T[], T[]] => [
  items.filter(test),
  items.filter((item) => !test(item)),
];
const most = <T>(items: T[], count: (item: T) => number) =>
  items.map((item) => ({ item, n: count(item) })).reduce((a, b) => (b.n > a.n ? b : a));

/** A flow's places: its folder (docs/architecture.md, "One recipe"), the catalogue, and the app's files naming it. */
function placesOf(id: string): string[] {
  const folder = join('machines', id);
  if (!existsSync(join(folder, `${id}.ts`))) throw new Error(`${id}: no chart at ${folder}/${id}.ts`);
  const naming = new RegExp(`\\b${id}Machine\\b`);
  const others = ['machines/catalogue.ts', ...walk('src')].filter((f) => naming.test(code(f)));
  return [`${folder}/`, ...others];
}

/** The files that list a call key: `key: …` at the start of a line, or `'key'` as a list item. */
function declarationsOf(key: string, files: string[]): string[] {
  const listed = new RegExp(`^\\s*(${key}:|'${key}',?$)`, 'm');
  return files.filter((f) => listed.test(read(f)));
}

/** Relative imports that exist at run time (not `import type`, not `export type`). */
function importsOf(file: string): string[] {
  const found = [...read(file).matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)];
  return found.flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec!);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    return hit ? [relative('.', hit)] : [];
  });
}

/** The strongly connected groups of more than one module, or a module importing itself (Tarjan). */
function cyclesOf(files: string[]): string[][] {
  const edges = new Map(files.map((f) => [f, importsOf(f).filter((to) => files.includes(to))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        group.push(w);
        if (w === v) break;
      }
      if (group.length > 1 || edges.get(v)!.includes(v)) cycles.push(group.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
}

async function measures(): Promise<string> {
  const flow = most(Object.keys(catalogue), (id) => placesOf(id).length);
  const declaring = ['src/contract', 'src/api', 'server/http'].flatMap(walk);
  const calls = Object.keys(CALLS);
  const call = most(calls, (key) => declarationsOf(key, declaring).length);
  // The charts and their shared parts; a flow folder's implementations and test entries are not charts.
  const [entries, charts] = partition(
    walk('machines').filter((f) => f !== join('machines', 'catalogue.ts') && !f.endsWith('.implementations.ts')),
    (f) => f.endsWith('.entries.ts'),
  );
  const casts = charts.reduce((n, f) => n + (read(f).match(/\boutputOf\b|as unknown as/g)?.length ?? 0), 0);
  const cycles = cyclesOf(['src', 'machines', 'server'].flatMap(walk));
  const machinery = [...entries, ...walk('tests/model'), ...walk('tests/e2e/flows'), ...FLOW_MACHINERY];
  const tap = await traceDailySignIn();
  const own = tap.files.filter((f) => !tap.shared.includes(f));
  const rows = [
    ['places a flow lives (most of any flow)', `${flow.n} (${flow.item}: ${placesOf(flow.item).join(', ')})`],
    [
      'declarations per call (most of any call)',
      `${call.n} (${call.item}: ${declarationsOf(call.item, declaring).join(', ')})`,
    ],
    [
      'files from a tap to the database and back (daily sign-in 签到, traced: scripts/tapTrace.ts)',
      `${tap.files.length}: ${own.length} its own (${own.sort().join(', ')}); ${tap.shared.length} every call passes ` +
        `through (${[...tap.shared].sort().join(', ')})`,
    ],
    ['casts of chart events (`outputOf`, `as unknown as` in the charts)', String(casts)],
    ['import cycles among src/, machines/, server/', cycles.length ? cycles.map((c) => c.join(' → ')).join('; ') : '0'],
    [
      'flow test machinery / charts (raw lines)',
      `${lines(machinery)} / ${lines(charts)} = ${(lines(machinery) / lines(charts)).toFixed(2)}`,
    ],
    ['boundary rules enforced (lint zones, tests/tooling/boundaries.test.ts)', String(ZONES.length)],
  ];
  const table = ['| measure | now |', '| --- | --- |', ...rows.map(([m, v]) => `| ${m} | ${v} |`)].join('\n');
  const how = 'Computed by `node --import tsx scripts/measures.ts` (checked by `npm test`):';
  return `${START}\n\n${how}\n\n${table}\n\n${END}`;
}

const doc = readFileSync(DOC, 'utf8');
const [before, rest] = doc.split(START);
const after = rest?.split(END)[1];
if (before === undefined || after === undefined) throw new Error(`${DOC} has no ${START} … ${END} block`);
// As `npm run format` leaves it: the table's columns padded.
const next = await format(`${before}${await measures()}${after}`, { ...(await resolveConfig(DOC)), filepath: DOC });
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error(`${DOC}: the measures are out of date; run \`node --import tsx scripts/measures.ts\` and commit`);
    process.exit(1);
  }
  console.log('measures up to date');
} else {
  writeFileSync(DOC, next);
  console.log(`wrote the measures in ${DOC}`);
}
