/** The real calls the personal-information page provides to its flow (spec 1 §7). */
import { fromPromise } from 'xstate';
import type { ChosenPhoto, LoadedProfile, personalInfoMachine } from './personalInfo';
import { api } from '../../src/api';
import type { Implementations } from '../../src/flows/useFlow';
import { scaledJpegBase64 } from '../../src/platform/image';
import { askForCertification } from '../../src/implementations/certification';

export const personalInfoImplementations: Implementations<typeof personalInfoMachine> = {
  actors: {
    loadProfile: fromPromise(async (): Promise<LoadedProfile> => {
      const { data } = await api.queryCustomerInfo();
      return {
        profilePhoto: data.profilePhoto,
        nickName: data.nickName,
        telephone: data.telephone,
        certified: data.isCertified === 2,
      };
    }),
    // The page hands the input's File, which is a ChosenPhoto and a Blob.
    preparePhoto: fromPromise(({ input }: { input: { file: ChosenPhoto } }) =>
      scaledJpegBase64(input.file as unknown as Blob),
    ),
    uploadPhoto: fromPromise(async ({ input }: { input: { headPortrait: string } }) => {
      const { msg } = await api.saveProfilePhotoUpload(input);
      return { photo: input.headPortrait, msg };
    }),
  },
  actions: {
    askForCertification,
  },
};
