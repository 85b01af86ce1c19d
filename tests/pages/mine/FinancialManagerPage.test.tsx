/**
 * 我的理财经理 with the real router, the calls stubbed at the typed api: the verified customer's adviser with call
 * and copy, the unverified customer's prompt, loading, failure and retry, and the investment adviser company.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { clearBridgeCalls, configureBridge, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';
import { adviser, logIn, notFound, ok, ROUTE_WAIT, verified } from './fixtures';

const PAGE = '/phone/mineFinancialManager';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  clearBridgeCalls();
});

// The hidden verb and the value make the name; jsdom drops the space a browser keeps between them.
describe('我的理财经理', () => {
  it('shows the adviser: name, years, phone, WeChat and address', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    await renderApp([PAGE]);
    expect(await screen.findByRole('heading', { name: '李婷' })).toBeTruthy();
    expect(screen.getByText('从业8年')).toBeTruthy();
    expect(screen.getByText('北京市西城区金融大街鼎元大厦18层')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^拨打 ?13900000001$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^复制微信号 ?liting_wealth$/ })).toBeTruthy();
    expect(screen.queryByText('投资顾问')).toBeNull();
  });

  it('calls through the bridge (tel: in a browser)', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    const { user } = await renderApp([PAGE]);
    const openUrl = vi.fn();
    configureBridge({ openUrl });
    await user.click(await screen.findByRole('button', { name: /^拨打 ?13900000001$/ }));
    expect(getBridgeCalls().map((c) => [c.action, c.payload, c.via])).toEqual([['toCall', '13900000001', 'web']]);
    expect(openUrl).toHaveBeenCalledWith('tel:13900000001');
    configureBridge({ openUrl: (url) => window.location.assign(url) });
  });

  it('copies the WeChat number and says so', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    const { user } = await renderApp([PAGE]);
    await user.click(await screen.findByRole('button', { name: /^复制微信号 ?liting_wealth$/ }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('微信号已复制')).toBeTruthy();
  });

  it('says when copying is refused', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const { user } = await renderApp([PAGE]);
    await user.click(await screen.findByRole('button', { name: /^复制微信号 ?liting_wealth$/ }));
    expect(await screen.findByText('复制失败，请长按微信号复制')).toBeTruthy();
  });

  it('offers the app to an unverified customer, without asking for an adviser', async () => {
    logIn('unverified');
    const call = vi.spyOn(api, 'findCustManager');
    const { user } = await renderApp([PAGE]);
    expect(await screen.findByText('暂无专属理财经理')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '完成实名认证后，将为您配备专属理财经理' }));
    expect(screen.getByRole('dialog', { name: '请在APP中操作' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the adviser of a customer verified in the app since the login: the server, not the login, decides', async () => {
    logIn('unverified').mockResolvedValue(ok(verified));
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    await renderApp([PAGE]);
    expect(await screen.findByRole('heading', { name: '李婷' })).toBeTruthy();
    expect(localStorage.getItem('isCertified')).toBe('2');
    expect(document.cookie).toContain('isCertified=2');
  });

  it('shows loading, then a failure with 重新加载', async () => {
    logIn('verified');
    let fail!: (e: Error) => void;
    vi.spyOn(api, 'findCustManager')
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(ok(adviser));
    const { user } = await renderApp([PAGE]);
    expect(await screen.findByText('加载中…')).toBeTruthy();
    fail(new ApiError({ kind: 'system', code: '99999999', msg: '查询理财经理失败' }));
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '李婷' })).toBeTruthy();
  });

  it('sends a logged-out visitor to login and back', async () => {
    const { router } = await renderApp([PAGE]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(router.location.search).toBe('?redirect=%2Fphone%2FmineFinancialManager');
  });

  it('adds the investment adviser company of the code it was given', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    const company = vi
      .spyOn(api, 'queryInvestmentAdviserInfo')
      .mockResolvedValue(ok({ companyName: '启衡资产管理有限公司', description: '专注固定收益' }));
    await renderApp([`${PAGE}?investrea=IA01`]);
    expect(await screen.findByText('启衡资产管理有限公司')).toBeTruthy();
    expect(screen.getByText('专注固定收益')).toBeTruthy();
    expect(company).toHaveBeenCalledWith({ investrea: 'IA01' }, expect.anything());
  });

  it('says so when the code has no investment adviser', async () => {
    logIn('verified');
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    vi.spyOn(api, 'queryInvestmentAdviserInfo').mockResolvedValue(notFound('暂无投资顾问信息'));
    await renderApp([`${PAGE}?investrea=NOPE`]);
    expect(await screen.findByText('暂无投资顾问信息')).toBeTruthy();
  });
});
