/**
 * 产品 and 产品搜索 with the real router, productList stubbed at the typed api (spec 2 §2 "Product list", "Product
 * filter", §9): the cards, paging by 10, empty, failed, a logged-out visitor, the download prompt for an unverified
 * customer, the filter stored and sent with the next query, and the search by short name.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import type { ProductSummary } from '../../../src/contract';
import { renderApp } from '../../app/helpers';
import { logIn, ok, ROUTE_WAIT, verified } from '../mine/fixtures';

const LIST = '/phone/productList';

const product = (n: number, more: Partial<ProductSummary> = {}): ProductSummary => ({
  trustCode: `T${String(n).padStart(4, '0')}`,
  projectShortName: `产品${n}号`,
  expectedProfitMin: 5,
  expectedProfitMax: 6.8,
  fundtimelimit: 18,
  prodTermUnit: '月',
  riskLevel: '03',
  personMinBalance: 3_000_000,
  projectType: '5',
  projectStatus: 2,
  fundproperty: '0',
  ...more,
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('产品', () => {
  it('shows each card: name, status, yield range, term, minimum in 万, risk tag and industry', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([product(1), product(2, { projectStatus: 4 })]));
    await renderApp([LIST]);
    const list = await screen.findByRole('list', { name: '产品列表' });
    const first = within(list).getAllByRole('link')[0]!;
    for (const text of ['产品1号', '募集中', '5.00%-6.80%', '18个月', '300万元', 'R3', '工商企业']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(within(list).getAllByRole('link')[1]!.textContent).toContain('募集结束');
    expect(call).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10 });
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('asks for the next page 1 s after the end is reached, and stops on a short page', async () => {
    logIn('verified');
    const call = vi
      .spyOn(api, 'productList')
      .mockResolvedValueOnce(ok(Array.from({ length: 10 }, (_, i) => product(i + 1))))
      .mockResolvedValueOnce(ok([product(11)]));
    await renderApp([LIST]);
    await screen.findByRole('list', { name: '产品列表' });
    fireEvent.scroll(window);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 });
    expect(await screen.findByText('产品11号')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows 暂无相关数据 without products', async () => {
    logIn('verified');
    vi.spyOn(api, 'productList').mockResolvedValue(ok([]));
    await renderApp([LIST]);
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });

  it('clears the list on a failure', async () => {
    logIn('verified');
    vi.spyOn(api, 'productList')
      .mockRejectedValueOnce(new ApiError({ kind: 'system', code: '99999999', msg: '查询产品列表失败' }))
      .mockResolvedValue(ok([product(1)]));
    const { user } = await renderApp([LIST]);
    await user.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('产品1号')).toBeTruthy();
  });

  it('fails the load on a success whose data is not a list, and loads again on retry', async () => {
    logIn('verified');
    vi.spyOn(api, 'productList')
      .mockResolvedValueOnce(ok(null as unknown as ProductSummary[]))
      .mockResolvedValue(ok([product(1)]));
    const { user } = await renderApp([LIST]);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('产品1号')).toBeTruthy();
  });

  it('sends a logged-out visitor to login and back', async () => {
    const call = vi.spyOn(api, 'productList');
    const { router } = await renderApp([LIST]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'), ROUTE_WAIT);
    expect(router.location.search).toBe('?redirect=%2Fphone%2FproductList');
    expect(call).not.toHaveBeenCalled();
  });

  it('opens the detail with the trust code for a verified customer', async () => {
    logIn('verified');
    vi.spyOn(api, 'productList').mockResolvedValue(ok([product(7)]));
    const { user, router } = await renderApp([LIST]);
    await user.click(await screen.findByRole('link', { name: /产品7号/ }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/productInfo'), ROUTE_WAIT);
    expect(router.location.search).toBe('?trustCode=T0007');
  });

  it('asks an unverified customer to continue in the app instead of opening the detail', async () => {
    logIn('unverified');
    vi.spyOn(api, 'productList').mockResolvedValue(ok([product(7)]));
    const { user, router } = await renderApp([LIST]);
    await user.click(await screen.findByRole('link', { name: /产品7号/ }));
    const prompt = await screen.findByRole('dialog', { name: '请在APP中操作' });
    expect(within(prompt).getByRole('button', { name: '稍后下载' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: '立即下载' })).toBeTruthy();
    expect(router.location.pathname).toBe(LIST);
  });

  it('opens the detail for a customer verified in the app since the login: the list asks the server', async () => {
    logIn('unverified').mockResolvedValue(ok(verified));
    vi.spyOn(api, 'productList').mockResolvedValue(ok([product(7)]));
    vi.spyOn(api, 'queryProjectInfo').mockReturnValue(new Promise(() => {}));
    const { user, router } = await renderApp([LIST]);
    const card = await screen.findByRole('link', { name: /产品7号/ });
    await waitFor(() => expect(localStorage.getItem('isCertified')).toBe('2'));
    // An unverified customer's tap stays on the list (with the download prompt): this one opens the detail.
    await user.click(card);
    expect(router.location.pathname).toBe('/phone/productInfo');
  });

  it('stores the confirmed filter and sends it with the next query; the ended status as 3,4', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([product(1)]));
    const { user } = await renderApp([LIST]);
    await screen.findByText('产品1号');
    await user.click(screen.getByRole('button', { name: '筛选' }));
    for (const name of ['募集结束', '房地产', '中高风险', '300-1000万']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: '房地产' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '确定' }));
    const filter = {
      saleProjectStatus: '3,4',
      type: '2',
      riskLevel: '04',
      startAmount: 3_000_000,
      endAmount: 10_000_000,
    };
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, ...filter }));
    expect(JSON.parse(localStorage.getItem('productParam')!)).toEqual(filter);
    expect(screen.queryByRole('dialog', { name: '产品筛选' })).toBeNull();
  });

  it('applies the stored filter on arrival; 重置 and 确定 clear it; closing keeps it', async () => {
    logIn('verified');
    localStorage.setItem('productParam', JSON.stringify({ saleProjectStatus: '1', endAmount: 1_000_000 }));
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([product(1)]));
    const { user } = await renderApp([LIST]);
    await screen.findByText('产品1号');
    expect(call).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10, saleProjectStatus: '1', endAmount: 1_000_000 });
    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('button', { name: '即将发售' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '100万以下' }).getAttribute('aria-pressed')).toBe('true');
    // Tapping a choice again clears it; closing discards what was changed.
    await user.click(screen.getByRole('button', { name: '即将发售' }));
    await user.click(screen.getByRole('button', { name: '关闭筛选' }));
    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('button', { name: '即将发售' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByRole('button', { name: '100万以下' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }));
    expect(localStorage.getItem('productParam')).toBe('{}');
  });

  it('shows the applied filter as chips, each removed at once; a list the filter left empty offers 清除筛选', async () => {
    logIn('verified');
    localStorage.setItem('productParam', JSON.stringify({ saleProjectStatus: '1', endAmount: 1_000_000 }));
    const call = vi
      .spyOn(api, 'productList')
      .mockImplementation(async (req) => ok(req?.saleProjectStatus ? [] : [product(1)]));
    const { user } = await renderApp([LIST]);
    const chips = await screen.findByRole('group', { name: '已选筛选条件' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['移除筛选条件：即将发售', '移除筛选条件：100万以下', '全部清除']);
    // Nothing on sale soon under 1 million: said so, with the way out.
    expect(await screen.findByText('没有符合筛选条件的产品')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '移除筛选条件：即将发售' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, endAmount: 1_000_000 }));
    expect(await screen.findByText('产品1号')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('productParam')!)).toEqual({ endAmount: 1_000_000 });
    await user.click(screen.getByRole('button', { name: '全部清除' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 }));
    expect(screen.queryByRole('group', { name: '已选筛选条件' })).toBeNull();
    expect(localStorage.getItem('productParam')).toBe('{}');
  });

  it('清除筛选 on a list the filter left empty shows every product', async () => {
    logIn('verified');
    localStorage.setItem('productParam', JSON.stringify({ riskLevel: '05' }));
    vi.spyOn(api, 'productList').mockImplementation(async (req) => ok(req?.riskLevel ? [] : [product(1)]));
    const { user } = await renderApp([LIST]);
    await user.click(await screen.findByRole('button', { name: '清除筛选' }));
    expect(await screen.findByText('产品1号')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '已选筛选条件' })).toBeNull();
    expect(localStorage.getItem('productParam')).toBe('{}');
  });

  it('the search box opens 产品搜索', async () => {
    logIn('verified');
    vi.spyOn(api, 'productList').mockResolvedValue(ok([product(1)]));
    const { user, router } = await renderApp([LIST]);
    await user.click(await screen.findByRole('link', { name: '请输入产品名称' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/searchPage'), ROUTE_WAIT);
  });
});

describe('产品搜索', () => {
  it('searches by short name with the stored filter, and keeps the name in the address', async () => {
    logIn('verified');
    localStorage.setItem('productParam', JSON.stringify({ riskLevel: '01' }));
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([product(3, { projectShortName: '稳益3号' })]));
    const { user, router } = await renderApp(['/phone/searchPage']);
    expect(call).not.toHaveBeenCalled();
    await user.type(await screen.findByRole('searchbox', { name: '请输入产品名称' }), '稳益');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('稳益3号')).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10, riskLevel: '01', shortName: '稳益' });
    expect(router.location.search).toBe(`?shortName=${encodeURIComponent('稳益')}`);
  });

  it('offers the last searches before a search: a tap searches again, newest first, ten at most; they can be cleared', async () => {
    logIn('verified');
    const names = Array.from({ length: 10 }, (_, i) => `产品${i}`);
    localStorage.setItem('productSearchRecent', JSON.stringify(names));
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([product(3)]));
    const first = await renderApp(['/phone/searchPage']);
    const recent = await screen.findByRole('region', { name: '最近搜索' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['清除最近搜索', ...names]);
    await first.user.click(within(recent).getByRole('button', { name: '产品4' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, shortName: '产品4' }));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '产品4');
    expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull();
    // Moved to the front; a new name pushes the oldest out.
    expect(JSON.parse(localStorage.getItem('productSearchRecent')!)).toEqual([
      '产品4',
      ...names.filter((n) => n !== '产品4'),
    ]);
    first.unmount();
    const second = await renderApp(['/phone/searchPage']);
    await second.user.type(await screen.findByRole('searchbox'), '稳益');
    await second.user.click(screen.getByRole('button', { name: '搜索' }));
    const stored = JSON.parse(localStorage.getItem('productSearchRecent')!) as string[];
    expect([stored.length, stored[0], stored.includes('产品9')]).toEqual([10, '稳益', false]);
    second.unmount();
    const third = await renderApp(['/phone/searchPage']);
    await third.user.click(await screen.findByRole('button', { name: '清除最近搜索' }));
    expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull();
    expect(localStorage.getItem('productSearchRecent')).toBeNull();
  });

  it('shows 暂无相关数据 when nothing matches; an empty text searches nothing', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'productList').mockResolvedValue(ok([]));
    const { user } = await renderApp(['/phone/searchPage']);
    await user.click(await screen.findByRole('button', { name: '搜索' }));
    expect(call).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), '不存在');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });
});
