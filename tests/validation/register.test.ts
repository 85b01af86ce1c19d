import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';
import {
  agreementText,
  canTapRegisterSms,
  registerButtonActive,
  registerError,
  sanitizeRegisterField,
  type RegisterChecks,
} from '../../src/validation/register';

const complete = {
  phoneNum: '13912340418',
  password: 'Reg@2024x',
  rePassword: 'Reg@2024x',
  imgaeCode: 'ab3d',
  smsCode: '246810',
  manageCodeText: '',
  agreed: true,
};
const SERVER_MSG = '服务器的密码规则说明';
const promotion: RegisterChecks = {
  rule: { ...DEFAULT_PASSWORD_RULE, msg: SERVER_MSG },
  serverPasswordMessage: false,
  captchaNeedsPasswords: true,
  agreement: agreementText.register,
};
const inApp: RegisterChecks = {
  ...promotion,
  serverPasswordMessage: true,
  captchaNeedsPasswords: false,
  agreement: agreementText.channel,
};

describe('register validation (spec 1 §5)', () => {
  it('says what stops registering, one message at a time, in the order the form shows its fields', () => {
    const cases: Array<[Partial<typeof complete>, string]> = [
      [{ phoneNum: '' }, '请输入手机号'],
      [{ phoneNum: '1391234041' }, '您输入的手机号格式有误'],
      [{ phoneNum: '12912340418' }, '您输入的手机号格式有误'],
      [{ password: '' }, '请输入密码'],
      [{ password: 'abcdefgh', rePassword: 'abcdefgh' }, '您输入的密码格式有误'],
      [{ password: 'Ab1', rePassword: 'Ab1' }, '您输入的密码格式有误'],
      [{ rePassword: '' }, '请输入确认密码'],
      [{ rePassword: 'Reg@2024y' }, '两次输入的密码不一致'],
      [{ imgaeCode: '' }, '请输入图形验证码'],
      [{ smsCode: '' }, '请输入短信验证码'],
      [{ agreed: false }, '请阅读并同意注册协议'],
      [{ phoneNum: '', password: '', smsCode: '' }, '请输入手机号'],
    ];
    for (const [change, message] of cases)
      expect(registerError({ ...complete, ...change }, promotion, 'submit'), message).toBe(message);
    expect(registerError(complete, promotion, 'submit')).toBeNull();
  });

  it('shows the server message for a refused password only in the in-app flow, and its own agreement wording', () => {
    const weak = { ...complete, password: '12345678', rePassword: '12345678' };
    expect(registerError(weak, promotion, 'submit')).toBe('您输入的密码格式有误');
    expect(registerError(weak, inApp, 'submit')).toBe(SERVER_MSG);
    expect(registerError({ ...complete, agreed: false }, inApp, 'submit')).toBe('请阅读并同意电子渠道服务协议');
  });

  it('applies the server rule, not a fixed one', () => {
    const digitsOnly: RegisterChecks = { ...promotion, rule: { rule: '^\\d{8}$', msg: SERVER_MSG } };
    expect(
      registerError({ ...complete, password: '12345678', rePassword: '12345678' }, digitsOnly, 'submit'),
    ).toBeNull();
  });

  it('asks for a valid phone before a picture code, and on promotion pages for both passwords too', () => {
    const empty = { ...complete, password: '', rePassword: '' };
    expect(registerError({ ...empty, phoneNum: '' }, inApp, 'captcha')).toBe('请输入手机号');
    expect(registerError(empty, inApp, 'captcha')).toBeNull();
    expect(registerError(empty, promotion, 'captcha')).toBe('请输入密码');
    expect(registerError({ ...complete, rePassword: 'x' }, promotion, 'captcha')).toBe('两次输入的密码不一致');
    expect(registerError(complete, promotion, 'captcha')).toBeNull();
  });

  it('asks for the picture code before an SMS code', () => {
    expect(registerError({ ...complete, imgaeCode: '' }, promotion, 'sms')).toBe('请输入图形验证码');
    expect(registerError({ ...complete, password: '' }, promotion, 'sms')).toBeNull();
  });
});

describe('register button (spec 1 §4)', () => {
  it('is active with phone, both passwords equal, SMS code and the ticked agreement; the picture code is checked on the tap', () => {
    expect(registerButtonActive({ ...complete, imgaeCode: '' }, false)).toBe(true);
    for (const change of [
      { phoneNum: '' },
      { password: '' },
      { rePassword: 'other' },
      { smsCode: '' },
      { agreed: false },
    ]) {
      expect(registerButtonActive({ ...complete, ...change }, false), JSON.stringify(change)).toBe(false);
    }
  });

  it('in the in-app flow, is active once every field is filled', () => {
    expect(registerButtonActive({ ...complete, rePassword: 'other', agreed: false }, true)).toBe(true);
    for (const field of ['phoneNum', 'password', 'rePassword', 'imgaeCode', 'smsCode'] as const) {
      expect(registerButtonActive({ ...complete, [field]: '' }, true), field).toBe(false);
    }
  });

  it('lets the SMS button be tapped only with a valid phone', () => {
    expect(canTapRegisterSms({ phoneNum: '13912340418' })).toBe(true);
    expect(canTapRegisterSms({ phoneNum: '139123' })).toBe(false);
  });
});

describe('register inputs (spec 1 §4, §9)', () => {
  it('keeps digits only in the SMS code and every field to its maximum', () => {
    expect(sanitizeRegisterField('smsCode', '12a3-45678')).toBe('123456');
    expect(sanitizeRegisterField('phoneNum', '139123404181')).toBe('13912340418');
    expect(sanitizeRegisterField('password', 'x'.repeat(25))).toHaveLength(20);
    expect(sanitizeRegisterField('imgaeCode', 'abcdefg')).toBe('abcdef');
    expect(sanitizeRegisterField('manageCodeText', '一二三四五六七')).toBe('一二三四五六');
  });
});
