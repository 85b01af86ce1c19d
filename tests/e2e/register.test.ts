/**
 * Registration journeys in Chromium against the real server, beyond the generated paths of the promotion page: the
 * adviser-QR page end to end (picture and SMS codes read from the dev endpoints), and a shared link with an
 * already registered phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeCalls, openBrowser, recordingShell, type Browser } from './browser';

const PASSWORD = 'Reg@2024x';

describe('registration in the browser', () => {
  let b: Browser;
  const page = () => b.page;
  const textbox = (name: string) => page().getByRole('textbox', { name, exact: true });
  const button = (name: string) => page().getByRole('button', { name, exact: true });

  beforeAll(async () => {
    b = await openBrowser();
    await b.dev('/reset', { body: {} });
  });
  afterAll(async () => {
    await b.close();
  });

  async function fillPhoneAndPasswords(phone: string) {
    await textbox('手机号').fill(phone);
    await textbox('登录密码').fill(PASSWORD);
    await textbox('确认密码').fill(PASSWORD);
  }

  it('adviser QR: shows the adviser, registers a new phone with real picture and SMS codes, then the result page', async () => {
    const phone = '13912340519';
    await page().goto(`${b.baseUrl}/phone/jz/register?manageCode=8002`);
    await page().getByText('周文博', { exact: true }).waitFor();
    await fillPhoneAndPasswords(phone);
    await button('获取图形验证码').click();
    await page().getByText('看不清？点击图片刷新').waitFor();
    await textbox('图形验证码').fill(await b.captcha(phone, 0));
    await button('获取验证码').click();
    await page().getByText('验证码已发送至您的手机, 请注意查收').waitFor();
    expect(
      await page()
        .getByRole('button', { name: /^重新获取\d+s$/ })
        .isDisabled(),
    ).toBe(true);
    await textbox('短信验证码').fill(await b.sms(phone));
    await page().getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await button('注册').click();
    await page().getByText('恭喜您, 注册成功', { exact: true }).first().waitFor();
    await page().waitForURL(`**/phone/jz/registerResult?phoneNum=${phone}`);
    await page().getByRole('heading', { name: '恭喜您, 注册成功' }).waitFor();
  });

  it('registers inside the app, on the login screen the app opens, and is returned to the app without being asked to download it', async () => {
    const phone = '13912340520';
    const inApp = await b.freshPage({ reseed: false });
    await recordingShell(inApp);
    const field = (name: string) => inApp.getByRole('textbox', { name, exact: true });
    await inApp.goto(`${b.baseUrl}/phone/login?terminalType=1`);
    await inApp.getByRole('tab', { name: '注册' }).click();
    await field('手机号').fill(phone);
    await field('登录密码').fill(PASSWORD);
    await field('确认密码').fill(PASSWORD);
    await inApp.getByRole('button', { name: '获取图形验证码' }).click();
    await field('图形验证码').fill(await b.captcha(phone, 0));
    await inApp.getByRole('button', { name: '获取验证码', exact: true }).click();
    await field('短信验证码').fill(await b.sms(phone));
    await inApp.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await inApp.getByRole('button', { name: '注册', exact: true }).click();
    await inApp.waitForURL((url) => url.pathname === '/phone/status');
    await inApp.getByRole('heading', { name: '恭喜您, 注册成功' }).waitFor();
    expect(await inApp.getByText('下载APP').count()).toBe(0);
    await inApp.getByRole('button', { name: '完成', exact: true }).click();
    await expect.poll(() => nativeCalls(inApp)).toEqual([['closeh5Back', undefined]]);
    await inApp.close();
  });

  it('shared link: shows the manager named by the link; an already registered phone is sent to log in with it', async () => {
    await page().goto(
      `${b.baseUrl}/phone/codeRegister?code=8003&name=${encodeURIComponent('孙晓梅')}&brokeraccount=8003&id=CB00000001`,
    );
    await page().getByText('孙晓梅', { exact: true }).waitFor();
    await fillPhoneAndPasswords('13800000002');
    await button('获取图形验证码').click();
    await page().getByText('该手机号已经注册', { exact: true }).waitFor();
    // The status page is the in-app flow's (spec 1 §4); on an H5 page the visitor logs in with the phone.
    await page().waitForURL('**/phone/login?phoneNum=13800000002');
    expect(await page().getByRole('textbox', { name: '账号' }).inputValue()).toBe('13800000002');
  });
});
