/**
 * 声明结果 with the real router, selectCrs stubbed at the typed api: each audit status, 重新声明 only for approved
 * and rejected declarations (to the form with jumpType 1, the app's form from the app's page), never declared,
 * and a failed load with its retry.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { crsText } from '../../../src/contract';
import { renderApp } from '../../app/helpers';
import { logIn, ok, ROUTE_WAIT } from '../mine/fixtures';

const stub = (oricustflag: string, crsauditstatus: '' | '1' | '2' | '3') =>
  vi.spyOn(api, 'selectCrs').mockResolvedValue(ok({ oricustflag, crsauditstatus }));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('声明结果', () => {
  it('shows a declaration under review without a way to declare again', async () => {
    logIn('verified');
    stub('2', '1');
    await renderApp(['/phone/crsDeclareResult']);
    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.getByText('既是中国税收居民又是其他国家（地区）税收居民')).toBeTruthy();
    expect(screen.queryByRole('button', { name: crsText.redeclare })).toBeNull();
  });

  it.each([
    ['2', '审核通过'],
    ['3', '审核未通过'],
  ] as const)('offers a new declaration (updateCrs) once it is %s', async (status, label) => {
    logIn('verified');
    stub('1', status);
    const { user, router } = await renderApp(['/phone/crsDeclareResultApp']);
    expect(await screen.findByText(label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: crsText.redeclare }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/crsDeclareIndexApp'), ROUTE_WAIT);
    expect(router.location.search).toBe('?jumpType=1');
  });

  it('leads an investor who never declared to the form', async () => {
    logIn('verified');
    stub('', '');
    const { user, router } = await renderApp(['/phone/crsDeclareResult']);
    await user.click(await screen.findByRole('button', { name: crsText.declare }));
    expect(screen.queryByText('审核中')).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/phone/crsDeclareIndex'), ROUTE_WAIT);
  });

  it('offers a retry when the status cannot load', async () => {
    logIn('verified');
    const call = vi
      .spyOn(api, 'selectCrs')
      .mockRejectedValueOnce(new ApiError({ kind: 'network', msg: '网络异常' }))
      .mockResolvedValue(ok({ oricustflag: '0', crsauditstatus: '1' }));
    const { user } = await renderApp(['/phone/crsDeclareResult']);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('仅为中国税收居民')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
