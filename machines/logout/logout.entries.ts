import { logoutMachine, LOGOUT_CONFIRM_TEXT } from './logout';
import { button, entry } from '../../tests/model/kit';

const logoutButton = button('退出登录');
const confirmDialog = { role: 'dialog', name: LOGOUT_CONFIRM_TEXT } as const;

export default entry({
  machine: logoutMachine,
  input: undefined,
  events: {},
  outcomes: {
    // An expired session (06060010) and a lost network reject alike: the call layer has shown either.
    logOut: { loggedOut: { output: null }, failed: { error: new Error('请重新登录') } },
  },
  at: { component: 'LogoutButton' },
  gestures: {
    'user.logout': () => [{ click: logoutButton }],
    'user.confirm': () => [{ click: button('确定') }],
    'user.cancel': () => [{ click: button('取消') }],
  },
  sees: {
    idle: [{ control: logoutButton, disabled: false }, { noControl: confirmDialog }],
    confirming: [{ control: confirmDialog }, { control: button('确定') }, { control: button('取消') }],
    loggingOut: [{ control: logoutButton, disabled: true }, { noControl: confirmDialog }],
    // Logged out on this device whatever the server answered, and on the login page.
    done: [{ stored: 'token_trustms', value: null }, { route: '/phone/login' }],
  },
});
