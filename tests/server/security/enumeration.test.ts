/**
 * Finding 3 of the outside probe: who has an account must not be learnt by asking. getUserRegister is limited per
 * client address, and userRegister checks the SMS code before it says a phone is registered.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../src/contract';
import { LOOKUP_HOURLY_LIMIT, LOOKUP_LIMITED_MSG } from '../../../server/services/originLimits';
import type { Harness } from '../harness';
import { EQUIPMENT, PHONES, sha256Hex, startServer } from '../harness';
import { callFrom, phoneSeries } from './origin';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const HOUR = 3600_000;
const NEW_HASH = sha256Hex('Brand#New2025');
const freshPhone = phoneSeries(13911000000);

describe('getUserRegister', () => {
  it(`answers ${LOOKUP_HOURLY_LIMIT} lookups per client address per hour, then refuses with 04040008`, async () => {
    const lookup = (ip: string, phoneNum: string) => callFrom(h, ip, 'getUserRegister', { phoneNum });
    for (let i = 0; i < LOOKUP_HOURLY_LIMIT; i++) {
      expect((await lookup('203.0.113.7', freshPhone())).result.statusCode, `lookup ${i}`).toBe(Code.ok);
    }
    const refused = { data: null, statusCode: Code.rateLimited, msg: LOOKUP_LIMITED_MSG };
    // Refused whatever the phone: a registered one is not told apart either.
    expect((await lookup('203.0.113.7', freshPhone())).result).toEqual(refused);
    expect((await lookup('203.0.113.7', PHONES.verified)).result).toEqual(refused);
    // Another address has its own count.
    expect((await lookup('198.51.100.20', PHONES.verified)).result.data).toEqual({ isRegister: 1 });
    await h.advanceClock(HOUR);
    expect((await lookup('203.0.113.7', PHONES.verified)).result.data).toEqual({ isRegister: 1 });
  });

  it('shares its count with getSmsCode, whose refusal of a registered phone is a lookup too', async () => {
    for (let i = 0; i < LOOKUP_HOURLY_LIMIT; i++) {
      await callFrom(h, '203.0.113.9', 'getUserRegister', { phoneNum: freshPhone() });
    }
    const imgaeCode = await h.freshCaptcha(PHONES.verified, 0);
    const sent = await callFrom(h, '203.0.113.9', 'getSmsCode', {
      phoneNum: PHONES.verified,
      imgaeCode,
      equipmentNo: EQUIPMENT,
    });
    expect(sent.result).toEqual({ data: null, statusCode: Code.rateLimited, msg: LOOKUP_LIMITED_MSG });
  });

  it('counts lookups sent at the same moment one by one', async () => {
    const answers = await Promise.all(
      Array.from({ length: LOOKUP_HOURLY_LIMIT + 10 }, () =>
        callFrom(h, '203.0.113.8', 'getUserRegister', { phoneNum: freshPhone() }),
      ),
    );
    const codes = answers.map((env) => env.result.statusCode);
    expect(codes.filter((c) => c === Code.ok)).toHaveLength(LOOKUP_HOURLY_LIMIT);
    expect(codes.filter((c) => c === Code.rateLimited)).toHaveLength(10);
  });
});

describe('userRegister with a made-up SMS code', () => {
  const register = (phoneNum: string, smsCode: string) =>
    h.call('userRegister', {
      phoneNum,
      password: NEW_HASH,
      rePassword: NEW_HASH,
      smsCode,
      registerSource: '4',
      equipmentNo: EQUIPMENT,
    });

  it('answers the same for a registered, a legacy PC and an unregistered phone: 04040002', async () => {
    const answers = [];
    for (const phone of [PHONES.verified, PHONES.legacyPc, freshPhone()]) {
      answers.push((await register(phone, '123456')).result);
    }
    const wrongCode = { data: null, statusCode: Code.smsCodeWrong, msg: '短信验证码错误或已失效' };
    expect(answers).toEqual([wrongCode, wrongCode, wrongCode]);
  });

  it('still refuses an already registered phone once its own code is right (04040004)', async () => {
    // The phone got its code while free, and was registered before the form was sent.
    const phone = freshPhone();
    const imgaeCode = await h.freshCaptcha(phone, 0);
    expect((await h.call('getSmsCode', { phoneNum: phone, imgaeCode, equipmentNo: EQUIPMENT })).result.statusCode).toBe(
      Code.ok,
    );
    const code = await h.smsCode(phone, 'register');
    await h.db.query('INSERT INTO users (phone, created_at, updated_at) VALUES ($1, now(), now())', [phone]);
    expect((await register(phone, code)).result).toEqual({
      data: null,
      statusCode: Code.alreadyRegistered,
      msg: '该手机号已经注册',
    });
  });
});
