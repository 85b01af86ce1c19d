/**
 * Engagement in Chromium against the real server (spec 3 §2 "Activity sign-up", "Points and tasks", invitation share
 * page; §4; §9): signing up for an activity once however often 提交报名 is tapped, and 已报名 after a reload; the
 * daily sign-in growing the balance and turning the button done; the uncertified customer's 请先完成实名认证; the
 * ledger by tab and month (取消 meaning every month); the invitation page and the poster whose QR code, read back
 * from the canvas pixels, is the customer's registration link.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, type ArticleSummary, type CallResponse, type PointsRecord } from '../../src/contract';
import { POSTER, POSTER_QR, POSTER_SCALE } from '../../src/pages/points/poster';
import { browserSuite, nativeCalls, recordingShell, type Browser } from './browser';

/** Demo customers (README): verified with an adviser, unverified, and the verified 70-year-old. */
const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';
const SENIOR = '13800000065';

describe('engagement in the browser', () => {
  let b: Browser;
  let page: Page;
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const text = (t: string) => page.getByText(t, { exact: true });

  /** A call as this page's stored login makes it. */
  const call = <T>(key: string, requestData: object = {}) => b.callAs<T>(page, key, requestData);

  /** The note under the balance: what the call says expires within 30 days, from the first day one of it does. */
  const expectExpiringNote = async (key: 'queryTaskCenterList' | 'getPointsDetails', requestData: object = {}) => {
    const { expiring } = await call<{ expiring: { points: number; firstDate: string } | null }>(key, requestData);
    expect(expiring, 'the demo account has points expiring within 30 days').not.toBeNull();
    const [y, m, d] = expiring!.firstDate.split('-').map(Number);
    await page.getByRole('note').getByText(`${expiring!.points}积分将于${y}年${m}月${d}日过期，请尽快使用`).waitFor();
  };

  browserSuite(
    { browser: (opened) => (b = opened), page: (fresh) => (page = fresh) },
    { fresh: { reseed: false }, reseedAfter: true },
  );
  afterEach(() => b.dev('/faults', { method: 'DELETE' }));

  it('signs up for an open activity once, however often 提交报名 is tapped, and shows 已报名 after a reload', async () => {
    await b.loginAs(page, SENIOR);
    const { list } = await call<{ list: ArticleSummary[] }>('getArticleList', {
      pageNum: 1,
      pageSize: 10,
      category: 1,
      type: 'SIGN_UP_AREA',
    });
    const activity = list.at(-1)!;
    await open(`findManageActiveDetail?activityId=${activity.id}&activeNav=0`);
    await button('立即报名').click();
    const dialog = page.getByRole('dialog', { name: '活动报名' });
    // Prefilled with the customer's name, phone (as queryCustomerInfo shows it, masked) and customer manager.
    const masked = `${SENIOR.slice(0, 3)}****${SENIOR.slice(7)}`;
    await expect.poll(() => dialog.getByRole('textbox', { name: '手机号' }).inputValue()).toBe(masked);
    expect(await dialog.getByRole('textbox', { name: '姓名' }).inputValue()).not.toBe('');
    // The area is required; what was typed stays when the form refuses.
    await dialog.getByRole('textbox', { name: '备注' }).fill('携家人参加');
    await dialog.getByRole('button', { name: '提交报名' }).click();
    await dialog.getByText('请选择活动地区').waitFor();
    expect(await dialog.getByRole('textbox', { name: '备注' }).inputValue()).toBe('携家人参加');
    await dialog.getByRole('button', { name: '活动地区' }).click();
    await page.getByRole('dialog', { name: '活动地区' }).getByRole('button', { name: '上海' }).click();
    const saves: string[] = [];
    page.on('request', (r) => r.url().endsWith('/applySave') && saves.push(r.postData() ?? ''));
    const submit = dialog.getByRole('button', { name: '提交报名' });
    // Three taps in one go: the form is sent once.
    await submit.evaluate((el: HTMLElement) => [1, 2, 3].forEach(() => el.click()));
    await text('报名信息提交成功').waitFor();
    await expect.poll(() => button('已报名').isDisabled()).toBe(true);
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!).requestData).toMatchObject({
      areaCode: '2',
      notes: '携家人参加',
      articleId: activity.id,
      applyPhoneNumber: masked,
    });
    await page.reload();
    await expect.poll(() => button('已报名').isDisabled()).toBe(true);
  });

  it('signs in once a day: the balance grows by the reward and the button turns 已签到', async () => {
    await b.loginAs(page, SENIOR);
    await open('taskCenter');
    const balance = page.getByLabel('积分余额');
    await expect.poll(() => balance.textContent()).toMatch(/^\d+$/);
    const before = Number(await balance.textContent());
    // Points about to expire are said under the balance: the demo's 100 of a year-old sign-in.
    await expectExpiringNote('queryTaskCenterList');
    await button('签到').click();
    await text('今日签到成功，获得100积分').or(page.getByRole('status')).first().waitFor();
    await expect.poll(async () => Number(await balance.textContent())).toBe(before + 100);
    await expect.poll(() => button('已签到').isDisabled()).toBe(true);
    // The rules open over the page and close again.
    await button('规则').click();
    await page
      .getByRole('dialog', { name: '积分规则' })
      .getByText('兑换礼品或服务须在积分到期前至少7天申请。')
      .waitFor();
    await button('我知道了').click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // In a browser the top bar's back is the way back: the page draws no second one (inside the app it does: below).
    expect(await button('‹ 返回').count()).toBe(0);
    // The ledger opens from here (in a browser through the router) and shows today's sign-in first.
    await button('积分明细 ›').click();
    await page.waitForURL((url) => url.pathname === '/phone/pointsList');
    await page.getByRole('list', { name: '积分记录' }).getByRole('listitem').first().waitFor();
  });

  it('inside the app, the task centre’s own 返回 closes the web view', async () => {
    await recordingShell(page);
    await b.loginAs(page, VERIFIED);
    // From the page the app opens (发现, terminal type 1), by taps.
    await open('findManageIndex?terminalType=1');
    await page.getByRole('link', { name: '积分任务' }).click();
    await page.waitForURL((url) => url.pathname === '/phone/taskCenter');
    await button('‹ 返回').click();
    await expect.poll(() => nativeCalls(page)).toEqual([['closeh5Back', undefined]]);
  });

  it('asks the uncertified customer to complete real-name authentication first', async () => {
    await b.loginAs(page, UNVERIFIED);
    await open('taskCenter');
    await button('签到').click();
    await page.getByRole('alert').getByText('请先完成实名认证').waitFor();
    await button('去邀请：邀请好友').click();
    await page.getByRole('alert').getByText('请先完成实名认证').waitFor();
    expect(new URL(page.url()).pathname).toBe('/phone/taskCenter');
    // The certified customer's 去邀请 opens the invitation.
    await b.loginAs(page, VERIFIED);
    await open('taskCenter');
    await button('去邀请：邀请好友').click();
    await page.waitForURL((url) => url.pathname === '/phone/activeInvite');
  });

  it('a visitor’s 立即报名 opens login, which returns to the activity; an ended one cannot be signed up for', async () => {
    const articles = async (type: string) =>
      (await call<{ list: ArticleSummary[] }>('getArticleList', { pageNum: 1, pageSize: 10, category: 1, type })).list;
    const [first] = await articles('SIGN_UP_AREA');
    const path = `findManageActiveDetail?activityId=${first!.id}&activeNav=0`;
    await open(path);
    await button('立即报名').click();
    await page.waitForURL((url) => url.pathname === '/phone/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/phone/${path}`);
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(SENIOR);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await page.waitForURL((url) => url.pathname + url.search === `/phone/${path}`);
    await expect.poll(() => button('立即报名').isDisabled()).toBe(false);

    const [ended] = await articles('REVIEW_AREA');
    await open(`findManageActiveDetail?activityId=${ended!.id}&activeNav=0`);
    await expect.poll(() => button('报名已结束').isDisabled()).toBe(true);
  });

  it('reads the ledger by tab and month; 取消 in the month filter means every month', async () => {
    await b.loginAs(page, VERIFIED);
    await open('pointsList');
    const records = page.getByRole('list', { name: '积分记录' }).getByRole('listitem');
    const all = await call<{ pointsList: PointsRecord[]; totalPointsNum: number }>('getPointsDetails', {
      pointsType: 0,
      pageNum: 1,
      pageSize: 10,
    });
    await expect.poll(() => records.count()).toBe(all.pointsList.length);
    await expect.poll(() => page.getByLabel('积分余额').textContent()).toBe(String(all.totalPointsNum));
    await expectExpiringNote('getPointsDetails', { pointsType: 0, pageNum: 1, pageSize: 1 });
    for (const [label, type] of [
      ['获得', 1],
      ['使用', 2],
      ['过期', 3],
    ] as const) {
      await page.getByRole('tab', { name: label }).click();
      const expected = await call<{ pointsList: PointsRecord[] }>('getPointsDetails', {
        pointsType: type,
        pageNum: 1,
        pageSize: 10,
      });
      if (expected.pointsList.length === 0) await text('暂无相关数据').waitFor();
      else await expect.poll(() => records.count()).toBe(expected.pointsList.length);
    }
    // A month with records: only that month's.
    await page.getByRole('tab', { name: '全部' }).click();
    const month = all.pointsList.find((r) => r.pointsType === 1)!.getTime.slice(0, 7);
    await page.getByRole('button', { name: /^月份：/ }).click();
    await page.getByRole('button', { name: `${month.slice(0, 4)}年${Number(month.slice(5))}月` }).click();
    expect(new URL(page.url()).searchParams.get('month')).toBe(month);
    const inMonth = await call<{ pointsList: PointsRecord[] }>('getPointsDetails', {
      pointsType: 0,
      pointsTime: month,
      pageNum: 1,
      pageSize: 10,
    });
    await expect.poll(() => records.count()).toBe(inMonth.pointsList.length);
    await page.getByRole('button', { name: /^月份：/ }).click();
    await page.getByRole('dialog', { name: '选择月份' }).getByRole('button', { name: '取消' }).click();
    expect(new URL(page.url()).searchParams.get('month')).toBeNull();
    await expect.poll(() => records.count()).toBe(all.pointsList.length);
  });

  it('shows the invitation and a poster whose QR code, read from the canvas, is the registration link', async () => {
    await b.loginAs(page, VERIFIED);
    const share = await call<{ manageCode: string; customerBId: string }>('queryShareInfo');
    const invited = await call<CallResponse<'queryInviteUserList'>>('queryInviteUserList');
    await open('activeInvite');
    // 立即联系 says whom it calls: the customer's adviser.
    await page.getByText('拨打您的理财经理 李婷 13900000001', { exact: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(`已成功邀请${invited.inviteNum}位好友`) }).click();
    const list = page.getByRole('dialog', { name: '邀请记录' });
    // Every friend with the day they registered and what their invitation paid, as the server records them.
    expect(invited.inviteUsers.some((f) => f.rewardPoints > 0)).toBe(true);
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(invited.inviteUsers.length);
    for (const [i, f] of invited.inviteUsers.entries()) {
      const row = rows.nth(i);
      expect(await row.getByText(f.name, { exact: true }).count()).toBe(1);
      expect(await row.getByText(`注册于 ${f.registeredOn}`, { exact: true }).count()).toBe(1);
      if (f.rewardPoints > 0)
        expect(await row.getByText(`已获得${f.rewardPoints}积分 · ${f.rewardedOn}`, { exact: true }).count()).toBe(1);
    }
    await list.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('link', { name: '立即邀请好友' }).click();
    await page.waitForURL((url) => url.pathname === '/phone/inviteShare');
    await page.getByRole('img', { name: /邀请海报/ }).waitFor();

    // The canvas as a lossless PNG (a few hundred KB, where its pixels as a JSON array are tens of MB), read back
    // into RGBA here.
    const png = await page.evaluate(
      () => document.querySelector<HTMLCanvasElement>('canvas[data-poster]')!.toDataURL('image/png').split(',')[1]!,
    );
    const { data, info } = await sharp(Buffer.from(png, 'base64'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([POSTER.width * POSTER_SCALE, POSTER.height * POSTER_SCALE]);
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)!;
    const expected = `${b.baseUrl}/phone/codeRegister?brokeraccount=${share.manageCode}&id=${share.customerBId}`;
    expect(code.data).toBe(expected);
    // Where the spec puts it: an 88 × 88 box at (143.5, 595).
    const { topLeftCorner: tl, bottomRightCorner: br } = code.location;
    expect(tl.x / POSTER_SCALE).toBeGreaterThanOrEqual(POSTER_QR.x);
    expect(tl.y / POSTER_SCALE).toBeGreaterThanOrEqual(POSTER_QR.y);
    expect(br.x / POSTER_SCALE).toBeLessThanOrEqual(POSTER_QR.x + POSTER_QR.size);
    expect(br.y / POSTER_SCALE).toBeLessThanOrEqual(POSTER_QR.y + POSTER_QR.size);
    // In a browser the poster can be saved as a picture.
    const save = page.getByRole('link', { name: '保存海报' });
    expect(await save.getAttribute('download')).toBe('dingyuan-invite.png');
    expect(await save.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    await page.getByText(`已成功邀请 ${invited.inviteNum} 位好友 ›`).waitFor();
  });

  it.each(['taskCenter', 'pointsList?pointsType=1', 'activeInvite', 'inviteShare'])(
    'an expired session on %s opens login, which returns there',
    async (path) => {
      await b.loginAs(page, VERIFIED);
      const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
      await page.request.post(`${b.baseUrl}${API_PREFIX}/loginOut`, {
        headers: { xtoken: token! },
        data: { requestData: {} },
      });
      await open(path);
      await page.waitForURL((url) => url.pathname === '/phone/login', { timeout: 10_000 });
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/phone/${path}`);
      await page.getByRole('textbox', { name: '账号', exact: true }).fill(VERIFIED);
      await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
      await button('登录').click();
      await page.waitForURL((url) => url.pathname + url.search === `/phone/${path}`, { timeout: 10_000 });
    },
  );

  it.each(['taskCenter', 'pointsList', 'activeInvite'])('%s says 加载失败 and loads again', async (path) => {
    await b.loginAs(page, VERIFIED);
    const callKey =
      path === 'taskCenter' ? 'queryTaskCenterList' : path === 'pointsList' ? 'getPointsDetails' : 'queryShareInfo';
    await b.dev('/faults', { body: { callKey, httpStatus: 500, times: path === 'pointsList' ? 2 : 1 } });
    await open(path);
    await text('加载失败').first().waitFor();
    await button('重新加载').first().click();
    await expect.poll(() => text('加载失败').count()).toBe(0);
  });
});
