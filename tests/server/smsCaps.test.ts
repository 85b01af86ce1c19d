/**
 * Per-phone SMS caps (hourly and daily, on top of the 60 s resend) and the picture code that gates every
 * registration and password reset (issue 3/8), driven by the dev clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract';
import { EQUIPMENT, PHONES, sha256Hex, startServer } from './harness';
import type { Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const HOUR = 3600_000;
const HOURLY_MSG = '获取验证码过于频繁，请稍后再试';
const DAILY_MSG = '今日获取验证码次数已达上限，请明天再试';
const NEW_HASH = sha256Hex('Brand#New2025');

const sendLogin = (phone: string = PHONES.verified) => h.call('getQuickySmsCode', { phoneNum: phone });
const sendForget = async (phone: string) =>
  h.call('getForgetPwdSmsCode', { phoneNum: phone, imgaeCode: await h.freshCaptcha(phone, 2), equipmentNo: EQUIPMENT });
const sendRegister = async (phone: string) =>
  h.call('getSmsCode', { phoneNum: phone, imgaeCode: await h.freshCaptcha(phone, 0), equipmentNo: EQUIPMENT });

describe('SMS caps per phone', () => {
  it('stop at 5 sends per hour, counting every purpose, and allow sending again when the hour is over', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await sendLogin()).result.statusCode).toBe(Code.ok);
      await h.advanceClock(61_000);
    }
    // The fifth is another purpose: the cap is per phone, not per button.
    expect((await sendForget(PHONES.verified)).result.statusCode).toBe(Code.ok);
    await h.advanceClock(61_000);
    expect((await sendLogin()).result).toEqual({ data: null, statusCode: Code.rateLimited, msg: HOURLY_MSG });
    expect((await sendForget(PHONES.verified)).result).toMatchObject({ statusCode: Code.rateLimited, msg: HOURLY_MSG });
    // Another phone has its own count.
    expect((await sendLogin(PHONES.unverified)).result.statusCode).toBe(Code.ok);
    expect((await h.devSms(PHONES.verified)).filter((m) => m.code)).toHaveLength(5);

    await h.advanceClock(HOUR - 5 * 61_000);
    expect((await sendLogin()).result.statusCode).toBe(Code.ok);
  });

  it('apply to phones without an account too, so the answer does not reveal who has one', async () => {
    const stranger = '13955550000';
    for (let i = 0; i < 5; i++) {
      expect((await sendLogin(stranger)).result.statusCode).toBe(Code.ok);
      await h.advanceClock(61_000);
    }
    expect((await sendLogin(stranger)).result).toMatchObject({ statusCode: Code.rateLimited, msg: HOURLY_MSG });
  });

  it('refusals of the hourly cap cost nothing of the daily 10, which still holds across hours', async () => {
    for (let hour = 0; hour < 2; hour++) {
      for (let i = 0; i < 5; i++) {
        expect((await sendLogin()).result.statusCode, `hour ${hour} send ${i}`).toBe(Code.ok);
        await h.advanceClock(61_000);
      }
      for (let i = 0; i < 3; i++) expect((await sendLogin()).result.msg).toBe(HOURLY_MSG);
      await h.advanceClock(HOUR);
    }
    expect((await sendLogin()).result).toEqual({ data: null, statusCode: Code.rateLimited, msg: DAILY_MSG });
    await h.advanceClock(24 * HOUR);
    expect((await sendLogin()).result.statusCode).toBe(Code.ok);
  });

  it('send one code when the same phone asks several times at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendLogin()));
    expect(answers.map((env) => env.result.statusCode).sort()).toEqual(
      [Code.ok, ...Array<string>(7).fill(Code.smsTooFrequent)].sort(),
    );
    expect(await h.devSms(PHONES.verified)).toHaveLength(1);
  });

  it('do not replace the 60 s resend rule', async () => {
    expect((await sendLogin()).result.statusCode).toBe(Code.ok);
    expect((await sendLogin()).result.statusCode).toBe(Code.smsTooFrequent);
  });
});

describe('the picture code on every registration and reset', () => {
  let nextPhone = 13600000000;
  const freshPhone = () => String(++nextPhone);

  it('is spent by the register send: the next send, even after 60 s, needs a new picture', async () => {
    const phone = freshPhone();
    const text = await h.freshCaptcha(phone, 0);
    const send = () => h.call('getSmsCode', { phoneNum: phone, imgaeCode: text, equipmentNo: EQUIPMENT });
    expect((await send()).result.statusCode).toBe(Code.ok);
    await h.advanceClock(61_000);
    expect((await send()).result).toMatchObject({ statusCode: Code.captchaWrong, msg: '图片验证码错误' });
    expect((await sendRegister(phone)).result.statusCode).toBe(Code.ok);
  });

  it('gates the reset send: missing, wrong, of another type, or reused', async () => {
    const phone = PHONES.verified;
    const send = (imgaeCode: string) =>
      h.call('getForgetPwdSmsCode', { phoneNum: phone, imgaeCode, equipmentNo: EQUIPMENT });
    expect((await send('')).result).toMatchObject({ statusCode: Code.invalidInput, msg: '请输入图形验证码' });
    await h.freshCaptcha(phone, 2);
    expect((await send('!!!!')).result).toMatchObject({ statusCode: Code.captchaWrong, msg: '图片验证码错误' });
    expect((await send(await h.freshCaptcha(phone, 0))).result.statusCode).toBe(Code.captchaWrong);
    const text = await h.freshCaptcha(phone, 2);
    expect((await send(text)).result.statusCode).toBe(Code.ok);
    await h.advanceClock(61_000);
    expect((await send(text)).result.statusCode).toBe(Code.captchaWrong);
    expect(await h.devSms(phone)).toHaveLength(1);
  });

  it('cannot be bypassed with a code sent without one: userRegister and forgetPwd take only their own purpose', async () => {
    // getQuickySmsCode needs no picture while the login flag is down; its code must not open the other doors.
    expect((await sendLogin()).result.statusCode).toBe(Code.ok);
    const loginCode = await h.smsCode(PHONES.verified, 'login');
    const forget = await h.call('forgetPwd', {
      phoneNum: PHONES.verified,
      password: NEW_HASH,
      rePassword: NEW_HASH,
      validateCode: loginCode,
      equipmentNo: EQUIPMENT,
    });
    expect(forget.result).toMatchObject({ statusCode: Code.smsCodeWrong, msg: '短信验证码错误或已失效' });

    await h.advanceClock(61_000);
    expect((await sendLogin(PHONES.legacyPc)).result.statusCode).toBe(Code.ok);
    const register = await h.call('userRegister', {
      phoneNum: PHONES.legacyPc,
      password: NEW_HASH,
      rePassword: NEW_HASH,
      smsCode: await h.smsCode(PHONES.legacyPc, 'login'),
      registerSource: '4',
      equipmentNo: EQUIPMENT,
    });
    expect(register.result).toMatchObject({ statusCode: Code.smsCodeWrong, msg: '短信验证码错误或已失效' });
  });
});
