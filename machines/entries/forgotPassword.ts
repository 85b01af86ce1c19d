import {
  FORGOT_PASSWORD_SUCCESS_TEXT,
  forgotPasswordMachine,
  LEGACY_WEBSITE_USER_TEXT,
  type ForgotPasswordContext,
} from '../account/forgotPassword';
import { entry } from '../catalogueTypes';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';
import { fillInOrder } from './formTraversal';

/** A registered demo customer (README). The new password is the demo one, so the real reset in the browser leaves the account as seeded. */
const PHONE = '13800000002';
const PASSWORD = 'Demo@1234';

export const forgotPasswordEntry = entry({
  id: 'forgotPassword',
  machine: forgotPasswordMachine,
  input: { equipmentNo: 'test-equipment' },
  events: {
    'user.changePhone': [{ type: 'user.changePhone', value: PHONE }],
    'user.changeImageCode': [{ type: 'user.changeImageCode', value: 'ab12' }],
    'user.changeSmsCode': [{ type: 'user.changeSmsCode', value: '123456' }],
    'user.changePassword': [{ type: 'user.changePassword', value: PASSWORD }],
    'user.changeRePassword': [{ type: 'user.changeRePassword', value: PASSWORD }],
    'user.refreshCaptcha': [{ type: 'user.refreshCaptcha' }],
    'user.submit': [{ type: 'user.submit' }],
    'user.goSmsLogin': [{ type: 'user.goSmsLogin' }],
  },
  outcomes: {
    loadPasswordRule: { done: [DEFAULT_PASSWORD_RULE], error: [new Error('查询密码规则失败')] },
    loadCaptcha: { done: ['data:image/svg+xml;base64,PHN2Zy8+'], error: [new Error('获取图形验证码失败')] },
    resetPassword: { done: ['reset', 'legacyWebsiteUser'], error: [new Error('短信验证码错误或已失效')] },
  },
  // The SMS code is typed last: the user fills the passwords while the code is on its way (and in the browser the
  // code has reached the dev outbox by then).
  traversal: fillInOrder<ForgotPasswordContext>({
    fields: [
      { event: 'user.changePhone', field: 'phoneNum' },
      { event: 'user.changeImageCode', field: 'imgaeCode', ready: (c) => c.captchaImage !== null },
      { event: 'user.changePassword', field: 'password' },
      { event: 'user.changeRePassword', field: 'rePassword' },
      { event: 'user.changeSmsCode', field: 'smsCode' },
    ],
    editing: { form: 'editing' },
    // Taps while a message shows, or on the picture once its code is typed, only repeat what earlier taps cover.
    allow: (s, e) =>
      (e.type !== 'user.submit' && e.type !== 'user.refreshCaptcha') ||
      (s.context.error === null && (e.type === 'user.submit' || s.context.imgaeCode === '')),
  }),
  view: {
    at: {
      route: '/phone/forgetPassword',
      browser: {
        outcomes: {
          loadPasswordRule: { done: ['real'], error: [{ fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } }] },
          loadCaptcha: { done: ['real'], error: [{ fault: { callKey: 'getImgCode', httpStatus: 500 } }] },
          resetPassword: {
            done: [
              'real',
              { fault: { callKey: 'forgetPwd', businessCode: '04040540', msg: LEGACY_WEBSITE_USER_TEXT } },
            ],
            error: [{ fault: { callKey: 'forgetPwd', businessCode: '04040002', msg: '短信验证码错误或已失效' } }],
          },
        },
      },
    },
    gestures: {
      'user.changePhone': (e) => [{ fill: { role: 'textbox', name: '手机号' }, text: e.value }],
      // Typing the picture code, then asking for the SMS code it unlocks.
      'user.changeImageCode': (e) => [
        {
          fill: { role: 'textbox', name: '图形验证码' },
          text: { latestCaptcha: { phoneNum: PHONE, imageCodeType: 2 }, sample: e.value },
        },
        { click: { role: 'button', name: '获取验证码' } },
      ],
      'user.changeSmsCode': (e) => [
        { fill: { role: 'textbox', name: '短信验证码' }, text: { latestSms: PHONE, sample: e.value } },
      ],
      'user.changePassword': (e) => [{ fill: { role: 'textbox', name: '新密码' }, text: e.value }],
      'user.changeRePassword': (e) => [{ fill: { role: 'textbox', name: '确认新密码' }, text: e.value }],
      'user.refreshCaptcha': () => [{ click: { role: 'button', name: '获取图形验证码' } }],
      'user.submit': () => [{ click: { role: 'button', name: '确定' } }],
      'user.goSmsLogin': () => [{ click: { role: 'button', name: '短信验证码登录' } }],
    },
    sees: {
      form: [{ control: { role: 'textbox', name: '手机号' } }, { control: { role: 'textbox', name: '新密码' } }],
      'form.loadingRule': [],
      'form.editing': (s) => [
        { control: { role: 'button', name: '确定' }, disabled: false },
        ...(s.context.error ? [{ text: s.context.error }] : []),
      ],
      'form.loadingCaptcha': [],
      'form.submitting': [],
      legacyUserTips: [{ control: { role: 'dialog', name: '温馨提示' } }, { text: LEGACY_WEBSITE_USER_TEXT }],
      succeeded: [{ text: FORGOT_PASSWORD_SUCCESS_TEXT }],
      done: [],
    },
  },
});
