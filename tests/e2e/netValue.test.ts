/**
 * The net-value and yield screens in Chromium against the real server, for the verified demo customer (13800000001):
 * every range and tab of a net-value product and of a cash product, the chart drawn (an ApexCharts line), the detail
 * table, the App variant's bridge calls and the adviser page it links to.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type ProductSummary } from '../../src/contract';
import { netValueText } from '../../src/contract/netValue';
import { productText } from '../../src/contract/productTexts';
import { openBrowser, type Browser } from './browser';

const VERIFIED = '13800000001';

describe('net value and yield in the browser', () => {
  let b: Browser;
  let products: ProductSummary[];
  const product = (fundproperty: '1' | '2') =>
    products.find((p) => p.fundproperty === fundproperty && p.projectStatus !== 1)!;

  beforeAll(async () => {
    b = await openBrowser();
    const page = await b.freshPage({ reseed: false });
    await b.loginAs(page, VERIFIED);
    const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
    const res = await page.request.post(`${b.baseUrl}${API_PREFIX}/productList`, {
      headers: { xtoken: token! },
      data: { requestData: { pageNo: 1, pageSize: 100 } },
    });
    const body = (await res.json()) as { result: { data: ProductSummary[] | null; msg: string } };
    if (!body.result.data) throw new Error(`productList: ${JSON.stringify(body)}`);
    products = body.result.data;
    await page.close();
  });
  afterAll(() => b.close());

  const drawn = (page: Page) => page.locator('.apexcharts-series path').first().waitFor({ timeout: 10_000 });
  const pick = async (page: Page, role: 'tab' | 'radio', name: string) => {
    await page.getByRole(role, { name, exact: true }).click();
    await expect
      .poll(() =>
        page.getByRole(role, { name, exact: true }).getAttribute(`aria-${role === 'tab' ? 'selected' : 'checked'}`),
      )
      .toBe('true');
  };

  async function open(path: string) {
    const page = await b.freshPage({ reseed: false });
    await b.loginAs(page, VERIFIED);
    await page.goto(`${b.baseUrl}/phone/${path}`);
    return page;
  }

  it('draws every range of a net-value product, and its detail table', async () => {
    const { trustCode } = product('1');
    const page = await open(`historyNetValue?trustCode=${trustCode}&fundproperty=1`);
    try {
      await drawn(page);
      // The headline: the newest unit net value with its date, and the return over the range shown (近1年).
      const head = page.getByLabel('净值概况');
      await head.getByText(/^\d+\.\d{4}$/).waitFor();
      expect(await head.getByText('近1年收益率', { exact: true }).count()).toBe(1);
      expect(await head.getByText(/^(?:[+-]?\d+\.\d{2}%|--)$/).count()).toBe(1);
      expect(await head.getByText(/^净值日期：\d{4}-\d{2}-\d{2}$/).count()).toBe(1);
      // A point of the line says what it is, in the product's words.
      const box = (await page.locator('.apexcharts-svg').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect
        .poll(() =>
          page
            .locator('.net-value-tip')
            .textContent({ timeout: 1000 })
            .catch(() => ''),
        )
        .toMatch(/^单位净值 \d+\.\d{4} · \d{4}-\d{2}-\d{2}$/);
      for (const period of ['1', '2', '5', '4'] as const) {
        await pick(page, 'radio', netValueText.periods[period]);
        await drawn(page);
        expect(await page.getByRole('cell').count()).toBeGreaterThan(0);
      }
      await pick(page, 'tab', netValueText.tabs.detail);
      await page.getByRole('columnheader', { name: netValueText.totalNetValue }).waitFor();
      const first = (await page.getByRole('cell').nth(1).textContent())!;
      expect(first).toMatch(/^\d+\.\d{4}$/);
      await pick(page, 'radio', netValueText.periods['1']);
      await page.getByRole('cell').first().waitFor();
      await pick(page, 'tab', netValueText.tabs.trend);
      await drawn(page);
      await page.getByRole('link', { name: netValueText.adviser }).click();
      await page.waitForURL((url) => url.pathname === '/phone/investment');
      await page.getByRole('region', { name: netValueText.adviser }).getByRole('heading', { level: 2 }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('a cash product’s latest yield heads its history, reached from 产品 by search, detail and 历史业绩, and both yields draw in every range', async () => {
    const cash = product('2');
    // From the 产品 tab, only taps and typing: the detail's 历史业绩 link carries no figures.
    const page = await open('productList');
    try {
      await page.getByRole('link', { name: '请输入产品名称', exact: true }).click();
      await page.getByRole('searchbox').fill(cash.projectShortName);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      await page.getByRole('list', { name: '搜索结果' }).getByRole('link').first().click();
      // Read to its end, the detail is far down when 历史业绩 is tapped: the history opens at its own top.
      const history = page.getByRole('link', { name: productText.netValue, exact: true });
      await history.waitFor();
      await page.mouse.wheel(0, 5000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await history.click();
      await page.waitForURL((url) => url.pathname === '/phone/historyNetValue');
      expect(new URL(page.url()).searchParams.has('incomeratio')).toBe(false);
      // The server's newest values: the yield with 2 decimals and %, the income per 10,000 with 4, and their date.
      const summary = page.getByLabel('收益概况');
      await summary.getByText(/^\d+\.\d{2}%$/).waitFor();
      expect(await summary.getByText(/^\d+\.\d{4}$/).count()).toBe(1);
      expect(await summary.getByText(/数据更新日期：\d{4}-\d{2}-\d{2}/).count()).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const tab of ['annual', 'unit'] as const) {
        await pick(page, 'tab', netValueText.tabs[tab]);
        for (const period of ['0', '1', '2', '3'] as const) {
          await pick(page, 'radio', netValueText.periods[period]);
          await drawn(page);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('inside the app tells the shell what it shows', async () => {
    const { trustCode } = product('1');
    const page = await open(`lineChartPageApp?trustCode=${trustCode}&fundproperty=1&terminalType=1`);
    try {
      await drawn(page);
      await pick(page, 'radio', netValueText.periods['2']);
      await drawn(page);
      await page.getByRole('button', { name: '横屏查看' }).click();
      const actions = async () => page.evaluate(() => (window.__bridgeCalls ?? []).map((c) => c.action as string));
      await expect
        .poll(actions)
        .toEqual(expect.arrayContaining(['historyData', 'changeH5Radio', 'postLineChartHeight', 'lineChartIcon']));
    } finally {
      await page.close();
    }
  });
});
