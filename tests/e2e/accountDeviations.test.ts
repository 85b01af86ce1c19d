/**
 * Journeys for the account area's deviations from spec 1 that a rule-by-rule review found, each as a user meets
 * it in Chromium against the real server (codes read from the dev outbox and captcha endpoints, the server's clock
 * moved where a wait is in the way). Each would fail on the behaviour it replaced.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appStarted, openBrowser, type Browser } from './browser';

const PASSWORD = 'Demo@1234';
const SMS_SENT = '验证码已发送至您的手机, 请注意查收';

describe('account deviations, fixed', () => {
  let b: Browser;
  let page: Page;
  const notFound: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() === 404) notFound.push(response.url());
  };
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const text = (value: string) => page.getByText(value, { exact: true }).first();
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const at = () => new URL(page.url()).pathname + new URL(page.url()).search;

  /** Moves the server's clock and the page's past the 60 s SMS resend wait. */
  async function afterResendWait() {
    await b.dev('/clock', { body: { advanceMs: 61_000 } });
    await page.clock.runFor(61_000);
  }
  /** Opens a page and waits until the app has taken over its prerendered HTML (typing before that may be lost). */
  async function open(path: string) {
    await page.goto(`${b.baseUrl}${path}`);
    await appStarted(page);
  }

  beforeAll(async () => {
    b = await openBrowser();
  });
  afterAll(() => b.close({ reseed: true }));
  beforeEach(async () => {
    page = await b.freshPage({ clock: true });
    notFound.length = 0;
    page.on('response', onResponse);
  });
  afterEach(async () => {
    page.off('response', onResponse);
    await page.close();
  });

  it('1. after three wrong SMS codes, asking for a code shows the picture code with the reason, and sends with it', async () => {
    await open('/phone/login?loginType=2');
    await field('手机号').fill('13800000001');
    await button('获取验证码').click();
    await text(SMS_SENT).waitFor();
    for (let i = 0; i < 3; i++) {
      await field('短信验证码').fill('000000');
      await button('登录').click();
      await text('短信验证码错误或已失效').waitFor();
    }
    await afterResendWait();
    await button('获取验证码').click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('请输入图片验证码');
    await field('图片验证码').fill(await b.captcha('13800000001', 1));
    await button('获取验证码').click();
    await button('重新获取60s').waitFor();
  });

  it('2. registration: a wrong picture code on the SMS request loads a new picture, and its text then works', async () => {
    await open('/phone/promotionIndex');
    await field('手机号').fill('13912340001');
    await field('登录密码').fill('Reg@2024x');
    await field('确认密码').fill('Reg@2024x');
    await button('获取图形验证码').click();
    const picture = button('获取图形验证码').locator('img');
    await picture.waitFor();
    const first = await picture.getAttribute('src');
    await field('图形验证码').fill('zzzz');
    await expect.poll(() => field('图形验证码').inputValue()).toBe('zzzz');
    await button('获取验证码').click();
    await text('图片验证码错误').waitFor();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
    await expect.poll(() => field('图形验证码').inputValue()).toBe('');
    await field('图形验证码').fill(await b.captcha('13912340001', 0));
    await button('获取验证码').click();
    await text(SMS_SENT).waitFor();
  });

  it('3. SMS login and forgot password say the code was sent', async () => {
    await open('/phone/login?loginType=2');
    await field('手机号').fill('13800000001');
    await button('获取验证码').click();
    await text(SMS_SENT).waitFor();

    await open('/phone/forgetPassword');
    await field('手机号').fill('13800000002');
    await button('获取图形验证码').click();
    await button('获取图形验证码').locator('img').waitFor();
    await field('图形验证码').fill(await b.captcha('13800000002', 2));
    await button('获取验证码').click();
    await text(SMS_SENT).waitFor();
  });

  it('4. a registered phone goes to the status page only in the app; in a browser the login tab opens with it', async () => {
    await open('/phone/login');
    await page.getByRole('tab', { name: '注册' }).click();
    await field('手机号').fill('13800000001');
    await button('获取图形验证码').click();
    await text('该手机号已经注册').waitFor();
    await page.clock.runFor(1000);
    await expect.poll(() => field('账号').inputValue()).toBe('13800000001');
    expect(new URL(page.url()).pathname).toBe('/phone/login');

    await open('/phone/login?terminalType=1');
    await page.getByRole('tab', { name: '注册' }).click();
    await field('手机号').fill('13800000001');
    await button('获取图形验证码').click();
    await text('该手机号已经注册').waitFor();
    await page.clock.runFor(1000);
    await expect.poll(at).toBe('/phone/status?status=2&phoneNum=13800000001');
  });

  it("5. a wrong picture code on login shows the server's message and a new picture", async () => {
    await open('/phone/login');
    for (let i = 0; i < 3; i++) {
      await field('账号').fill('13800000001');
      await field('密码').fill('Wrong@1234');
      await button('登录').click();
      await text('账号或密码错误').waitFor();
    }
    await field('密码').fill(PASSWORD);
    await button('登录').click();
    await field('图片验证码').waitFor();
    const picture = button('图形验证码，点击刷新').locator('img');
    await picture.waitFor();
    const first = await picture.getAttribute('src');
    await field('图片验证码').fill('zzzz');
    await button('登录').click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('图片验证码错误');
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
  });

  it('6. forgot password: the SMS button needs a valid phone only, and a tap without the picture code says so', async () => {
    await open('/phone/forgetPassword');
    await expect.poll(() => button('获取验证码').isDisabled()).toBe(true);
    await field('手机号').fill('13800000002');
    await expect.poll(() => button('获取验证码').isDisabled()).toBe(false);
    await button('获取验证码').click();
    await text('请输入图形验证码').waitFor();
  });

  /** The legacy website user, refused by password login, logs in by SMS with the phone carried over. */
  async function legacyUserSmsLogin() {
    await open('/phone/login');
    await field('账号').fill('13800000003');
    await field('密码').fill(PASSWORD);
    await button('登录').click();
    await button('快捷登录').click();
    await expect.poll(() => field('手机号').inputValue()).toBe('13800000003');
    await button('获取验证码').click();
    await field('短信验证码').fill(await b.sms('13800000003'));
    await button('登录').click();
    await text('您是老官网用户，请修改个人密码').waitFor();
  }

  it('7. the legacy user can put the password change off: logged in, 登录成功, then the product list', async () => {
    await legacyUserSmsLogin();
    await button('暂不修改').click();
    await text('登录成功').waitFor();
    await page.clock.runFor(500);
    await expect.poll(at).toBe('/phone/productList');
    expect(await stored('token_trustms')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('8. the agreement and the privacy policy open in their modal without the app bar', async () => {
    await open('/phone/login');
    await page.getByRole('tab', { name: '注册' }).click();
    await button('《电子渠道服务协议》').click();
    const agreement = page.frameLocator('iframe');
    await agreement.getByRole('heading', { name: '鼎元信托电子渠道服务协议' }).waitFor();
    expect(await agreement.getByRole('banner').count()).toBe(0);
    expect(await agreement.getByRole('navigation').count()).toBe(0);
    await button('我知道了').click();
    await button('《隐私政策》').click();
    await page.frameLocator('iframe').getByText('隐私政策').first().waitFor();
    expect(await page.frameLocator('iframe').getByRole('banner').count()).toBe(0);
  });

  it('9. forgot password sends a legacy website user to SMS login with the login screen’s own 快捷登录', async () => {
    await open('/phone/forgetPassword');
    await field('手机号').fill('13800000003');
    await button('获取图形验证码').click();
    await button('获取图形验证码').locator('img').waitFor();
    await field('图形验证码').fill(await b.captcha('13800000003', 2));
    await button('获取验证码').click();
    await text(SMS_SENT).waitFor();
    await field('短信验证码').fill(await b.sms('13800000003'));
    await field('新密码').fill('Safe#2025');
    await field('确认新密码').fill('Safe#2025');
    await button('确定').click();
    await page.getByRole('dialog', { name: '温馨提示' }).waitFor();
    expect(await button('短信验证码登录').count()).toBe(0);
    await button('快捷登录').click();
    await expect.poll(at).toBe('/phone/login?loginType=2&phoneNum=13800000003');
    await expect.poll(() => field('手机号').inputValue()).toBe('13800000003');
  });

  it('10. setting a password clears the stored login that the server ended', async () => {
    await legacyUserSmsLogin();
    const token = await stored('token_trustms');
    await button('修改密码').click();
    // The agreement page is loaded on demand: its 120 s wait starts once it is shown, not at the tap.
    await button('我已阅读并同意协议变更（120s）').waitFor();
    await page.clock.runFor(120_000);
    await button('我已阅读并同意协议变更').click();
    await field('新密码').fill('Safe#2025');
    await field('确认密码').fill('Safe#2025');
    await button('确定').click();
    await text('设置密码成功').waitFor();
    expect(await stored('token_trustms')).toBeNull();
    expect((await b.context.cookies()).map((c) => c.name)).not.toContain('apptoken');
    await page.clock.runFor(500);
    await expect.poll(at).toBe('/phone/login?phoneNum=13800000003');
    const res = await fetch(`${b.baseUrl}/services/trustAppApi/queryCustomerInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', xtoken: token! },
      body: JSON.stringify({ requestData: {} }),
    });
    expect(((await res.json()) as { code: string }).code).toBe('06060010');
  });

  it('11. change password says "first login" only after a first login', async () => {
    await open('/phone/login');
    await field('账号').fill('13800000001');
    await field('密码').fill(PASSWORD);
    await button('登录').click();
    await text('登录成功').waitFor();
    await page.clock.runFor(1000);
    await expect.poll(at).toBe('/phone/productList');
    await open('/phone/changePassword');
    await field('原密码').waitFor();
    expect(await text('为了您的账户安全，首次登录需修改登录密码').count()).toBe(0);

    await open('/phone/login');
    await field('账号').fill('13800000004');
    await field('密码').fill(PASSWORD);
    await button('登录').click();
    await expect.poll(at).toBe('/phone/changePassword?firstLogin=1');
    await page.getByRole('heading', { name: '为了您的账户安全，首次登录需修改登录密码' }).waitFor();
  });

  it("12. the login stores the user's own phone for the native shell", async () => {
    await open('/phone/login');
    await field('账号').fill('13800000001');
    await field('密码').fill(PASSWORD);
    await button('登录').click();
    await text('登录成功').waitFor();
    expect(await stored('telephone')).toBe('13800000001');
    const cookie = (await b.context.cookies()).find((c) => c.name === 'telephone');
    expect(cookie?.value).toBe('13800000001');
  });

  it('13. at 375 px: one field style on both tabs, no placeholder cut off, the registered phone carried to login, no 404', async () => {
    await open('/phone/login');
    /** Each input's placeholder fits the width the input has, and what each row is made of. */
    const inputs = () =>
      page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        return [...document.querySelectorAll('main input:not([type=checkbox])')].map((el) => {
          const input = el as HTMLInputElement;
          const style = getComputedStyle(input);
          ctx.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            placeholder: input.placeholder,
            fits: ctx.measureText(input.placeholder).width <= room,
            row: input.parentElement!.className,
          };
        });
      });
    const loginInputs = await inputs();
    await page.getByRole('tab', { name: '注册' }).click();
    await field('登录密码').waitFor();
    const registerInputs = await inputs();
    for (const input of [...loginInputs, ...registerInputs])
      expect(input, input.placeholder).toMatchObject({ fits: true });
    expect(new Set([...loginInputs, ...registerInputs].map((i) => i.row)).size).toBe(1);

    await field('手机号').fill('13912340002');
    await field('登录密码').fill('Reg@2024x');
    await field('确认密码').fill('Reg@2024x');
    await button('获取图形验证码').click();
    await button('获取图形验证码').locator('img').waitFor();
    await field('图形验证码').fill(await b.captcha('13912340002', 0));
    await button('获取验证码').click();
    await field('短信验证码').fill(await b.sms('13912340002'));
    await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await button('注册').click();
    await text('恭喜您, 注册成功').waitFor();
    await page.clock.runFor(1000);
    await expect.poll(() => field('账号').inputValue()).toBe('13912340002');
    expect(notFound).toEqual([]);
  });
});
