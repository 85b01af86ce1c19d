import {
  CHANGE_PASSWORD_SUCCESS_TEXT,
  changePasswordMachine,
  FIRST_LOGIN_TEXT,
  isChangePasswordFilled,
  type ChangePasswordContext,
} from '../account/changePassword';
import { entry } from '../catalogueTypes';
import { DEFAULT_PASSWORD_RULE, PASSWORD_HINT } from '../../src/validation/password';
import { fillInOrder } from './formTraversal';

/**
 * The demo customer who must change the password at first login (README): the browser logs in as it and gets
 * the change-only session. The old password typed is not the account's, so the server's real answer is the
 * failure (原密码错误), and success comes from the fault injector: a real change would leave the demo account
 * with another password for every later test.
 */
const PHONE = '13800000004';

export const changePasswordEntry = entry({
  id: 'changePassword',
  machine: changePasswordMachine,
  input: {},
  events: {
    'user.changeOldPassword': [{ type: 'user.changeOldPassword', value: 'Wrong@2024' }],
    'user.changeNewPassword': [{ type: 'user.changeNewPassword', value: 'Safe#2025' }],
    // The repeat that does not match reaches the check's failing branch: 确定 is active only once all are filled.
    'user.changeRePassword': [
      { type: 'user.changeRePassword', value: 'Safe#2025' },
      { type: 'user.changeRePassword', value: 'Safe#2026' },
    ],
    'user.submit': [{ type: 'user.submit' }],
  },
  outcomes: {
    loadPasswordRule: { done: [DEFAULT_PASSWORD_RULE], error: [new Error('查询密码规则失败')] },
    changePassword: { done: [null], error: [new Error('原密码错误')] },
  },
  traversal: fillInOrder<ChangePasswordContext>({
    fields: [
      { event: 'user.changeOldPassword', field: 'oldPassword' },
      { event: 'user.changeNewPassword', field: 'newPassword' },
      { event: 'user.changeRePassword', field: 'rePassword' },
    ],
    editing: { form: 'editing' },
    // 确定 is disabled until every field holds something, so the user cannot send it earlier; a second tap while
    // the message shows would only show it again.
    allow: (s, e) => e.type !== 'user.submit' || (isChangePasswordFilled(s.context) && s.context.error === null),
  }),
  view: {
    at: {
      route: '/phone/changePassword',
      browser: {
        loginAs: PHONE,
        outcomes: {
          loadPasswordRule: { done: ['real'], error: [{ fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } }] },
          changePassword: {
            done: [
              { fault: { callKey: 'updateLoginPwd', businessCode: '00000000', msg: CHANGE_PASSWORD_SUCCESS_TEXT } },
            ],
            error: ['real'],
          },
        },
      },
    },
    gestures: {
      'user.changeOldPassword': (e) => [{ fill: { role: 'textbox', name: '原密码' }, text: e.value }],
      'user.changeNewPassword': (e) => [{ fill: { role: 'textbox', name: '新密码' }, text: e.value }],
      'user.changeRePassword': (e) => [{ fill: { role: 'textbox', name: '确认密码' }, text: e.value }],
      'user.submit': () => [{ click: { role: 'button', name: '确定' } }],
    },
    sees: {
      form: [
        { control: { role: 'heading', name: FIRST_LOGIN_TEXT } },
        { text: PASSWORD_HINT },
        { control: { role: 'textbox', name: '原密码' } },
      ],
      'form.loadingRule': [],
      'form.editing': (s) => [
        { control: { role: 'button', name: '确定' }, disabled: !isChangePasswordFilled(s.context) },
        ...(s.context.error ? [{ text: s.context.error }] : []),
      ],
      'form.submitting': [],
      succeeded: [{ text: CHANGE_PASSWORD_SUCCESS_TEXT }],
      done: [],
    },
  },
});
