import { SET_PASSWORD_SUCCESS_TEXT, setPasswordMachine, type SetPasswordContext } from '../account/setPassword';
import { entry } from '../catalogueTypes';
import { DEFAULT_PASSWORD_RULE, PASSWORD_HINT } from '../../src/validation/password';
import { fillInOrder } from './formTraversal';

/**
 * A registered demo customer (README). The legacy website user (13800000003) is who really sets a password, but
 * the browser logs in by password, which that account refuses; this account's real answer is the refusal
 * (该账号已设置密码), so success comes from the fault injector and nothing changes the demo data.
 */
const PHONE = '13800000002';

export const setPasswordEntry = entry({
  id: 'setPassword',
  machine: setPasswordMachine,
  input: { phoneNum: PHONE },
  events: {
    'user.changePassword': [{ type: 'user.changePassword', value: 'Safe#2025' }],
    'user.changeRePassword': [{ type: 'user.changeRePassword', value: 'Safe#2025' }],
    'user.submit': [{ type: 'user.submit' }],
  },
  outcomes: {
    loadPasswordRule: { done: [DEFAULT_PASSWORD_RULE], error: [new Error('查询密码规则失败')] },
    savePassword: { done: [null], error: [new Error('该账号已设置密码，请使用修改密码')] },
  },
  traversal: fillInOrder<SetPasswordContext>({
    fields: [
      { event: 'user.changePassword', field: 'password' },
      { event: 'user.changeRePassword', field: 'rePassword' },
    ],
    editing: { form: 'editing' },
    // A second tap while the message shows would only show it again.
    allow: (s, e) => e.type !== 'user.submit' || s.context.error === null,
  }),
  view: {
    at: {
      route: `/phone/setPassword?phoneNum=${PHONE}`,
      browser: {
        loginAs: PHONE,
        outcomes: {
          loadPasswordRule: { done: ['real'], error: [{ fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } }] },
          savePassword: {
            done: [{ fault: { callKey: 'resetPwdPc', businessCode: '00000000', msg: SET_PASSWORD_SUCCESS_TEXT } }],
            error: ['real'],
          },
        },
      },
    },
    gestures: {
      'user.changePassword': (e) => [{ fill: { role: 'textbox', name: '新密码' }, text: e.value }],
      'user.changeRePassword': (e) => [{ fill: { role: 'textbox', name: '确认密码' }, text: e.value }],
      'user.submit': () => [{ click: { role: 'button', name: '确定' } }],
    },
    sees: {
      form: [
        { text: PASSWORD_HINT },
        { control: { role: 'textbox', name: '新密码' } },
        { control: { role: 'textbox', name: '确认密码' } },
      ],
      'form.loadingRule': [],
      'form.editing': (s) => [
        { control: { role: 'button', name: '确定' }, disabled: false },
        ...(s.context.error ? [{ text: s.context.error }] : []),
      ],
      'form.submitting': [],
      succeeded: [{ text: SET_PASSWORD_SUCCESS_TEXT }],
      done: [],
    },
  },
});
