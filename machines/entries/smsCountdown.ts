import { entry } from '../catalogueTypes';
import { smsCountdownMachine } from '../shared/smsCountdown';

export const smsCountdownEntry = entry({
  id: 'smsCountdown',
  machine: smsCountdownMachine,
  input: { seconds: 2 },
  events: {
    'user.requestCode': [{ type: 'user.requestCode', params: { phoneNum: '13800000001' } }],
  },
  outcomes: {
    sendSmsCode: { done: [null], error: [new Error('图形验证码错误')] },
  },
  view: {
    at: {
      component: 'SmsCodeButton',
      // In the browser the SMS login page hosts the button; a valid phone makes it usable, and the page counts the
      // real 60 s. A short delay on the real send keeps "sending" on screen long enough to be seen.
      browser: {
        host: {
          route: '/phone/login?loginType=2',
          prepare: [{ fill: { role: 'textbox', name: '手机号' }, text: '13800000001' }],
        },
        input: { seconds: 60 },
        outcomes: {
          sendSmsCode: {
            done: [{ fault: { callKey: 'getQuickySmsCode', latencyMs: 1500 } }],
            error: [{ fault: { callKey: 'getQuickySmsCode', businessCode: '04040517', msg: '图形验证码错误' } }],
          },
        },
      },
    },
    gestures: {
      'user.requestCode': () => [{ click: { role: 'button', name: '获取验证码' } }],
    },
    sees: {
      idle: [{ control: { role: 'button', name: '获取验证码' }, disabled: false }],
      sending: [{ control: { role: 'button', name: '获取验证码' }, disabled: true }],
      countingDown: (s) => [{ control: { role: 'button', name: `重新获取${s.context.remaining}s` }, disabled: true }],
    },
  },
});
