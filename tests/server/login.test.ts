import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer } from './harness';
import type { Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const WRONG = sha256Hex('Wrong@9999');
const ID_NUMBER = '11010519810315201X';

describe('password login', () => {
  it('logs in by phone and answers the login data with a fresh token and the user’s own full phone', async () => {
    const env = await h.passwordLogin(PHONES.verified);
    expect(env.result).toMatchObject({ statusCode: Code.ok, msg: '登录成功' });
    expect(env.result.data).toEqual({
      type: 1,
      certificateType: '0',
      pwdChangeType: 1,
      xtoken: expect.stringMatching(/^[0-9a-f]{64}$/),
      isCertified: 2,
      telephone: PHONES.verified,
      realName: '张明远',
    });
    // Other calls show the phone masked, as the spec's customer info does.
    const info = await h.call('queryCustomerInfo', {}, env.result.data.xtoken);
    expect(info.result.data.telephone).toBe('138****0001');
    const again = await h.passwordLogin(PHONES.verified);
    expect(again.result.data.xtoken).not.toBe(env.result.data.xtoken);
  });

  it('logs in by ID number, whatever the case of its final letter, answering the phone of the account', async () => {
    for (const userName of [ID_NUMBER, ID_NUMBER.toLowerCase()]) {
      expect((await h.passwordLogin(userName)).result).toMatchObject({
        statusCode: Code.ok,
        data: { telephone: PHONES.verified },
      });
    }
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const wrong = await h.passwordLogin(PHONES.verified, WRONG);
    const unknown = await h.passwordLogin('13999999999', WRONG);
    expect(wrong.result).toEqual({ data: null, statusCode: Code.loginFailed, msg: '账号或密码错误' });
    expect(unknown.result).toEqual(wrong.result);
  });

  it('validates the fields with the spec messages', async () => {
    const login = (req: object) =>
      h.call('userPasswordLogin', { imgaeCode: '', equipmentNo: EQUIPMENT, loginPlatform: '2', ...req });
    expect((await login({ userName: '', password: DEMO_HASH })).result).toMatchObject({
      statusCode: Code.invalidInput,
      msg: '请输入手机号或证件号',
    });
    expect((await login({ userName: PHONES.verified, password: '' })).result.msg).toBe('请输入密码');
    // A clear-text password is refused: only the SHA-256 hex may travel.
    expect((await login({ userName: PHONES.verified, password: 'Demo@1234' })).result.msg).toBe('您输入的密码格式有误');
  });

  it('requires an image captcha after 3 failures: 00000015 without one, 04040517 when wrong', async () => {
    for (let i = 0; i < 3; i++)
      expect((await h.passwordLogin(PHONES.verified, WRONG)).result.statusCode).toBe(Code.loginFailed);
    const missing = await h.passwordLogin(PHONES.verified);
    expect(missing.result).toMatchObject({ statusCode: Code.captchaRequired, msg: '请输入图片验证码' });

    const text = await h.freshCaptcha(PHONES.verified, 1);
    const wrong = await h.passwordLogin(PHONES.verified, DEMO_HASH, text === 'abcd' ? 'abce' : 'abcd');
    expect(wrong.result).toMatchObject({ statusCode: Code.captchaWrong, msg: '图片验证码错误' });
    // A wrong answer spends the picture: the right text no longer works either.
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH, text)).result.statusCode).toBe(Code.captchaWrong);

    const next = await h.freshCaptcha(PHONES.verified, 1);
    const ok = await h.passwordLogin(PHONES.verified, DEMO_HASH, next.toUpperCase());
    expect(ok.result.statusCode).toBe(Code.ok);
    // Success clears the flag.
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
  });

  it('does not require a captcha before the 3rd failure, and forgets failures after 30 minutes', async () => {
    for (let i = 0; i < 2; i++) await h.passwordLogin(PHONES.verified, WRONG);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
    for (let i = 0; i < 3; i++) await h.passwordLogin(PHONES.verified, WRONG);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.captchaRequired);
    await h.advanceClock(31 * 60_000);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.ok);
  });

  it('counts failures by phone and ID number together, since both name one account', async () => {
    for (let i = 0; i < 3; i++) await h.passwordLogin(ID_NUMBER, WRONG);
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.captchaRequired);
  });

  it('expires a captcha after 5 minutes', async () => {
    for (let i = 0; i < 3; i++) await h.passwordLogin(PHONES.verified, WRONG);
    const text = await h.freshCaptcha(PHONES.verified, 1);
    await h.advanceClock(5 * 60_000 + 1000);
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH, text)).result.statusCode).toBe(Code.captchaWrong);
  });

  it('locks the account for 15 minutes at the 10th failure, even for the right password', async () => {
    const failWithCaptcha = async () => {
      const text = await h.freshCaptcha(PHONES.verified, 1);
      return h.passwordLogin(PHONES.verified, WRONG, text);
    };
    for (let i = 0; i < 3; i++) await h.passwordLogin(PHONES.verified, WRONG);
    for (let i = 3; i < 9; i++) expect((await failWithCaptcha()).result.statusCode).toBe(Code.loginFailed);
    const tenth = await failWithCaptcha();
    expect(tenth.result).toMatchObject({ statusCode: Code.accountLocked, msg: '登录失败次数过多，请15分钟后再试' });

    const text = await h.freshCaptcha(PHONES.verified, 1);
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH, text)).result.statusCode).toBe(Code.accountLocked);
    await h.advanceClock(14 * 60_000);
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH, text)).result).toMatchObject({
      statusCode: Code.accountLocked,
      msg: '登录失败次数过多，请1分钟后再试',
    });
    await h.advanceClock(2 * 60_000);
    // After the lock the captcha is still required.
    expect((await h.passwordLogin(PHONES.verified)).result.statusCode).toBe(Code.captchaRequired);
    const after = await h.freshCaptcha(PHONES.verified, 1);
    expect((await h.passwordLogin(PHONES.verified, DEMO_HASH, after)).result.statusCode).toBe(Code.ok);
  });

  it('locks unknown user names the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 3; i++) await h.passwordLogin('13911112222', WRONG);
    expect((await h.passwordLogin('13911112222', WRONG)).result.statusCode).toBe(Code.captchaRequired);
  });

  it('sends legacy website users to SMS login with 04040540', async () => {
    const env = await h.passwordLogin(PHONES.legacyWebsite);
    expect(env.result).toEqual({
      data: null,
      statusCode: Code.passwordLoginForbidden,
      msg: '您是老官网用户，由于系统升级，请使用短信验证码登录',
    });
  });

  it('gives a first login that must change the password a session that can only change it', async () => {
    const env = await h.passwordLogin(PHONES.mustChangePassword);
    expect(env.result.data).toMatchObject({ type: 1, certificateType: '1', pwdChangeType: 0 });
    const token = env.result.data.xtoken as string;
    expect(await h.call('queryCustomerInfo', {}, token)).toMatchObject({
      code: Code.sessionExpired,
      result: { msg: '请先修改登录密码' },
    });
    expect((await h.call('findCustManager', {}, token)).code).toBe(Code.sessionExpired);

    const newHash = sha256Hex('Fresh#2024');
    const changed = await h.call(
      'updateLoginPwd',
      { oldPassword: DEMO_HASH, newPassword: newHash, rePassword: newHash },
      token,
    );
    expect(changed.result.statusCode).toBe(Code.ok);
    // The change ends that session; the next login is a normal one.
    expect((await h.call('loginOut', {}, token)).code).toBe(Code.sessionExpired);
    const next = await h.passwordLogin(PHONES.mustChangePassword, newHash);
    expect(next.result.data.pwdChangeType).toBe(1);
    expect((await h.call('queryCustomerInfo', {}, next.result.data.xtoken)).code).toBe(Code.ok);
  });

  it('lets the password-change session log out', async () => {
    const token = (await h.passwordLogin(PHONES.mustChangePassword)).result.data.xtoken as string;
    expect((await h.call('loginOut', {}, token)).result.statusCode).toBe(Code.ok);
    expect((await h.call('updateLoginPwd', {}, token)).code).toBe(Code.sessionExpired);
  });
});

describe('SMS login', () => {
  const smsLogin = (userName: string, smsCode: string, imgaeCode = '') =>
    h.call('smsPasswordLogin', { userName, smsCode, imgaeCode, loginPlatform: '2', equipmentNo: EQUIPMENT });

  it('logs in with the code sent by getQuickySmsCode, once', async () => {
    const sent = await h.call('getQuickySmsCode', { phoneNum: PHONES.unverified });
    expect(sent.result).toEqual({ data: null, statusCode: Code.ok, msg: '验证码已发送至您的手机, 请注意查收' });
    const code = await h.smsCode(PHONES.unverified, 'login');
    const env = await smsLogin(PHONES.unverified, code);
    expect(env.result).toMatchObject({ statusCode: Code.ok, data: { isCertified: 0, telephone: PHONES.unverified } });
    expect((await smsLogin(PHONES.unverified, code)).result).toMatchObject({
      statusCode: Code.smsCodeWrong,
      msg: '短信验证码错误或已失效',
    });
  });

  it('validates phone and code with the spec messages', async () => {
    expect((await smsLogin('', '123456')).result.msg).toBe('请输入手机号');
    expect((await smsLogin('2380000000', '123456')).result.msg).toBe('您输入的手机号格式有误');
    expect((await smsLogin(PHONES.verified, '')).result.msg).toBe('请输入短信验证码');
  });

  it('answers an unknown phone like a known one: same send message, nothing sent, same failure', async () => {
    const unknown = '13912345678';
    const sent = await h.call('getQuickySmsCode', { phoneNum: unknown });
    expect(sent.result).toEqual((await h.call('getQuickySmsCode', { phoneNum: PHONES.verified })).result);
    expect((await h.devSms(unknown))[0]?.code).toBeNull();
    const env = await smsLogin(unknown, '000000');
    expect(env.result).toEqual((await smsLogin(PHONES.verified, '000000')).result);
    // The 60 s rule applies alike.
    expect((await h.call('getQuickySmsCode', { phoneNum: unknown })).result.statusCode).toBe(Code.smsTooFrequent);
  });

  it('lets a legacy website user in by SMS', async () => {
    await h.call('getQuickySmsCode', { phoneNum: PHONES.legacyWebsite });
    const env = await smsLogin(PHONES.legacyWebsite, await h.smsCode(PHONES.legacyWebsite));
    expect(env.result.statusCode).toBe(Code.ok);
  });

  it('tells a legacy PC user, after the code proves the phone, to register again (04040541)', async () => {
    expect((await h.passwordLogin(PHONES.legacyPc)).result.statusCode).toBe(Code.passwordLoginForbidden);
    expect((await h.call('getUserRegister', { phoneNum: PHONES.legacyPc })).result.data).toEqual({ isRegister: 0 });
    await h.call('getQuickySmsCode', { phoneNum: PHONES.legacyPc });
    const env = await smsLogin(PHONES.legacyPc, await h.smsCode(PHONES.legacyPc));
    expect(env.result).toEqual({
      data: null,
      statusCode: Code.smsLoginTip,
      msg: '您是老PC端用户，由于系统升级，需要在APP重新注册',
    });
  });

  it('requires a captcha after 3 wrong codes, for sending and for logging in, with one picture for both', async () => {
    await h.call('getQuickySmsCode', { phoneNum: PHONES.verified });
    for (let i = 0; i < 3; i++)
      expect((await smsLogin(PHONES.verified, '000000')).result.statusCode).toBe(Code.smsCodeWrong);
    expect((await smsLogin(PHONES.verified, '000000')).result.statusCode).toBe(Code.captchaRequired);
    await h.advanceClock(61_000);
    expect((await h.call('getQuickySmsCode', { phoneNum: PHONES.verified })).result).toMatchObject({
      statusCode: Code.captchaRequired,
      msg: '请输入图片验证码',
    });
    expect(
      (await h.call('getQuickySmsCode', { phoneNum: PHONES.verified, imgaeCode: 'zzzz', equipmentNo: EQUIPMENT }))
        .result.statusCode,
    ).toBe(Code.captchaWrong);
    const text = await h.freshCaptcha(PHONES.verified, 1);
    expect(
      (await h.call('getQuickySmsCode', { phoneNum: PHONES.verified, imgaeCode: text, equipmentNo: EQUIPMENT })).result
        .statusCode,
    ).toBe(Code.ok);
    const code = await h.smsCode(PHONES.verified, 'login');
    expect((await smsLogin(PHONES.verified, code, 'zzzz')).result.statusCode).toBe(Code.captchaWrong);
    const again = await h.freshCaptcha(PHONES.verified, 1);
    expect((await smsLogin(PHONES.verified, code, again)).result.statusCode).toBe(Code.ok);
  });
});

describe('logout', () => {
  it('ends the session it is called with, and only that one', async () => {
    const a = (await h.login(PHONES.verified)).xtoken;
    const b = (await h.login(PHONES.verified)).xtoken;
    expect((await h.call('loginOut', {}, a)).result).toMatchObject({ statusCode: Code.ok, msg: '退出成功' });
    expect((await h.call('queryCustomerInfo', {}, a)).code).toBe(Code.sessionExpired);
    expect((await h.call('queryCustomerInfo', {}, b)).code).toBe(Code.ok);
    expect((await h.call('loginOut', {}, undefined)).code).toBe(Code.sessionExpired);
  });
});
