/**
 * Flow docs for product owners, generated from the catalogue and the machines themselves.
 *
 *   node --import tsx scripts/flows.ts docs          writes docs/flows/<machineId>.md and docs/flows/README.md
 *   node --import tsx scripts/flows.ts docs --check  fails when the committed docs differ from what would be generated
 *   node --import tsx scripts/flows.ts coverage          prints the coverage table from what the model tests replayed
 *                                                      (.tmp/flows-coverage) and writes docs/flows/coverage.json
 *   node --import tsx scripts/flows.ts coverage --check  fails below the floors, or when coverage.json is stale
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { catalogue, type CatalogueEntry } from '../machines/catalogue';
import { describePath, generatePaths, machineUniverse } from '../src/flows/graph';
import { COVERAGE_DIR, type Level, type LevelCoverage } from '../tests/model/coverageStore';

const OUT = 'docs/flows';

function machineFile(id: string): string {
  const found = walk('machines').find((f) => f.endsWith(`/${id}.ts`));
  if (!found) throw new Error(`machines/**/${id}.ts not found: a machine's file is named after its catalogue id`);
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

/** The JSDoc block directly above `export const …Machine = setup(`. */
function machineDoc(source: string): string {
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const \w+Machine\s*=\s*setup\(/.exec(source);
  if (!match) return '';
  return match[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

function eventLabel(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return `after ${eventType.split('.')[2]}`;
  if (eventType.startsWith('xstate.done.actor.')) return `${eventType.slice('xstate.done.actor.'.length)} done`;
  if (eventType.startsWith('xstate.error.actor.')) return `${eventType.slice('xstate.error.actor.'.length)} fails`;
  return eventType;
}

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  return (guard as { type?: string }).type ?? 'guard';
}

/** A Mermaid stateDiagram-v2 drawn from the machine's own state nodes and transitions. */
function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const render = (node: AnyStateMachine['root'], indent: string) => {
    const children = Object.values(node.states);
    if (node.initial?.target?.[0]) lines.push(`${indent}[*] --> ${mermaidId(node.initial.target[0].id)}`);
    for (const child of children) {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${mermaidId(child.id)} {`);
        render(child, indent + '  ');
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}${mermaidId(child.id)} : ${child.key}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child.id)} --> [*]`);
    }
  };
  render(machine.root, '  ');
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      for (const t of list) {
        const guard = guardName(t.guard);
        const label = `${eventLabel(eventType)}${guard ? ` [${guard}]` : ''}`;
        for (const target of t.target ?? [node]) lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : ${label}`);
      }
    }
    for (const t of node.always ?? []) {
      const guard = guardName(t.guard);
      for (const target of t.target ?? []) lines.push(`  ${mermaidId(node.id)} --> ${mermaidId(target.id)} : always${guard ? ` [${guard}]` : ''}`);
    }
  }
  return lines.join('\n');
}

/** The one-line why-comment written above a named delay in `setup({ delays })`. */
function delayWhy(source: string, name: string): string {
  const match = new RegExp(`/\\*\\*\\s*((?:(?!\\*/)[\\s\\S])*?)\\s*\\*/\\s*${name}\\s*:`).exec(source);
  return match ? ` ${match[1]!.replace(/\s*\n\s*\*\s*/g, ' ')}` : '';
}

function guardsAndDelays(machine: AnyStateMachine, source: string): string[] {
  const out: string[] = [];
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, i) => {
        const guard = guardName(t.guard);
        const target = t.target?.map((n) => n.key).join(', ') ?? node.key;
        if (guard) out.push(`- In **${node.key}**, on ${eventLabel(eventType)}: when \`${guard}\` holds → **${target}**.`);
        else if (list.length > 1 && i > 0) out.push(`- In **${node.key}**, on ${eventLabel(eventType)}: otherwise → **${target}**.`);
      });
    }
  }
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(delays)) {
    out.push(`- Delay \`${name}\`: ${typeof value === 'number' ? `${value} ms` : 'computed from context'}.${delayWhy(source, name)}`);
  }
  return out;
}

function flowDoc(entry: CatalogueEntry): string {
  const file = machineFile(entry.id);
  const source = readFileSync(file, 'utf8');
  const doc = machineDoc(source);
  const rules = guardsAndDelays(entry.machine, source);
  const paths = generatePaths(entry);
  return [
    `# ${entry.id}`,
    '',
    `<!-- generated by \`npm run flows:docs\` from ${file}; do not edit -->`,
    '',
    `Source: [\`${file}\`](${relative(OUT, file)}) — open it in the Stately visualiser or the VS Code extension as it is.`,
    '',
    '## What it is for',
    '',
    doc || '(no JSDoc above the machine)',
    '',
    '## Diagram',
    '',
    '```mermaid',
    mermaid(entry.machine),
    '```',
    '',
    '## Guards and delays',
    '',
    ...(rules.length ? rules : ['None.']),
    '',
    `## Generated paths (${paths.length})`,
    '',
    'Replayed by the model tests; test input: `' + JSON.stringify(entry.input) + '`.',
    '',
    ...paths.map((p, i) => `${i + 1}. ${describePath(entry, p)}`),
    '',
  ].join('\n');
}

function index(): string {
  return [
    '# Flows',
    '',
    '<!-- generated by `npm run flows:docs`; do not edit -->',
    '',
    'Every flow of the product is an XState statechart in `machines/`, listed in `machines/catalogue.ts`. Each page',
    'below is generated from the machine itself: its purpose, a diagram, its guards and delays, and the paths the',
    'model tests replay.',
    '',
    '| flow | source |',
    '|---|---|',
    ...catalogue.map((e) => `| [${e.id}](${e.id}.md) | \`${machineFile(e.id)}\` |`),
    '',
    '## Opening a flow in the Stately visualiser',
    '',
    'Each machine file is a literal `setup({...}).createMachine({...})` in its own module:',
    '- VS Code: install the "XState VSCode" extension (statelyai.stately-vscode), open the file and choose',
    '  "Open Visual Editor" above the `createMachine` call.',
    '- Browser: copy the file into a new machine at stately.ai/registry ("Import from code").',
    '',
  ].join('\n');
}

function generate(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of catalogue) files.set(join(OUT, `${entry.id}.md`), flowDoc(entry));
  files.set(join(OUT, 'README.md'), index());
  return files;
}

const LEVELS: Level[] = ['machine', 'view', 'browser'];

/**
 * Floors in percent, by level. The target for every machine: all states and transitions at machine and view
 * level, all states in the browser once its page exists (a flow shown only inside other pages is replayed in the
 * browser through them). Raise, never lower.
 */
function floor(entry: CatalogueEntry, level: Level): { states: number; transitions: number } {
  if (level !== 'browser') return { states: 100, transitions: 100 };
  return { states: 'route' in entry.view.at ? 100 : 0, transitions: 0 };
}

function readLevel(level: Level, id: string): LevelCoverage | null {
  const file = join(COVERAGE_DIR, level, `${id}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LevelCoverage) : null;
}

interface CoverageRow {
  states: number;
  transitions: number;
  machine: { states: number; transitions: number };
  view: { states: number; transitions: number };
  browser: { states: number; transitions: number };
}

function coverage() {
  const json: Record<string, CoverageRow> = {};
  const failures: string[] = [];
  const pct = (n: number, total: number) => (total ? Math.floor((n / total) * 1000) / 10 : 100);
  const lines = ['| machine | states | transitions | machine (s/t) | view (s/t) | browser (s/t) |', '|---|---:|---:|---|---|---|'];
  for (const entry of catalogue) {
    const universe = machineUniverse(entry.machine);
    const totals = { states: universe.states.length, transitions: universe.transitions.size };
    const row = { ...totals } as CoverageRow;
    const cells: string[] = [];
    for (const level of LEVELS) {
      const found = readLevel(level, entry.id);
      row[level] = { states: found?.states ?? 0, transitions: found?.transitions ?? 0 };
      const min = floor(entry, level);
      const s = pct(row[level].states, totals.states);
      const t = pct(row[level].transitions, totals.transitions);
      const applicable = min.states > 0 || found;
      cells.push(applicable ? `${row[level].states}/${row[level].transitions} (${s}% / ${t}%)` : 'no page yet');
      if (s < min.states || t < min.transitions) {
        failures.push(`${entry.id} ${level}: ${s}% states, ${t}% transitions (floor ${min.states}% / ${min.transitions}%)` +
          (found?.missing ? `\n  missing: ${[...found.missing.states, ...found.missing.transitions].join('; ')}` : ' (no replay recorded)'));
      }
    }
    json[entry.id] = row;
    lines.push(`| ${entry.id} | ${totals.states} | ${totals.transitions} | ${cells.join(' | ')} |`);
  }
  return { table: lines.join('\n'), json: JSON.stringify(json, null, 2) + '\n', failures };
}

const [command, flag] = process.argv.slice(2);
if (command === 'coverage') {
  const { table, json, failures } = coverage();
  console.log(table);
  const file = join(OUT, 'coverage.json');
  if (flag === '--check') {
    if (failures.length) {
      console.error(`\nflow coverage below the floor:\n${failures.join('\n')}`);
      process.exit(1);
    }
    if (!existsSync(file) || readFileSync(file, 'utf8') !== json) {
      console.error(`\n${file} is out of date; run \`npm run flows:coverage\` and commit it.`);
      process.exit(1);
    }
    console.log('\nflow coverage at or above the floors');
  } else {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(file, json);
    console.log(`\nwrote ${file}`);
    if (failures.length) console.error(`\nbelow the floor:\n${failures.join('\n')}`);
  }
  process.exit(0);
}
if (command !== 'docs') {
  console.error('usage: flows.ts docs|coverage [--check]');
  process.exit(2);
}
const files = generate();
if (flag === '--check') {
  const stale = [...files].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text).map(([p]) => p);
  const known = new Set(files.keys());
  const extra = existsSync(OUT) ? readdirSync(OUT).filter((f) => f.endsWith('.md')).map((f) => join(OUT, f)).filter((p) => !known.has(p)) : [];
  if (stale.length || extra.length) {
    console.error(`flow docs are out of date; run \`npm run flows:docs\` and commit:\n${[...stale, ...extra].join('\n')}`);
    process.exit(1);
  }
  console.log(`flow docs up to date (${files.size} files)`);
} else {
  mkdirSync(OUT, { recursive: true });
  for (const [path, text] of files) writeFileSync(path, text);
  console.log(`wrote ${files.size} files to ${OUT}`);
}
