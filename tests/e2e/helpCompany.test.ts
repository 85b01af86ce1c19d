/**
 * The help centre, complaints and suggestions and the company pages in Chromium against the real server, for the
 * verified (13800000001) and the unverified (13800000002) demo customer: what each screen shows, its rules, and an
 * expired session's way to login and back.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { opinionText } from '../../src/contract';
import { OPINION_REPLY_DELAY_MS } from '../../server/services/opinionReplies';
import { browserSuite, type Browser } from './browser';

const USERS = [
  ['verified', '13800000001'],
  ['unverified', '13800000002'],
] as const;

describe('help centre, complaints and company pages in the browser', () => {
  let b: Browser;
  let page: Page;
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
  const waitForPath = (p: string) => page.waitForURL((url) => url.pathname === p, { timeout: 10_000 });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const link = (name: string) => page.getByRole('link', { name, exact: true });
  const opinionBox = () => page.getByRole('textbox', { name: '投诉建议内容', exact: true });

  /** What a session-only call answers for this page's stored login. */

  browserSuite(
    { browser: (opened) => (b = opened), page: (fresh) => (page = fresh) },
    { fresh: { reseed: false }, reseedAfter: true },
  );
  afterEach(() => b.dev('/faults', { method: 'DELETE' }));

  describe.each(USERS)('the %s customer', (_, phone) => {
    beforeEach(() => b.loginAs(page, phone));

    it('finds a question by category and by title and reads its answer', async () => {
      await open('mineManagerhelpCenter');
      const questions = page.getByRole('list', { name: '问题列表' });
      await questions.getByRole('link').first().waitFor();
      await button('风险测评').click();
      // The question is in the list of every category too: the count tells the category's list has replaced it.
      await expect.poll(() => questions.getByRole('link').count()).toBe(5);
      await questions.getByRole('link', { name: '风险测评结果的有效期是多久？' }).waitFor();
      expect(page.url()).toMatch(/\?dictValue=3$/);

      // Blank text searches nothing.
      await page.getByRole('searchbox', { name: '搜索问题' }).fill('  ');
      await button('搜索').click();
      await page.getByText('请输入搜索内容', { exact: true }).waitFor();
      expect(page.url()).toMatch(/\?dictValue=3$/);

      await page.getByRole('searchbox', { name: '搜索问题' }).fill('积分');
      await button('搜索').click();
      await link('积分有效期是多久？').waitFor();
      await page.getByRole('searchbox', { name: '搜索问题' }).fill('没有这样的问题');
      await page.keyboard.press('Enter');
      await page.getByText('暂无相关数据', { exact: true }).waitFor();

      await button('全部').click();
      await link('积分有效期是多久？').click();
      await waitForPath('/phone/mineHelpCenterDetail');
      await page.getByRole('heading', { name: '积分有效期是多久？' }).waitFor();
      await page.getByText('积分自获得之日起一年内有效，优先使用即将到期的积分。').waitFor();
    });

    it('complains from 我的 (sent once for a double tap) and finds the complaint in the messages', async () => {
      const sends: string[] = [];
      page.on('request', (r) => r.url().endsWith('/addOpinion') && sends.push(r.postData() ?? ''));
      await open('mineManagerIndex');
      await link('投诉建议').click();
      await waitForPath('/phone/mineManagerFeedback');
      await button('提交').click();
      await page.getByText(opinionText.type, { exact: true }).waitFor();
      await page.getByRole('radio', { name: '投诉' }).check();
      await button('提交').click();
      await page.getByText(opinionText.required, { exact: true }).waitFor();

      await opinionBox().fill('好'.repeat(120));
      expect(await opinionBox().inputValue()).toBe('好'.repeat(100));
      await page.getByText('100/100', { exact: true }).waitFor();
      await opinionBox().fill(`理财经理回复不够及时 ${phone}`);
      await page.getByText(`${11 + phone.length}/100`, { exact: true }).waitFor();
      await button('提交').dblclick();
      await page.getByText(opinionText.submitted, { exact: true }).waitFor();
      await waitForPath('/phone/mineManagerNoticeToast');
      expect(sends).toHaveLength(1);
      expect(JSON.parse(sends[0]!)).toEqual({
        requestData: { opinion: `理财经理回复不够及时 ${phone}`, type: '0', source: '1' },
      });
      // The complaint is there at once, on top, waiting for the platform's reply.
      await link('您的投诉已提交').click();
      await waitForPath('/phone/mineNoticeDetail');
      await page.getByText(`理财经理回复不够及时 ${phone}`, { exact: true }).waitFor();
      await page.getByText('暂无回复', { exact: true }).waitFor();
      await page.goBack();
      // Once the demo platform has answered, the same thread is the reply, unread on top.
      await b.dev('/clock', { body: { advanceMs: OPINION_REPLY_DELAY_MS } });
      await page.reload();
      await page.getByRole('link', { name: '未读 您的投诉已回复', exact: true }).first().click();
      await page.getByText(`理财经理回复不够及时 ${phone}`, { exact: true }).waitFor();
      await page
        .getByRole('list', { name: '平台回复' })
        .getByText(/您的投诉已收到/)
        .waitFor();
    });

    it('keeps the suggestion when the send fails, and sends it again', async () => {
      await open('mineManagerFeedback');
      await page.getByRole('radio', { name: '建议' }).check();
      await opinionBox().fill('希望增加夜间客服');
      await b.dev('/faults', { body: { callKey: 'addOpinion', httpStatus: 500, times: 1 } });
      await button('提交').click();
      await page.getByText('提交投诉建议失败', { exact: true }).waitFor();
      expect(await opinionBox().inputValue()).toBe('希望增加夜间客服');
      expect(await page.getByRole('radio', { name: '建议' }).isChecked()).toBe(true);
      await button('提交').click();
      await page.getByText(opinionText.submitted, { exact: true }).waitFor();
    });

    it('reads the company pages, the branch network and the guide', async () => {
      for (const [path, heading] of [
        ['about', '业务范围'],
        ['aboutUs', '经营理念'],
        ['aboutWealth', '产品与服务'],
        ['aboutUsVip', '服务内容'],
      ] as const) {
        await open(path);
        await page.getByRole('heading', { name: heading }).waitFor();
      }

      await open('branchNetwork');
      for (const office of ['北京总部', '上海财富中心', '杭州财富中心']) {
        expect(await link(`查看${office}地图`).getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?/);
      }
      await page.getByText('服务时间：工作日 9:00-12:00，13:00-17:30', { exact: true }).waitFor();
      expect(await link('拨打财富热线').getAttribute('href')).toBe('tel:4006500717');

      await open('contactUs');
      expect(await page.getByRole('link', { name: /总部|财富中心/ }).count()).toBe(3);
      expect(await link('拨打电话').getAttribute('href')).toBe('tel:4006500717');

      await open('guide');
      const pictures = page.getByRole('img');
      await expect
        .poll(() => pictures.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length))
        .toBe(6);
      // Fixed boxes: width and height attributes with the aspect ratio give every picture the same box.
      const heights = await pictures.evaluateAll((imgs) =>
        imgs.map((i) => Math.round(i.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size).toBe(1);
      expect(heights[0]).toBeGreaterThan(150);
      await link('联系我的理财经理').click();
      await waitForPath('/phone/mineFinancialManager');
    });
  });

  it('inside the app the help centre opens the App detail, and maps and calls go to the native shell', async () => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __native: unknown[] }).__native = calls;
      window.android = {
        toCall: (arg?: string) => void calls.push(['toCall', arg]),
        externalURL: (arg?: string) => void calls.push(['externalURL', arg]),
      };
    });
    await open('mineManagerhelpCenterApp?terminalType=1');
    await link('为什么要做风险测评？').click();
    await waitForPath('/phone/mineHelpCenterDetailApp');
    await page.getByRole('heading', { name: '为什么要做风险测评？' }).waitFor();

    await open('branchNetwork');
    await link('查看杭州财富中心地图').click();
    await link('拨打财富热线').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __native: unknown[][] }).__native.map((c) => c[0])))
      .toEqual(['externalURL', 'toCall']);
    expect(page.url()).toMatch(/\/phone\/branchNetwork$/);
  });

  it('without a session, sending opens login and returns to the form after logging in', async () => {
    await open('mineManagerFeedback');
    await page.getByRole('radio', { name: '建议' }).check();
    await opinionBox().fill('希望增加夜间客服');
    await button('提交').click();
    await waitForPath('/phone/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/phone/mineManagerFeedback');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill('13800000001');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await waitForPath('/phone/mineManagerFeedback');
    await opinionBox().waitFor();
  });
});
