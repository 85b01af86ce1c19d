import { describe, expect, it } from 'vitest';
import {
  changePasswordText,
  DEFAULT_PASSWORD_RULE,
  forgotPasswordText,
  parsePasswordRule,
  passwordPairError,
} from '../../src/validation/password';
import { changePasswordError, forgotPasswordError, setPasswordError } from '../../src/validation/passwordForms';
import { phoneError } from '../../src/validation/phone';

const rule = DEFAULT_PASSWORD_RULE;

describe('password rule', () => {
  // That the server answers this same default from queryPwdIntensity: tests/server/passwords.test.ts.
  it.each([
    ['Demo@1234', true],
    ['abc12345', true],
    ['abcd!@#$', true],
    ['1234!@#$', true],
    ['abcdefgh', false], // letters only
    ['12345678', false], // digits only
    ['!@#$%^&*', false], // specials only
    ['Ab1!', false], // shorter than 8
    ['Abcdefgh1234567890123', false], // longer than 20
    ['Abcd 1234', false], // a space is no allowed special
  ])('%s passes the default rule: %s', (password, ok) => {
    expect(passwordPairError({ password, rePassword: password }, rule, forgotPasswordText) === null).toBe(ok);
  });

  it('follows a rule the server supplies', () => {
    const digitsOnly = { rule: '^\\d{6}$', msg: '6位数字' };
    expect(passwordPairError({ password: '123456', rePassword: '123456' }, digitsOnly, forgotPasswordText)).toBeNull();
    expect(passwordPairError({ password: 'Demo@1234', rePassword: 'Demo@1234' }, digitsOnly, forgotPasswordText)).toBe(
      '您输入的密码格式有误',
    );
  });

  it('takes the server rule only when it is a usable regular expression', () => {
    expect(parsePasswordRule({ rule: '^\\d+$', msg: 'm' })).toEqual({ rule: '^\\d+$', msg: 'm' });
    expect(parsePasswordRule({ rule: '^(\\d+$', msg: 'm' })).toBeNull();
    expect(parsePasswordRule({ rule: '' })).toBeNull();
    expect(parsePasswordRule(null)).toBeNull();
  });
});

describe('messages, first problem first', () => {
  it('phone', () => {
    expect(phoneError('')).toBe('请输入手机号');
    expect(phoneError('1380000000')).toBe('您输入的手机号格式有误');
    expect(phoneError('12800000001')).toBe('您输入的手机号格式有误');
    expect(phoneError('13800000001')).toBeNull();
  });

  it('forgot password', () => {
    const form = {
      phoneNum: '13800000001',
      imgaeCode: 'ab12',
      smsCode: '123456',
      password: 'Demo@1234',
      rePassword: 'Demo@1234',
    };
    expect(forgotPasswordError({ ...form, phoneNum: '' }, rule)).toBe('请输入手机号');
    expect(forgotPasswordError({ ...form, phoneNum: '138' }, rule)).toBe('您输入的手机号格式有误');
    expect(forgotPasswordError({ ...form, imgaeCode: '' }, rule)).toBe('请输入图形验证码');
    expect(forgotPasswordError({ ...form, smsCode: '' }, rule)).toBe('请输入短信验证码');
    expect(forgotPasswordError({ ...form, password: '' }, rule)).toBe('请输入新密码');
    expect(forgotPasswordError({ ...form, password: 'abcdefgh' }, rule)).toBe('您输入的密码格式有误');
    expect(forgotPasswordError({ ...form, rePassword: '' }, rule)).toBe('请输入再次输入新密码');
    expect(forgotPasswordError({ ...form, rePassword: 'Demo@12345' }, rule)).toBe('两次密码不一致');
    expect(forgotPasswordError(form, rule)).toBeNull();
  });

  it('set password', () => {
    expect(setPasswordError({ password: '', rePassword: '' }, rule)).toBe('请输入新密码');
    expect(setPasswordError({ password: 'Demo@1234', rePassword: '' }, rule)).toBe('请输入确认密码');
    expect(setPasswordError({ password: 'Demo@1234', rePassword: 'Demo@1235' }, rule)).toBe('两次输入的密码不一致');
    expect(setPasswordError({ password: 'Demo@1234', rePassword: 'Demo@1234' }, rule)).toBeNull();
  });

  it('change password (spec 1 §5 "Change password", in Chinese)', () => {
    const form = { oldPassword: 'Demo@1234', newPassword: 'Safe#2025', rePassword: 'Safe#2025' };
    expect(changePasswordError({ ...form, oldPassword: '' }, rule)).toBe(changePasswordText.oldRequired);
    expect(changePasswordError({ ...form, oldPassword: 'short' }, rule)).toBe('原密码格式有误');
    // The old password is not held to today's rule: it was set under whatever rule applied then.
    expect(changePasswordError({ ...form, oldPassword: 'abcdefgh' }, rule)).toBeNull();
    expect(changePasswordError({ ...form, newPassword: '' }, rule)).toBe('请输入新密码');
    expect(changePasswordError({ ...form, newPassword: '12345678', rePassword: '12345678' }, rule)).toBe(
      '您输入的密码格式有误',
    );
    expect(changePasswordError({ ...form, rePassword: '' }, rule)).toBe('请输入确认密码');
    expect(changePasswordError({ ...form, rePassword: 'Safe#2026' }, rule)).toBe('两次输入的密码不一致');
    expect(changePasswordError(form, rule)).toBeNull();
  });
});
