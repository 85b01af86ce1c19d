import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, configureBridge, getBridgeCalls } from '../../../src/platform/bridge';
import { OPEN_APP_FALLBACK_MS } from '../../../src/platform/openApp';
import { toast } from '../../../src/platform/notices';
import { renderApp } from '../../app/helpers';

const APP_LINK = 'dingyuantrust://open';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const heading = () => screen.findByRole('heading', { level: 2 });
const button = (name: string) => screen.getByRole('button', { name });

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => ua });
}
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('registration status page', () => {
  const openUrl = vi.fn();
  beforeEach(() => {
    clearBridgeCalls();
    toast.dismiss();
    openUrl.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(window.navigator, 'userAgent');
    Reflect.deleteProperty(document, 'visibilityState');
    delete window.android;
  });

  /** The app with the bridge's URL opener recorded instead of followed (jsdom cannot follow app links). */
  async function open(path: string, options?: { terminalType?: 1 | 2 }) {
    const view = await renderApp([path], options);
    configureBridge({ openUrl });
    return view;
  }

  it('status 1: 恭喜您, 注册成功 with the masked phone and both buttons', async () => {
    await open('/phone/status?status=1&phoneNum=13812345678');
    expect((await heading()).textContent).toBe('恭喜您, 注册成功');
    expect(screen.getByText('手机号：138****5678')).toBeTruthy();
    expect(screen.queryByText(/13812345678/)).toBeNull();
    expect(button('打开APP')).toBeTruthy();
    expect(button('下载APP')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('status 2: 该手机号已经注册', async () => {
    await open('/phone/status?status=2&phoneNum=13800000001');
    expect((await heading()).textContent).toBe('该手机号已经注册');
    expect(screen.getByText('手机号：138****0001')).toBeTruthy();
  });

  it('shows no phone line for a value that is not a mainland mobile, and no result it was not told', async () => {
    await open('/phone/status?phoneNum=%E8%AF%B7%E6%8B%A8%E6%89%93');
    expect((await heading()).textContent).toBe('欢迎使用鼎元信托APP');
    expect(screen.queryByText(/手机号：/)).toBeNull();
  });

  it('下载APP opens the download page', async () => {
    const { router } = await open('/phone/status?status=1');
    await heading();
    fireEvent.click(button('下载APP'));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/download'));
  });

  it('打开APP follows the configured app link and, when no app takes over, goes to the download page', async () => {
    vi.stubEnv('VITE_APP_OPEN_URL', APP_LINK);
    const { router } = await open('/phone/status?status=1');
    await heading();
    vi.useFakeTimers();
    fireEvent.click(button('打开APP'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(getBridgeCalls()).toMatchObject([{ action: 'openLink', payload: APP_LINK, via: 'web' }]);
    expect(openUrl).toHaveBeenCalledWith(APP_LINK);
    await act(() => vi.advanceTimersByTimeAsync(OPEN_APP_FALLBACK_MS - 1));
    expect(router.location.pathname).toBe('/phone/status');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.location.pathname).toBe('/phone/download');
  });

  it('stays when the app took over (the page went to the background)', async () => {
    vi.stubEnv('VITE_APP_OPEN_URL', APP_LINK);
    const { router } = await open('/phone/status?status=2');
    await heading();
    vi.useFakeTimers();
    fireEvent.click(button('打开APP'));
    setVisibility('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(OPEN_APP_FALLBACK_MS * 2));
    expect(router.location.pathname).toBe('/phone/status');
  });

  it('goes to the download page at once when no app link is configured', async () => {
    vi.stubEnv('VITE_APP_OPEN_URL', '');
    const { router } = await open('/phone/status?status=1');
    await heading();
    fireEvent.click(button('打开APP'));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/download'));
    expect(getBridgeCalls()).toEqual([]);
  });

  it('inside the app asks nothing of the app it is in: 完成 returns to the app’s own screen', async () => {
    const received: string[] = [];
    window.android = { closeh5Back: () => void received.push('closeh5Back') };
    const { router } = await open('/phone/status?status=1', { terminalType: 1 });
    expect((await heading()).textContent).toContain('注册成功');
    expect(screen.queryByRole('button', { name: '下载APP' })).toBeNull();
    expect(screen.queryByRole('button', { name: '打开APP' })).toBeNull();
    fireEvent.click(button('完成'));
    await waitFor(() => expect(received).toEqual(['closeh5Back']));
    expect(router.location.pathname).toBe('/phone/status');
  });

  it('in WeChat or QQ tells the user to open the phone browser instead of trying the app link', async () => {
    vi.stubEnv('VITE_APP_OPEN_URL', APP_LINK);
    setUserAgent(WECHAT_UA);
    await open('/phone/status?status=1');
    await heading();
    const tip = '请点击右上角「···」，选择“在浏览器中打开”后打开或下载APP';
    expect(screen.getByRole('note').textContent).toBe(tip);
    fireEvent.click(button('打开APP'));
    expect((await screen.findByRole('status')).textContent).toBe(tip);
    expect(getBridgeCalls()).toEqual([]);
  });

  it('/phone/jz/registerResult is the same page, a success unless the query says otherwise', async () => {
    await open('/phone/jz/registerResult?phoneNum=13912345678');
    expect((await heading()).textContent).toBe('恭喜您, 注册成功');
    expect(screen.getByText('手机号：139****5678')).toBeTruthy();
    expect(button('打开APP')).toBeTruthy();
    expect(button('下载APP')).toBeTruthy();
  });

  it('/phone/jz/registerResult?status=2 says the phone is already registered', async () => {
    await open('/phone/jz/registerResult?status=2');
    expect((await heading()).textContent).toBe('该手机号已经注册');
  });
});
