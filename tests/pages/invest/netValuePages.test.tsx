/**
 * The net-value and yield screens with their real implementation and call layer against a stubbed server (spec 2 §2
 * "Net value and yield page", §4 periods, §7, §9). The generated tests walk the chart; these check what is sent for
 * each tab and range, the decimals, the tabs of each fund property, the empty state, the bridge calls of the App
 * variants and the adviser page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonText } from '../../../src/contract';
import { netValueText, SERIES_MAX_POINTS } from '../../../src/contract/netValue';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';
import { ok, refused, stubServer } from '../mine/serverStub';

const income = (x: string[], y: number[]) => () => ok({ x, y });
const NAV = [
  { netValueDate: '20260105', netValue: 1.01234, totalNetValue: 1.11234, incomeRatio: 0, incomeUnit: 0 },
  {
    netValueDate: '20260106',
    netValue: 1.0201,
    totalNetValue: 1.1201,
    incomeRatio: 0,
    incomeUnit: 0,
    incomeRatio30days: -0.4321,
    incomeRatio1year: 3.2109,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  clearBridgeCalls();
});

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const ranges = () => screen.getAllByRole('radio').map((t) => t.textContent);
const cell = (text: string) => screen.findByRole('cell', { name: text });

describe('net-value products (fundproperty 1)', () => {
  it('offers net trend and net detail, 1 month to since inception, and opens on 1 year', async () => {
    const server = stubServer({ queryProductIncome: income(['20260105'], [1.5]) });
    await renderApp(['/phone/lineChartPage?trustCode=DY1&fundproperty=1']);
    await screen.findAllByRole('tab');
    expect(tabs()).toEqual([netValueText.tabs.trend, netValueText.tabs.detail]);
    expect(ranges()).toEqual(['近1月', '近3月', '近1年', '成立以来']);
    expect(screen.getByRole('radio', { name: '近1年' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(server.callsOf('queryProductIncome')).toHaveLength(1));
    expect(server.callsOf('queryProductIncome')[0]).toMatchObject({ trustCode: 'DY1', showType: '1', dateCycle: '4' });
  });

  it('adds the adviser link below the first answer, not while it loads (it would jump down when the table came)', async () => {
    let answer: () => void = () => {};
    stubServer({
      queryProductIncome: () =>
        new Promise((resolve) => (answer = () => resolve(ok({ x: ['20260105'], y: [1.01234] })))) as never,
      queryproductnetvalue: () => ok(NAV),
    });
    await renderApp(['/phone/historyNetValue?trustCode=DY1&fundproperty=1']);
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('link', { name: netValueText.adviser })).toBeNull();
    answer();
    const link = await screen.findByRole('link', { name: netValueText.adviser });
    expect(link.getAttribute('href')).toBe('/phone/investment?trustCode=DY1');
  });

  it('sends each range by its code and the detail tab reads queryproductnetvalue, with 4 decimals', async () => {
    const server = stubServer({
      queryProductIncome: income(['20260105', '20260106'], [1.01234, 1.0201]),
      queryproductnetvalue: () => ok(NAV),
    });
    const { user } = await renderApp(['/phone/historyNetValue?trustCode=DY1&fundproperty=1']);
    expect(await cell('1.0123')).toBeTruthy();
    for (const [name, code] of [
      ['近1月', '1'],
      ['近3月', '2'],
      ['成立以来', '5'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name }));
      await waitFor(() => expect(server.callsOf('queryProductIncome').at(-1)).toMatchObject({ dateCycle: code }));
    }
    await user.click(screen.getByRole('tab', { name: netValueText.tabs.detail }));
    expect(await cell('2026-01-05')).toBeTruthy();
    // showType (spec 2 §7): 1, the net values of a net-value product.
    expect(server.callsOf('queryproductnetvalue').at(-1)).toMatchObject({ trust_code: 'DY1', type: '5', showType: 1 });
    expect(screen.getByRole('cell', { name: '1.1123' })).toBeTruthy();
    // Newest first.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('2026-01-06');
  });

  it('heads the page with the newest unit net value, its date and the return over the range chosen', async () => {
    stubServer({ queryProductIncome: income(['20260105'], [1.01234]), queryproductnetvalue: () => ok(NAV) });
    const { user } = await renderApp(['/phone/historyNetValue?trustCode=DY1&fundproperty=1']);
    const summary = await screen.findByLabelText('净值概况');
    expect(await within(summary).findByText('1.0201')).toBeTruthy();
    expect(within(summary).getByText(`${netValueText.navDate}：2026-01-06`)).toBeTruthy();
    const rangeReturn = () => within(summary).getByText(/收益率$/).nextElementSibling!;
    expect([within(summary).getByText(/收益率$/).textContent, rangeReturn().textContent]).toEqual([
      '近1年收益率',
      '+3.21%',
    ]);
    expect(rangeReturn().getAttribute('data-trend')).toBe('up');
    await user.click(screen.getByRole('radio', { name: '近1月' }));
    await waitFor(() => expect(rangeReturn().textContent).toBe('-0.43%'));
    expect(rangeReturn().getAttribute('data-trend')).toBe('down');
    // No figure for a range the server gives none of.
    await user.click(screen.getByRole('radio', { name: '近3月' }));
    await waitFor(() => expect(rangeReturn().textContent).toBe('--'));
  });

  it('says when the table shows some of the range’s days: the server thinned a long series', async () => {
    const days = Array.from({ length: SERIES_MAX_POINTS }, (_, i) => `2024${String(i).padStart(4, '0')}`);
    stubServer({
      queryProductIncome: income(
        days,
        days.map(() => 1),
      ),
      queryproductnetvalue: () => ok(NAV),
    });
    await renderApp(['/phone/historyNetValue?trustCode=DY1&fundproperty=1']);
    expect(await screen.findByText(netValueText.thinned)).toBeTruthy();
  });

  it('says 暂无相关数据 when the range has no values, with no adviser link left alone under it', async () => {
    stubServer({ queryProductIncome: income([], []), queryproductnetvalue: () => ok(NAV) });
    await renderApp(['/phone/historyNetValue?trustCode=DY1&fundproperty=1']);
    expect(await screen.findByText(commonText.noData)).toBeTruthy();
    expect(screen.queryByRole('link', { name: netValueText.adviser })).toBeNull();
  });

  it('a product that is not there (a stale link) has no values rather than an error', async () => {
    stubServer({ queryProductIncome: () => refused('04040007', '产品不存在') });
    await renderApp(['/phone/lineChartPage?trustCode=NOPE&fundproperty=1']);
    expect(await screen.findByText(commonText.noData)).toBeTruthy();
  });
});

describe('cash products (fundproperty 2)', () => {
  it('shows the latest figures, the two yield tabs, 7 days to half a year, 2 decimals for the yield and 4 for the unit income', async () => {
    // The server's newest value, not the figures of the link (the detail's 历史业绩 carries none; an old link old ones).
    let values: () => void = () => {};
    const server = stubServer({
      queryProductIncome: (req) =>
        req.showType === '2' ? ok({ x: ['20260105'], y: [0.61234] }) : ok({ x: ['20260105'], y: [2.3456] }),
      queryproductnetvalue: () =>
        new Promise(
          (resolve) =>
            (values = () =>
              resolve(
                ok([
                  { netValueDate: '20260105', netValue: 1, totalNetValue: 1, incomeRatio: 2.35, incomeUnit: 0.6123 },
                  { netValueDate: '20260106', netValue: 1, totalNetValue: 1, incomeRatio: 2.4567, incomeUnit: 0.61239 },
                ]),
              )),
        ) as never,
    });
    const { user } = await renderApp([
      '/phone/historyNetValue?trustCode=DY2&fundproperty=2&incomeratio=2.35&incomeUnit=0.6123&lastNavDate=2026-01-05',
    ]);
    const summary = await screen.findByLabelText('收益概况');
    // Until the server answers, what the app's link gave.
    expect(within(summary).getByText('2.35%')).toBeTruthy();
    values();
    expect(await within(summary).findByText('2.46%')).toBeTruthy();
    expect(within(summary).getByText('0.6124')).toBeTruthy();
    expect(screen.getByText(`${netValueText.lastNavDate}：2026-01-06`)).toBeTruthy();
    // showType 2: the yields of a cash product.
    expect(server.callsOf('queryproductnetvalue')[0]).toMatchObject({ trust_code: 'DY2', showType: 2 });
    expect(tabs()).toEqual([netValueText.tabs.annual, netValueText.tabs.unit]);
    expect(ranges()).toEqual(['近7天', '近1月', '近3月', '近半年']);
    expect(await cell('2.35%')).toBeTruthy();
    expect(server.callsOf('queryProductIncome')[0]).toMatchObject({ showType: '1', dateCycle: '3' });
    await user.click(screen.getByRole('tab', { name: netValueText.tabs.unit }));
    expect(await cell('0.6123')).toBeTruthy();
    expect(server.callsOf('queryProductIncome').at(-1)).toMatchObject({ showType: '2' });
    await user.click(screen.getByRole('radio', { name: '近7天' }));
    await waitFor(() => expect(server.callsOf('queryProductIncome').at(-1)).toMatchObject({ dateCycle: '0' }));
  });
});

describe('the App variants', () => {
  it('tell the app the tab and range chosen, give it the data and the page height, and open the chart on the icon', async () => {
    stubServer({ queryProductIncome: income(['20260105'], [1.5]) });
    clearBridgeCalls();
    const { user } = await renderApp(['/phone/lineChartPageApp?trustCode=DY1&fundproperty=1'], { terminalType: 1 });
    await waitFor(() => expect(getBridgeCalls().map((c) => c.action)).toContain('historyData'));
    expect(getBridgeCalls().find((c) => c.action === 'historyData')!.payload).toMatchObject({
      period: '4',
      x: ['20260105'],
      y: [1.5],
    });
    await waitFor(() => expect(getBridgeCalls().map((c) => c.action)).toContain('postLineChartHeight'));
    await user.click(screen.getByRole('radio', { name: '近3月' }));
    expect(getBridgeCalls().find((c) => c.action === 'changeH5Radio')!.payload).toEqual({ tab: 'trend', period: '2' });
    await user.click(screen.getByRole('button', { name: '横屏查看' }));
    expect(getBridgeCalls().find((c) => c.action === 'lineChartIcon')!.payload).toMatchObject({ trustCode: 'DY1' });
  });

  it('the browser routes ask nothing of the app', async () => {
    stubServer({ queryProductIncome: income(['20260105'], [1.5]) });
    clearBridgeCalls();
    await renderApp(['/phone/lineChartPage?trustCode=DY1&fundproperty=1']);
    await screen.findByRole('img', { name: '走势图' });
    expect(getBridgeCalls()).toEqual([]);
  });
});

describe('investment adviser', () => {
  it('shows the company of the product by its trust code', async () => {
    localStorage.setItem('token_trustms', 't');
    const server = stubServer({
      queryInvestmentAdviserInfo: () => ok({ companyName: '某某投资管理有限公司', description: '专注固定收益' }),
    });
    await renderApp(['/phone/investment?trustCode=DY1']);
    expect(await screen.findByText('某某投资管理有限公司')).toBeTruthy();
    expect(server.callsOf('queryInvestmentAdviserInfo')[0]).toMatchObject({ investrea: 'DY1' });
  });

  it('says there is none without a trust code', async () => {
    stubServer({});
    await renderApp(['/phone/investment']);
    expect(await screen.findByText('暂无投资顾问信息')).toBeTruthy();
  });
});
