import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets, toPlain } from '../../src/flows/mask';

const SHA = 'a'.repeat(8) + '0123456789abcdef'.repeat(3) + 'b'.repeat(8);

describe('maskSecrets', () => {
  describe('by value, under any key', () => {
    it.each([
      ['a mainland mobile', '13800000001', '138****0001'],
      ['a mobile starting 19', '19912345678', '199****5678'],
      ['an 18-digit ID number', '110101199003071234', '110****1234'],
      ['an ID number ending in X', '11010119900307123X', '110****123X'],
      ['an ID number ending in lower-case x', '11010119900307123x', '110****123x'],
      ['a SHA-256 hex string', SHA, MASK],
      ['a SHA-256 in upper case', SHA.toUpperCase(), MASK],
    ])('masks %s', (_what, value, masked) => {
      expect(maskSecrets({ note: value })).toEqual({ note: masked });
      expect(maskSecrets([value])).toEqual([masked]);
      expect(maskSecrets(value)).toBe(masked);
    });

    it('masks numbers inside longer text, keeping the text around them', () => {
      expect(maskSecrets('验证码已发送至13800000001，请查收')).toBe('验证码已发送至138****0001，请查收');
      expect(maskSecrets('证件 110101199003071234 已认证')).toBe('证件 110****1234 已认证');
      expect(maskSecrets(`hash=${SHA};`)).toBe(`hash=${MASK};`);
    });

    it('masks a mobile given as a number', () => {
      expect(maskSecrets({ value: 13800000001 })).toEqual({ value: '138****0001' });
    });

    it.each([
      ['a 13-digit timestamp', '1712345678901'],
      ['a 10-digit number', '1380000000'],
      ['a 12-digit number', '138000000012'],
      ['a number not starting with 1[3-9]', '12800000001'],
      ['a 17-digit number', '11010119900307123'],
      ['a 19-digit number', '1101011990030712345'],
      ['a 63-character hex run', SHA.slice(1)],
      ['an envelope code', '00000000'],
      ['a UUID', '3f2b8c4e-1d2a-4b6f-9c1e-2a3b4c5d6e7f'],
      ['an amount', '1000000.00'],
    ])('leaves %s alone', (_what, value) => {
      expect(maskSecrets({ note: value })).toEqual({ note: value });
    });

    it('does not read a mobile inside a hash or an ID number', () => {
      const hexWithDigits = 'ab13800000001cd' + 'e'.repeat(49);
      expect(maskSecrets(hexWithDigits)).toBe(MASK);
      expect(maskSecrets('113800000001123456')).toBe('113****3456');
    });
  });

  describe('by key', () => {
    it.each([
      'password',
      'newPassword',
      'oldPassword',
      'rePassword',
      'loginPwd',
      'PASSWORD',
      'user_pwd',
      'xtoken',
      'token_trustms',
      'apptoken',
    ])('masks the value of %s whatever it is', (key) => {
      expect(maskSecrets({ [key]: 'Demo@1234' })).toEqual({ [key]: MASK });
      expect(maskSecrets({ [key]: 123456 })).toEqual({ [key]: MASK });
    });

    it.each(['smsCode', 'imgaeCode', 'imageCode', 'validateCode', 'msgCode', 'verifyCode', 'SMSCODE', 'sms_code'])(
      'masks the verification code %s',
      (key) => {
        expect(maskSecrets({ [key]: '123456' })).toEqual({ [key]: MASK });
        expect(maskSecrets({ [key]: 'ab' })).toEqual({ [key]: MASK });
      },
    );

    it('masks a `code` of 4 to 6 characters but not the 8-digit envelope code', () => {
      expect(maskSecrets({ code: '1234' })).toEqual({ code: MASK });
      expect(maskSecrets({ code: 'aB3x9Z' })).toEqual({ code: MASK });
      expect(maskSecrets({ code: 123456 })).toEqual({ code: MASK });
      expect(maskSecrets({ code: '00000000' })).toEqual({ code: '00000000' });
      expect(maskSecrets({ code: '123' })).toEqual({ code: '123' });
    });

    it('keeps keys that describe a password rather than hold one', () => {
      const flags = {
        pwdChangeType: 0,
        passwordLoginForbidden: true,
        passwordError: '密码错误',
        passwordRules: { min: 8 },
        imageCodeType: '1',
      };
      expect(maskSecrets(flags)).toEqual(flags);
    });

    it('keeps other codes readable', () => {
      const codes = { cityCode: '110100', dictCode: 'HOME_PAGE_COLOUR', statusCode: '00000000', inviteCode: 'AB12' };
      expect(maskSecrets(codes)).toEqual(codes);
    });

    it.each([
      ['phoneNum', '13800000001', '138****0001'],
      ['phoneNum', '1380000', MASK],
      ['applyPhoneNumber', '13800000002', '138****0002'],
      ['telephone', '010-65000717', '010****0717'],
      ['mobile', '13800000001', '138****0001'],
      ['p_taxno', '91110000100000000X', '911****000X'],
      ['p_taxno', 'TIN123456789', 'TIN****6789'],
      ['p_taxno', 'A1234', MASK],
      ['taxNo', 'US123456789012', 'US1****9012'],
      ['idCard', '110101199003071234', '110****1234'],
      ['certNo', '1101011990', MASK],
      ['bankCardNo', '6222020200112233445', '622****3445'],
    ])('masks %s = %s as %s (also while half typed)', (key, value, masked) => {
      expect(maskSecrets({ [key]: value })).toEqual({ [key]: masked });
    });

    it('keeps an empty phone field empty, so the inspector still shows that nothing was typed', () => {
      expect(maskSecrets({ phoneNum: '' })).toEqual({ phoneNum: '' });
    });

    it('masks everything under a secret or identifier key', () => {
      expect(maskSecrets({ password: { plain: 'x', hash: 'y' }, phone: ['13800000001', '1380'] })).toEqual({
        password: { plain: MASK, hash: MASK },
        phone: ['138****0001', MASK],
      });
    });

    it('masks a field edit by the field it edits', () => {
      expect(maskSecrets({ type: 'user.changeField', field: 'password', value: 'Demo@1234' })).toEqual({
        type: 'user.changeField',
        field: 'password',
        value: MASK,
      });
      expect(maskSecrets({ type: 'user.changeField', field: 'imgaeCode', value: 'x7k2' }).value).toBe(MASK);
      expect(maskSecrets({ type: 'user.changeField', field: 'userName', value: '110101199003071234' }).value).toBe(
        '110****1234',
      );
      expect(maskSecrets({ type: 'user.changeField', field: 'nickName', value: '小明' }).value).toBe('小明');
    });

    it('never masks booleans, null or undefined', () => {
      const value = { password: true, smsCode: null, phoneNum: undefined };
      expect(maskSecrets(value)).toEqual(value);
    });
  });

  describe('as a whole', () => {
    it('masks deep inside events, context and actor inputs', () => {
      const inspected = {
        type: '@xstate.snapshot',
        event: {
          type: 'user.requestCode',
          params: { phoneNum: '13800000001', imgaeCode: 'x7k2', equipmentNo: '1712345678901' },
        },
        snapshot: {
          value: 'sending',
          context: { params: { phoneNum: '13800000001' }, form: { password: 'Demo@1234' }, remaining: 60 },
          children: { sendSmsCode: { input: { phoneNum: '13800000001' } } },
        },
      };
      expect(maskSecrets(inspected)).toEqual({
        type: '@xstate.snapshot',
        event: {
          type: 'user.requestCode',
          params: { phoneNum: '138****0001', imgaeCode: MASK, equipmentNo: '1712345678901' },
        },
        snapshot: {
          value: 'sending',
          context: { params: { phoneNum: '138****0001' }, form: { password: MASK }, remaining: 60 },
          children: { sendSmsCode: { input: { phoneNum: '138****0001' } } },
        },
      });
    });

    it('does not change its argument', () => {
      const value = { phoneNum: '13800000001', list: [{ password: 'x' }] };
      const copy = structuredClone(value);
      maskSecrets(value);
      expect(value).toEqual(copy);
    });

    it('is idempotent', () => {
      const value = {
        phoneNum: '13800000001',
        note: '身份证110101199003071234',
        p_taxno: '91110000100000000X',
        password: SHA,
        code: '1234',
        partial: '1380',
      };
      const once = maskSecrets(value);
      expect(maskSecrets(once)).toEqual(once);
    });

    it('keeps other values as they are', () => {
      const value = {
        remaining: 2,
        busy: false,
        lastError: null,
        items: [1, 'a', { b: 2 }],
        value: { form: 'editing' },
      };
      expect(maskSecrets(value)).toEqual(value);
    });

    it('survives cycles', () => {
      const a: Record<string, unknown> = { phoneNum: '13800000001' };
      a.self = a;
      expect(maskSecrets(a)).toEqual({ phoneNum: '138****0001', self: '[Circular]' });
    });

    it('returns non-plain objects untouched (callers serialise to JSON first)', () => {
      const date = new Date(0);
      const map = new Map([['phoneNum', '13800000001']]);
      expect(maskSecrets({ date, map })).toEqual({ date, map });
    });
  });
});

describe('toPlain', () => {
  it('copies what JSON would keep, honouring toJSON', () => {
    const value = {
      a: 1,
      b: [1, undefined, () => 1],
      c: undefined,
      d: () => 1,
      e: { toJSON: () => 'E' },
      f: new Date(0),
      g: 10n,
    };
    expect(toPlain(value)).toEqual({ a: 1, b: [1, null, null], e: 'E', f: '1970-01-01T00:00:00.000Z', g: '10' });
  });

  it('keeps the name and message of errors', () => {
    expect(toPlain({ error: new TypeError('图形验证码错误') })).toEqual({
      error: { name: 'TypeError', message: '图形验证码错误' },
    });
  });

  it('cuts cycles but copies repeated references', () => {
    const shared = { phoneNum: '13800000001' };
    const a: Record<string, unknown> = { one: shared, two: shared };
    a.self = a;
    expect(toPlain(a)).toEqual({ one: shared, two: shared, self: '[Circular]' });
  });
});
