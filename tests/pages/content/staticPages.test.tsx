/**
 * The static and explainer pages of spec 3 §2: the fraud-warning statement, the income-account change agreement, the
 * service pages (wealth check-up, family, special-needs and charitable trusts), the trust-system redirect, and what
 * the electronic channel service agreement says about members and qualification proofs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leave } from '../../../src/pages/content/ExternalRedirect';
import { TRUST_SYSTEM_URL } from '../../../src/pages/content/TrustSystemPage';
import { COMPANY_ADDRESS, HOTLINE } from '../../../src/pages/shared/company';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';

const TEL = `tel:${HOTLINE.replace(/-/g, '')}`;
const PRC_LAW = '适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）';

beforeEach(() => {
  clearBridgeCalls();
  // Every page asks for the page colour; nothing here needs the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.android;
});

const h3s = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
/** The section a heading opens. */
const sectionOf = (name: string) => screen.getByRole('heading', { name }).closest('section')!;
const section = (name: string) => sectionOf(name).textContent ?? '';

describe('fraud-warning statement', () => {
  it('names the scams, what the company never asks for, how to check, and the hotline', async () => {
    await renderApp(['/phone/agreement/preventionFraud']);
    expect(await screen.findByRole('heading', { level: 2, name: '防范电信网络诈骗声明' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('防范电信网络诈骗声明'));
    expect(h3s()).toEqual([
      '一、常见的冒充诈骗手法',
      '二、本公司郑重承诺',
      '三、如何核实身份',
      '四、如已上当受骗',
      '五、特别声明',
    ]);
    expect(section('一、常见的冒充诈骗手法')).toMatch(/冒充本公司客服或理财经理/);
    expect(section('一、常见的冒充诈骗手法')).toMatch(/安全账户/);
    const pledges = section('二、本公司郑重承诺');
    expect(pledges).toMatch(/不会以任何理由向您索要登录密码、交易密码、银行卡密码或短信验证码/);
    expect(pledges).toMatch(/不会要求您将资金转入任何个人账户/);
    expect(section('三、如何核实身份')).toContain(`自行拨打本公司客服热线${HOTLINE}核实`);
    expect(section('四、如已上当受骗')).toMatch(/110.*96110/s);
    expect(screen.getByRole('link', { name: '拨打客服热线核实' }).getAttribute('href')).toBe(TEL);
  });

  it('inside the app, the call to check goes to the native shell', async () => {
    const android = { toCall: vi.fn() };
    window.android = android;
    const { user } = await renderApp(['/phone/agreement/preventionFraud'], { terminalType: 1 });
    await user.click(await screen.findByRole('link', { name: '拨打客服热线核实' }));
    await waitFor(() => expect(android.toCall).toHaveBeenCalledWith(HOTLINE));
  });
});

describe('income-account change agreement', () => {
  it('has the parties, the procedure, identity checks, own-name accounts, effect, liabilities and disputes', async () => {
    await renderApp(['/phone/agreement/incomeAgreement']);
    expect(await screen.findByRole('heading', { level: 2, name: '收益账户变更协议' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('收益账户变更协议'));
    expect(screen.getByText(/^甲方：信托计划的委托人及\/或受益人/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^乙方：鼎元信托股份有限公司.*注册地址：${COMPANY_ADDRESS}`))).toBeTruthy();
    expect(h3s()).toEqual([
      '第一条 定义',
      '第二条 变更范围',
      '第三条 新收益账户的要求',
      '第四条 变更流程',
      '第五条 身份验证',
      '第六条 协议的成立与变更的生效',
      '第七条 双方的责任',
      '第八条 个人信息保护与反洗钱',
      '第九条 法律适用与争议解决',
      '第十条 其他',
    ]);
    expect(section('第三条 新收益账户的要求')).toMatch(
      /必须是甲方本人名下.*户名应与甲方有效身份证件记载的姓名完全一致/,
    );
    expect(section('第三条 新收益账户的要求')).toMatch(/不接受以他人名下的账户/);
    expect(section('第四条 变更流程')).toMatch(/3个工作日内完成审核/);
    expect(section('第五条 身份验证')).toMatch(/短信验证码和人脸识别/);
    expect(section('第六条 协议的成立与变更的生效')).toMatch(/自乙方审核通过并在登记系统中完成账户信息更新之时生效/);
    expect(section('第七条 双方的责任')).toMatch(/账户非甲方本人所有.*由甲方承担相应后果/);
    const disputes = section('第九条 法律适用与争议解决');
    expect(disputes).toContain(PRC_LAW);
    expect(disputes).toContain(`向乙方注册地（${COMPANY_ADDRESS}）有管辖权的人民法院提起诉讼`);
  });
});

describe('service pages', () => {
  it.each([
    {
      path: '/phone/wealthExperience',
      title: '财富体检',
      headings: ['什么是财富体检', '适合哪些客户', '体检内容', '服务流程', '服务说明', '预约财富体检', '财富热线'],
      facts: [/免费财富诊断服务/, /5个工作日内出具书面体检报告/, /不构成投资建议或收益承诺/],
      steps: ['预约', '信息收集', '分析诊断', '报告解读', '定期复检'],
    },
    {
      path: '/phone/jiating',
      title: '家族信托',
      headings: ['什么是家族信托', '核心功能', '适合哪些客户', '设立门槛', '设立流程', '咨询家族信托', '财富热线'],
      facts: [/金额或价值不低于1000万元人民币/, /不得为唯一受益人/, /起点为100万元的家族服务信托/],
      steps: ['需求沟通', '方案设计', '尽职调查', '签约交付', '存续管理'],
    },
    {
      path: '/phone/teshu',
      title: '特殊需要信托',
      headings: [
        '什么是特殊需要信托',
        '参与各方',
        '适合哪些家庭',
        '设立流程',
        '设立门槛',
        '咨询特殊需要信托',
        '财富热线',
      ],
      facts: [/心智障碍者、残障人士、失能失智老人/, /监察人（保护人）/, /起设金额为100万元/],
      steps: ['咨询评估', '制定照护计划', '确定各方', '签约交付', '按需支付'],
    },
    {
      path: '/phone/cishan',
      title: '慈善信托',
      headings: [
        '什么是慈善信托',
        '可以资助哪些领域',
        '慈善信托的特点',
        '适合哪些客户',
        '设立流程',
        '设立门槛',
        '咨询慈善信托',
        '财富热线',
      ],
      facts: [/《中华人民共和国慈善法》/, /签订之日起7日内.*民政部门备案/, /每年至少一次/, /10万元起设/],
      steps: ['确定慈善目的', '方案设计', '签约交付', '备案', '执行与公开'],
    },
  ])(
    '$path explains the service with its pictures, steps and hotline',
    async ({ path, title, headings, facts, steps }) => {
      await renderApp([path]);
      expect(await screen.findByRole('heading', { level: 2, name: headings[0] })).toBeTruthy();
      await waitFor(() => expect(document.title).toBe(title));
      expect(h2s()).toEqual(headings);
      const text = document.querySelector('article')?.textContent ?? '';
      facts.forEach((fact) => expect(text).toMatch(fact));

      const procedure = within(sectionOf(path === '/phone/wealthExperience' ? '服务流程' : '设立流程'));
      expect(procedure.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(steps);

      // Illustrations in fixed boxes, each described, loaded only when near the screen.
      const pictures = screen.getAllByRole('img');
      expect(pictures.length).toBeGreaterThanOrEqual(3);
      for (const img of pictures) {
        expect(img.getAttribute('alt')).toMatch(/\S{4,}/);
        expect(img.getAttribute('src')).toMatch(/\.svg$|^data:image\/svg\+xml/);
        expect(img.getAttribute('width')).toBe('686');
        expect(img.getAttribute('height')).toBe('386');
        expect(img.getAttribute('loading')).toBe('lazy');
      }
      expect(new Set(pictures.map((img) => img.getAttribute('src'))).size).toBe(pictures.length);

      expect(screen.getByText(HOTLINE)).toBeTruthy();
      expect(screen.getByRole('link', { name: '拨打财富热线' }).getAttribute('href')).toBe(TEL);
    },
  );

  it.each([
    ['联系我的理财经理', '/phone/mineFinancialManager'],
    ['联系我们', '/phone/contactUs'],
    ['服务指南', '/phone/guide'],
  ])('the family trust page leads to %s', async (name, pathname) => {
    const { user, router } = await renderApp(['/phone/jiating']);
    await user.click(await screen.findByRole('link', { name }));
    await waitFor(() => expect(router.location.pathname).toBe(pathname));
  });
});

describe('trust-system redirect', () => {
  it('in a browser, says it is leaving, shows the link and replaces the page by the site', async () => {
    const replace = vi.spyOn(leave, 'replace').mockImplementation(() => {});
    await renderApp(['/phone/trustSystem']);
    expect(await screen.findByRole('heading', { name: '正在跳转…' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('信托业务系统'));
    expect(screen.getByRole('link', { name: '前往信托业务系统' }).getAttribute('href')).toBe(TRUST_SYSTEM_URL);
    expect(screen.getByText(new URL(TRUST_SYSTEM_URL).host)).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(TRUST_SYSTEM_URL));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(getBridgeCalls()).toEqual([]);
  });

  it("goes to the build's VITE_TRUST_SYSTEM_URL, else to the demo company's placeholder site", () => {
    const configured: unknown = import.meta.env.VITE_TRUST_SYSTEM_URL;
    expect(TRUST_SYSTEM_URL).toBe(
      typeof configured === 'string' && configured ? new URL(configured).href : 'https://trust.dingyuan-trust.example/',
    );
  });

  it('inside the app, asks the native shell to open the site and stays put', async () => {
    const replace = vi.spyOn(leave, 'replace').mockImplementation(() => {});
    const android = { externalURL: vi.fn() };
    window.android = android;
    const { user } = await renderApp(['/phone/trustSystem'], { terminalType: 1 });
    await waitFor(() => expect(android.externalURL).toHaveBeenCalledWith(TRUST_SYSTEM_URL));
    expect(getBridgeCalls().map((c) => [c.action, c.payload, c.via])).toEqual([
      ['externalURL', TRUST_SYSTEM_URL, 'android'],
    ]);
    expect(replace).not.toHaveBeenCalled();
    // The link, should the shell not have opened it, asks the shell again rather than leaving the app's page.
    await user.click(screen.getByRole('link', { name: '前往信托业务系统' }));
    await waitFor(() => expect(android.externalURL).toHaveBeenCalledTimes(2));
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('electronic channel service agreement', () => {
  it('describes the member tiers and what qualification proofs must show', async () => {
    await renderApp(['/phone/agreement/register']);
    await screen.findByRole('heading', { level: 2, name: '鼎元信托电子渠道服务协议' });
    const members = section('第二条 会员注册与审核');
    expect(members).toMatch(/完成注册即成为注册会员/);
    expect(members).toMatch(/审核通过后用户成为认证会员/);
    expect(members).toMatch(/近3年本人年均收入不低于40万元/);
    expect(members).toMatch(/认购前2年以上的投资经历/);
    expect(members).toMatch(/金融资产证明应为认购前1年内出具/);
    expect(members).toMatch(/1个月内出具的个人征信报告/);
    expect(section('第八条 服务的中止与终止')).toMatch(/本协议终止后/);
    expect(section('第九条 通知与送达')).toMatch(/送达相关法律文书/);
    expect(section('第十条 反洗钱与反商业贿赂')).toMatch(/反洗钱法.*回扣/s);
    expect(section('第十一条 法律适用与争议解决')).toContain(PRC_LAW);
    expect(section('第十二条 协议的签署与生效')).toMatch(/点击.*即表示用户已阅读并同意.*任何一方不得单方撤回/s);
  });
});
