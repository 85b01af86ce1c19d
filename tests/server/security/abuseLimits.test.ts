/**
 * Finding 4 of the outside probe: limits per client address and per device number on every SMS send and on logins,
 * and a ceiling on SMS sends for the whole service, all counted in the database (rate_counters), so they hold
 * however the requests interleave and across instances.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Code, TOKEN_HEADER } from '../../../src/contract';
import { trustProxyFromEnv } from '../../../server/http/clientAddress';
import {
  LOGIN_ORIGIN_CAPTCHA_AFTER,
  LOGIN_ORIGIN_REFUSED_MSG,
  LOGIN_ORIGIN_REFUSE_AFTER,
} from '../../../server/services/originLimits';
import { addressKey } from '../../../server/services/rateLimit';
import { SMS_ORIGIN_HOURLY_LIMIT, smsGlobalHourlyLimit } from '../../../server/services/sms';
import type { AnyEnvelope, Harness } from '../harness';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer, withApp } from '../harness';
import { callFrom, phoneSeries } from './origin';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const HOUR = 3600_000;
const HOURLY_MSG = '获取验证码过于频繁，请稍后再试';
const WRONG = sha256Hex('Wrong@9999');
const freshPhone = phoneSeries(13922000000);
let nextName = 0;
/** A user name no account has: a spray over accounts never trips one account's own count. */
const strangerName = () => `1${String(39_330_000_00 + nextName++)}`;

const A = '203.0.113.10';
const B = '198.51.100.10';

const quickSms = (ip: string, phoneNum: string, extra: object = {}) =>
  callFrom(h, ip, 'getQuickySmsCode', { phoneNum, ...extra });

function tally(envs: AnyEnvelope[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const env of envs) counts[env.result.statusCode] = (counts[env.result.statusCode] ?? 0) + 1;
  return counts;
}

describe('SMS sends per client address', () => {
  it(`allow ${SMS_ORIGIN_HOURLY_LIMIT} an hour over every SMS call and any phones, then refuse each call`, async () => {
    const { xtoken } = await h.login(PHONES.verified);
    const risk = () => callFrom(h, A, 'queryRiskMsg', {}, { [TOKEN_HEADER]: xtoken });
    const register = async (phone: string) =>
      callFrom(h, A, 'getSmsCode', {
        phoneNum: phone,
        imgaeCode: await h.freshCaptcha(phone, 0),
        equipmentNo: EQUIPMENT,
      });
    const forget = async (phone: string) =>
      callFrom(h, A, 'getForgetPwdSmsCode', {
        phoneNum: phone,
        imgaeCode: await h.freshCaptcha(phone, 2),
        equipmentNo: EQUIPMENT,
      });

    const sends = [risk(), register(freshPhone()), forget(PHONES.unverified)];
    for (const env of await Promise.all(sends)) expect(env.result.statusCode).toBe(Code.ok);
    for (let i = 3; i < SMS_ORIGIN_HOURLY_LIMIT; i++)
      expect((await quickSms(A, freshPhone())).result.statusCode).toBe(Code.ok);

    await h.advanceClock(61_000); // past every phone's own 60 s
    const refused = { data: null, statusCode: Code.rateLimited, msg: HOURLY_MSG };
    const late = freshPhone();
    expect((await quickSms(A, late)).result).toEqual(refused);
    expect((await register(freshPhone())).result).toEqual(refused);
    expect((await forget(PHONES.senior)).result).toEqual(refused);
    expect((await risk()).result).toEqual(refused);
    expect(await h.devSms(late)).toEqual([]);

    // Another address has its own count; the hour over, the first one sends again.
    expect((await quickSms(B, freshPhone())).result.statusCode).toBe(Code.ok);
    await h.advanceClock(HOUR);
    expect((await quickSms(A, late)).result.statusCode).toBe(Code.ok);
  });

  it('hold for sends at the same moment: 30 phones at once from one address get 10 codes', async () => {
    const phones = Array.from({ length: 30 }, () => freshPhone());
    const answers = await Promise.all(phones.map((phone) => quickSms(A, phone)));
    expect(tally(answers)).toEqual({
      [Code.ok]: SMS_ORIGIN_HOURLY_LIMIT,
      [Code.rateLimited]: 30 - SMS_ORIGIN_HOURLY_LIMIT,
    });
    const outboxes = await Promise.all(phones.map((phone) => h.devSms(phone)));
    expect(outboxes.flat()).toHaveLength(SMS_ORIGIN_HOURLY_LIMIT);
  });

  it('also count per device number, whatever the address', async () => {
    for (let i = 0; i < SMS_ORIGIN_HOURLY_LIMIT; i++) {
      expect((await quickSms(`192.0.2.${i + 1}`, freshPhone(), { equipmentNo: 'device-1' })).result.statusCode).toBe(
        Code.ok,
      );
    }
    expect((await quickSms('192.0.2.100', freshPhone(), { equipmentNo: 'device-1' })).result).toMatchObject({
      statusCode: Code.rateLimited,
      msg: HOURLY_MSG,
    });
    expect((await quickSms('192.0.2.100', freshPhone(), { equipmentNo: 'device-2' })).result.statusCode).toBe(Code.ok);
  });

  it('do not trust X-Forwarded-For unless its proxy is listed in TRUST_PROXY', async () => {
    const forwarded = (app: Pick<Harness, 'app'>, peer: string, client: string) =>
      callFrom(app, peer, 'getQuickySmsCode', { phoneNum: freshPhone() }, { 'x-forwarded-for': client });
    for (let i = 0; i < SMS_ORIGIN_HOURLY_LIMIT; i++) {
      expect((await forwarded(h, '127.0.0.1', `192.0.2.${i + 1}`)).result.statusCode).toBe(Code.ok);
    }
    expect((await forwarded(h, '127.0.0.1', '192.0.2.200')).result.statusCode).toBe(Code.rateLimited);

    const behindProxy = await withApp(h, { trustProxy: trustProxyFromEnv('127.0.0.1'), housekeeping: false });
    try {
      // Through the trusted proxy each client has its own count, and a spoofed hop in front of it changes nothing.
      for (let i = 0; i < SMS_ORIGIN_HOURLY_LIMIT; i++) {
        expect((await forwarded(behindProxy, '127.0.0.1', `10.9.9.9, 192.0.2.77`)).result.statusCode).toBe(Code.ok);
      }
      expect((await forwarded(behindProxy, '127.0.0.1', `10.8.8.8, 192.0.2.77`)).result.statusCode).toBe(
        Code.rateLimited,
      );
      expect((await forwarded(behindProxy, '127.0.0.1', '192.0.2.78')).result.statusCode).toBe(Code.ok);
      // From a peer that is not the proxy, the header is ignored.
      expect((await forwarded(behindProxy, '192.0.2.77', '192.0.2.79')).result.statusCode).toBe(Code.rateLimited);
    } finally {
      await behindProxy.close();
    }
  });

  it('count an IPv6 client by its /64, directly and behind TRUST_PROXY: its other addresses share the count', async () => {
    // Every limit per address keys the address the same way (originKeys): the SMS limit stands for them all.
    for (let i = 0; i < SMS_ORIGIN_HOURLY_LIMIT; i++) {
      expect((await quickSms(`2001:db8:1:2::${(i + 1).toString(16)}`, freshPhone())).result.statusCode).toBe(Code.ok);
    }
    expect((await quickSms('2001:db8:1:2:ffff:abcd:1:2', freshPhone())).result.statusCode).toBe(Code.rateLimited);
    expect((await quickSms('2001:db8:1:3::1', freshPhone())).result.statusCode).toBe(Code.ok);

    const behindProxy = await withApp(h, { trustProxy: trustProxyFromEnv('127.0.0.1'), housekeeping: false });
    try {
      const forwarded = (client: string) =>
        callFrom(
          behindProxy,
          '127.0.0.1',
          'getQuickySmsCode',
          { phoneNum: freshPhone() },
          { 'x-forwarded-for': client },
        );
      for (let i = 0; i < SMS_ORIGIN_HOURLY_LIMIT; i++) {
        expect((await forwarded(`2001:db8:9:9:${i + 1}::1`)).result.statusCode).toBe(Code.ok);
      }
      expect((await forwarded('2001:db8:9:9::99')).result.statusCode).toBe(Code.rateLimited);
    } finally {
      await behindProxy.close();
    }
    // IPv4, also written as IPv4-mapped IPv6, is counted per address; IPv6 in any spelling by its first 64 bits.
    expect(addressKey('::ffff:203.0.113.10')).toBe(addressKey('203.0.113.10'));
    expect(addressKey('203.0.113.10')).not.toBe(addressKey('203.0.113.11'));
    expect(addressKey('2001:DB8:0001:0002:aaaa::')).toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe(addressKey('fe80::2'));
  });

  it('TRUST_PROXY takes addresses and ranges only: trusting every hop is refused at start', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv(' ')).toBe(false);
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
    for (const bad of ['true', '*', '1', 'balancer.local', '10.0.0.0/33', '10.0.0.1;10.0.0.2']) {
      expect(() => trustProxyFromEnv(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('SMS sends for the whole service', () => {
  const saved = process.env.SMS_GLOBAL_HOURLY_LIMIT;
  afterEach(() => {
    if (saved === undefined) delete process.env.SMS_GLOBAL_HOURLY_LIMIT;
    else process.env.SMS_GLOBAL_HOURLY_LIMIT = saved;
  });

  it('stop at SMS_GLOBAL_HOURLY_LIMIT an hour, from any address and phone, numbers without an account included', async () => {
    process.env.SMS_GLOBAL_HOURLY_LIMIT = '3';
    expect((await quickSms('192.0.2.1', PHONES.verified)).result.statusCode).toBe(Code.ok);
    expect((await quickSms('192.0.2.2', freshPhone())).result.statusCode).toBe(Code.ok);
    expect((await quickSms('192.0.2.3', PHONES.unverified)).result.statusCode).toBe(Code.ok);
    const busy = { data: null, statusCode: Code.rateLimited, msg: '短信发送繁忙，请稍后再试' };
    expect((await quickSms('192.0.2.4', PHONES.senior)).result).toEqual(busy);
    expect((await quickSms('192.0.2.5', freshPhone())).result).toEqual(busy);
    await h.advanceClock(HOUR);
    expect((await quickSms('192.0.2.4', PHONES.senior)).result.statusCode).toBe(Code.ok);
  });

  it('refuse to start with a malformed ceiling', () => {
    process.env.SMS_GLOBAL_HOURLY_LIMIT = 'lots';
    expect(() => smsGlobalHourlyLimit()).toThrow(/SMS_GLOBAL_HOURLY_LIMIT/);
  });
});

describe('SMS codes', () => {
  it('come from the CSPRNG: nothing in the server draws from Math.random', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    const offenders = files('server').filter((file) => readFileSync(file, 'utf8').includes('Math.random'));
    expect(offenders).toEqual([]);
    expect(readFileSync('server/services/sms.ts', 'utf8')).toMatch(/import \{ randomInt \} from 'node:crypto'/);
  });
});

describe('logins per client address', () => {
  const passwordLogin = (ip: string, userName: string, password: string, imgaeCode = '', equipmentNo = EQUIPMENT) =>
    callFrom(h, ip, 'userPasswordLogin', { userName, password, imgaeCode, equipmentNo, loginPlatform: '2' });
  const smsLogin = (ip: string, userName: string) =>
    callFrom(h, ip, 'smsPasswordLogin', { userName, smsCode: '123456', imgaeCode: '', equipmentNo: EQUIPMENT });

  it(`need a picture code for any account after ${LOGIN_ORIGIN_CAPTCHA_AFTER} failures, password and SMS together`, async () => {
    for (let i = 0; i < LOGIN_ORIGIN_CAPTCHA_AFTER / 2; i++) {
      expect((await passwordLogin(A, strangerName(), WRONG)).result.statusCode).toBe(Code.loginFailed);
      expect((await smsLogin(A, freshPhone())).result.statusCode).toBe(Code.smsCodeWrong);
    }
    // An account with no failures of its own, its right password: the address has failed too often.
    expect((await passwordLogin(A, PHONES.verified, DEMO_HASH)).result).toEqual({
      data: null,
      statusCode: Code.captchaRequired,
      msg: '请输入图片验证码',
    });
    expect((await passwordLogin(A, PHONES.verified, DEMO_HASH, 'XXXX')).result.statusCode).toBe(Code.captchaWrong);
    const text = await h.freshCaptcha(PHONES.verified, 1);
    expect((await passwordLogin(A, PHONES.verified, DEMO_HASH, text)).result.statusCode).toBe(Code.ok);
    // Another address, another device: no picture needed.
    expect((await passwordLogin(B, PHONES.unverified, DEMO_HASH, '', 'other-device')).result.statusCode).toBe(Code.ok);
  });

  it('do not count logins that succeed', async () => {
    for (let i = 0; i < LOGIN_ORIGIN_CAPTCHA_AFTER + 5; i++) {
      expect((await passwordLogin(A, PHONES.verified, DEMO_HASH)).result.statusCode).toBe(Code.ok);
    }
    expect((await passwordLogin(A, strangerName(), WRONG)).result.statusCode).toBe(Code.loginFailed);
  });

  it('count logins sent at the same moment one by one', async () => {
    const burst = LOGIN_ORIGIN_CAPTCHA_AFTER * 2;
    // No device number: with two counts the requests may reach them in different orders, and fewer pass.
    const answers = await Promise.all(
      Array.from({ length: burst }, () => passwordLogin(A, strangerName(), WRONG, '', '')),
    );
    expect(tally(answers)).toEqual({
      [Code.loginFailed]: LOGIN_ORIGIN_CAPTCHA_AFTER,
      [Code.captchaRequired]: burst - LOGIN_ORIGIN_CAPTCHA_AFTER,
    });
  });

  it('also count per device number, whatever the address', async () => {
    for (let i = 0; i < LOGIN_ORIGIN_CAPTCHA_AFTER; i++) {
      const env = await passwordLogin(`192.0.2.${i + 1}`, strangerName(), WRONG, '', 'device-9');
      expect(env.result.statusCode).toBe(Code.loginFailed);
    }
    expect((await passwordLogin('192.0.2.200', PHONES.verified, DEMO_HASH, '', 'device-9')).result.statusCode).toBe(
      Code.captchaRequired,
    );
    expect((await passwordLogin('192.0.2.200', PHONES.verified, DEMO_HASH, '', 'device-8')).result.statusCode).toBe(
      Code.ok,
    );
  });

  it(`are refused after ${LOGIN_ORIGIN_REFUSE_AFTER} failures, even right ones with a picture code, until the hour is over`, async () => {
    for (let i = 0; i < LOGIN_ORIGIN_REFUSE_AFTER; i++) {
      const env = await passwordLogin(A, strangerName(), WRONG);
      expect(env.result.statusCode).toBe(i < LOGIN_ORIGIN_CAPTCHA_AFTER ? Code.loginFailed : Code.captchaRequired);
    }
    const text = await h.freshCaptcha(PHONES.verified, 1);
    expect((await passwordLogin(A, PHONES.verified, DEMO_HASH, text)).result).toEqual({
      data: null,
      statusCode: Code.rateLimited,
      msg: LOGIN_ORIGIN_REFUSED_MSG,
    });
    expect((await passwordLogin(B, PHONES.verified, DEMO_HASH, '', 'other-device')).result.statusCode).toBe(Code.ok);
    await h.advanceClock(HOUR);
    expect((await passwordLogin(A, PHONES.verified, DEMO_HASH)).result.statusCode).toBe(Code.ok);
  });
});
