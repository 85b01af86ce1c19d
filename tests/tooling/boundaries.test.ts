// @vitest-environment node
/**
 * The layer table is lint (eslint.config.js, docs/architecture.md): for every row, an import of every place it does
 * not list is refused and an import of every place it lists is allowed, checked on a real file of each place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { LAYERS, PAGE_DOMAINS, PLACES } from '../../eslint.config.js';

// The import zones need no type information: the cases lint files that need not exist.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

/** A real module of each place, to import in the cases. */
const SAMPLE: Record<string, string> = {
  contract: 'src/contract/index.ts',
  paths: 'src/paths.ts',
  validation: 'src/validation/phone.ts',
  machines: 'machines/shared/flow.ts',
  ui: 'src/ui/Button.tsx',
  platform: 'src/platform/storage.ts',
  api: 'src/api/calls.ts',
  routing: 'src/routing.ts',
  flows: 'src/flows/diagram.ts',
  implementations: 'src/implementations/outcome.ts',
  pages: 'src/pages/shared/LoadedList.tsx',
  app: 'src/app/routes.tsx',
  server: 'server/app.ts',
  tests: 'tests/model/harness.ts',
  scripts: 'scripts/flows.ts',
};
/** Where a file of each row sits, for the case. */
const FILE: Record<string, string> = {
  paths: 'src/paths.ts',
  routing: 'src/routing.ts',
  pages: 'src/pages/account/Example.tsx',
  app: 'src/app/Example.tsx',
};
const fileOf = (place: string) => FILE[place] ?? `${PLACES[place]![0]}/example/Example.ts`;

async function refusals(file: string, imported: string): Promise<string[]> {
  let specifier = posix.relative(posix.dirname(file), imported).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const code = `import * as imported from '${specifier}';\nexport const a = imported;`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const places = Object.keys(PLACES);
const cases = LAYERS.flatMap(({ place, may }) =>
  places
    .filter((other) => other !== place && other !== 'scripts')
    .map((other) => [place, other, may.includes(other)] as const),
);

describe('the layer table', () => {
  it.each(cases)('%s importing %s: allowed %s', async (place, other, allowed) => {
    const refused = await refusals(fileOf(place), SAMPLE[other]!);
    if (allowed) expect(refused).toEqual([]);
    else expect(refused).toEqual([expect.stringContaining('restricted zone')]);
  });

  it.each(LAYERS.filter((l) => l.packages).flatMap((l) => l.packages!.map((p) => [l.place, p] as const)))(
    '%s may not use %s',
    async (place, name) => {
      const file = fileOf(place);
      const [result] = await eslint.lintText(`import * as p from '${name}';\nexport const a = p;`, { filePath: file });
      expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-restricted-paths');
    },
  );

  it('lets only the dev flows page read the test samples', async () => {
    expect(await refusals('src/pages/dev/FlowsPage.tsx', SAMPLE.tests!)).toEqual([]);
    expect(await refusals('src/pages/account/Example.tsx', SAMPLE.tests!)).not.toEqual([]);
  });

  it('keeps the page domains apart: each may use src/pages/shared, none another domain', async () => {
    // A real module of the domain: an import the resolver cannot find is no one's zone.
    const moduleOf = (domain: string) =>
      `src/pages/${domain}/${readdirSync(`src/pages/${domain}`).find((f) => /\.tsx?$/.test(f))}`;
    expect(PAGE_DOMAINS).toEqual(expect.arrayContaining(['account', 'content', 'invest', 'mine', 'points']));
    for (const domain of PAGE_DOMAINS) {
      const file = `src/pages/${domain}/Example.tsx`;
      expect(await refusals(file, SAMPLE.pages!), `${domain} importing src/pages/shared`).toEqual([]);
      for (const other of PAGE_DOMAINS.filter((d) => d !== domain)) {
        expect(await refusals(file, moduleOf(other)), `${domain} importing ${other}`).toEqual([
          expect.stringContaining('import none of each other'),
        ]);
      }
    }
  });

  it("keeps a flow folder's three kinds apart: the chart pure, its implementations of the client, its entries tests", async () => {
    const [chart, implementations, entries] = ['', '.implementations', '.entries'].map(
      (k) => `machines/login/login${k}.ts`,
    );
    const restricted = [expect.stringContaining('restricted zone')];
    expect(await refusals(chart!, implementations!)).toEqual(restricted);
    expect(await refusals(chart!, entries!)).toEqual(restricted);
    expect(await refusals(chart!, SAMPLE.api!)).toEqual(restricted);
    expect(await refusals(implementations!, SAMPLE.api!)).toEqual([]);
    expect(await refusals(implementations!, chart!)).toEqual([]);
    expect(await refusals(implementations!, entries!)).toEqual(restricted);
    expect(await refusals(entries!, SAMPLE.tests!)).toEqual([]);
    expect(await refusals('src/pages/account/Example.tsx', entries!)).toEqual(restricted);
    expect(await refusals('src/pages/account/Example.tsx', implementations!)).toEqual([]);
  });

  it('keeps the SQL out of the routes and the dispatcher: they parse and call the services', async () => {
    const code = "export const f = (db: { query(s: string): void }) => db.query('SELECT 1');\n";
    const ruleIds = async (filePath: string) =>
      ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);
    expect(await ruleIds('server/routes/example.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds('server/http/api.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds('server/services/example.ts')).not.toContain('no-restricted-syntax');
  });

  it('is the table docs/architecture.md shows, row for row', () => {
    const rows = readFileSync('docs/architecture.md', 'utf8')
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()));
    for (const { place, may } of LAYERS) {
      const row = rows.find((cells) => cells[1] === place);
      expect(row, `docs/architecture.md has a row for ${place}`).toBeDefined();
      expect(row!.at(-2), `the row of ${place}`).toBe(may.length ? may.join(', ') : '—');
    }
  });
});
