import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { apexchartsLine } from './scripts/apexchartsLine.ts';
import { callTable } from './src/contract/calls.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { prerenderPlugin } from './scripts/prerender.ts';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const DEEP = process.env.TEST_DEPTH === 'deep';
// The order of test files (planned for busy cores, tests/setup/sequencer.ts): only test runs load it and vitest/node.
const sequencer = process.env.VITEST ? (await import('./tests/setup/sequencer.ts')).default : undefined;
// Workers kept for their project between its files, ended with the run (tests/setup/keptForks.ts). Not in CI: twice a
// clean-clone run hung after its last file with one kept worker's task never finished (docs/testing.md), and a CI
// run must end; Vitest's own forks there (`KEPT_FORKS=1` or `0` decides either way).
const keepForks = process.env.KEPT_FORKS ? process.env.KEPT_FORKS === '1' : process.env.CI !== 'true';
const kept = process.env.VITEST && keepForks ? await import('./tests/setup/keptForks.ts') : undefined;
/** Needs several server processes on one PostgreSQL: runs in the server-pg project only. */
const POSTGRES_ONLY = 'tests/server/twoInstances.test.ts';
/**
 * What PostgreSQL can break that the embedded database cannot: requests really at once on a pool (bursts, one effect
 * per submission, counters, caps, quotas, one sign-up, one SMS code), locks and queues, two instances, migrations and change notifications, and
 * what its types refuse (bad input, values beyond its integer). `npm test` runs these on PostgreSQL; the deep run
 * (`npm run test:deep`) the whole server suite. docs/testing.md says what proves the rest.
 */
const POSTGRES_FAST = [
  POSTGRES_ONLY,
  'tests/server/content.test.ts',
  'tests/server/db.test.ts',
  'tests/server/invest.test.ts',
  'tests/server/readCaches.test.ts',
  'tests/server/points.test.ts',
  'tests/server/housekeeping.test.ts',
  'tests/server/requestRules.test.ts',
  'tests/server/smsCaps.test.ts',
  'tests/server/security/{abuseLimits,authorization,dailyLimits,enumeration,fuzz,loginBurst,passwordChange,requestEdge,sessions,submissions,uploadAbuse}.test.ts',
];
const serverTests = {
  environment: 'node' as const,
  include: ['tests/server/**/*.test.ts'],
  setupFiles: ['tests/setup/freshModules.ts', 'tests/server/setup.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  base: '/phone/',
  // The deep run keeps its files' durations apart: npm test plans its queue from its own (tests/setup/sequencer.ts).
  ...(DEEP ? { cacheDir: 'node_modules/.vite-deep' } : {}),
  plugins: [react(), apexchartsLine(), prerenderPlugin(), precompressPlugin()],
  // Each call's action, submission flag and headers from its declaration, without its request rules
  // (src/api/callTable.ts).
  define: { __CALL_TABLE__: JSON.stringify(callTable()) },
  // Class names from each component's file and position instead of creation order: the prerender (one bundle for
  // every page) and the browser (entry plus one page chunk) create components in different orders.
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } },
  build: {
    outDir: 'dist',
    // The oldest WebViews investors open the app in (docs/client.md, "The WebViews investors have"): syntax newer than
    // ES2020 is lowered, and what Chrome 87 and Safari 14 lack besides is lowered too. Built-ins are not: the ones the
    // bundle calls that these lack are added by src/platform/polyfills.ts.
    target: ['es2020', 'chrome87', 'safari14'],
    // The same floor for any CSS file the build minifies (styled-components' CSS is in the scripts, checked over
    // src/ by tests/tooling/cssFloor.test.ts).
    cssTarget: ['chrome87', 'safari14'],
    // Lazy chunks carry their own CSS-in-JS; no inline scripts so the CSP can forbid them.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The prerender renders every page inside the build (scripts/prerender.ts): its share of the build time is its
    // work, not a slow plugin worth a warning on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: 5173,
    proxy: { '/services': `http://127.0.0.1:${apiPort}` },
  },
  test: {
    reporters: ['default', './tests/setup/summaryReporter.ts', ...(kept ? [kept.endOfRun] : [])],
    // A worker on every core and one more: Vitest's default leaves one core to itself, which on two cores means one
    // worker, and a browser file waits on its page for much of its time, its core half idle (docs/testing.md).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer },
    pool: kept?.keptForks(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/{app,api,platform,machines,pages,model,validation,tooling,flows}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/freshModules.ts', 'tests/setup/dom.ts'],
          isolate: false,
          // Room for Testing Library's 5 s waits (tests/setup/dom.ts) with both cores busy.
          testTimeout: 20_000,
        },
      },
      // The server tests twice: on embedded PGlite (from the seeded dump its global set-up builds), and on a
      // throwaway PostgreSQL cluster, where the two-instance test also runs (tests/server/harness.ts picks the
      // database by the project).
      {
        extends: true,
        test: {
          name: 'server',
          ...serverTests,
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
          globalSetup: ['tests/server/seededDump.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server-pg',
          ...serverTests,
          ...(DEEP ? {} : { include: POSTGRES_FAST }),
          globalSetup: ['tests/server/postgres.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Files side by side, each worker on its own server (tests/e2e/globalSetup.ts), all on one Chromium.
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/setup/freshModules.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waited for gets as long as a flow's step (tests/e2e/flowReplay.ts): two test workers, the servers and
          // Chromium share two cores, and a busy machine beside them once kept the product list past the default 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
