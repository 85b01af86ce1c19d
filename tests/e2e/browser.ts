/** Debian's Chromium driven by playwright-core; nothing downloads a browser. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Calls a dev endpoint of the server under test. */
  dev(path: string, init?: { method?: string; body?: unknown }): Promise<unknown>;
  close(): Promise<void>;
}

/** A fresh profile in a phone-sized viewport. */
export async function openBrowser(): Promise<Browser> {
  const baseUrl = inject('baseUrl');
  const profile = mkdtempSync(join(tmpdir(), 'trust-h5-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport: { width: 375, height: 740 },
    locale: 'zh-CN',
    isMobile: true,
    hasTouch: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    async dev(path, init = {}) {
      const res = await fetch(`${baseUrl}/services/dev${path}`, {
        method: init.method ?? (init.body ? 'POST' : 'GET'),
        headers: init.body ? { 'content-type': 'application/json' } : {},
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      if (!res.ok) throw new Error(`dev ${path}: HTTP ${res.status}`);
      return res.json();
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
