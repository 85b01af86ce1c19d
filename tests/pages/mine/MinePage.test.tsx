/**
 * The My page with the real router and its real flows, the calls stubbed at the typed api: what a verified and an
 * unverified customer see (spec 1 §2, §4 "Real-name state", §6), loading, failure and retry, where each link goes,
 * a logged-out visit, and logout with its confirm step (spec 1 §4 "Logout").
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { Code } from '../../../src/contract';
import { getCookie, setItem, StorageKey } from '../../../src/platform/storage';
import { renderApp } from '../../app/helpers';
import { adviser, logIn, ok, stubOverview, unverified, verified, ROUTE_WAIT } from './fixtures';

const LOGOUT_KEYS = ['token_trustms', 'isCertified', 'password', 'hasGreet', 'access'];
const PROMPT = '完成实名认证后，将为您配备专属理财经理';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('My page', () => {
  it('sends a logged-out visitor to login, which returns here, without calling the server', async () => {
    const info = vi.spyOn(api, 'queryCustomerInfo');
    const { router } = await renderApp(['/phone/mineManagerIndex']);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(router.location.search).toBe('?redirect=%2Fphone%2FmineManagerIndex');
    expect(info).not.toHaveBeenCalled();
  });

  it('shows a verified customer by real name, with the adviser card and the unread dot', async () => {
    logIn('verified');
    const calls = stubOverview(verified);
    await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('从业8年')).toBeTruthy();
    expect(screen.getByText('张明远')).toBeTruthy();
    expect(screen.getByText('已实名认证')).toBeTruthy();
    expect(screen.queryByText('138****0001')).toBeNull();
    expect(screen.getByRole('link', { name: /李婷/ }).getAttribute('href')).toBe('/phone/mineFinancialManager');
    expect(screen.getByRole('link', { name: '消息，有未读消息' })).toBeTruthy();
    expect(screen.queryByText(PROMPT)).toBeNull();
    expect(calls.manager).toHaveBeenCalledTimes(1);
  });

  it("shows the customer's photo, answered as base64 without a prefix", async () => {
    logIn('verified');
    stubOverview({ ...verified, profilePhoto: 'iVBORw0KGgoAAAANSUhEUg' });
    const { container } = await renderApp(['/phone/mineManagerIndex']);
    await screen.findByText('从业8年');
    const photo = container.querySelector('img[src^="data:image/png;base64,iVBOR"]');
    expect(photo).not.toBeNull();
  });

  it('shows the stored name at once, before the server answers', async () => {
    logIn('verified');
    vi.spyOn(api, 'queryCustomerInfo').mockReturnValue(new Promise(() => {}));
    vi.spyOn(api, 'isUnReadMsg').mockReturnValue(new Promise(() => {}));
    await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('张明远')).toBeTruthy();
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
  });

  it('has no dot when everything is read', async () => {
    logIn('verified');
    stubOverview(verified, { unread: 0 });
    await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('从业8年')).toBeTruthy();
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('says so when a verified customer has no adviser yet', async () => {
    logIn('verified');
    stubOverview(verified, { manager: null });
    await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('暂无专属理财经理')).toBeTruthy();
  });

  it('shows an unverified customer by masked phone; the adviser prompt opens the download prompt', async () => {
    logIn('unverified');
    const calls = stubOverview(unverified);
    const { user, router } = await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('未实名认证')).toBeTruthy();
    expect(screen.getByText('138****0002')).toBeTruthy();
    expect(calls.manager).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: PROMPT }));
    const dialog = screen.getByRole('dialog', { name: '请在APP中操作' });
    await user.click(within(dialog).getByRole('button', { name: '稍后下载' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: PROMPT }));
    await user.click(screen.getByRole('button', { name: '立即下载' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/download'), ROUTE_WAIT);
  });

  it.each([
    [2, '/phone/riskResult', '/phone/crsDeclareIndex'],
    [1, '/phone/riskResultApp', '/phone/crsDeclareIndexApp'],
  ] as const)(
    'terminal %s: the hub shows the standing, its suitability entries opening %s and %s',
    async (terminalType, risk, crs) => {
      logIn('verified');
      stubOverview(verified);
      vi.spyOn(api, 'getQuestionResult').mockResolvedValue(
        ok({ riskleveldic: '03', riskinputdate: '20260307', corpenddate: '29990307' }),
      );
      vi.spyOn(api, 'selectCrs').mockResolvedValue(ok({ oricustflag: '', crsauditstatus: '' }));
      vi.spyOn(api, 'queryTaskCenterList').mockResolvedValue(ok({ totalPointsNum: 7400 }));
      await renderApp(['/phone/mineManagerIndex'], { terminalType });
      const hub = within(await screen.findByRole('region', { name: '投资服务' }, ROUTE_WAIT));
      const entry = async (name: RegExp) => (await hub.findByRole('link', { name })).getAttribute('href');
      expect(await entry(/^风险测评\s?平衡型\s?有效期至 2999-03-07$/)).toBe(risk);
      expect(await entry(/^税收居民声明\s?去声明$/)).toBe(crs);
      expect(await entry(/^任务中心\s?7400积分$/)).toBe('/phone/taskCenter');
    },
  );

  it('keeps the stored name and the links when loading fails, its figures unknown, and loads again on 重新加载', async () => {
    logIn('verified');
    const info = vi
      .spyOn(api, 'queryCustomerInfo')
      .mockRejectedValueOnce(new ApiError({ kind: 'system', code: '99999999', msg: '查询个人信息失败' }))
      .mockResolvedValue(ok(verified));
    vi.spyOn(api, 'isUnReadMsg').mockResolvedValue(ok({ isNews: 0 }));
    vi.spyOn(api, 'findCustManager').mockResolvedValue(ok(adviser));
    const { user } = await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByText('张明远')).toBeTruthy();
    expect(screen.getByRole('link', { name: '消息通知' })).toBeTruthy();
    // Each figure of the hub says it is unknown; every entry still opens its page.
    const hub = within(screen.getByRole('region', { name: '投资服务' }));
    const entries = ['风险测评', '税收居民声明', '任务中心'];
    for (const entry of entries) expect(hub.getByRole('link', { name: new RegExp(`^${entry}\\s?--$`) })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('从业8年')).toBeTruthy();
    expect(info).toHaveBeenCalledTimes(2);
    expect(hub.queryByText('--')).toBeNull();
  });

  it.each([
    ['消息', '/phone/mineManagerNoticeToast'],
    ['消息通知', '/phone/mineManagerNoticeToast'],
    ['个人信息', '/phone/mineInfoMessage'],
    ['我的理财经理', '/phone/mineFinancialManager'],
    ['投诉建议', '/phone/mineManagerFeedback'],
    ['帮助中心', '/phone/mineManagerhelpCenter'],
  ])('%s opens %s', async (name, path) => {
    logIn('verified');
    stubOverview(verified, { unread: 0 });
    const { user, router } = await renderApp(['/phone/mineManagerIndex']);
    await screen.findByText('从业8年');
    await user.click(screen.getByRole('link', { name, exact: true } as never));
    await waitFor(() => expect(router.location.pathname).toBe(path), ROUTE_WAIT);
  });
});

describe('My page: the large-text mode', () => {
  const size = () => document.documentElement.getAttribute('data-text-size');
  afterEach(() => document.documentElement.removeAttribute('data-text-size'));

  it('is a switch in 我的 that enlarges every page and is remembered', async () => {
    logIn('verified');
    stubOverview(verified);
    const { user } = await renderApp(['/phone/mineManagerIndex']);
    const toggle = await screen.findByRole('switch', { name: /大字模式/ });
    expect([toggle.getAttribute('aria-checked'), size()]).toEqual(['false', null]);
    await user.click(toggle);
    expect([toggle.getAttribute('aria-checked'), size(), localStorage.getItem('textSize')]).toEqual([
      'true',
      'large',
      'large',
    ]);
    await user.click(toggle);
    expect([toggle.getAttribute('aria-checked'), size(), localStorage.getItem('textSize')]).toEqual([
      'false',
      null,
      'standard',
    ]);
    // Offered to nobody under 65 (verified is 45).
    expect(screen.queryByRole('region', { name: '大字模式' })).toBeNull();
  });

  it('is offered once, on the page, to an investor the server says is 65 or over', async () => {
    logIn('verified');
    stubOverview({ ...verified, age: 70 });
    const first = await renderApp(['/phone/mineManagerIndex']);
    const offer = await screen.findByRole('region', { name: '大字模式' });
    await first.user.click(within(offer).getByRole('button', { name: '暂不需要' }));
    expect(screen.queryByRole('region', { name: '大字模式' })).toBeNull();
    expect(size()).toBeNull();
    first.unmount();
    // Declined: not offered again; the switch stays.
    await renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByRole('switch', { name: /大字模式/ })).toBeTruthy();
    await screen.findByText('从业8年');
    expect(screen.queryByRole('region', { name: '大字模式' })).toBeNull();
  });

  it('the offer turns it on', async () => {
    logIn('verified');
    stubOverview({ ...verified, age: 65 });
    const { user } = await renderApp(['/phone/mineManagerIndex']);
    const offer = await screen.findByRole('region', { name: '大字模式' });
    await user.click(within(offer).getByRole('button', { name: '开启大字模式' }));
    expect(size()).toBe('large');
    expect(screen.getByRole('switch', { name: /大字模式/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('region', { name: '大字模式' })).toBeNull();
  });
});

describe('My page: logout', () => {
  async function confirmLogout() {
    logIn('verified');
    setItem(StorageKey.password, 'stored');
    setItem(StorageKey.hasGreet, '1');
    setItem(StorageKey.access, '1');
    stubOverview(verified);
    const { user, router } = await renderApp(['/phone/mineManagerIndex']);
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    return router;
  }

  function expectLoggedOut() {
    for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(getCookie('apptoken')).toBeNull();
    // The spec's list only: the phone and name stay for the next login.
    expect(localStorage.getItem('telephone')).toBe('13800000001');
  }

  it('asks first: 取消 keeps the session', async () => {
    logIn('verified');
    stubOverview(verified);
    const call = vi.spyOn(api, 'loginOut');
    const { user } = await renderApp(['/phone/mineManagerIndex']);
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(screen.getByRole('dialog', { name: '确定退出登录吗？' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(localStorage.getItem('token_trustms')).toBe('a'.repeat(64));
  });

  it('calls loginOut, clears the session and opens login', async () => {
    const call = vi.spyOn(api, 'loginOut').mockResolvedValue(ok(null));
    const router = await confirmLogout();
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(call).toHaveBeenCalledTimes(1);
    expectLoggedOut();
  });

  it.each([
    ['the network is down', new ApiError({ kind: 'network', msg: '网络异常，请检查网络后重试' })],
    ['the server fails', new ApiError({ kind: 'system', code: '99999999', msg: '退出登录失败' })],
    [
      'the session had already expired',
      new ApiError({ kind: 'session', code: Code.sessionExpired, msg: '请重新登录' }),
    ],
  ])('still clears the session and opens login when %s', async (_case, error) => {
    vi.spyOn(api, 'loginOut').mockRejectedValue(error);
    const router = await confirmLogout();
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expectLoggedOut();
  });
});
