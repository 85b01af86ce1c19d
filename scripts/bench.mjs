#!/usr/bin/env node
/**
 * `npm run bench`: builds the app and measures what a phone downloads.
 * - the gzip size of every JS chunk;
 * - the initial route's JS: the entry, its static imports, and the lazy chunk of the landing page
 *   (/phone/about) with its static imports;
 * - that ApexCharts, pdf.js and qrcode never reach the initial route.
 * Exits non-zero when a budget is broken. `--write` records the result in docs/performance.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_INITIAL_GZIP_KB = 160;
const LANDING_PAGE = /src\/pages\/.*About(Page)?\.tsx$/;
const NEVER_INITIAL = [
  /node_modules\/apexcharts\//,
  /node_modules\/react-apexcharts\//,
  /node_modules\/pdfjs-dist\//,
  /node_modules\/qrcode\//,
];

const chunks = new Map();
await build({
  logLevel: 'warn',
  plugins: [
    {
      name: 'record-chunks',
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks.set(item.fileName, {
            fileName: item.fileName,
            isEntry: item.isEntry,
            facade: item.facadeModuleId ?? '',
            imports: item.imports,
            moduleIds: item.moduleIds,
          });
        }
      },
    },
  ],
});

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipOf = (file) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;

function withStaticImports(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  files.forEach(visit);
  return [...seen];
}

const entry = [...chunks.values()].find((c) => c.isEntry);
const landing = [...chunks.values()].find((c) => LANDING_PAGE.test(c.facade));
if (!entry || !landing) {
  console.error(`bench: could not find the ${entry ? 'landing page chunk' : 'entry chunk'}`);
  process.exit(1);
}
const initial = withStaticImports([entry.fileName, landing.fileName]);
const initialGzip = initial.reduce((sum, file) => sum + gzipOf(file), 0);
const forbidden = initial.flatMap((file) =>
  chunks
    .get(file)
    .moduleIds.filter((id) => NEVER_INITIAL.some((re) => re.test(id)))
    .map((id) => `${file}: ${id}`),
);

const rows = [...chunks.values()]
  .map((c) => ({ file: c.fileName, gzip: gzipOf(c.fileName), initial: initial.includes(c.fileName) }))
  .sort((a, b) => b.gzip - a.gzip);

const table = [
  '| chunk | gzip KB | initial route |',
  '|---|---:|:---:|',
  ...rows.map((r) => `| ${r.file} | ${kb(r.gzip)} | ${r.initial ? 'yes' : ''} |`),
].join('\n');
const summary = [
  `Initial route (/phone/about): ${kb(initialGzip)} KB gzip in ${initial.length} chunks (budget ${BUDGET_INITIAL_GZIP_KB} KB).`,
  forbidden.length
    ? `Forbidden modules in the initial route:\n${forbidden.join('\n')}`
    : 'ApexCharts, pdf.js and qrcode: not in the initial route.',
].join('\n');

console.log(table);
console.log();
console.log(summary);

if (process.argv.includes('--write')) {
  const doc = 'docs/performance.md';
  const text = readFileSync(doc, 'utf8');
  const block = `<!-- bench:start -->\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\n\n${summary}\n\n${table}\n<!-- bench:end -->`;
  writeFileSync(doc, text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block));
  console.log(`\nwrote ${doc}`);
}

const overBudget = kb(initialGzip) > BUDGET_INITIAL_GZIP_KB;
if (overBudget || forbidden.length) {
  console.error(
    `\nbench: budget broken${overBudget ? ` (initial ${kb(initialGzip)} KB > ${BUDGET_INITIAL_GZIP_KB} KB)` : ''}`,
  );
  process.exit(1);
}
