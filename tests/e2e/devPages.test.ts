/**
 * The development-only pages (routes the production build drops: `import.meta.env.DEV` in src/app/routes.tsx), in
 * Chromium on Vite's development server, as a developer or product owner opens them: each loads and works without a
 * page error. Today that is /phone/__flows, every chart stepped offline (src/pages/dev/FlowsPage.tsx), and /phone/__ui,
 * every component in its states (src/pages/dev/UiPage.tsx), which also passes the accessibility audit the screens
 * pass: one page that proves the parts every screen is made of.
 */
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y';
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

  it('/phone/__ui shows every component in its states, works, and passes the accessibility audit', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/phone/__ui`, { timeout: 60_000 });
    const parts = page.getByRole('region');
    await parts.first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      '按钮 Button',
      '输入 Field',
      '选择 Checkbox / Radio',
      '标签页 Tabs',
      '筛选 Chips',
      '列表 Rows',
      '弹窗与提示 Dialog / Toast / Notice',
      '加载与空状态 Skeleton / Empty',
    ]);
    // Every look of a disabled button is the one rule: the filled one grey, the others with grey words.
    const looks = await page
      .getByRole('region', { name: '按钮 Button' })
      .locator('button:disabled')
      .evaluateAll((buttons) => buttons.map((b) => getComputedStyle(b).cursor));
    expect(new Set(looks)).toEqual(new Set(['not-allowed']));
    // The stepper stops at its ends; the count stays typeable.
    const count = page.getByRole('textbox', { name: '同行人数', exact: true });
    const less = page.getByRole('button', { name: '减少同行人数', exact: true });
    await less.click();
    expect(await count.inputValue()).toBe('0');
    expect(await less.isDisabled()).toBe(true);
    await page.getByRole('button', { name: '增加同行人数', exact: true }).click();
    expect(await count.inputValue()).toBe('1');
    // The checkbox is drawn 20 px, its label the target around it.
    const box = await page.getByRole('checkbox', { name: '我已阅读并同意', exact: true }).boundingBox();
    expect([box?.width, box?.height]).toEqual([20, 20]);
    await page.getByText('我已阅读并同意', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: '我已阅读并同意', exact: true }).isChecked()).toBe(true);
    // The picker opens its sheet and takes a choice, shown where a typed value starts.
    await page.getByRole('button', { name: '所在城市', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '杭州市' }).click();
    expect(
      await page.getByRole('button', { name: '所在城市', exact: true }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    await page.getByText('杭州市', { exact: true }).waitFor();
    // The area sheet carries a pick down the three levels and closes on the district.
    await page.getByRole('button', { name: '所在地区', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '所在地区' });
    for (const name of ['浙江省', '杭州市', '西湖区']) await sheet.getByRole('button', { name }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText('浙江省 杭州市 西湖区', { exact: true }).waitFor();
    // The dialog opens, holds the focus, and closes.
    await page.getByRole('button', { name: '打开对话框', exact: true }).click();
    await page.getByRole('dialog', { name: '温馨提示' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A chip goes when tapped.
    await page.getByRole('button', { name: '移除筛选：募集中', exact: true }).click();
    expect(await page.getByRole('button', { name: '移除筛选：募集中', exact: true }).count()).toBe(0);
    await expectAccessible(page, '/phone/__ui');
    expect(errors).toEqual([]);
  });
});
