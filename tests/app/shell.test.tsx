import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '../../src/api/calls';
import { isFirstEntry } from '../../src/routing';
import { PAGE_ROUTES } from '../../src/app/routes';
import { Code } from '../../src/contract';
import { callNative, clearBridgeCalls, configureBridge, getBridgeCalls } from '../../src/platform/bridge';
import { toast } from '../../src/platform/notices';
import { logIn } from '../pages/mine/fixtures';
import { renderApp } from './helpers';

const PLACEHOLDER = '此页面正在建设中，将在后续版本上线';
const topBarTitle = () => within(screen.getByRole('banner')).getByRole('heading', { level: 1 });
const menu = () => screen.queryByRole('navigation', { name: '底部菜单' });

async function onPage(router: Awaited<ReturnType<typeof renderApp>>['router'], pathname: string) {
  await waitFor(() => expect(router.location.pathname).toBe(pathname));
}

/** The verified customer, for this test only. */
function loggedIn() {
  logIn('verified');
  onTestFinished(() => localStorage.clear());
}

/** Screens that leave at once without the id they show. */
const NEEDS_QUERY: Partial<Record<string, string>> = { mineNoticeDetail: '?toastId=1&isMsg=1' };

describe('app shell', () => {
  beforeEach(() => {
    // Consecutive routes share titles; a stale title must not satisfy the next test.
    document.title = '';
    toast.dismiss();
    clearBridgeCalls();
  });

  it.each(['/phone/', '/phone', '/', '/phone/no-such-page', '/phone/mine/deep/path', '/elsewhere'])(
    '%s leads to the about page',
    async (path) => {
      const { router } = await renderApp([path]);
      expect(await screen.findByRole('heading', { level: 2, name: '公司简介' })).toBeTruthy();
      expect(router.location.pathname).toBe('/phone/about');
      await waitFor(() => expect(document.title).toBe('公司简介'));
    },
  );

  it('redirects replace the history entry, so back does not bounce to home again', async () => {
    const { router } = await renderApp(['/phone/login', '/phone/']);
    await onPage(router, '/phone/about');
    await router.navigate(-1);
    await onPage(router, '/phone/login');
  });

  // Logged in, so the pages of the customer's own data stay (without a session they go on to the login page at once,
  // and a fast machine shows that before the test looks); the calls fail offline and the pages show their errors.
  it.each(PAGE_ROUTES.map((r) => [r.path, r] as const))('/phone/%s has its title', async (path, route) => {
    loggedIn();
    await renderApp([`/phone/${path}${NEEDS_QUERY[path] ?? ''}`]);
    const title = typeof route.title === 'function' ? route.title(new URLSearchParams()) : route.title;
    await waitFor(() => expect(document.title).toBe(title));
    expect(topBarTitle().textContent).toBe(title);
    // Screens of later issues say so instead of looking broken.
    if (!route.page) expect(screen.getByText(PLACEHOLDER)).toBeTruthy();
  });

  it.each([
    ['/phone/proofExamples?exampleIndex=1', '投资经历证明'],
    ['/phone/proofExamples?exampleIndex=3', '金融资产证明示例'],
    ['/phone/infoDetail?activityId=7&activeNav=9', '新闻详情'],
    ['/phone/findManageActiveDetail?activityId=7&activeNav=0', '活动详情'],
  ])('%s is titled from its query: %s', async (path, title) => {
    await renderApp([path]);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('updates the title on every navigation', async () => {
    // The product list sends a visitor without a login to login: logged in, the page stays (an empty list).
    localStorage.setItem('token_trustms', 'token');
    onTestFinished(() => {
      localStorage.clear();
      vi.restoreAllMocks();
    });
    vi.spyOn(api, 'productList').mockResolvedValue({ statusCode: Code.ok, data: [], msg: '' } as never);
    const { user, router } = await renderApp(['/phone/about']);
    await waitFor(() => expect(document.title).toBe('公司简介'));
    await user.click(screen.getByRole('link', { name: '产品' }));
    await onPage(router, '/phone/productList');
    await waitFor(() => expect(document.title).toBe('产品'));
    expect(topBarTitle().textContent).toBe('产品');
  });

  describe('404 page', () => {
    it('返回首页 goes to the about page', async () => {
      const { user, router } = await renderApp(['/phone/productList', '/phone/404']);
      await user.click(await screen.findByRole('button', { name: '返回首页' }));
      await onPage(router, '/phone/about');
    });

    it('返回上一页 goes back', async () => {
      const { user, router } = await renderApp(['/phone/aboutUs', '/phone/404']);
      await user.click(await screen.findByRole('button', { name: '返回上一页' }));
      await onPage(router, '/phone/aboutUs');
    });

    it('返回上一页 without history goes home', async () => {
      const { user, router } = await renderApp(['/phone/404']);
      expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '返回上一页' }));
      await onPage(router, '/phone/about');
    });
  });

  describe('bottom menu', () => {
    it('has the three tabs and navigates between them', async () => {
      // 我的 opens login for a visitor: a logged-in one stays, its calls left unanswered.
      localStorage.setItem('token_trustms', 'token');
      vi.spyOn(api, 'queryCustomerInfo').mockReturnValue(new Promise(() => {}));
      vi.spyOn(api, 'isUnReadMsg').mockReturnValue(new Promise(() => {}));
      const { user, router } = await renderApp(['/phone/about']);
      const nav = await screen.findByRole('navigation', { name: '底部菜单' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['产品', '发现', '我的']);

      await user.click(within(nav).getByRole('link', { name: '发现' }));
      await onPage(router, '/phone/findManageIndex');
      await user.click(screen.getByRole('link', { name: '我的' }));
      await onPage(router, '/phone/mineManagerIndex');
      // Once the page's chunk has loaded and the menu drawn with it.
      await waitFor(() => expect(screen.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page'));
      localStorage.clear();
      vi.restoreAllMocks();
    });

    it('tapping the active tab does nothing: no navigation, no history entry', async () => {
      const { user, router } = await renderApp(['/phone/about', '/phone/findManageIndex']);
      await screen.findByRole('link', { name: '发现', current: 'page' });
      const before = router.location;
      await user.click(screen.getByRole('link', { name: '发现' }));
      await user.click(screen.getByRole('link', { name: '发现' }));
      expect(router.location).toBe(before);
      // One step back is still the page before the tab, not the tab itself.
      await router.navigate(-1);
      await onPage(router, '/phone/about');
    });

    it('is not shown on inner pages', async () => {
      await renderApp(['/phone/login']);
      await waitFor(() => expect(document.title).toBe('登录'));
      expect(menu()).toBeNull();
    });
  });

  it('knows the first page of the session from the browser router position, or the memory router key', () => {
    try {
      window.history.replaceState({ idx: 0 }, '');
      expect(isFirstEntry('k1')).toBe(true);
      window.history.replaceState({ idx: 2 }, '');
      expect(isFirstEntry('k1')).toBe(false);
      window.history.replaceState(null, '');
      expect([isFirstEntry('default'), isFirstEntry('k1')]).toEqual([true, false]);
    } finally {
      window.history.replaceState(null, '');
    }
  });

  it('opens a new page at its top; Back leaves the position to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = await renderApp(['/phone/about']);
    await waitFor(() => expect(document.title).toBe('公司简介'));
    scrollTo.mockClear();
    await router.navigate('/phone/login');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await router.navigate(-1);
    await onPage(router, '/phone/about');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('top bar back button goes back', async () => {
    const { user, router } = await renderApp(['/phone/about', '/phone/login']);
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await onPage(router, '/phone/about');
  });

  it('top bar has no back button on a tab of the bottom menu, though there is a page to go back to', async () => {
    // 发现 stands for the three (MENU_TABS); the others send a visitor to login first.
    const { router } = await renderApp(['/phone/about', '/phone/findManageIndex']);
    await onPage(router, '/phone/findManageIndex');
    await waitFor(() => expect(document.title).toBe('发现'));
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('top bar has no back button on the first page at home', async () => {
    await renderApp(['/phone/about']);
    await waitFor(() => expect(document.title).toBe('公司简介'));
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('hides the top bar and the bottom menu in the app (terminal type 1)', async () => {
    await renderApp(['/phone/about'], { terminalType: 1 });
    expect(await screen.findByRole('heading', { level: 2, name: '公司简介' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('公司简介'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(menu()).toBeNull();
  });

  it('shows a page embedded in another (embedded=1) without the top bar or the menu', async () => {
    await renderApp(['/phone/privacyPolicy?showAll=1&embedded=1']);
    await waitFor(() => expect(document.title).toBe('隐私政策'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(menu()).toBeNull();
  });

  it('shows both bars on the web (terminal type 2)', async () => {
    loggedIn();
    await renderApp(['/phone/productList']);
    await waitFor(() => expect(document.title).toBe('产品'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(menu()).not.toBeNull();
  });

  describe('wired to the bridge and the call client', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('an app-only action in the browser opens the download prompt; 立即下载 goes to the download page', async () => {
      const { user, router } = await renderApp(['/phone/productList']);
      await waitFor(() => expect(document.title).toBe('产品'));
      await act(() => callNative('openPointsMall'));
      const dialog = screen.getByRole('dialog', { name: '请在APP中操作' });
      await user.click(within(dialog).getByRole('button', { name: '立即下载' }));
      await onPage(router, '/phone/download');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await screen.findByRole('button', { name: '下载APP' })).toBeTruthy();
    });

    it('稍后下载 closes the prompt and stays', async () => {
      const { user, router } = await renderApp(['/phone/findManageIndex']);
      await waitFor(() => expect(document.title).toBe('发现'));
      await act(() => callNative('toWealth'));
      await user.click(screen.getByRole('button', { name: '稍后下载' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(router.location.pathname).toBe('/phone/findManageIndex');
    });

    it('openInternallLink and closeInterface use the router in the browser', async () => {
      const { router } = await renderApp(['/phone/findManageIndex']);
      await waitFor(() => expect(document.title).toBe('发现'));
      await act(() => callNative('openInternallLink', '/phone/taskCenter'));
      await onPage(router, '/phone/taskCenter');
      await act(() => callNative('closeInterface'));
      await onPage(router, '/phone/findManageIndex');
    });

    it('session expiry (06060010) from any call lands on the login page', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(
              JSON.stringify({ code: Code.sessionExpired, result: { data: null, msg: '', statusCode: '' } }),
            ),
        ),
      );
      const { router } = await renderApp(['/phone/productList']);
      await waitFor(() => expect(document.title).toBe('产品'));
      await act(() => api.productList({ pageNo: 1, pageSize: 10 }).catch(() => undefined));
      await onPage(router, '/phone/login');
      // …and returns there after logging in.
      expect(router.location.search).toBe('?redirect=%2Fphone%2FproductList');
      expect(screen.getByRole('alert').textContent).toBe('请重新登录');
    });
  });

  describe('about page', () => {
    it('shows the hotline and hours and dials through the bridge', async () => {
      const openUrl = vi.fn();
      const { user } = await renderApp(['/phone/about']);
      configureBridge({ openUrl });
      expect(await screen.findByText('财富热线：400-650-0717')).toBeTruthy();
      expect(screen.getByText('服务时间：工作日 9:00-12:00，13:00-17:30')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '拨打财富热线' }));
      expect(getBridgeCalls()).toMatchObject([{ action: 'toCall', payload: '400-650-0717', via: 'web' }]);
      expect(openUrl).toHaveBeenCalledWith('tel:400-650-0717');
    });
  });

  describe('download page', () => {
    afterEach(() => vi.restoreAllMocks());
    const asUserAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

    it('tells WeChat users to open the phone browser', async () => {
      asUserAgent('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.47');
      await renderApp(['/phone/download']);
      expect((await screen.findByRole('note')).textContent).toContain('在浏览器中打开');
    });

    it('tells QQ users the same', async () => {
      asUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) QQ/9.0.1.618');
      await renderApp(['/phone/download']);
      expect(await screen.findByRole('note')).toBeTruthy();
    });

    it('shows no tip in a phone browser', async () => {
      asUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36');
      await renderApp(['/phone/download']);
      expect(await screen.findByRole('button', { name: '下载APP' })).toBeTruthy();
      expect(screen.queryByRole('note')).toBeNull();
    });
  });
});
