/**
 * The docs say where things are, and `npm test` checks that they still are (node --import tsx scripts/docsCheck.ts):
 *
 * - every relative link of README.md and docs/ reaches a file, and its `#anchor` a heading of that file;
 * - every repository path the docs name in backticks (`server/services/points.ts`, `src/ui/Picker`) exists, as a
 *   file, a folder or a module (.ts, .tsx, index.ts); paths with placeholders (`machines/<id>/`) are patterns;
 * - every `docs/<page>.md` a comment of the code names exists, and the words quoted after it
 *   (`docs/client.md, "Old WebViews"`) are in that page.
 *
 * It prints each stale reference and fails when there is one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { filesUnder } from './files';

const CODE_DIRS = ['src', 'machines', 'server', 'tests', 'scripts'];
const PATH_ROOTS = ['src', 'server', 'machines', 'tests', 'scripts', 'public', 'docs', '.ci'];

/** GitHub's anchor of a heading: lower case, without punctuation (letters of any script stay), spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  if (!anchorsCache.has(file)) {
    const seen = new Map<string, number>();
    const anchors = new Set<string>();
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
      const base = slug(heading!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    anchorsCache.set(file, anchors);
  }
  return anchorsCache.get(file)!;
}

/** A file or folder, or a module named without its extension. */
const exists = (path: string) =>
  ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].some((ext) => existsSync(path + ext)) ||
  (existsSync(path) && statSync(path).isDirectory());

const problems: string[] = [];
const docs = ['README.md', ...filesUnder('docs', /\.md$/)];

for (const doc of docs) {
  const text = readFileSync(doc, 'utf8');
  const prose = text.replace(/```[\s\S]*?```/g, '');
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // http:, mailto:
    const [path, anchor] = target!.split('#') as [string, string | undefined];
    const file = path ? normalize(join(dirname(doc), path)) : doc;
    if (!existsSync(file)) problems.push(`${doc}: link to ${target}: no such file`);
    else if (anchor && file.endsWith('.md') && !anchorsOf(file).has(anchor))
      problems.push(`${doc}: link to ${target}: no such heading in ${file}`);
  }
  const named = [
    ...[...prose.matchAll(/`([^`\s]+)`/g)].map(([, path]) => path!),
    // Unquoted in prose, with the file's extension.
    ...[
      ...prose.matchAll(
        /(?<![\w/.`-])((?:src|server|machines|tests|scripts)\/[\w./-]+\.(?:tsx?|mjs|sql|sh))(?![\w.])/g,
      ),
    ].map(([, path]) => path!),
  ];
  for (const name of named) {
    const path = name.replace(/[:#].*$/, '').replace(/[.,)]+$/, '');
    if (!PATH_ROOTS.some((root) => path.startsWith(`${root}/`)) || /[<>*{}$]/.test(path)) continue;
    if (!exists(path)) problems.push(`${doc}: ${name}: no such path`);
  }
}

for (const file of CODE_DIRS.flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs|js|sh)$/))) {
  const text = readFileSync(file, 'utf8');
  for (const [, page, quoted] of text.matchAll(/\bdocs\/([\w/-]+\.md)(?:[,;]?\s+"([^"]+)")?/g)) {
    const doc = join('docs', page!);
    if (!existsSync(doc)) problems.push(`${file}: names ${doc}: no such page`);
    else if (quoted && !readFileSync(doc, 'utf8').replace(/\s+/g, ' ').includes(quoted.replace(/\s+/g, ' ')))
      problems.push(`${file}: names ${doc}, "${quoted}": not in that page`);
  }
}

if (problems.length) {
  console.error(`docs: ${problems.length} stale reference(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`docs: the links and paths of ${docs.length} pages hold`);
