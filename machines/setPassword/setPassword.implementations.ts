/** The real call and storage the set-password page provides to its flow. */
import { fromPromise } from 'xstate';
import type { SavePasswordRequest, setPasswordMachine } from './setPassword';
import { api, hashPassword } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { clearLogin } from '../../src/platform/storage';
import { loadPasswordRule } from '../../src/implementations/passwordRule';

export const setPasswordImplementations: Implementations<typeof setPasswordMachine> = {
  actors: {
    loadPasswordRule,
    // registerSource '1': the legacy and set-password flow (spec 1 §3, §7).
    savePassword: fromPromise(async ({ input }: { input: SavePasswordRequest }) => {
      await api.resetPwdPc({
        phoneNum: input.phoneNum,
        password: hashPassword(input.password),
        rePassword: hashPassword(input.rePassword),
        registerSource: '1',
      });
      return null;
    }),
  },
  actions: {
    // The new password ended every session of the user (as a change does): the stored login means nothing now.
    clearSession: () => clearLogin(),
  },
};
