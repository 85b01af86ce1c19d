import { forgotPasswordMachine } from './forgotPassword';
import { LegacyPrompt } from '../shared/legacyPrompt';
import { accountText, Code, codeText } from '../../src/contract';
import { isPhoneValid } from '../../src/validation/phone';
import { fillInOrder } from '../../tests/model/formTraversal';
import * as kit from '../../tests/model/kit';

const { button, textbox } = kit;
/** A registered demo customer (README). The new password is the demo one, so the real reset leaves it as seeded. */
const PHONE = '13800000002';
const PASSWORD = 'Demo@1234';
const LABEL = {
  phoneNum: '手机号',
  imgaeCode: '图形验证码',
  smsCode: '短信验证码',
  password: '新密码',
  rePassword: '确认新密码',
};

const input = (field: keyof typeof LABEL) => textbox(LABEL[field]);

export default kit.entry({
  machine: forgotPasswordMachine,
  input: { equipmentNo: 'test-equipment', smsSeconds: 60 },
  events: {
    'user.changeField': kit.edits({
      phoneNum: [PHONE],
      imgaeCode: ['ab12'],
      password: [PASSWORD],
      rePassword: [PASSWORD],
      smsCode: ['123456'],
    }),
  },
  outcomes: {
    loadPasswordRule: kit.passwordRuleAnswers,
    loadCaptcha: kit.captchaAnswers,
    sendSmsCode: kit.smsAnswers('getForgetPwdSmsCode'),
    resetPassword: {
      reset: kit.real({ kind: 'ok', data: null, msg: accountText.passwordReset }),
      useSmsLogin: kit.refusal('useSmsLogin', 'forgetPwd', Code.passwordLoginForbidden, LegacyPrompt.useSmsLogin.text),
      smsCodeWrong: kit.failure('forgetPwd', Code.smsCodeWrong, codeText.smsWrong),
    },
  },
  // The SMS code is typed last: the user fills the passwords while the code is on its way (and in the browser the
  // code has reached the dev outbox by then).
  filterEvents: fillInOrder({
    fields: ['phoneNum', 'imgaeCode', 'password', 'rePassword', 'smsCode'],
    ready: { imgaeCode: (c) => c.captchaImage !== null, smsCode: (c) => c.smsNotice !== null },
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
  at: { route: '/phone/forgetPassword' },
  gestures: {
    'user.changeField': ({ field, value }) => [{ fill: input(field), text: kit.typed(field, value, PHONE, 2) }],
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
});
