/**
 * The development-only pages (routes the production build drops: `import.meta.env.DEV` in src/app/routes.tsx), in
 * Chromium on Vite's development server, as a developer or product owner opens them: each loads and works without a
 * page error. Today that is /phone/__flows, every chart stepped offline (src/pages/dev/FlowsPage.tsx).
 */
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser';

describe('development pages in the browser', () => {
  let page: Page;
  let vite: ViteDevServer;
  let origin: string;

  browserSuite({ browser: () => {}, page: (fresh) => (page = fresh) });

  beforeAll(async () => {
    vite = await createServer({ logLevel: 'silent', server: { host: '127.0.0.1', port: 0, strictPort: false } });
    await vite.listen();
    origin = new URL(vite.resolvedUrls!.local[0]!).origin;
  });
  afterAll(() => vite?.close());

  it('/phone/__flows lists every flow, steps one, and opens the longest, with no page error', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Vite transforms each module on first request: the first load of a development page takes longer.
    await page.goto(`${origin}/phone/__flows`, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'smsCountdown', exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'countdown.start', exact: true }).click();
    await page.getByText('当前状态：countingDown').waitFor();
    await page.getByRole('link', { name: 'crsDeclaration', exact: true }).click();
    await page.getByRole('heading', { name: 'crsDeclaration', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
