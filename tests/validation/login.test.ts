import { describe, expect, it } from 'vitest';
import {
  loginSmsError,
  captchaOwnerError,
  loginFieldsFilled,
  passwordLoginError,
  sanitizeLoginField,
  smsLoginError,
  type LoginFields,
} from '../../src/validation/login';

const empty: LoginFields = {
  userName: '',
  password: '',
  imgaeCode: '',
  phoneNum: '',
  smsCode: '',
  quickyImgaeCode: '',
};
const form = (fields: Partial<LoginFields>): LoginFields => ({ ...empty, ...fields });

describe('login validation (spec 1 §5)', () => {
  it('asks for the password-mode fields in the order the page shows them, with the spec messages', () => {
    expect(passwordLoginError(empty, false)).toBe('请输入手机号或证件号');
    expect(passwordLoginError(form({ userName: '13800000001' }), false)).toBe('请输入密码');
    expect(passwordLoginError(form({ userName: '13800000001', password: 'Demo@1234' }), false)).toBeNull();
  });

  it('requires the picture code only while its field is shown', () => {
    const filled = form({ userName: '11010519810315201X', password: 'x' });
    expect(passwordLoginError(filled, true)).toBe('请输入图片验证码');
    expect(passwordLoginError({ ...filled, imgaeCode: 'ab12' }, true)).toBeNull();
    const sms = form({ phoneNum: '13800000001', smsCode: '123456' });
    expect(smsLoginError(sms, false)).toBeNull();
    expect(smsLoginError(sms, true)).toBe('请输入图片验证码');
  });

  it('checks the SMS-mode phone, then the picture code, then the SMS code', () => {
    expect(smsLoginError(empty, false)).toBe('请输入手机号');
    expect(smsLoginError(form({ phoneNum: '1380000000', smsCode: '123456' }), false)).toBe('您输入的手机号格式有误');
    expect(smsLoginError(form({ phoneNum: '12800000001', smsCode: '123456' }), false)).toBe('您输入的手机号格式有误');
    expect(smsLoginError(form({ phoneNum: '13800000001' }), true)).toBe('请输入图片验证码');
    expect(smsLoginError(form({ phoneNum: '13800000001' }), false)).toBe('请输入短信验证码');
  });

  it('keys a picture code by the user name in password mode and by a valid phone in SMS mode', () => {
    expect(captchaOwnerError(1, empty)).toBe('请输入手机号或证件号');
    expect(captchaOwnerError(1, form({ userName: '11010519810315201X' }))).toBeNull();
    expect(captchaOwnerError(2, empty)).toBe('请输入手机号');
    expect(captchaOwnerError(2, form({ phoneNum: '138' }))).toBe('您输入的手机号格式有误');
    expect(captchaOwnerError(2, form({ phoneNum: '13800000001' }))).toBeNull();
  });

  it('makes the login button look active once the required fields hold something, right or not', () => {
    expect(loginFieldsFilled(1, form({ userName: 'a' }), false)).toBe(false);
    expect(loginFieldsFilled(1, form({ userName: 'a', password: 'b' }), false)).toBe(true);
    expect(loginFieldsFilled(1, form({ userName: 'a', password: 'b' }), true)).toBe(false);
    expect(loginFieldsFilled(2, form({ phoneNum: '138', smsCode: '1' }), false)).toBe(true);
    expect(loginFieldsFilled(2, form({ phoneNum: '138', smsCode: '1' }), true)).toBe(false);
  });

  it('sends an SMS code only for a valid phone, with the picture code while it is shown', () => {
    expect(loginSmsError(form({ phoneNum: '' }), false)).toBe('请输入手机号');
    expect(loginSmsError(form({ phoneNum: '1380000000' }), false)).toBe('您输入的手机号格式有误');
    expect(loginSmsError(form({ phoneNum: '13800000001' }), false)).toBeNull();
    expect(loginSmsError(form({ phoneNum: '13800000001' }), true)).toBe('请输入图片验证码');
    expect(loginSmsError(form({ phoneNum: '13800000001', quickyImgaeCode: 'ab12' }), true)).toBeNull();
  });

  it('keeps digits only in the SMS code and cuts every field at its maximum (spec 1 §3, §9)', () => {
    expect(sanitizeLoginField('smsCode', '12a3 4-5678')).toBe('123456');
    expect(sanitizeLoginField('userName', 'x'.repeat(40))).toHaveLength(30);
    expect(sanitizeLoginField('password', 'p'.repeat(25))).toHaveLength(20);
    expect(sanitizeLoginField('phoneNum', '138000000019')).toBe('13800000001');
    expect(sanitizeLoginField('imgaeCode', 'abcdefgh')).toBe('abcdef');
    expect(sanitizeLoginField('quickyImgaeCode', 'abcdefgh')).toBe('abcdef');
  });
});
