/**
 * The client's form checks (src/validation) and the server's request rules hold together: the same inputs are
 * accepted by both or refused by both with the same message. Every handler here only answers null, so what the
 * server says comes from the dispatcher's rules alone; the form's values travel as the client sends them
 * (passwords hashed, an empty password field as '').
 *
 * What only one side can check is left out on purpose: the password strength and the old password's length
 * (the server sees hashes), the picture code of forms whose SMS send already spent it, the agreement tick, and
 * an empty register repeat (spec 1 §7's userRegister does not carry the repeat, so the server checks it only
 * when it is sent: it must then match).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, REQUEST_RULES, type CallKey, type CallRequest } from '../../src/contract';
import type { Handlers } from '../../server/core/calls';
import { passwordLoginError, smsLoginError, type LoginFields } from '../../src/validation/login';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';
import {
  changePasswordError,
  forgotPasswordError,
  setPasswordError,
  type ChangePasswordFields,
  type ForgotPasswordFields,
} from '../../src/validation/passwordForms';
import { phoneError } from '../../src/validation/phone';
import { nicknameError, opinionError } from '../../src/validation/profile';
import { agreementText, registerError, type RegisterChecks, type RegisterFields } from '../../src/validation/register';
import { signUpError, type SignUpFields } from '../../src/validation/signUp';
import { EQUIPMENT, PHONES, sha256Hex, startServer, type Harness } from './harness';

const answersNull = Object.fromEntries(
  Object.keys(REQUEST_RULES).map((key) => [key, async () => ({ data: null })]),
) as Handlers;

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startServer({ handlers: answersNull });
  // The stub handlers cannot log in: a session is made the way the login call makes one.
  const { createSession } = await import('../../server/services/sessions');
  const user = await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [PHONES.verified]);
  token = await createSession(h.db, { now: () => new Date() }, user.rows[0]!.id, 'full');
});
afterAll(() => h.close());

/** What the server says of a request: the rule's message when it refuses, null when the handler was reached. */
async function serverSays<K extends CallKey>(key: K, requestData: CallRequest<K>): Promise<string | null> {
  const env = await h.call(key, requestData, token);
  expect(env.code, key).toBe(Code.ok);
  return env.result.statusCode === Code.invalidInput ? env.result.msg : null;
}

const hashed = (password: string) => (password ? sha256Hex(password) : '');

/** Runs every form through both sides and lists where they differ (an empty list when they agree). */
async function disagreements<F, K extends CallKey>(
  key: K,
  forms: F[],
  client: (form: F) => string | null,
  request: (form: F) => CallRequest<K>,
): Promise<string[]> {
  const out: string[] = [];
  for (const form of forms) {
    const [mine, theirs] = [client(form), await serverSays(key, request(form))];
    if (mine !== theirs) out.push(`${JSON.stringify(form)}: client ${mine}, server ${theirs}`);
  }
  return out;
}

/** One form per change, each from a valid one: so every rule is exercised on its own and in field order. */
const variants = <F>(valid: F, changes: Array<Partial<F>>): F[] => [valid, ...changes.map((c) => ({ ...valid, ...c }))];

const PHONE_INPUTS = [
  '',
  '   ',
  '1380000000',
  '12800000001',
  '138000000012',
  ' 13800000001',
  '1380000000a',
  '13800000001',
];

describe('the client and the server agree', () => {
  it('on a phone (getUserRegister)', async () => {
    expect(await disagreements('getUserRegister', PHONE_INPUTS, phoneError, (phoneNum) => ({ phoneNum }))).toEqual([]);
    // And the check is not vacuous: most of these are refused.
    expect(PHONE_INPUTS.filter((p) => phoneError(p) !== null)).toHaveLength(7);
  });

  it('on the SMS login form (smsPasswordLogin)', async () => {
    const valid: LoginFields = {
      userName: '',
      password: '',
      imgaeCode: '',
      phoneNum: PHONES.verified,
      smsCode: '123456',
      quickyImgaeCode: '',
    };
    const forms = variants(valid, [
      ...PHONE_INPUTS.map((phoneNum) => ({ phoneNum })),
      { smsCode: '' },
      { smsCode: '1234567' },
      { phoneNum: '', smsCode: '' },
    ]);
    const request = (f: LoginFields) => ({
      userName: f.phoneNum,
      smsCode: f.smsCode,
      imgaeCode: f.quickyImgaeCode,
      equipmentNo: EQUIPMENT,
      loginPlatform: '2' as const,
    });
    expect(await disagreements('smsPasswordLogin', forms, (f) => smsLoginError(f, false), request)).toEqual([]);
  });

  it('on the password login form (userPasswordLogin)', async () => {
    const valid: LoginFields = {
      userName: PHONES.verified,
      password: 'Demo@1234',
      imgaeCode: '',
      phoneNum: '',
      smsCode: '',
      quickyImgaeCode: '',
    };
    const forms = variants(valid, [
      { userName: '' },
      { userName: '11010519810315201X' },
      { userName: 'x'.repeat(30) },
      { userName: 'x'.repeat(31) },
      { password: '' },
      { userName: '', password: '' },
    ]);
    const request = (f: LoginFields) => ({
      userName: f.userName,
      password: hashed(f.password),
      imgaeCode: f.imgaeCode,
      equipmentNo: EQUIPMENT,
      loginPlatform: '2' as const,
    });
    expect(await disagreements('userPasswordLogin', forms, (f) => passwordLoginError(f, false), request)).toEqual([]);
  });

  it('on the forgot-password form (forgetPwd)', async () => {
    const valid: ForgotPasswordFields = {
      phoneNum: PHONES.verified,
      imgaeCode: 'ab12',
      smsCode: '123456',
      password: 'Demo@1234',
      rePassword: 'Demo@1234',
    };
    const forms = variants(valid, [
      ...PHONE_INPUTS.map((phoneNum) => ({ phoneNum })),
      { smsCode: '' },
      { password: '' },
      { rePassword: '' },
      { rePassword: 'Demo@12345' },
      { password: '', rePassword: '' },
    ]);
    const request = (f: ForgotPasswordFields) => ({
      phoneNum: f.phoneNum,
      imgaeCode: f.imgaeCode,
      validateCode: f.smsCode,
      password: hashed(f.password),
      rePassword: hashed(f.rePassword),
      equipmentNo: EQUIPMENT,
    });
    const client = (f: ForgotPasswordFields) => forgotPasswordError(f, DEFAULT_PASSWORD_RULE);
    expect(await disagreements('forgetPwd', forms, client, request)).toEqual([]);
  });

  it('on the set-password form (resetPwdPc)', async () => {
    const forms = variants({ password: 'Demo@1234', rePassword: 'Demo@1234' }, [
      { password: '' },
      { rePassword: '' },
      { rePassword: 'Demo@1235' },
    ]);
    const request = (f: { password: string; rePassword: string }) => ({
      phoneNum: PHONES.verified,
      password: hashed(f.password),
      rePassword: hashed(f.rePassword),
      registerSource: '1' as const,
    });
    const client = (f: { password: string; rePassword: string }) => setPasswordError(f, DEFAULT_PASSWORD_RULE);
    expect(await disagreements('resetPwdPc', forms, client, request)).toEqual([]);
  });

  it('on the change-password form (updateLoginPwd)', async () => {
    const forms = variants<ChangePasswordFields>(
      { oldPassword: 'Demo@1234', newPassword: 'Safe#2025', rePassword: 'Safe#2025' },
      [{ oldPassword: '' }, { newPassword: '' }, { rePassword: '' }, { rePassword: 'Safe#2026' }],
    );
    const request = (f: ChangePasswordFields) => ({
      oldPassword: hashed(f.oldPassword),
      newPassword: hashed(f.newPassword),
      rePassword: hashed(f.rePassword),
    });
    const client = (f: ChangePasswordFields) => changePasswordError(f, DEFAULT_PASSWORD_RULE);
    expect(await disagreements('updateLoginPwd', forms, client, request)).toEqual([]);
  });

  it('on the register form (userRegister)', async () => {
    const checks: RegisterChecks = {
      rule: DEFAULT_PASSWORD_RULE,
      serverPasswordMessage: false,
      captchaNeedsPasswords: true,
      agreement: agreementText.register,
    };
    type Form = RegisterFields & { agreed: boolean };
    const valid: Form = {
      phoneNum: '13912340418',
      password: 'Reg@2024x',
      rePassword: 'Reg@2024x',
      imgaeCode: 'ab3d',
      smsCode: '246810',
      manageCodeText: '',
      agreed: true,
    };
    const forms = variants(valid, [
      ...PHONE_INPUTS.map((phoneNum) => ({ phoneNum })),
      { password: '' },
      { rePassword: 'Reg@2024y' },
      { smsCode: '' },
      { smsCode: '1234567' },
    ]);
    const request = (f: Form) => ({
      phoneNum: f.phoneNum,
      password: hashed(f.password),
      rePassword: hashed(f.rePassword),
      smsCode: f.smsCode,
      imgaeCode: f.imgaeCode,
      registerSource: '5' as const,
      equipmentNo: 'H5',
    });
    const client = (f: Form) => registerError(f, checks, 'submit');
    expect(await disagreements('userRegister', forms, client, request)).toEqual([]);
  });

  it('on a nickname (updateNickName)', async () => {
    const names = [
      '',
      '  ',
      '小明',
      'Ming01',
      '小明 01',
      '小明!',
      'a'.repeat(30),
      'a'.repeat(31),
      '𠮷'.repeat(30),
      '好😀',
    ];
    expect(await disagreements('updateNickName', names, nicknameError, (nickName) => ({ nickName }))).toEqual([]);
  });

  it('on a complaint or suggestion (addOpinion)', async () => {
    type Form = { type: string; opinion: string };
    const forms = variants<Form>({ type: '1', opinion: '建议增加夜间模式' }, [
      { type: '' },
      { type: '2' },
      { opinion: '' },
      { opinion: '   ' },
      { opinion: '长'.repeat(100) },
      { opinion: '长'.repeat(101) },
      { opinion: `${'建'.repeat(99)}😀` },
      { opinion: ` ${'建'.repeat(100)} ` },
    ]);
    const request = (f: Form) => ({ ...f, type: f.type as '0' | '1', source: '1' });
    expect(await disagreements('addOpinion', forms, opinionError, request)).toEqual([]);
  });

  it('on the activity sign-up form (applySave)', async () => {
    const valid: SignUpFields = {
      applyName: '张明远',
      applyPhoneNumber: PHONES.verified,
      customerManager: '李婷',
      areaCode: '1',
      notes: '',
    };
    const forms = variants(valid, [
      { applyName: '' },
      { applyName: '  ' },
      { applyName: '名'.repeat(30) },
      { applyName: '名'.repeat(31) },
      ...PHONE_INPUTS.map((applyPhoneNumber) => ({ applyPhoneNumber })),
      { customerManager: '' },
      { customerManager: '经'.repeat(31) },
      { areaCode: '' },
      { areaCode: '4' },
      { notes: '备'.repeat(50) },
      { notes: '备'.repeat(51) },
    ]);
    const request = (f: SignUpFields) => ({ ...f, areaCode: f.areaCode as '1', accompanyNumber: 0, articleId: 1 });
    expect(await disagreements('applySave', forms, signUpError, request)).toEqual([]);
  });
});
