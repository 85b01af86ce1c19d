import { describe, expect, it } from 'vitest';
import {
  checkFields,
  checkRequest,
  REQUEST_RULES,
  type CallKey,
  type FieldRule,
  type FieldRules,
} from '../../src/contract';
import { REQUEST_SAMPLES } from '../server/requestSamples';

const KEYS = Object.keys(REQUEST_RULES) as CallKey[];

/** Every field a rule refers to (sameAs, requiredWhen, switch) must be checked before it, or it reads nothing. */
function laterReferences(rules: FieldRules): string[] {
  const seen = new Set<string>();
  const wrong: string[] = [];
  const refs = (rule: FieldRule): string[] => {
    if (rule.type === 'switch') return [rule.on, ...Object.values(rule.cases).flatMap(refs)];
    return [
      ...(rule.requiredWhen ? [rule.requiredWhen.field] : []),
      ...(rule.type === 'text' && rule.sameAs ? [rule.sameAs.field] : []),
    ];
  };
  for (const [field, rule] of Object.entries(rules)) {
    for (const ref of refs(rule)) if (!seen.has(ref)) wrong.push(`${field} → ${ref}`);
    if (rule.type === 'record') wrong.push(...laterReferences(rule.fields));
    if (rule.type === 'list' && rule.item.type === 'record') wrong.push(...laterReferences(rule.item.fields));
    seen.add(field);
  }
  return wrong;
}

describe('the request rule table', () => {
  it('refers only to fields checked earlier', () => {
    for (const key of KEYS) expect(laterReferences(REQUEST_RULES[key]), key).toEqual([]);
  });

  it('accepts every sample request as it is, keeping every field', () => {
    for (const key of KEYS) {
      const checked = checkRequest(key, REQUEST_SAMPLES[key] as Record<string, unknown>);
      expect(checked, key).toEqual({ ok: true, value: REQUEST_SAMPLES[key] });
    }
  });
});

describe('checkRequest', () => {
  it('answers the first failing field in the order the screen shows them, with its rule message', () => {
    expect(checkRequest('forgetPwd', { phoneNum: '138', validateCode: '', password: '' })).toEqual({
      ok: false,
      field: 'phoneNum',
      message: '您输入的手机号格式有误',
    });
    expect(checkRequest('forgetPwd', { phoneNum: '13800000001', validateCode: '', password: '' })).toMatchObject({
      field: 'validateCode',
      message: '请输入短信验证码',
    });
  });

  it('hands on only the fields of the rules, numbers as numbers, free text trimmed', () => {
    const checked = checkRequest('getMsgDetail', { id: '12', isMsg: '0', entityId: 'E1', extra: 'x' });
    expect(checked).toEqual({ ok: true, value: { id: 12, isMsg: 0, entityId: 'E1' } });
    expect(checkRequest('addOpinion', { opinion: '  好  ', type: 1 })).toEqual({
      ok: true,
      value: { opinion: '好', type: '1' },
    });
  });

  it('checks identifiers as sent: a padded phone is not a phone, as on the screens', () => {
    expect(checkRequest('getUserRegister', { phoneNum: ' 13800000001' })).toMatchObject({
      message: '您输入的手机号格式有误',
    });
    expect(checkRequest('getUserRegister', { phoneNum: 13800000001 })).toMatchObject({ ok: true });
  });

  it('counts characters as people do: an emoji or a rare Han character is one', () => {
    expect(checkRequest('addOpinion', { opinion: '建'.repeat(99) + '😀', type: '0' }).ok).toBe(true);
    expect(checkRequest('addOpinion', { opinion: '建'.repeat(100) + '😀', type: '0' })).toMatchObject({
      message: '投诉或建议不能超过100个字',
    });
    expect(checkRequest('updateNickName', { nickName: '𠮷'.repeat(30) }).ok).toBe(true);
    expect(checkRequest('updateNickName', { nickName: '𠮷'.repeat(31) })).toMatchObject({
      message: '昵称不能超过30个字',
    });
  });

  it('reads the variant spelling imageCode as imgaeCode', () => {
    expect(checkRequest('getSmsCode', { phoneNum: '13800000001', imageCode: 'ab12' })).toEqual({
      ok: true,
      value: { phoneNum: '13800000001', imgaeCode: 'ab12' },
    });
    expect(checkRequest('getSmsCode', { phoneNum: '13800000001', imgaeCode: '', imageCode: '' })).toMatchObject({
      message: '请输入图形验证码',
    });
  });

  it('keys the login picture by a phone or an ID number, the others by a phone', () => {
    const id = { phoneNum: '11010519810315201X', equipmentNo: 'd' };
    expect(checkRequest('getImgCode', { imageCodeType: 1, ...id }).ok).toBe(true);
    expect(checkRequest('getImgCode', { imageCodeType: 0, ...id })).toMatchObject({
      message: '您输入的手机号格式有误',
    });
    expect(checkRequest('getImgCode', { imageCodeType: 1, phoneNum: '' })).toMatchObject({
      message: '请输入手机号或证件号',
    });
    expect(checkRequest('getImgCode', { imageCodeType: 3, ...id })).toMatchObject({ field: 'imageCodeType' });
  });

  it('requires a field when an earlier one says so, and compares a repeat with its password', () => {
    const contact = { jobOccupation: '其他', jobDescription: ' ' };
    expect(checkRequest('modifyCustomerInfo', contact)).toMatchObject({ message: '请输入职业描述' });
    expect(checkRequest('modifyCustomerInfo', { ...contact, jobOccupation: '教师' }).ok).toBe(true);
    const pair = { oldPassword: 'a'.repeat(64), newPassword: 'b'.repeat(64) };
    expect(checkRequest('updateLoginPwd', { ...pair, rePassword: 'c'.repeat(64) })).toMatchObject({
      message: '两次输入的密码不一致',
    });
  });

  it('keeps an optional empty text (it may mean something) and drops nulls', () => {
    expect(checkRequest('queryproductnetvalue', { trust_code: 'T1', type: '', orderBy: null })).toEqual({
      ok: true,
      value: { trust_code: 'T1', type: '' },
    });
  });

  it('reads articleCategory as a number, a list or a comma-separated text', () => {
    for (const articleCategory of [5, [5, 6], '5,6', '5, 6', ['5', '6']]) {
      const checked = checkRequest('getArticleList', { articleCategory });
      expect(checked.ok && checked.value.articleCategory, JSON.stringify(articleCategory)).toEqual(
        typeof articleCategory === 'number' ? [5] : [5, 6],
      );
    }
    expect(checkRequest('getArticleList', { articleCategory: '5,x' })).toMatchObject({ message: '文章分类参数有误' });
  });

  it('bounds every integer to the database column, so an id beyond it is refused rather than a query failing', () => {
    expect(checkRequest('helpQuestionDetail', { id: 2 ** 31 })).toMatchObject({ message: '问题编号有误' });
    expect(checkRequest('helpQuestionDetail', { id: '1e3' })).toMatchObject({ message: '问题编号有误' });
    expect(checkRequest('helpQuestionDetail', { id: 1.5 })).toMatchObject({ message: '问题编号有误' });
  });

  it('never throws, whatever a client sends', () => {
    const odd: unknown[] = [
      {},
      [],
      [[[]]],
      'x'.repeat(100_000),
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      true,
      { toString: 1 },
      Object.create(null),
    ];
    for (const key of KEYS) {
      for (const value of odd) {
        const data: Record<string, unknown> = {};
        for (const field of [...Object.keys(REQUEST_RULES[key]), '__proto__', 'constructor', 'imageCode'])
          Object.defineProperty(data, field, { value, enumerable: true });
        expect(() => checkRequest(key, data), key).not.toThrow();
      }
    }
  });

  it('checks the items of a list and the fields of a record', () => {
    const rules: FieldRules = REQUEST_RULES.changeStatusBatch;
    expect(checkFields(rules, { list: [{ id: 1, isMsg: 1 }, { id: 'x' }] })).toMatchObject({ message: '消息编号有误' });
    expect(checkFields(rules, { list: [null] })).toMatchObject({ message: '消息编号有误' });
    expect(checkFields(rules, { list: [{ id: 2, other: 1 }] })).toEqual({ ok: true, value: { list: [{ id: 2 }] } });
    expect(checkFields(rules, { list: [] })).toEqual({ ok: true, value: { list: [] } });
  });
});
