/**
 * Account journeys in Chromium against the real server, as a user does them: password login, SMS login with
 * the code from the dev outbox, the forced first-login change, forgot password, the legacy website user's
 * 04040540 path, and logout from the My page. Each journey starts signed out; the demo accounts are restored
 * afterwards.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, type Browser } from './browser';

describe('account journeys in the browser', () => {
  let b: Browser;
  let page: Page;
  const waitForPath = (p: string) => page.waitForURL((url) => url.pathname === p, { timeout: 10_000 });
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });

  async function passwordLogin(user: string, password: string) {
    await page.goto(`${b.baseUrl}/phone/login?loginType=1`);
    await field('账号').fill(user);
    await field('密码').fill(password);
    await button('登录').click();
  }

  /** The envelope code the server answers a session-only call with, for this token. */
  async function customerInfoCode(token: string): Promise<string> {
    const res = await fetch(`${b.baseUrl}/services/trustAppApi/queryCustomerInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', xtoken: token },
      body: JSON.stringify({ requestData: {} }),
    });
    return ((await res.json()) as { code: string }).code;
  }

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });

  it('logs in with a password and lands on the product list with the session stored', async () => {
    await passwordLogin('13800000001', 'Demo@1234');
    await waitForPath('/phone/productList');
    expect(await page.evaluate(() => localStorage.getItem('token_trustms'))).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.evaluate(() => localStorage.getItem('isCertified'))).toBe('2');
    const cookies = await b.context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['apptoken', 'isCertified', 'telephone', 'realName']),
    );
  });

  it('keeps what was typed and says so when the password is wrong', async () => {
    await passwordLogin('13800000001', 'Wrong@1234');
    await page.getByText('账号或密码错误').first().waitFor();
    expect(await field('账号').inputValue()).toBe('13800000001');
    expect(new URL(page.url()).pathname).toBe('/phone/login');
  });

  it('logs in with an SMS code read from the outbox', async () => {
    await page.goto(`${b.baseUrl}/phone/login?loginType=2`);
    await field('手机号').fill('13800000002');
    await button('获取验证码').click();
    await page.getByRole('button', { name: /重新获取\d+s/ }).waitFor();
    await field('短信验证码').fill(await b.sms('13800000002'));
    await button('登录').click();
    await waitForPath('/phone/productList');
    expect(await page.evaluate(() => localStorage.getItem('isCertified'))).toBe('0');
  });

  it('forces the first-login password change, then logs in with the new password', async () => {
    await passwordLogin('13800000004', 'Demo@1234');
    await waitForPath('/phone/changePassword');
    // Only the app token is kept until the password is changed.
    expect(await page.evaluate(() => localStorage.getItem('token_trustms'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('isCertified'))).toBeNull();
    await page.getByLabel('原密码', { exact: true }).fill('Demo@1234');
    await page.getByLabel('新密码', { exact: true }).fill('Fresh@2026');
    await page.getByLabel('确认密码', { exact: true }).fill('Fresh@2026');
    await button('确定').click();
    await waitForPath('/phone/login');
    await passwordLogin('13800000004', 'Fresh@2026');
    await waitForPath('/phone/productList');
  });

  it('resets a forgotten password with the picture and SMS codes, then logs in with it', async () => {
    await page.goto(`${b.baseUrl}/phone/forgetPassword`);
    await field('手机号').fill('13800000002');
    await button('获取图形验证码').click();
    // Typed before the picture arrives, a code would be cleared by it: the investor types what the picture shows.
    await button('获取图形验证码').locator('img').waitFor();
    await field('图形验证码').fill(await b.captcha('13800000002', 2));
    await button('获取验证码').click();
    await page.getByRole('button', { name: /^重新获取\d+s$/ }).waitFor();
    await field('短信验证码').fill(await b.sms('13800000002'));
    await page.getByLabel('新密码', { exact: true }).fill('Reset@2026');
    await page.getByLabel('确认新密码', { exact: true }).fill('Reset@2026');
    await button('确定').click();
    await page.getByText('设置新密码成功').first().waitFor();
    await waitForPath('/phone/login');
    await passwordLogin('13800000002', 'Reset@2026');
    await waitForPath('/phone/productList');
  });

  it('sends a legacy website user from password login to SMS login, then asks for a new password', async () => {
    await passwordLogin('13800000003', 'Demo@1234');
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '快捷登录' }).click();
    // The SMS tab, with the phone carried over.
    expect(await field('手机号').inputValue()).toBe('13800000003');
    await button('获取验证码').click();
    await field('短信验证码').fill(await b.sms('13800000003'));
    await button('登录').click();
    await page.getByText('您是老官网用户，请修改个人密码').waitFor();
    await page.getByRole('button', { name: '修改密码' }).click();
    await waitForPath('/phone/agreement/register');
    expect(new URL(page.url()).searchParams.get('phoneNum')).toBe('13800000003');
  });

  it('logs out from the My page after confirming, clearing the session here and on the server', async () => {
    await passwordLogin('13800000001', 'Demo@1234');
    await waitForPath('/phone/productList');
    const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
    expect(await customerInfoCode(token!)).not.toBe('06060010');
    // Keys other screens set later (spec 1 §3): logout must clear them too.
    await page.evaluate(() => ['password', 'hasGreet', 'access'].forEach((key) => localStorage.setItem(key, '1')));
    await page.goto(`${b.baseUrl}/phone/mineManagerIndex`);
    await button('退出登录').click();
    const dialog = page.getByRole('dialog', { name: '确定退出登录吗？' });
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    await waitForPath('/phone/login');
    const left = await page.evaluate(() =>
      ['token_trustms', 'isCertified', 'password', 'hasGreet', 'access'].filter(
        (key) => localStorage.getItem(key) !== null,
      ),
    );
    expect(left).toEqual([]);
    expect((await b.context.cookies()).map((c) => c.name)).not.toContain('apptoken');
    expect(await customerInfoCode(token!)).toBe('06060010');
  });
});
