import { smsCountdownMachine } from './smsCountdown';
import { button, entry, textbox } from '../../tests/model/kit';

export default entry({
  machine: smsCountdownMachine,
  input: { seconds: 2 },
  events: {},
  outcomes: {},
  invariants: {
    'the label never counts below 1 s nor above the countdown': (s) =>
      !s.hasTag('counting') || (s.context.remaining >= 1 && s.context.remaining <= s.context.seconds),
  },
  // In the browser the SMS login page hosts the button: a valid phone makes it usable, a tap sends a real code
  // (getQuickySmsCode), and the page starts the real 60 s.
  at: {
    component: 'SmsCodeButton',
    host: {
      route: '/phone/login?loginType=2',
      prepare: [{ fill: textbox('手机号'), text: '13800000001' }],
      input: { seconds: 60 },
    },
  },
  gestures: { 'countdown.start': () => [{ click: button('获取验证码') }] },
  sees: {
    idle: [{ control: button('获取验证码'), disabled: false }],
    countingDown: (s) => [{ control: button(`重新获取${s.context.remaining}s`), disabled: true }],
  },
});
