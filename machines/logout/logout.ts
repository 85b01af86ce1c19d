import { setup, type SnapshotFrom } from 'xstate';
import { navigate, providedLater } from '../shared/flow';

export type LogoutEvent = { type: 'user.logout' } | { type: 'user.confirm' } | { type: 'user.cancel' };

/** The question the confirm dialog asks before the session ends. */
export const LOGOUT_CONFIRM_TEXT = '确定退出登录吗？';

/**
 * Logout from the My page (spec 1 §2 "My page: logout action", §4 "Logout", §7 loginOut).
 *
 * - idle: the 退出登录 button can be tapped.
 * - confirming: a dialog asks 确定退出登录吗？; 取消 closes it and nothing changes, 确定 logs out.
 * - loggingOut: loginOut tells the server to end the session; the button cannot be tapped again.
 * - done: the stored token, certified flag, password, greeting flag and access are cleared (with the login
 *   cookies) and the login page opens.
 *
 * `logOut` (the call) and `clearSession` (storage) are provided by the view.
 */
export const logoutMachine = setup({
  types: {
    events: {} as LogoutEvent,
    tags: {} as 'busy',
  },
  actors: {
    logOut: providedLater<null>('logOut'),
  },
  actions: {
    navigate,
    // Provided by the page: storage is not the machine's.
    clearSession: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.logout': 'confirming' },
    },
    confirming: {
      on: { 'user.confirm': 'loggingOut', 'user.cancel': 'idle' },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: {
          target: 'done',
          actions: ['clearSession', { type: 'navigate', params: { to: 'login', replace: true } }],
        },
        // The user asked to leave: a failed call (no network, a server error, or a session that had already
        // expired, 06060010) must not keep them logged in on this device. The call layer has shown its message;
        // the server-side session either is gone already or expires on its own.
        onError: {
          target: 'done',
          actions: ['clearSession', { type: 'navigate', params: { to: 'login', replace: true } }],
        },
      },
    },
    done: { type: 'final' },
  },
});

export type LogoutSnapshot = SnapshotFrom<typeof logoutMachine>;

/** What the logout button and its dialog show. */
export function selectLogoutView(snapshot: Pick<LogoutSnapshot, 'matches' | 'hasTag' | 'status'>) {
  return {
    /** Once the user confirmed, the button cannot be tapped again. */
    buttonEnabled: !snapshot.hasTag('busy') && snapshot.status !== 'done',
    confirming: snapshot.matches('confirming'),
  };
}
