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
    at: { component: 'SmsCodeButton' },
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
