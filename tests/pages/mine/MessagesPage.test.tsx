/**
 * 消息中心 and 消息详情 with the real router, the calls stubbed at the typed api: the list (20 a page, empty, failed,
 * retry), mark-all-read reloading it, opening an item, and the detail of a notice, of a complaint reply and of a
 * message that is not there (spec 1 §2, §4 "Notice detail", §9).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { renderApp } from '../../app/helpers';
import { logIn, message, notFound, ok, ROUTE_WAIT, stubOverview, verified } from './fixtures';

/**
 * A message link's name: 未读 and its title for an unread one. jsdom drops the space that ends the hidden 未读 text,
 * which a browser keeps (tests/e2e/mine.test.ts reads it with the space).
 */
const unread = (title: string) => new RegExp(`^未读 ?${title}$`);

const LIST = '/phone/mineManagerNoticeToast';
const page = (list: ReturnType<typeof message>[]) => ok({ list, total: list.length });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('消息中心', () => {
  it('asks for 20 a page and shows unread ones as unread', async () => {
    logIn('verified');
    const call = vi
      .spyOn(api, 'getPushMsg')
      .mockResolvedValue(page([message(1), message(2, { isRead: 1, isMsg: 0, entityId: '7' })]));
    await renderApp([LIST]);
    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getByRole('link', { name: unread('第1条消息') })).toBeTruthy();
    expect(within(list).getByRole('link', { name: '第2条消息' })).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(call).toHaveBeenCalledWith({ pageNo: 1, pageSize: 20 });
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('asks for the next page 1 s after the end is reached, and stops on a short page', async () => {
    logIn('verified');
    const full = Array.from({ length: 20 }, (_, i) => message(i + 1, { isRead: 1 }));
    const call = vi
      .spyOn(api, 'getPushMsg')
      .mockResolvedValueOnce(page(full))
      .mockResolvedValueOnce(page([message(21)]));
    await renderApp([LIST]);
    await screen.findByRole('list', { name: '消息列表' });
    expect(screen.queryByText('没有更多了')).toBeNull();
    // jsdom lays nothing out: the page counts as scrolled to its end on the scroll.
    fireEvent.scroll(window);
    expect(await screen.findByText('加载中…')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20 });
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getByRole('link', { name: unread('第21条消息') })).toBeTruthy();
  });

  it('shows 暂无相关数据 without messages', async () => {
    logIn('verified');
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([]));
    await renderApp([LIST]);
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });

  it('clears the list on a failure and loads again on 重新加载', async () => {
    logIn('verified');
    vi.spyOn(api, 'getPushMsg')
      .mockRejectedValueOnce(new ApiError({ kind: 'system', code: '99999999', msg: '查询消息失败' }))
      .mockResolvedValue(page([message(1)]));
    const { user } = await renderApp([LIST]);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: unread('第1条消息') })).toBeTruthy();
  });

  it('marks everything read, says so and loads the list afresh', async () => {
    logIn('verified');
    const list = vi
      .spyOn(api, 'getPushMsg')
      .mockResolvedValueOnce(page([message(1)]))
      .mockResolvedValue(page([message(1, { isRead: 1 })]));
    const mark = vi.spyOn(api, 'changeStatusBatch').mockResolvedValue(ok(null, '已全部标为已读'));
    const { user } = await renderApp([LIST]);
    await screen.findByRole('link', { name: unread('第1条消息') });
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '第1条消息' })).toBeTruthy();
    expect(mark).toHaveBeenCalledWith({});
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps the list when marking fails', async () => {
    logIn('verified');
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([message(1)]));
    vi.spyOn(api, 'changeStatusBatch').mockRejectedValue(
      new ApiError({ kind: 'system', code: '99999999', msg: '标记已读失败' }),
    );
    const { user } = await renderApp([LIST]);
    await screen.findByRole('link', { name: unread('第1条消息') });
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('link', { name: unread('第1条消息') })).toBeTruthy();
    expect(screen.queryByText('已全部标为已读')).toBeNull();
  });

  it('opens an item with its toastId, isMsg and entityId', async () => {
    logIn('verified');
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([message(5, { isMsg: 0, entityId: '12' })]));
    vi.spyOn(api, 'getMsgDetail').mockReturnValue(new Promise(() => {}));
    const { user, router } = await renderApp([LIST]);
    await user.click(await screen.findByRole('link', { name: unread('第5条消息') }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/mineNoticeDetail'), ROUTE_WAIT);
    expect(router.location.search).toBe('?toastId=5&isMsg=0&entityId=12');
  });

  it("takes the My page's red dot away: the bell, 全部已读, and back", async () => {
    logIn('verified');
    stubOverview(verified);
    vi.spyOn(api, 'isUnReadMsg')
      .mockResolvedValueOnce(ok({ isNews: 1 }))
      .mockResolvedValue(ok({ isNews: 0 }));
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([message(1)]));
    vi.spyOn(api, 'changeStatusBatch').mockResolvedValue(ok(null, '已全部标为已读'));
    const { user, router } = await renderApp(['/phone/mineManagerIndex']);
    await user.click(await screen.findByRole('link', { name: '消息，有未读消息' }));
    await user.click(await screen.findByRole('button', { name: '全部已读' }));
    await screen.findByText('已全部标为已读');
    void router.navigate(-1);
    expect(await screen.findByRole('link', { name: '消息' })).toBeTruthy();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('sends a logged-out visitor to login and back', async () => {
    const { router } = await renderApp([LIST]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(router.location.search).toBe('?redirect=%2Fphone%2FmineManagerNoticeToast');
  });
});

describe('消息详情', () => {
  const detail = (toastId: number, isMsg: 0 | 1, entityId = '') =>
    `/phone/mineNoticeDetail?toastId=${toastId}&isMsg=${isMsg}&entityId=${entityId}`;

  it('shows a notice as its list of messages', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'getMsgDetail').mockResolvedValue(
      ok({
        msgData: {
          msgList: [
            { id: 1, title: '产品成立公告', content: '鼎元稳健1号已成立', pushTime: '2026-11-01 09:00:00' },
            { id: 2, title: '收益分配公告', content: '本期收益已分配', pushTime: '2026-11-02 09:00:00' },
          ],
        },
      }),
    );
    await renderApp([detail(1, 1, 'P1')]);
    expect(await screen.findByRole('heading', { name: '产品成立公告' })).toBeTruthy();
    expect(screen.getByText('本期收益已分配')).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ id: 1, isMsg: 1, entityId: 'P1' }, expect.anything());
  });

  it('shows a complaint with its time and the platform replies (isMsg defaults to 0)', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'getMsgDetail').mockResolvedValue(
      ok({
        msgData: {
          opinion: '客服电话总是占线',
          time: '2026-11-01 10:00:00',
          msgList: [{ id: 9, title: '平台回复', content: '已增加坐席，感谢反馈', pushTime: '2026-11-02 10:00:00' }],
        },
      }),
    );
    await renderApp(['/phone/mineNoticeDetail?toastId=3']);
    expect(await screen.findByText('客服电话总是占线')).toBeTruthy();
    expect(screen.getByText('2026-11-01 10:00:00')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '平台回复' })).getByText('已增加坐席，感谢反馈')).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ id: 3, isMsg: 0 }, expect.anything());
  });

  it.each([
    ['the server does not find it', () => vi.spyOn(api, 'getMsgDetail').mockResolvedValue(notFound())],
    ['the answer has no list', () => vi.spyOn(api, 'getMsgDetail').mockResolvedValue(ok({ msgData: null }))],
  ])('says 找不到消息 and goes back when %s', async (_case, stub) => {
    logIn('verified');
    stub();
    const { router } = await renderApp([LIST, detail(404, 1)]);
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([]));
    expect(await screen.findByText('找不到消息')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe(LIST), ROUTE_WAIT);
  });

  it('goes back without asking when there is no toastId', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'getMsgDetail');
    vi.spyOn(api, 'getPushMsg').mockResolvedValue(page([]));
    const { router } = await renderApp([LIST, '/phone/mineNoticeDetail']);
    await waitFor(() => expect(router.location.pathname).toBe(LIST), ROUTE_WAIT);
    expect(call).not.toHaveBeenCalled();
  });

  it('shows a failure with 重新加载', async () => {
    logIn('verified');
    vi.spyOn(api, 'getMsgDetail')
      .mockRejectedValueOnce(new ApiError({ kind: 'system', code: '99999999', msg: '查询消息详情失败' }))
      .mockResolvedValue(ok({ msgData: { msgList: [{ id: 1, title: '公告', content: '内容', pushTime: '' }] } }));
    const { user } = await renderApp([detail(1, 1)]);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '公告' })).toBeTruthy();
  });
});
