import {
  changePasswordMachine,
  FIRST_LOGIN_TEXT,
  isChangePasswordFilled,
  type ChangePasswordContext,
} from '../../../machines/account/changePassword';
import { DEFAULT_PASSWORD_RULE, PASSWORD_HINT } from '../../../src/validation/password';
import { fillInOrder } from '../formTraversal';
import { entry, type Control } from '../types';
import { accountText } from '../../../src/contract';

/**
 * The demo customer who must change the password at first login (README): the browser logs in as it and gets
 * the change-only session. The old password typed is not the account's, so the server's real answer is the
 * failure (原密码错误), and success comes from the fault injector: a real change would leave the demo account
 * with another password for every later test.
 */
const PHONE = '13800000004';
const LABEL = { oldPassword: '原密码', newPassword: '新密码', rePassword: '确认密码' } as const;
const textbox = (name: string): Control => ({ role: 'textbox', name });
const confirm: Control = { role: 'button', name: '确定' };

export default entry({
  machine: changePasswordMachine,
  input: { firstLogin: true },
  events: {
    'user.changeField': [
      { type: 'user.changeField', field: 'oldPassword', value: 'Wrong@2024' },
      { type: 'user.changeField', field: 'newPassword', value: 'Safe#2025' },
      // The repeat that does not match reaches the check's failing branch: 确定 is active only once all are filled.
      { type: 'user.changeField', field: 'rePassword', value: 'Safe#2025' },
      { type: 'user.changeField', field: 'rePassword', value: 'Safe#2026' },
    ],
    'user.submit': [{ type: 'user.submit' }],
  },
  outcomes: {
    loadPasswordRule: {
      rule: { output: DEFAULT_PASSWORD_RULE, browser: 'real' },
      failed: {
        error: new Error('查询密码规则失败'),
        browser: { fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } },
      },
    },
    changePassword: {
      changed: {
        output: null,
        browser: { fault: { callKey: 'updateLoginPwd', businessCode: '00000000', msg: accountText.passwordChanged } },
      },
      wrongOldPassword: { error: new Error('原密码错误'), browser: 'real' },
    },
  },
  traversal: fillInOrder<ChangePasswordContext>({
    fields: [{ field: 'oldPassword' }, { field: 'newPassword' }, { field: 'rePassword' }],
    editing: { form: 'editing' },
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
  view: {
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
  },
});
