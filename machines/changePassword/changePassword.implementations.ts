/** The real call and storage the change-password page provides to its flow. */
import { fromPromise } from 'xstate';
import type { changePasswordMachine } from './changePassword';
import { api, hashPassword } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { clearLogin } from '../../src/platform/storage';
import type { ChangePasswordFields } from '../../src/validation/passwordForms';
import { loadPasswordRule } from '../../src/implementations/passwordRule';

export const changePasswordImplementations: Implementations<typeof changePasswordMachine> = {
  actors: {
    loadPasswordRule,
    changePassword: fromPromise(async ({ input }: { input: ChangePasswordFields }) => {
      await api.updateLoginPwd({
        oldPassword: hashPassword(input.oldPassword),
        newPassword: hashPassword(input.newPassword),
        rePassword: hashPassword(input.rePassword),
      });
      return null;
    }),
  },
  actions: {
    // updateLoginPwd ended every session of the user: the stored token and login cookies mean nothing now.
    clearSession: () => clearLogin(),
  },
};
