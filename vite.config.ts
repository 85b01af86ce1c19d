import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { prerenderPlugin } from './scripts/prerender.ts';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';

export default defineConfig({
  base: '/phone/',
  plugins: [react(), prerenderPlugin()],
  // Class names from each component's file and position instead of creation order: the prerender (one bundle for
  // every page) and the browser (entry plus one page chunk) create components in different orders.
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } } },
  build: {
    outDir: 'dist',
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
    reporters: ['default', './tests/setup/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/{app,api,platform,machines,pages,model,validation,tooling,flows}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/server/setup.ts'],
          globalSetup: ['tests/server/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
