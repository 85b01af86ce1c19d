/** The real call and navigation the set-password page provides to its flow. */
import { fromPromise } from 'xstate';
import type { SavePasswordRequest, setPasswordMachine } from '../../machines/account/setPassword';
import { api, hashPassword } from '../api';
import { href } from '../paths';
import type { Implementations } from '../flows/useFlow';
import { loadPasswordRule } from './passwordRule';

export function setPasswordImplementations(
  navigate: (path: string) => void,
): Implementations<typeof setPasswordMachine> {
  return {
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
      goToLogin: () => navigate(href('login')),
    },
  };
}
