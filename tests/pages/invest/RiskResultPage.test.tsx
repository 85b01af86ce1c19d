/**
 * 测评结果 with the real router, the calls stubbed at the typed api: the type, the products it allows, the dates,
 * the attempts hint, an expired result, an investor never assessed, re-assess within and past the day's attempts,
 * confirm through the bridge, loading, failure and retry, and a logged-out visit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { riskText, type RiskResult } from '../../../src/contract';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';
import { logIn, ok, ROUTE_WAIT } from '../mine/fixtures';

const PAGE = '/phone/riskResult';
const balanced: RiskResult = { riskleveldic: '03', riskinputdate: '20260815', corpenddate: '2099-08-15' };

function stub(result: RiskResult, times = 2, totalTimes = 2) {
  vi.spyOn(api, 'getQuestionResult').mockResolvedValue(ok(result));
  vi.spyOn(api, 'queryRiskTimes').mockResolvedValue(ok({ times, totalTimes }));
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  clearBridgeCalls();
});

describe('测评结果', () => {
  it('shows the type, the product levels it allows, the dates and the attempts left', async () => {
    logIn('verified');
    stub(balanced, 1);
    await renderApp([PAGE]);
    expect(await screen.findByText('平衡型', { selector: 'strong' })).toBeTruthy();
    // Where the type sits among the five: the third marked, the scale filled up to it.
    const scale = within(screen.getByRole('list', { name: '风险承受能力等级' })).getAllByRole('listitem');
    expect(
      scale.map((li) => [li.textContent, li.getAttribute('aria-current'), li.hasAttribute('data-reached')]),
    ).toEqual([
      ['保守型', null, true],
      ['稳健型', null, true],
      ['平衡型', 'true', true],
      ['积极型', null, false],
      ['激进型', null, false],
    ]);
    expect(screen.getByText('R1、R2、R3')).toBeTruthy();
    // Both dates written one way.
    // Dates in its rows as in every table (UX.md): 2026-08-15.
    expect(screen.getByText('2026-08-15')).toBeTruthy();
    expect(screen.getByText('2099-08-15')).toBeTruthy();
    expect(screen.getByText('每日最多可测评2次，您还可测评1次')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a re-assessment once the result has expired', async () => {
    logIn('verified');
    stub({ ...balanced, corpenddate: '2020-01-01' });
    await renderApp([PAGE]);
    expect((await screen.findByRole('alert')).textContent).toBe(riskText.expired);
  });

  it('re-assesses through the reason screen while attempts are left', async () => {
    logIn('verified');
    stub(balanced, 1);
    const { user, router } = await renderApp([PAGE]);
    await user.click(await screen.findByRole('button', { name: '重新测评' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/riskCollect'), ROUTE_WAIT);
  });

  it('says the day’s attempts are used up instead of re-assessing', async () => {
    logIn('verified');
    stub(balanced, 0);
    const { user, router } = await renderApp([PAGE]);
    await user.click(await screen.findByRole('button', { name: '重新测评' }));
    expect(await screen.findByText('您今日测评次数已经用完')).toBeTruthy();
    expect(router.location.pathname).toBe(PAGE);
  });

  it('closes the page through the bridge on 确认', async () => {
    logIn('verified');
    stub(balanced);
    const { user } = await renderApp([PAGE]);
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(getBridgeCalls().map((c) => c.action)).toEqual(['closeh5Back']);
  });

  it('offers the questionnaire to an investor never assessed (the app variant stays in the app’s screens)', async () => {
    logIn('verified');
    stub({ riskleveldic: '', riskinputdate: '', corpenddate: '' });
    const { user, router } = await renderApp(['/phone/riskResultApp']);
    expect(await screen.findByText(riskText.notAssessed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '开始测评' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/riskIndexApp'), ROUTE_WAIT);
  });

  it('shows loading, then a failure with 重新加载', async () => {
    logIn('verified');
    let fail!: (e: Error) => void;
    vi.spyOn(api, 'getQuestionResult')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(ok(balanced));
    vi.spyOn(api, 'queryRiskTimes').mockResolvedValue(ok({ times: 2, totalTimes: 2 }));
    const { user } = await renderApp([PAGE]);
    expect(await screen.findByText('加载中…')).toBeTruthy();
    fail(new ApiError({ kind: 'system', code: '99999999', msg: '查询测评结果失败' }));
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('平衡型', { selector: 'strong' })).toBeTruthy();
  });

  it('sends a logged-out visitor to login and back', async () => {
    const { router } = await renderApp([PAGE]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(router.location.search).toBe('?redirect=%2Fphone%2FriskResult');
  });
});
