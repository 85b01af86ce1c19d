import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';

const VIEWPORT = 740;
const HEIGHT = 6000;

/** jsdom lays nothing out: give the page a height, then scroll it. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => void window.dispatchEvent(new Event('scroll')));
}
const notices = () => getBridgeCalls().filter((c) => c.action === 'tobottom');

describe('agreement-change page', () => {
  const saved = {
    scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY')!,
    innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight')!,
  };
  beforeEach(() => {
    clearBridgeCalls();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => HEIGHT });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    Object.defineProperty(window, 'scrollY', saved.scrollY);
    Object.defineProperty(window, 'innerHeight', saved.innerHeight);
  });

  it('shows the agreement, with no agree button without a phone number', async () => {
    await renderApp(['/phone/agreement/register']);
    expect(await screen.findByRole('heading', { level: 2, name: '鼎元信托电子渠道服务协议' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toContain('第二条 会员注册与审核');
    expect(headings).toContain('第八条 服务的中止与终止');
    expect(headings).toContain('第九条 通知与送达');
    expect(headings).toContain('第十条 反洗钱与反商业贿赂');
    expect(headings).toContain('第十一条 法律适用与争议解决');
    expect(headings).toContain('第十二条 协议的签署与生效');
    expect(screen.getByText(/不包括香港特别行政区、澳门特别行政区和台湾地区法律/)).toBeTruthy();
    expect(screen.getByText(/本公司注册地（北京市西城区金融大街鼎元大厦）有管辖权的人民法院/)).toBeTruthy();
    expect(screen.getByText(/任何一方不得单方撤回/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /我已阅读并同意协议变更/ })).toBeNull();
  });

  it('tells the native app once when the reader is within 10 px of the bottom', async () => {
    await renderApp(['/phone/agreement/register']);
    await screen.findByRole('heading', { level: 2, name: '鼎元信托电子渠道服务协议' });
    // The scroll listener is attached by an effect: let it run before scrolling.
    await act(async () => {});
    scrollTo(HEIGHT - VIEWPORT - 11);
    expect(notices()).toHaveLength(0);
    scrollTo(HEIGHT - VIEWPORT - 10);
    expect(notices()).toHaveLength(1);
    scrollTo(0);
    scrollTo(HEIGHT - VIEWPORT);
    expect(notices()).toHaveLength(1);
  });

  it('keeps the agree button grey for 120 s, counting down, then leads to set password for that phone', async () => {
    // Pages are lazy chunks: load this one and the next on real time, then let the countdown run on fake time.
    await Promise.all([
      import('../../../src/pages/account/AgreementPage'),
      import('../../../src/pages/account/SetPasswordPage'),
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, user } = await renderApp(['/phone/agreement/register?phoneNum=13800000003']);
    const button = await screen.findByRole('button', { name: '我已阅读并同意协议变更（120s）' });
    expect(button).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '我已阅读并同意协议变更（119s）' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(118_000));
    expect(screen.getByRole('button', { name: '我已阅读并同意协议变更（1s）' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const agree = screen.getByRole('button', { name: '我已阅读并同意协议变更' });
    expect(agree).toHaveProperty('disabled', false);
    await user.click(agree);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/setPassword'));
    expect(router.location.search).toBe('?phoneNum=13800000003');
  });
});
