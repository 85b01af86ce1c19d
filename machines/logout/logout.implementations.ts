/** The real call and storage the logout button provides to its flow. */
import { fromPromise } from 'xstate';
import type { logoutMachine } from './logout';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { clearLogin } from '../../src/platform/storage';

export const logoutImplementations: Implementations<typeof logoutMachine> = {
  actors: {
    logOut: fromPromise(async () => {
      try {
        await api.loginOut();
      } finally {
        // Cleared here as well as by the flow's clearSession: an expired session (06060010) makes the call layer
        // open login itself, which can unmount the page before the flow sees the failure. Clearing twice is harmless.
        clearLogin();
      }
      return null;
    }),
  },
  actions: {
    clearSession: () => clearLogin(),
  },
};
