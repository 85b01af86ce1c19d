import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * Where code lives, and what each place may import: the layer table of docs/architecture.md, one row each. Every
 * row becomes a zone of `import-x/no-restricted-paths` (two where its forbidden places mix folders and patterns, as
 * the rule takes one kind per zone): its files may import nothing from the places it does not list (nor from the
 * packages it forbids). tests/tooling/boundaries.test.ts proves every row's rule fires.
 *
 * A flow's folder (machines/<id>/) holds its chart, its implementations and its test entries: the chart is of the
 * machines, `<id>.implementations.ts` of the implementations, `<id>.entries.ts` of the tests.
 */
export const PLACES = {
  contract: ['src/contract'],
  paths: ['src/paths.ts'],
  validation: ['src/validation'],
  machines: ['machines/**/!(*.implementations|*.entries).ts'],
  ui: ['src/ui'],
  platform: ['src/platform'],
  api: ['src/api'],
  routing: ['src/routing.ts'],
  flows: ['src/flows'],
  implementations: ['src/implementations', 'machines/*/*.implementations.ts'],
  pages: ['src/pages'],
  app: ['src/app', 'src/main.tsx'],
  server: ['server'],
  tests: ['tests', 'machines/*/*.entries.ts'],
  scripts: ['scripts'],
};

const CLIENT = [
  'contract',
  'paths',
  'validation',
  'machines',
  'ui',
  'platform',
  'api',
  'routing',
  'flows',
  'implementations',
  'pages',
  'app',
];

/** Each row: the place, what it may import of the others, and the packages it may not use. */
export const LAYERS = [
  { place: 'contract', may: [], note: 'The contract stands alone: client and server share it and nothing else.' },
  { place: 'paths', may: [], note: 'Screens and paths import nothing, so every layer may use them.' },
  { place: 'validation', may: ['contract'], note: 'Validation builds on the contract only.' },
  {
    place: 'machines',
    may: ['validation', 'contract', 'paths'],
    packages: [
      'react',
      'react-dom',
      'react-router',
      'react-router-dom',
      'styled-components',
      'ofetch',
      '@xstate/react',
    ],
    note: 'Machines are pure: validation, contract and paths; no React, DOM libraries or HTTP.',
  },
  { place: 'ui', may: ['contract'], note: "The UI kit is presentational: of the app it knows only the spec's texts." },
  {
    place: 'platform',
    may: ['contract', 'paths'],
    note: 'The platform (bridge, terminal, storage, notices) knows no UI.',
  },
  { place: 'api', may: ['contract', 'paths', 'platform'], note: 'The call layer knows no UI and no flows.' },
  { place: 'routing', may: ['paths'], note: 'Routing hooks build on the paths only.' },
  { place: 'flows', may: ['machines', 'paths'], note: 'How pages run machines: machines and paths only.' },
  {
    place: 'implementations',
    may: ['machines', 'api', 'platform', 'contract', 'validation', 'flows', 'paths'],
    note: 'Implementations provide machines with calls, storage and the bridge; they know no pages.',
  },
  {
    place: 'pages',
    may: ['machines', 'implementations', 'flows', 'ui', 'platform', 'routing', 'paths', 'validation', 'contract'],
    packages: ['ofetch'],
    note: 'Pages reach the server only through machines and their implementations.',
  },
  { place: 'app', may: CLIENT.filter((p) => p !== 'app'), note: 'The app shell puts the client together.' },
  {
    place: 'server',
    may: ['contract'],
    packages: ['react', 'react-dom', 'styled-components', 'xstate'],
    note: 'The server shares only the contract with the client.',
  },
];

/** The dev flows page (dev builds only) steps the test samples: the one production-side place that may read tests. */
const DEV_PAGES = 'src/pages/dev';

const isPattern = (path) => /[*!(]/.test(path);

/** A zone per kind of `from`: the rule refuses a zone whose places mix folders and patterns. */
const zonesOf = (target, from, message) =>
  [from.filter((f) => !isPattern(f)), from.filter(isPattern)]
    .filter((part) => part.length)
    .map((part) => ({ target, from: part, message }));

function zonesOfRow({ place, may, packages = [], note }) {
  const others = Object.keys(PLACES).filter((p) => p !== place && !may.includes(p) && p !== 'scripts');
  const from = [...others.flatMap((p) => PLACES[p]), ...packages.map((name) => `node_modules/${name}`)];
  const target = place === 'pages' ? [`src/pages/!(dev)/**`] : PLACES[place];
  return zonesOf(target, from, note);
}

/**
 * The page domains (`src/pages/<domain>`): none imports another. What two of them share sits in `src/pages/shared`
 * (or, presentational, in `src/ui`); the dev flows page is a tool, not a domain.
 */
export const PAGE_DOMAINS = readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['shared', 'dev'].includes(entry.name))
  .map((entry) => entry.name);

export const ZONES = [
  ...LAYERS.flatMap(zonesOfRow),
  ...PAGE_DOMAINS.map((domain) => ({
    target: [`src/pages/${domain}`],
    from: PAGE_DOMAINS.filter((other) => other !== domain).map((other) => `src/pages/${other}`),
    message: 'Page domains import none of each other: what they share sits in src/pages/shared or src/ui.',
  })),
  ...zonesOf(
    [DEV_PAGES],
    Object.keys(PLACES)
      .filter((p) => !['pages', 'tests', 'scripts', ...LAYERS.find((l) => l.place === 'pages').may].includes(p))
      .flatMap((p) => PLACES[p]),
    'The dev flows page may read the test samples; nothing else of production may.',
  ),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.tmp/', 'coverage/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Built-ins newer than the oldest WebViews the app supports (Chrome 87, iOS 14.5; docs/client.md, "The WebViews
    // investors have"): the build lowers syntax, not built-ins, and the client's own code does without them. The
    // polyfills themselves name them.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['src/platform/polyfills.ts', 'src/platform/structuredClone.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...[
          ['at', 'Chrome 92, iOS 15.4: index with `length - 1`'],
          ['findLast', 'Chrome 97, iOS 15.4'],
          ['findLastIndex', 'Chrome 97, iOS 15.4'],
          ['toSorted', 'Chrome 110, iOS 16'],
          ['toReversed', 'Chrome 110, iOS 16'],
          ['toSpliced', 'Chrome 110, iOS 16'],
        ].map(([property, message]) => ({ property, message: `${message} (docs/client.md, WebViews).` })),
        ...[
          ['Object', 'hasOwn', 'Chrome 93, iOS 15.4: Object.prototype.hasOwnProperty.call'],
          ['Object', 'groupBy', 'Chrome 117, iOS 17.4'],
          ['Map', 'groupBy', 'Chrome 117, iOS 17.4'],
          ['Promise', 'withResolvers', 'Chrome 119, iOS 17.4'],
          ['Promise', 'try', 'Chrome 128, iOS 18.2'],
          ['Array', 'fromAsync', 'Chrome 121, iOS 16.4'],
          ['AbortSignal', 'timeout', 'Chrome 103, iOS 16'],
          ['AbortSignal', 'any', 'Chrome 116, iOS 17.4'],
          ['crypto', 'randomUUID', 'Chrome 92, iOS 15.4, and secure contexts only'],
        ].map(([object, property, message]) => ({
          object,
          property,
          message: `${message} (docs/client.md, WebViews).`,
        })),
      ],
      'no-restricted-globals': [
        'error',
        { name: 'structuredClone', message: 'Chrome 98, iOS 15.4 (docs/client.md, WebViews).' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      // No module reaches itself through its imports: a circle makes the order modules load in decide what a module
      // sees of another (undefined where it loaded later), and ties the circle's files into one. The rule follows
      // no type-only import; the contract's one circle was of those (its index and the request rules, through the
      // call types, now in src/contract/calls.ts).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A promise the server forgets to await loses its error and can outlive its transaction (a query after COMMIT):
    // on the server every promise is awaited, returned or marked `void`. It needs type information, which costs the
    // lint ≈ 15 s of CPU for server/; the client's promises end in the call layer, which shows every failure, so the
    // rule would only flag react-router's navigate there.
    files: ['server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The flows' test samples and the harness that reads them run in the browser too (the dev flows page): no Node
    // globals there (a Buffer kept the page from loading; `base64Of`/`bytesOf` in tests/model/kit.ts instead).
    files: ['machines/*/*.entries.ts', 'tests/model/kit.ts', 'tests/model/harness.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'require', '__dirname', 'global'].map((name) => ({
          name,
          message: 'The flow entries run in the browser too (the dev flows page): no Node globals.',
        })),
      ],
    },
  },
  {
    // The server in layers: routes (and the call dispatcher) parse and call; the SQL is the services' (and the
    // database module's, the seed's, the dev tools'), so a rule and the query that serves it sit together.
    files: ['server/routes/**/*.ts', 'server/http/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'Routes parse and call: the SQL belongs in server/services/.',
        },
      ],
    },
  },
  {
    // The build's configuration reads the calls' table from the contract (vite.config.ts): the contract's modules
    // name what they import with its extension, as Vite's coming native configuration loader needs.
    files: ['src/contract/**/*.ts'],
    rules: { 'import-x/extensions': ['error', 'always', { ignorePackages: true }] },
  },
);
