import { setPasswordMachine } from './setPassword';
import { accountText, Code } from '../../src/contract';
import { PASSWORD_HINT } from '../../src/validation/password';
import { fillInOrder } from '../../tests/model/formTraversal';
import { button, edits, entry, fault, passwordRuleAnswers, textbox } from '../../tests/model/kit';

/**
 * A registered demo customer (README). The legacy website user (13800000003) is who really sets a password, but
 * the browser logs in by password, which that account refuses; this account's real answer is the refusal
 * (该账号已设置密码), so success comes from the fault injector and nothing changes the demo data.
 */
const PHONE = '13800000002';
const confirm = button('确定');

export default entry({
  machine: setPasswordMachine,
  input: { phoneNum: PHONE },
  events: { 'user.changeField': edits({ password: ['Safe#2025'], rePassword: ['Safe#2025'] }) },
  outcomes: {
    loadPasswordRule: passwordRuleAnswers,
    savePassword: {
      saved: { output: null, browser: fault('resetPwdPc', Code.ok, accountText.passwordSet) },
      refused: { error: new Error('该账号已设置密码，请使用修改密码'), browser: 'real' },
    },
  },
  filterEvents: fillInOrder({
    fields: ['password', 'rePassword'],
    // A second tap while the message shows would only show it again.
    allow: (s, e) => e.type !== 'user.submit' || s.context.message === null,
  }),
  at: { route: `/phone/setPassword?phoneNum=${PHONE}`, loginAs: PHONE },
  gestures: {
    'user.changeField': (e) => [{ fill: textbox(e.field === 'password' ? '新密码' : '确认密码'), text: e.value }],
    'user.submit': () => [{ click: confirm }],
  },
  sees: {
    form: [{ text: PASSWORD_HINT }, { control: textbox('新密码') }, { control: textbox('确认密码') }],
    'form.loadingRule': [{ control: textbox('新密码') }],
    'form.editing': (s) => [
      { control: confirm, disabled: false },
      s.context.message ? { text: s.context.message } : { control: textbox('确认密码') },
    ],
    'form.submitting': [{ control: textbox('新密码') }],
    // The server ended the SMS-login session with the old password: the stored login is gone too.
    succeeded: [{ text: accountText.passwordSet }, { stored: 'token_trustms', value: null }],
    done: [{ route: `/phone/login?phoneNum=${PHONE}` }],
  },
});
