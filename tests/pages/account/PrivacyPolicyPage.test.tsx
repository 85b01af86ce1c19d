import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';

const VIEWPORT = 740;
const readFull = () => screen.findByRole('heading', { level: 3, name: '五、您的权利' });

/** jsdom lays nothing out: give the page a height and a scroll position, then scroll. */
function pageOf(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  return {
    scrollTo(y: number) {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      act(() => void window.dispatchEvent(new Event('scroll')));
    },
  };
}

const notices = () => getBridgeCalls().filter((c) => c.action === 'tobottom');

describe('privacy policy page', () => {
  beforeEach(() => clearBridgeCalls());
  // jsdom keeps scrollY and innerHeight as the window's own properties: put the originals back.
  const saved = {
    scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY')!,
    innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight')!,
  };
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    Object.defineProperty(window, 'scrollY', saved.scrollY);
    Object.defineProperty(window, 'innerHeight', saved.innerHeight);
    delete window.android;
  });

  it('shows the key points without showAll, and the full text one tap away', async () => {
    pageOf(3000);
    const { router, user } = await renderApp(['/phone/privacyPolicy']);
    expect(await screen.findByRole('heading', { level: 2, name: '鼎元信托隐私政策' })).toBeTruthy();
    const points = screen.getByLabelText('隐私政策要点');
    for (const title of [
      '我们收集哪些信息',
      '我们为何使用',
      '我们如何共享',
      '我们保存多久',
      '您的权利',
      '未成年人',
      '联系我们',
    ]) {
      expect(points.textContent).toContain(title);
    }
    expect(points.textContent).toContain('身份资料和交易记录自业务关系结束或交易完成后至少保存5年');
    expect(points.textContent).toContain('信托计划相关业务记录自信托计划终止之日起至少保存15年');
    expect(points.textContent).toContain('15个工作日内答复');
    expect(points.textContent).toContain('400-650-0717');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();

    await user.click(screen.getByRole('link', { name: '查看完整版隐私政策' }));
    expect(await readFull()).toBeTruthy();
    expect(router.location.search).toBe('?showAll=1');
  });

  it('shows the full text with showAll=1: every section, the retention periods, rights, minors and contact', async () => {
    pageOf(3000);
    await renderApp(['/phone/privacyPolicy?showAll=1']);
    await readFull();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '一、我们如何收集和使用您的个人信息',
      '二、我们如何使用Cookie和同类技术',
      '三、我们如何委托处理、共享、转让和公开披露您的个人信息',
      '四、我们如何存储和保护您的个人信息',
      '五、您的权利',
      '六、我们如何保护未成年人的个人信息',
      '七、本政策如何更新',
      '八、如何联系我们',
    ]);
    const text = (name: RegExp) => screen.getByRole('region', { name }).textContent ?? '';
    expect(text(/存储和保护/)).toContain('客户身份资料和交易记录，自业务关系结束或一次性交易完成后至少保存5年');
    expect(text(/存储和保护/)).toContain('自信托计划终止之日起至少保存15年');
    expect(text(/您的权利/)).toContain('15个工作日内答复');
    expect(text(/未成年人/)).toContain('年满18周岁');
    expect(text(/如何联系我们/)).toContain('客服热线：400-650-0717');
    expect(screen.queryByRole('link', { name: '查看完整版隐私政策' })).toBeNull();
  });

  it('tells the app once when the reader scrolls to within 10 px of the bottom', async () => {
    const page = pageOf(3000);
    await renderApp(['/phone/privacyPolicy?showAll=1']);
    await readFull();
    expect(notices()).toHaveLength(0);
    page.scrollTo(3000 - VIEWPORT - 11);
    expect(notices()).toHaveLength(0);
    page.scrollTo(3000 - VIEWPORT - 10);
    // The listener is a passive effect: on a busy machine it may attach after the heading shows, and then its first
    // check finds the page already at the bottom.
    await waitFor(() => expect(notices()).toMatchObject([{ action: 'tobottom', via: 'web' }]));
    page.scrollTo(0);
    page.scrollTo(3000 - VIEWPORT);
    expect(notices()).toHaveLength(1);
  });

  it('reaches the native shell inside the app', async () => {
    const page = pageOf(3000);
    const calls: unknown[] = [];
    window.android = { tobottom: (...args: unknown[]) => void calls.push(args) };
    await renderApp(['/phone/privacyPolicy?showAll=1'], { terminalType: 1 });
    await readFull();
    page.scrollTo(3000 - VIEWPORT);
    await waitFor(() => expect(notices()).toMatchObject([{ action: 'tobottom', via: 'android' }]));
    expect(calls).toEqual([[]]);
  });

  it('counts a text shorter than the screen as read, and the full text again after the summary', async () => {
    const page = pageOf(VIEWPORT);
    const { user } = await renderApp(['/phone/privacyPolicy']);
    await screen.findByRole('link', { name: '查看完整版隐私政策' });
    await waitFor(() => expect(notices()).toHaveLength(1));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 3000 });
    await user.click(screen.getByRole('link', { name: '查看完整版隐私政策' }));
    await readFull();
    page.scrollTo(0);
    expect(notices()).toHaveLength(1);
    page.scrollTo(3000 - VIEWPORT);
    expect(notices()).toHaveLength(2);
  });
});
