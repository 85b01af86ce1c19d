import { changePasswordMachine, FIRST_LOGIN_TEXT, isChangePasswordFilled } from './changePassword';
import { accountText, Code } from '../../src/contract';
import { PASSWORD_HINT } from '../../src/validation/password';
import { fillInOrder } from '../../tests/model/formTraversal';
import { button, edits, entry, fault, passwordRuleAnswers, textbox } from '../../tests/model/kit';

/**
 * The demo customer who must change the password at first login (README): the browser logs in as it and gets
 * the change-only session. The old password typed is not the account's, so the server's real answer is the
 * failure (原密码错误), and success comes from the fault injector: a real change would leave the demo account
 * with another password for every later test.
 */
const PHONE = '13800000004';
const LABEL = { oldPassword: '原密码', newPassword: '新密码', rePassword: '确认密码' } as const;
const confirm = button('确定');

export default entry({
  machine: changePasswordMachine,
  input: { firstLogin: true },
  events: {
    // The repeat that does not match reaches the check's failing branch: 确定 is active only once all are filled.
    'user.changeField': edits({
      oldPassword: ['Wrong@2024'],
      newPassword: ['Safe#2025'],
      rePassword: ['Safe#2025', 'Safe#2026'],
    }),
  },
  outcomes: {
    loadPasswordRule: passwordRuleAnswers,
    changePassword: {
      changed: { output: null, browser: fault('updateLoginPwd', Code.ok, accountText.passwordChanged) },
      wrongOldPassword: { error: new Error('原密码错误'), browser: 'real' },
    },
  },
  filterEvents: fillInOrder({
    fields: ['oldPassword', 'newPassword', 'rePassword'],
    // 确定 is disabled until every field holds something, so the user cannot send it earlier; a second tap while
    // the message shows would only show it again.
    allow: (s, e) => e.type !== 'user.submit' || (isChangePasswordFilled(s.context) && s.context.message === null),
  }),
  invariants: {
    // Typing changes no state, and nothing else changes what was typed.
    'what was typed survives every answer': (now, before) =>
      JSON.stringify(now.value) === JSON.stringify(before.value) ||
      (['oldPassword', 'newPassword', 'rePassword'] as const).every((f) => now.context[f] === before.context[f]),
  },
  at: { route: '/phone/changePassword?firstLogin=1', loginAs: PHONE },
  gestures: {
    'user.changeField': (e) => [{ fill: textbox(LABEL[e.field]), text: e.value }],
    'user.submit': () => [{ click: confirm }],
  },
  sees: {
    form: [
      { control: { role: 'heading', name: FIRST_LOGIN_TEXT } },
      { text: PASSWORD_HINT },
      { control: textbox('原密码') },
    ],
    'form.loadingRule': [{ control: textbox('新密码') }],
    'form.editing': (s) => [
      { control: confirm, disabled: !isChangePasswordFilled(s.context) },
      s.context.message ? { text: s.context.message } : { control: textbox('确认密码') },
    ],
    'form.submitting': [{ control: textbox('新密码') }],
    // The server ended every session: the stored login is cleared before login opens.
    succeeded: [{ text: accountText.passwordChanged }, { stored: 'token_trustms', value: null }],
    done: [{ route: '/phone/login' }],
  },
});
