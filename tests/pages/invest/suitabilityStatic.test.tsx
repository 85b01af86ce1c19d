/** The static suitability pages: the risk warning with the hotline, and the four qualification-proof examples. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../app/helpers';
import { ROUTE_WAIT } from '../mine/fixtures';

afterEach(() => localStorage.clear());

describe('风险提示', () => {
  it('warns of the risks and gives the hotline with its hours', async () => {
    await renderApp(['/phone/risktip']);
    expect(await screen.findByRole('heading', { name: '主要风险' })).toBeTruthy();
    expect(screen.getByText(/不承诺保本和最低收益/)).toBeTruthy();
    expect(screen.getByText('400-650-0717')).toBeTruthy();
    expect(screen.getByText('服务时间：工作日 9:00-12:00，13:30-17:30')).toBeTruthy();
  });
});

describe('证明示例', () => {
  it.each([
    ['1', '投资经历证明', /2年以上的投资经历/],
    ['2', '收入证明示例', /年均收入不低于40万元/],
    ['3', '金融资产证明示例', /须在1年内出具/],
    ['4', '其他文件示例', /中文译本/],
  ])('shows example %s: %s', async (index, title, rule) => {
    await renderApp([`/phone/proofExamples?exampleIndex=${index}`]);
    expect(await screen.findByRole('heading', { name: '材料要求' })).toBeTruthy();
    expect(screen.getByText(rule)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(title), ROUTE_WAIT);
  });

  it('says where the credit report must be recent and the asset thresholds', async () => {
    await renderApp(['/phone/proofExamples?exampleIndex=3']);
    expect(await screen.findByText(/1个月内的个人征信报告/)).toBeTruthy();
    expect(screen.getByText(/不低于300万元，或家庭金融资产不低于\s*500万元/)).toBeTruthy();
  });

  it('offers the four examples when the index is missing or unknown', async () => {
    const { user, router } = await renderApp(['/phone/proofExamples?exampleIndex=9']);
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      expect.arrayContaining(['投资经历证明', '收入证明示例', '金融资产证明示例', '其他文件示例']),
    );
    await user.click(screen.getByRole('link', { name: '收入证明示例' }));
    await waitFor(() => expect(router.location.search).toBe('?exampleIndex=2'), ROUTE_WAIT);
    expect(await screen.findByText(/年均收入不低于40万元/)).toBeTruthy();
  });
});
