/**
 * 产品详情, 项目介绍 and 产品文件 with the real router, the calls stubbed at the typed api: both detail layouts with
 * empty items hidden, the bottom bar per sale status, the unverified customer's download prompt, a failure clearing
 * the product, both introduction layouts, and the document viewer's modal and page indicator (pdf.js stubbed here;
 * the real drawing is proven in Chromium, tests/e2e/productDetail.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import type { Product } from '../../../src/contract';
import { downloadPromptStore } from '../../../src/platform/notices';
import { renderApp } from '../../app/helpers';
import { logIn, ok, ROUTE_WAIT } from '../mine/fixtures';

vi.mock('../../../src/pages/invest/pdf', () => ({
  openPdf: vi.fn(async () => ({
    numPages: 3,
    render: vi.fn(async () => undefined),
    destroy: vi.fn(),
  })),
}));

const product = (more: Partial<Product> = {}): Product => ({
  trustCode: 'DY1',
  projectShortName: '嘉和实业8号',
  projectName: '嘉和实业8号集合资金信托计划',
  expectedProfitMin: 6,
  expectedProfitMax: 6.8,
  fundtimelimit: 18,
  prodTermUnit: '月',
  riskLevel: '03',
  riskleveldic: '中风险',
  personMinBalance: 300_000,
  projectType: '5',
  projecttype: '工商企业',
  projectStatus: 2,
  fundproperty: '0',
  companyName: '鼎元信托股份有限公司',
  trustRegistrationCode: 'ZXD31',
  reserveBaseBalance: 0,
  perminaddbalance: 100_000,
  buyRule: '',
  expectYieldDetail: '',
  incomeAppRules: '按季付息',
  projectAdvantage: '',
  financierDesc: '某实业公司',
  projectBackgroud: '',
  repaymentSource: '经营收入',
  riskCtrlMethod: '',
  investScope: '',
  raiseName: '',
  raiseBankName: '',
  raiseAcco: '',
  storageName: '',
  storageBank: '',
  storageBankacco: '',
  scale: 170_000_000,
  bonusType: '',
  startDate: '20261120',
  endDate: '20261201',
  estimatedSetupdate: '',
  estimatedExpirationDate: '20280603',
  isMeetsRiskLevel: 2,
  remainBalance: 49_400_000,
  investorCondition: '03',
  ...more,
});

const DETAIL = '/phone/productInfo?trustCode=DY1';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  downloadPromptStore.set(false);
});

describe('产品详情', () => {
  it('fixed income: figures, timeline, investor condition with the match banner; empty items hidden', async () => {
    logIn('verified');
    const call = vi.spyOn(api, 'queryProjectInfo').mockResolvedValue(ok(product()));
    await renderApp([DETAIL]);
    expect(await screen.findByRole('heading', { name: '嘉和实业8号集合资金信托计划' }, ROUTE_WAIT)).toBeTruthy();
    expect(call).toHaveBeenCalledWith({ trustCode: 'DY1' }, expect.anything());
    // The headline in the words of every product screen: 业绩比较基准, 18个月; the scale in 亿元 from 1亿 up.
    expect(screen.getByText('6.00%-6.80%').nextElementSibling?.textContent).toBe('业绩比较基准');
    expect(screen.getByText('18个月')).toBeTruthy();
    expect(screen.getByText('1.70亿元')).toBeTruthy();
    expect(screen.getByText('工商企业')).toBeTruthy();
    // bonusType and estimatedSetupdate are empty: not shown.
    expect(screen.queryByText('收益类型')).toBeNull();
    expect(screen.queryByText('预计成立')).toBeNull();
    expect(screen.getByText('募集开始')).toBeTruthy();
    expect(screen.getByText('2028-06-03')).toBeTruthy();
    expect(screen.getByText('平衡型及以上')).toBeTruthy();
    expect(screen.getByText('R3 中风险')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('您的风险承受能力与本产品风险等级相匹配');
    expect(screen.getByRole('link', { name: '项目介绍' }).getAttribute('href')).toBe(
      '/phone/projectIntroduction?trustCode=DY1&fundproperty=0',
    );
    expect(screen.getByRole('link', { name: '产品文件' }).getAttribute('href')).toBe(
      '/phone/trustDocument?trustCode=DY1&fundproperty=0',
    );
    expect(screen.queryByRole('link', { name: '历史业绩' })).toBeNull();
  });

  it('marks the milestones passed by today, the latest as the current step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00+08:00'));
    try {
      logIn('verified');
      vi.spyOn(api, 'queryProjectInfo').mockResolvedValue(ok(product()));
      await renderApp([DETAIL]);
      const timeline = await screen.findByRole('list', { name: '产品时间' }, ROUTE_WAIT);
      const steps = within(timeline).getAllByRole('listitem');
      expect(steps.map((li) => [li.textContent, li.dataset.reached, li.getAttribute('aria-current')])).toEqual([
        ['募集开始2026-11-20', 'true', 'step'],
        ['募集结束2026-12-01', 'false', null],
        ['预计到期2028-06-03', 'false', null],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('other properties: the terms list, the cash introduction and the net-value link', async () => {
    logIn('verified');
    vi.spyOn(api, 'queryProjectInfo').mockResolvedValue(
      ok(product({ fundproperty: '2', isMeetsRiskLevel: 1, raiseBankName: '招商银行', investScope: '' })),
    );
    await renderApp([DETAIL]);
    expect(await screen.findByText('现金类')).toBeTruthy();
    expect(screen.getByText('招商银行')).toBeTruthy();
    expect(screen.queryByText('投资范围')).toBeNull();
    expect(screen.queryByText('募集开始')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('您的风险承受能力与本产品风险等级不匹配');
    expect(screen.getByRole('link', { name: '项目介绍' }).getAttribute('href')).toBe(
      '/phone/cashProjectIntro?trustCode=DY1&fundproperty=2',
    );
    expect(screen.getByRole('link', { name: '历史业绩' }).getAttribute('href')).toBe(
      '/phone/historyNetValue?trustCode=DY1&fundproperty=2',
    );
  });

  it('bottom bar: 1 on-sale date, 2 remaining quota and invest now → download prompt, 3/4 greyed 募集结束', async () => {
    logIn('verified');
    const spy = vi.spyOn(api, 'queryProjectInfo');
    spy.mockResolvedValue(ok(product({ projectStatus: 1 })));
    const first = await renderApp([DETAIL]);
    expect(await screen.findByText('开售日期：2026-11-20')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即投资' })).toBeNull();
    first.unmount();

    spy.mockResolvedValue(ok(product({ projectStatus: 2 })));
    const second = await renderApp([DETAIL]);
    expect(await screen.findByText('剩余可预约额度：4940万元')).toBeTruthy();
    await second.user.click(screen.getByRole('button', { name: '立即投资' }));
    expect(downloadPromptStore.get()).toBe(true);
    expect(await screen.findByText('请在APP中操作')).toBeTruthy();
    second.unmount();
    downloadPromptStore.set(false);

    for (const status of [3, 4] as const) {
      spy.mockResolvedValue(ok(product({ projectStatus: status })));
      const view = await renderApp([DETAIL]);
      const ended = await screen.findByRole('button', { name: '募集结束' });
      expect((ended as HTMLButtonElement).disabled).toBe(true);
      view.unmount();
    }
  });

  it('inside the app 立即投资 hands the product to the app; a shell without that action opens its product list', async () => {
    logIn('verified');
    vi.spyOn(api, 'queryProjectInfo').mockResolvedValue(ok(product({ projectStatus: 2 })));
    const android = { toSubscribe: vi.fn(), toProductList: vi.fn() };
    window.android = android;
    const current = await renderApp([DETAIL], { terminalType: 1 });
    await current.user.click(await screen.findByRole('button', { name: '立即投资' }));
    await waitFor(() => expect(android.toSubscribe).toHaveBeenCalledWith('{"trustCode":"DY1"}'));
    current.unmount();

    const older = { toProductList: vi.fn() };
    window.android = older;
    const view = await renderApp([DETAIL], { terminalType: 1 });
    await view.user.click(await screen.findByRole('button', { name: '立即投资' }));
    await waitFor(() => expect(older.toProductList).toHaveBeenCalledWith());
    expect(downloadPromptStore.get()).toBe(false);
    delete window.android;
  });

  it('an unverified customer is not asked for the detail and gets the download prompt', async () => {
    logIn('unverified');
    const call = vi.spyOn(api, 'queryProjectInfo');
    await renderApp([DETAIL]);
    await waitFor(() => expect(downloadPromptStore.get()).toBe(true));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: '嘉和实业8号集合资金信托计划' })).toBeNull();
  });

  it('a failed load shows no product, only the failure and retry; retry loads it', async () => {
    logIn('verified');
    const spy = vi
      .spyOn(api, 'queryProjectInfo')
      .mockRejectedValueOnce(new ApiError({ kind: 'system', code: '99999999', msg: '查询产品详情失败' }))
      .mockResolvedValue(ok(product()));
    const { user } = await renderApp([DETAIL]);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '嘉和实业8号集合资金信托计划' })).toBeNull();
    expect(screen.queryByRole('button', { name: '立即投资' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '嘉和实业8号集合资金信托计划' })).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('a product the server does not give (unknown, or refused) is an empty screen', async () => {
    logIn('verified');
    vi.spyOn(api, 'queryProjectInfo').mockResolvedValue({ statusCode: '04040009', data: null, msg: '' } as never);
    await renderApp([DETAIL]);
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });
});

describe('项目介绍', () => {
  it('fixed income (read with fixedDetail): trustee, registration, amounts, yield, rules, financier, repayment; empty fields hidden', async () => {
    logIn('verified');
    const fixed = vi.spyOn(api, 'fixedDetail').mockResolvedValue(ok(product()));
    const general = vi.spyOn(api, 'queryProjectInfo');
    await renderApp(['/phone/projectIntroduction?trustCode=DY1&fundproperty=0']);
    const list = await screen.findByLabelText('项目介绍');
    const items = within(list);
    expect(items.getByText('鼎元信托股份有限公司')).toBeTruthy();
    expect(items.getByText('ZXD31')).toBeTruthy();
    expect(items.getByText('30万元')).toBeTruthy();
    expect(items.getByText('10万元')).toBeTruthy();
    expect(items.getByText('6.00%-6.80%')).toBeTruthy();
    expect(items.getByText('某实业公司')).toBeTruthy();
    expect(items.getByText('经营收入')).toBeTruthy();
    expect(items.queryByText('资金用途')).toBeNull();
    expect(items.queryByText('风险揭示')).toBeNull();
    expect(screen.getByRole('heading', { name: '嘉和实业8号集合资金信托计划' })).toBeTruthy();
    expect(screen.getByText('固收类')).toBeTruthy();
    expect(fixed).toHaveBeenCalledWith({ trustCode: 'DY1' }, expect.anything());
    expect(general).not.toHaveBeenCalled();
  });

  it('other properties with their category names; type=1 hides the top section', async () => {
    logIn('verified');
    const spy = vi.spyOn(api, 'queryProjectInfo');
    for (const [fundproperty, name] of [
      ['2', '现金类'],
      ['q', '权益类'],
      ['h', '混合及其他类'],
    ] as const) {
      spy.mockResolvedValue(ok(product({ fundproperty, raiseAcco: '6222 0000 1111', investScope: '' })));
      const view = await renderApp([`/phone/cashProjectIntro?trustCode=DY1&fundproperty=${fundproperty}`]);
      const list = await screen.findByLabelText('项目介绍');
      expect(within(list).getByText(name)).toBeTruthy();
      expect(within(list).getByText('6222 0000 1111')).toBeTruthy();
      expect(within(list).queryByText('投资范围')).toBeNull();
      expect(within(list).queryByText('融资方')).toBeNull();
      view.unmount();
    }
    spy.mockResolvedValue(ok(product({ fundproperty: 'q' })));
    await renderApp(['/phone/projectIntroduction?trustCode=DY1&fundproperty=q&type=1']);
    await screen.findByLabelText('项目介绍');
    expect(screen.queryByRole('heading', { name: '嘉和实业8号集合资金信托计划' })).toBeNull();
  });

  it('an unverified customer gets the download prompt', async () => {
    logIn('unverified');
    const call = vi.spyOn(api, 'queryProjectInfo');
    await renderApp(['/phone/projectIntroduction?trustCode=DY1&fundproperty=0']);
    await waitFor(() => expect(downloadPromptStore.get()).toBe(true));
    expect(call).not.toHaveBeenCalled();
  });
});

describe('产品文件', () => {
  it('lists the four documents; each opens in a modal with 第 N / M 页 and previous/next', async () => {
    logIn('verified');
    const call = vi
      .spyOn(api, 'queryProductFile')
      .mockResolvedValue(ok({ url: 'data:application/pdf;base64,JVBERi0=' }));
    const { user } = await renderApp(['/phone/trustDocument?trustCode=DY1&fundproperty=0']);
    for (const title of ['认购风险申明书', '信托合同', '信托计划说明书', '投资者权益须知']) {
      expect(await screen.findByRole('button', { name: title })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: '信托合同' }));
    const dialog = await screen.findByRole('dialog', { name: '信托合同' });
    expect(call).toHaveBeenCalledWith({ trustCode: 'DY1', fileType: '1' });
    expect(await within(dialog).findByText('第 1 / 3 页')).toBeTruthy();
    const previous = within(dialog).getByRole('button', { name: '上一页' }) as HTMLButtonElement;
    const next = within(dialog).getByRole('button', { name: '下一页' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(next);
    await user.click(next);
    expect(within(dialog).getByText('第 3 / 3 页')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.click(previous);
    expect(within(dialog).getByText('第 2 / 3 页')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '认购风险申明书' }));
    expect(await screen.findByRole('dialog', { name: '认购风险申明书' })).toBeTruthy();
    expect(call).toHaveBeenLastCalledWith({ trustCode: 'DY1', fileType: '7' });
  });

  it('an unverified customer gets the download prompt instead of a document', async () => {
    logIn('unverified');
    const call = vi.spyOn(api, 'queryProductFile');
    const { user } = await renderApp(['/phone/trustDocument?trustCode=DY1']);
    await user.click(await screen.findByRole('button', { name: '信托合同' }));
    expect(downloadPromptStore.get()).toBe(true);
    expect(screen.queryByRole('dialog', { name: '信托合同' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('a document that fails to load says so and offers retry', async () => {
    logIn('verified');
    vi.spyOn(api, 'queryProductFile')
      .mockRejectedValueOnce(
        new ApiError({ kind: 'business', code: '00000000', statusCode: '04040007', msg: '文件不存在' }),
      )
      .mockResolvedValue(ok({ url: 'data:application/pdf;base64,JVBERi0=' }));
    const { user } = await renderApp(['/phone/trustDocument?trustCode=DY1']);
    await user.click(await screen.findByRole('button', { name: '信托计划说明书' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('加载失败')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '重新加载' }));
    expect(await within(dialog).findByText('第 1 / 3 页')).toBeTruthy();
  });
});

describe('suitability when the product does not match', () => {
  const standing = (corpenddate: string, riskleveldic: '' | '02' = '02') => {
    vi.spyOn(api, 'getQuestionResult').mockResolvedValue(ok({ riskleveldic, riskinputdate: '20260101', corpenddate }));
    vi.spyOn(api, 'queryRiskTimes').mockResolvedValue(ok({ times: 2, totalTimes: 2 }));
  };
  const open = async () => {
    logIn('verified');
    vi.spyOn(api, 'queryProjectInfo').mockResolvedValue(ok(product({ isMeetsRiskLevel: 1, projectStatus: 2 })));
    return renderApp([DETAIL]);
  };
  /** The banner under the headline figures and the bar in place of 立即投资: the same way out, each with its words. */
  const expectWayOut = async (banner: string, bar: string, label: string, to: string) => {
    await waitFor(() => expect(screen.getByRole('note').textContent).toContain(banner));
    expect(within(screen.getByRole('note')).getByRole('link', { name: label }).getAttribute('href')).toBe(to);
    const buy = within(screen.getByRole('region', { name: '购买' }));
    expect(buy.getByText(bar)).toBeTruthy();
    expect(buy.getByRole('link', { name: label }).getAttribute('href')).toBe(to);
    expect(buy.queryByRole('button', { name: '立即投资' })).toBeNull();
    expect(screen.getByText('不匹配')).toBeTruthy();
  };

  it('says so for a lower type, beside the figures and in the bar, and leads to the re-assessment', async () => {
    standing('2099-01-01');
    await open();
    await expectWayOut(
      '您的风险承受能力与本产品风险等级不匹配',
      '风险等级不匹配，暂不可投资',
      '重新测评',
      '/phone/riskCollect',
    );
    // The two levels side by side.
    expect(screen.getByText('产品风险 R3 中风险')).toBeTruthy();
    expect(screen.getByText('您的类型 稳健型')).toBeTruthy();
  });

  it('says an expired result must be renewed', async () => {
    standing('2020-01-01');
    await open();
    await expectWayOut(
      '您的风险测评结果已过期，请重新测评后再购买产品',
      '风险测评已过期，暂不可投资',
      '重新测评',
      '/phone/riskCollect',
    );
  });

  it('offers the questionnaire to an investor never assessed', async () => {
    standing('', '');
    await open();
    await expectWayOut('您还未进行风险测评', '完成风险测评后可投资', '开始测评', '/phone/riskIndex');
  });
});
