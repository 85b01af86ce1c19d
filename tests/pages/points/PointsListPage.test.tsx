/**
 * 积分明细's empty ledger with the real router and its flows, the call stubbed at the typed api: each empty view
 * says 暂无相关数据 with its way on (every month when one is picked, the tasks that earn points), or none.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api';
import { renderApp } from '../../app/helpers';
import { logIn, ok, ROUTE_WAIT } from '../mine/fixtures';

const LEDGER = '/phone/pointsList';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function emptyLedger() {
  logIn('verified');
  return vi
    .spyOn(api, 'getPointsDetails')
    .mockResolvedValue(ok({ totalPointsNum: 0, pointsList: [], pages: 0, expiring: null }));
}

describe('积分明细 with nothing to list', () => {
  it('offers the tasks that earn points, on 全部 and 获得', async () => {
    emptyLedger();
    const { user, router } = await renderApp([LEDGER]);
    expect(await screen.findByText('暂无相关数据', undefined, ROUTE_WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '去做任务' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/taskCenter'), ROUTE_WAIT);
  });

  it('offers every month when one is picked, and nothing to do on an empty 使用', async () => {
    const call = emptyLedger();
    const { user, router } = await renderApp([`${LEDGER}?pointsType=2&month=2026-03`]);
    await user.click(await screen.findByRole('button', { name: '查看全部月份' }, ROUTE_WAIT));
    await waitFor(() => expect(router.location.search).toBe('?pointsType=2'));
    expect(call.mock.lastCall?.[0]).toEqual({ pointsType: 2, pageNum: 1, pageSize: 10 });
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去做任务' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看全部月份' })).toBeNull();
  });
});
