import { logoutMachine, LOGOUT_CONFIRM_TEXT } from '../../../machines/account/logout';
import { entry, type Control } from '../types';

const logoutButton: Control = { role: 'button', name: '退出登录' };
const confirmDialog: Control = { role: 'dialog', name: LOGOUT_CONFIRM_TEXT };

export default entry({
  machine: logoutMachine,
  input: undefined,
  events: {
    'user.logout': [{ type: 'user.logout' }],
    'user.confirm': [{ type: 'user.confirm' }],
    'user.cancel': [{ type: 'user.cancel' }],
  },
  outcomes: {
    // An expired session (06060010) and a lost network reject alike: the call layer has shown either.
    logOut: { loggedOut: { output: null }, failed: { error: new Error('请重新登录') } },
  },
  view: {
    at: { component: 'LogoutButton' },
    gestures: {
      'user.logout': () => [{ click: logoutButton }],
      'user.confirm': () => [{ click: { role: 'button', name: '确定' } }],
      'user.cancel': () => [{ click: { role: 'button', name: '取消' } }],
    },
    sees: {
      idle: [{ control: logoutButton, disabled: false }, { noControl: confirmDialog }],
      confirming: [
        { control: confirmDialog },
        { control: { role: 'button', name: '确定' } },
        { control: { role: 'button', name: '取消' } },
      ],
      loggingOut: [{ control: logoutButton, disabled: true }, { noControl: confirmDialog }],
      // Logged out on this device whatever the server answered, and on the login page.
      done: [{ stored: 'token_trustms', value: null }, { route: '/phone/login' }],
    },
  },
});
