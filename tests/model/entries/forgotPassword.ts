import { forgotPasswordMachine, type ForgotPasswordContext } from '../../../machines/account/forgotPassword';
import { Code } from '../../../src/contract';
import { DEFAULT_PASSWORD_RULE } from '../../../src/validation/password';
import { isPhoneValid } from '../../../src/validation/phone';
import { fillInOrder } from '../formTraversal';
import { entry, type BrowserOutcome, type Control } from '../types';
import { accountText } from '../../../src/contract';
import { LegacyPrompt } from '../../../machines/account/legacyPrompt';

/** A registered demo customer (README). The new password is the demo one, so the real reset leaves it as seeded. */
const PHONE = '13800000002';
const PASSWORD = 'Demo@1234';
const textbox = (name: string): Control => ({ role: 'textbox', name });
const button = (name: string): Control => ({ role: 'button', name });
const LABEL = {
  phoneNum: '手机号',
  imgaeCode: '图形验证码',
  smsCode: '短信验证码',
  password: '新密码',
  rePassword: '确认新密码',
} as const;
const fault = (callKey: string, businessCode: string, msg: string): BrowserOutcome => ({
  fault: { callKey, businessCode, msg },
});

export default entry({
  machine: forgotPasswordMachine,
  input: { equipmentNo: 'test-equipment', smsSeconds: 60 },
  events: {
    'user.changeField': [
      { type: 'user.changeField', field: 'phoneNum', value: PHONE },
      { type: 'user.changeField', field: 'imgaeCode', value: 'ab12' },
      { type: 'user.changeField', field: 'password', value: PASSWORD },
      { type: 'user.changeField', field: 'rePassword', value: PASSWORD },
      { type: 'user.changeField', field: 'smsCode', value: '123456' },
    ],
    'user.refreshCaptcha': [{ type: 'user.refreshCaptcha' }],
    'user.requestSms': [{ type: 'user.requestSms' }],
    'user.submit': [{ type: 'user.submit' }],
    'user.goSmsLogin': [{ type: 'user.goSmsLogin' }],
  },
  outcomes: {
    loadPasswordRule: {
      rule: { output: DEFAULT_PASSWORD_RULE, browser: 'real' },
      failed: {
        error: new Error('查询密码规则失败'),
        browser: { fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } },
      },
    },
    loadCaptcha: {
      picture: { output: 'data:image/svg+xml;base64,PHN2Zy8+', browser: 'real' },
      failed: {
        error: new Error('获取图形验证码失败'),
        browser: { fault: { callKey: 'getImgCode', httpStatus: 500 } },
      },
    },
    sendSmsCode: {
      sent: { output: { kind: 'ok', data: null, msg: '验证码已发送至您的手机, 请注意查收' }, browser: 'real' },
      captchaWrong: {
        output: { kind: 'captchaWrong', msg: '图片验证码错误' },
        browser: fault('getForgetPwdSmsCode', Code.captchaWrong, '图片验证码错误'),
      },
      failed: {
        error: new Error('获取短信验证码失败'),
        browser: { fault: { callKey: 'getForgetPwdSmsCode', httpStatus: 500 } },
      },
    },
    resetPassword: {
      reset: { output: { kind: 'ok', data: null, msg: accountText.passwordReset }, browser: 'real' },
      useSmsLogin: {
        output: { kind: 'useSmsLogin', msg: LegacyPrompt.useSmsLogin.text },
        browser: fault('forgetPwd', Code.passwordLoginForbidden, LegacyPrompt.useSmsLogin.text),
      },
      smsCodeWrong: {
        error: new Error('短信验证码错误或已失效'),
        browser: fault('forgetPwd', Code.smsCodeWrong, '短信验证码错误或已失效'),
      },
    },
  },
  // The SMS code is typed last: the user fills the passwords while the code is on its way (and in the browser the
  // code has reached the dev outbox by then).
  traversal: fillInOrder<ForgotPasswordContext>({
    fields: [
      { field: 'phoneNum' },
      { field: 'imgaeCode', ready: (c) => c.captchaImage !== null },
      { field: 'password' },
      { field: 'rePassword' },
      { field: 'smsCode', ready: (c) => c.smsNotice !== null },
    ],
    editing: { form: 'editing' },
    // Taps while a message shows only show it again; the picture is asked for while its field is empty; the SMS
    // button can be tapped with a valid phone, once per code.
    allow: (s, e) => {
      const c = s.context;
      if (e.type === 'user.refreshCaptcha') return c.message === null && c.imgaeCode === '';
      if (e.type === 'user.requestSms') return c.message === null && c.smsNotice === null && isPhoneValid(c.phoneNum);
      return e.type !== 'user.submit' || c.message === null;
    },
  }),
  invariants: {
    'the picture code is empty whenever a new picture shows': (now, before) =>
      now.context.captchaImage === before.context.captchaImage || now.context.imgaeCode === '',
    // Typing changes no state, and nothing else changes what was typed (the picture code aside).
    'what was typed survives every answer': (now, before) =>
      JSON.stringify(now.value) === JSON.stringify(before.value) ||
      (['phoneNum', 'password', 'rePassword', 'smsCode'] as const).every((f) => now.context[f] === before.context[f]),
  },
  view: {
    at: { route: '/phone/forgetPassword' },
    gestures: {
      'user.changeField': (e) => [
        {
          fill: textbox(LABEL[e.field]),
          text:
            e.field === 'imgaeCode'
              ? { latestCaptcha: { phoneNum: PHONE, imageCodeType: 2 }, sample: e.value }
              : e.field === 'smsCode'
                ? { latestSms: PHONE, sample: e.value }
                : e.value,
        },
      ],
      'user.refreshCaptcha': () => [{ click: button('获取图形验证码') }],
      'user.requestSms': () => [{ click: button('获取验证码') }],
      'user.submit': () => [{ click: button('确定') }],
      'user.goSmsLogin': () => [{ click: button(LegacyPrompt.useSmsLogin.button) }],
    },
    sees: {
      form: [{ control: textbox('手机号') }, { control: textbox('新密码') }],
      'form.loadingRule': [{ control: textbox('确认新密码') }],
      'form.editing': (s) => [
        { control: button('确定'), disabled: false },
        s.context.message ? { text: s.context.message } : { control: textbox('短信验证码') },
        ...(s.context.smsNotice ? [{ text: s.context.smsNotice }] : []),
      ],
      'form.loadingCaptcha': [{ control: textbox('图形验证码') }],
      'form.sendingSms': [{ control: textbox('短信验证码') }],
      'form.submitting': [{ control: textbox('新密码') }],
      legacyUserTips: [
        { control: { role: 'dialog', name: '温馨提示' } },
        { text: LegacyPrompt.useSmsLogin.text },
        { control: button(LegacyPrompt.useSmsLogin.button) },
      ],
      smsLogin: [{ route: `/phone/login?loginType=2&phoneNum=${PHONE}` }],
      succeeded: [{ text: accountText.passwordReset }],
      done: [{ route: `/phone/login?phoneNum=${PHONE}` }],
    },
  },
});
