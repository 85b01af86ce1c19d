import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../src/validation/phone';
import { nicknameError, opinionError, opinionLength } from '../../src/validation/profile';
import { signUpError } from '../../src/validation/signUp';

describe('nickname (spec 1 §5)', () => {
  it.each([
    ['', '请输入昵称'],
    ['   ', '请输入昵称'],
    ['小明 01', '只能输入汉字、数字、英文一种或多种的组合'],
    ['小明!', '只能输入汉字、数字、英文一种或多种的组合'],
    ['名'.repeat(31), '昵称不能超过30个字'],
    ['小明Ming01', null],
    ['𠮷'.repeat(30), null],
  ])('%j → %s', (nickName, message) => {
    expect(nicknameError(nickName)).toBe(message);
  });
});

describe('complaint or suggestion (spec 1 §5)', () => {
  it('asks for the choice, then the text, at most 100 characters as the counter counts them', () => {
    expect(opinionError({ type: '', opinion: '' })).toBe('请选择投诉或建议');
    expect(opinionError({ type: '0', opinion: '  ' })).toBe('请填写投诉或建议');
    expect(opinionError({ type: '1', opinion: '长'.repeat(101) })).toBe('投诉或建议不能超过100个字');
    expect(opinionError({ type: '1', opinion: '建'.repeat(99) + '😀' })).toBeNull();
    expect(opinionLength('建'.repeat(99) + '😀')).toBe(100);
  });
});

describe('activity sign-up (spec 3 §3, §5)', () => {
  const form = { applyName: '张明远', applyPhoneNumber: '13800000001', customerManager: '', areaCode: '2', notes: '' };
  it('says what to fix first, in the modal’s order', () => {
    expect(signUpError({ ...form, applyName: ' ', applyPhoneNumber: '' })).toBe('请输入姓名');
    expect(signUpError({ ...form, applyPhoneNumber: '1380000000' })).toBe('您输入的手机号格式有误');
    expect(signUpError({ ...form, customerManager: '经'.repeat(31) })).toBe('客户经理不能超过30个字');
    expect(signUpError({ ...form, areaCode: '' })).toBe('请选择活动地区');
    expect(signUpError({ ...form, notes: '备'.repeat(51) })).toBe('备注不能超过50个字');
    expect(signUpError(form)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows a phone as 138****0001, and leaves anything else (and a masked phone) as it is', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('138****0001')).toBe('138****0001');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });
});
