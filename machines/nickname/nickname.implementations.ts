/** The real calls the nickname page provides to its flow (spec 1 §7 queryCustomerInfo, updateNickName). */
import { fromPromise } from 'xstate';
import type { LoadedNickname, nicknameMachine } from './nickname';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { askForCertification } from '../../src/implementations/certification';

export const nicknameImplementations: Implementations<typeof nicknameMachine> = {
  actors: {
    loadNickname: fromPromise(async (): Promise<LoadedNickname> => {
      const { data } = await api.queryCustomerInfo();
      return { nickName: data.nickName, certified: data.isCertified === 2 };
    }),
    saveNickname: fromPromise(
      async ({ input }: { input: { nickName: string } }) => (await api.updateNickName(input)).msg,
    ),
  },
  actions: {
    askForCertification,
  },
};
