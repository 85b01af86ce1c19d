/** The real call, storage and navigation the logout button provides to its flow. */
import { fromPromise } from 'xstate';
import type { logoutMachine } from '../../machines/account/logout';
import { api } from '../api';
import { LOGIN_PATH } from '../api/client';
import type { Implementations } from '../flows/useFlow';
import { clearLogin } from '../platform/storage';

export function logoutImplementations(navigate: (path: string) => void): Implementations<typeof logoutMachine> {
  return {
    actors: {
      logOut: fromPromise(async () => {
        await api.loginOut();
        return null;
      }),
    },
    actions: {
      clearSession: () => clearLogin(),
      goToLogin: () => navigate(LOGIN_PATH),
    },
  };
}
