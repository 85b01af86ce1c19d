/**
 * The personal area in Chromium against the real server, for the verified (13800000001) and the unverified
 * (13800000002) demo customers: the My page, the wealth adviser, the message list with mark-all-read, a notice and a
 * complaint reply; another customer's message; and an expired session on each screen, which sends the user to login
 * and back to the same screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/contract';
import { laidOut, noCallInFlight } from './a11y';
import { browserSuite, type Browser } from './browser';

const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';
/** The demo investor of 70 (README). */
const SENIOR = '13800000065';

describe('personal area in the browser', () => {
  let b: Browser;
  let page: Page;
  const onPath = (p: string) => page.waitForURL((url) => url.pathname === p, { timeout: 10_000 });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const link = (name: string) => page.getByRole('link', { name, exact: true });
  const text = (t: string) => page.getByText(t, { exact: true }).first();
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);

  /** Ends the stored session on the server, as an expiry would; the token stays in the browser. */
  async function expireSession() {
    const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
    await page.request.post(`${b.baseUrl}${API_PREFIX}/loginOut`, {
      headers: { xtoken: token! },
      data: { requestData: {} },
    });
  }

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });

  it('verified: the My page shows the real name, the adviser and the unread dot', async () => {
    await b.loginAs(page, VERIFIED);
    await open('mineManagerIndex');
    await text('从业8年').waitFor();
    expect(await text('张明远').isVisible()).toBe(true);
    expect(await text('已实名认证').isVisible()).toBe(true);
    expect(await link('消息，有未读消息').isVisible()).toBe(true);
    expect(await page.getByText('138****0001').count()).toBe(0);
    await page.getByRole('link', { name: /李婷/ }).click();
    await onPath('/phone/mineFinancialManager');
  });

  it('verified: the adviser page calls through the bridge and copies the WeChat number', async () => {
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
    await b.loginAs(page, VERIFIED);
    await open('mineFinancialManager?investrea=IA01');
    await page.getByRole('heading', { name: '李婷' }).waitFor();
    expect(await text('从业8年').isVisible()).toBe(true);
    expect(await text('北京市西城区金融大街鼎元大厦18层').isVisible()).toBe(true);
    expect(await text('启衡资产管理有限公司').isVisible()).toBe(true);
    await button('复制微信号 liting_wealth').click();
    await text('微信号已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('liting_wealth');
    // tel: leaves the page for the phone's dialler; the test keeps the page and reads what was asked.
    await page.route('tel:*', (route) => route.abort());
    await button('拨打 13900000001').click();
    await expect
      .poll(() => page.evaluate(() => (window.__bridgeCalls ?? []).map((c) => [c.action, c.payload])))
      .toEqual([['toCall', '13900000001']]);
  });

  it('verified: messages, a notice, a complaint reply, then mark all read clears the list and the dot', async () => {
    await b.loginAs(page, VERIFIED);
    await open('mineManagerIndex');
    await link('消息，有未读消息').click();
    await onPath('/phone/mineManagerNoticeToast');
    await link('未读 风险测评有效期提醒').click();
    await onPath('/phone/mineNoticeDetail');
    await page.getByRole('heading', { name: '风险测评有效期提醒' }).waitFor();
    await page.goBack();
    // Opening it marked it read.
    await link('风险测评有效期提醒').waitFor();
    await link('未读 您的投诉已回复').click();
    await text('收益分配到账时间比公告晚了一天，希望给个说明。').waitFor();
    expect(await text('相关划付已于次日完成，如仍有疑问请联系您的专属财富顾问。').isVisible()).toBe(true);
    await page.goBack();
    await link('您的投诉已回复').waitFor();
    expect(await page.getByRole('link', { name: /^未读 / }).count()).toBeGreaterThan(0);
    await button('全部已读').click();
    await text('已全部标为已读').waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^未读 / }).count()).toBe(0);
    await open('mineManagerIndex');
    await text('从业8年').waitFor();
    expect(await link('消息').isVisible()).toBe(true);
  });

  it('finds their standing on 我的 and reaches each service from it by taps', async () => {
    await b.loginAs(page, VERIFIED);
    await page.goto(`${b.baseUrl}/phone/`);
    const mine = async () => {
      await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '我的', exact: true }).click();
      await onPath('/phone/mineManagerIndex');
    };
    const back = async () => {
      await button('返回').click();
      await onPath('/phone/mineManagerIndex');
    };
    const hub = page.getByRole('region', { name: '投资服务' });
    const entry = (label: string) => hub.getByRole('link', { name: new RegExp(`^${label}`) });
    await mine();
    // The figures are the server's: the assessment's level and expiry, no declaration yet, the points balance.
    const { corpenddate } = await b.callAs<{ corpenddate: string }>(page, 'getQuestionResult');
    const { totalPointsNum } = await b.callAs<{ totalPointsNum: number }>(page, 'queryTaskCenterList');
    await expect.poll(() => entry('风险测评').textContent()).toBe(`风险测评平衡型有效期至 ${corpenddate}`);
    expect(await entry('税收居民声明').textContent()).toBe('税收居民声明去声明');
    expect(await entry('任务中心').textContent()).toBe(`任务中心${totalPointsNum}积分`);

    await entry('风险测评').click();
    await onPath('/phone/riskResult');
    await page.getByRole('region', { name: '测评结果' }).locator('strong', { hasText: '平衡型' }).waitFor();
    await back();
    await entry('税收居民声明').click();
    await onPath('/phone/crsDeclareIndex');
    await text('请选择您的税收居民身份').waitFor();
    await back();
    await entry('任务中心').click();
    await onPath('/phone/taskCenter');
    await expect.poll(() => page.getByLabel('积分余额').textContent()).toBe(String(totalPointsNum));
    // The points mall is the app's: a browser asks to continue there.
    await button('积分商城 ›').click();
    await page.getByRole('dialog', { name: '请在APP中操作' }).getByRole('button', { name: '稍后下载' }).click();
    await back();
    await entry('邀请好友').click();
    await onPath('/phone/activeInvite');
    await back();
    await link('修改密码').click();
    await onPath('/phone/changePassword');
    await back();
    // 客服热线: the number and its hours, and 拨打 dials it (tel: in a browser).
    await page.route('tel:*', (route) => route.abort());
    await button('客服热线 400-650-0717').click();
    const sheet = page.getByRole('dialog', { name: '客服热线' });
    await sheet.getByText('服务时间：工作日 9:00-12:00，13:30-17:30', { exact: true }).waitFor();
    await sheet.getByRole('button', { name: '拨打' }).click();
    await expect
      .poll(() => page.evaluate(() => (window.__bridgeCalls ?? []).map((c) => [c.action, c.payload, c.via])))
      .toEqual([
        ['openPointsMall', undefined, 'web'],
        ['toCall', '400-650-0717', 'web'],
      ]);
    expect(await sheet.count()).toBe(0);
  });

  it('an investor of 65 or over is offered large text on 我的, and the main screens read larger with nothing cut off', async () => {
    await b.loginAs(page, SENIOR);
    await page.goto(`${b.baseUrl}/phone/`);
    const menu = (name: string) =>
      page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name, exact: true });
    const bodyText = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    await menu('我的').click();
    await onPath('/phone/mineManagerIndex');
    expect(await bodyText()).toBe('14px');
    await page.getByRole('region', { name: '大字模式' }).getByRole('button', { name: '开启大字模式' }).click();
    // Body text of 18 px and more (MIIT's age-friendly rules), at once and on every page after.
    expect(await bodyText()).toBe('18.2px');
    const layout = async (where: string) => {
      await noCallInFlight(page);
      expect(await laidOut(page, 1), where).toEqual([]);
    };
    await layout('我的');
    await menu('产品').click();
    await onPath('/phone/productList');
    const card = page.getByRole('link', { name: /^嘉和实业8号/ });
    await card.waitFor();
    await layout('产品');
    await card.click();
    await onPath('/phone/productInfo');
    // Not assessed yet: the bar offers the assessment where 立即投资 would be.
    await page.getByRole('region', { name: '购买' }).getByRole('link', { name: '开始测评' }).waitFor();
    await layout('产品详情');
    await button('返回').click();
    await menu('发现').click();
    await onPath('/phone/findManageIndex');
    await page.getByRole('tablist').waitFor();
    await layout('发现');
    // Chosen once, kept: a page loaded afresh is large from its first paint; switched off in 我的.
    await page.reload();
    expect(await bodyText()).toBe('18.2px');
    await menu('我的').click();
    const toggle = page.getByRole('switch', { name: /大字模式/ });
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await bodyText()).toBe('14px');
    expect(await page.getByRole('region', { name: '大字模式' }).count()).toBe(0);
  });

  it('unverified: masked phone, 去测评 and 去声明; the adviser prompt and the adviser page ask to verify in the app', async () => {
    await b.loginAs(page, UNVERIFIED);
    await open('mineManagerIndex');
    await text('未实名认证').waitFor();
    expect(await text('138****0002').isVisible()).toBe(true);
    const hub = page.getByRole('region', { name: '投资服务' });
    await hub.getByRole('link', { name: '风险测评 去测评' }).click();
    await onPath('/phone/riskIndex');
    await page.goBack();
    await hub.getByRole('link', { name: '税收居民声明 去声明' }).waitFor();
    await button('完成实名认证后，将为您配备专属理财经理').click();
    await page.getByRole('dialog', { name: '请在APP中操作' }).getByText('请先完成实名认证').waitFor();
    await button('稍后下载').click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await link('我的理财经理').click();
    await onPath('/phone/mineFinancialManager');
    await text('暂无专属理财经理').waitFor();
    await button('完成实名认证后，将为您配备专属理财经理').click();
    await button('立即下载').click();
    await onPath('/phone/download');
  });

  it('a customer verified in the app meanwhile is treated as verified at once, without logging in again', async () => {
    // From where a person starts: 我的 asks for a login.
    await page.goto(`${b.baseUrl}/phone/`);
    await page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: '我的', exact: true }).click();
    await onPath('/phone/login');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(UNVERIFIED);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await onPath('/phone/mineManagerIndex');
    await text('未实名认证').waitFor();
    // Every call of 我的 has been made (on a busy machine the adviser's came after the status showed).
    await page.waitForLoadState('networkidle');
    // Verified in the native app (the core system's event), while this session goes on.
    await b.dev('/events', { body: { phoneNum: UNVERIFIED, event: 'certify', realName: '王小明' } });
    // Back from the app (the page shown again): the stored status and the shell's cookie follow the server at once,
    // quietly (no loading veil, no toast), on the page where the investor is.
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/services/') && calls.push(new URL(r.url()).pathname));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => page.evaluate(() => [localStorage.getItem('isCertified'), document.cookie.includes('isCertified=2')]))
      .toEqual(['2', true]);
    expect(calls.map((c) => c.split('/').at(-1))).toEqual(['queryCustomerInfo']);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/phone/mineManagerIndex');
    await link('我的理财经理').click();
    await onPath('/phone/mineFinancialManager');
    await text('暂无专属理财经理').waitFor();
    expect(await button('完成实名认证后，将为您配备专属理财经理').count()).toBe(0);
    await page.goBack();
    await onPath('/phone/mineManagerIndex');
    await text('已实名认证').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('isCertified'), document.cookie.includes('isCertified=2')]),
    ).toEqual(['2', true]);
  });

  it('leaves a page whose call has stalled, by back or another tab, and the call with it', async () => {
    await b.loginAs(page, VERIFIED);
    await page.goto(`${b.baseUrl}/phone/`);
    const menu = page.getByRole('navigation', { name: '底部菜单' });
    await menu.getByRole('link', { name: '我的', exact: true }).click();
    await onPath('/phone/mineManagerIndex');
    await text('从业8年').waitFor();
    // The adviser's call hangs for a minute: the page shows it is waiting, and its content takes no taps meanwhile.
    await b.dev('/faults', { body: { callKey: 'findCustManager', latencyMs: 60_000, times: 1 } });
    await link('我的理财经理').click();
    await onPath('/phone/mineFinancialManager');
    // A skeleton of the adviser's card (加载中…), under the veil that takes no taps.
    await page.getByRole('status', { name: '加载中…' }).waitFor();
    // The top bar and the bottom menu stay free: back, and on to another tab, at once.
    await button('返回').click({ timeout: 5000 });
    await onPath('/phone/mineManagerIndex');
    // Leaving abandoned the stalled call: nothing is waiting for it any more.
    await text('从业8年').waitFor();
    await expect.poll(() => page.getByRole('status', { name: /^加载中/ }).count(), { timeout: 5000 }).toBe(0);
    await menu.getByRole('link', { name: '产品', exact: true }).click({ timeout: 5000 });
    await onPath('/phone/productList');
    await b.dev('/faults', { method: 'DELETE' });
  });

  it('unverified: messages and their detail', async () => {
    await b.loginAs(page, UNVERIFIED);
    await open('mineManagerNoticeToast');
    await link('未读 您的投诉已回复').click();
    await text('收益分配到账时间比公告晚了一天，希望给个说明。').waitFor();
  });

  it("another customer's message says 找不到消息 and goes back", async () => {
    await b.loginAs(page, VERIFIED);
    await open('mineManagerNoticeToast');
    const href = await page.getByRole('link', { name: /系统升级维护通知/ }).getAttribute('href');
    await b.loginAs(page, UNVERIFIED);
    await page.goto(`${b.baseUrl}${href}`);
    await text('找不到消息').waitFor();
    // Opened as the first page of this document, so back leads home (src/routing.ts).
    await onPath('/phone/about');
  });

  it('a logged-out visit to the My page opens login, which returns there', async () => {
    await open('mineManagerIndex');
    await page.waitForURL((url) => url.pathname === '/phone/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/phone/mineManagerIndex');
  });

  it.each([
    'mineManagerIndex',
    'mineFinancialManager',
    'mineManagerNoticeToast',
    'mineNoticeDetail?toastId=1&isMsg=1&entityId=SYS-UPGRADE',
  ])('an expired session on %s opens login, which returns there', async (path) => {
    await b.loginAs(page, VERIFIED);
    await expireSession();
    await open(path);
    await page.waitForURL((url) => url.pathname === '/phone/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/phone/${path}`);
    await text('请重新登录').waitFor();
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(VERIFIED);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await page.waitForURL((url) => url.pathname + url.search === `/phone/${path}`, { timeout: 10_000 });
  });
});
