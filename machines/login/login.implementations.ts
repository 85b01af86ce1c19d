/** The real calls and storage the login page provides to the login flow (and the register tab's flow). */
import { fromPromise } from 'xstate';
import type { CaptchaRequest, LoginSmsRequest, loginMachine, PasswordLoginRequest, SmsLoginRequest } from './login';
import { api, hashPassword } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { saveAppTokenOnly, saveLogin } from '../../src/platform/storage';
import { CAPTCHA_REFUSALS, withRefusals } from '../../src/implementations/outcome';
import { registerActor } from '../register/register.implementations';

/** Every login call is sent from the H5 (spec 1 §7). */
const LOGIN_PLATFORM = '2';

export const loginImplementations: Implementations<typeof loginMachine> = {
  actors: {
    submitPasswordLogin: fromPromise(({ input }: { input: PasswordLoginRequest }) =>
      withRefusals(
        (options) =>
          api.userPasswordLogin(
            {
              userName: input.userName,
              password: hashPassword(input.password),
              imgaeCode: input.imgaeCode,
              equipmentNo: input.equipmentNo,
              loginPlatform: LOGIN_PLATFORM,
            },
            options,
          ),
        { ...CAPTCHA_REFUSALS, [Code.passwordLoginForbidden]: 'useSmsLogin' },
      ),
    ),
    submitSmsLogin: fromPromise(({ input }: { input: SmsLoginRequest }) =>
      withRefusals(
        (options) =>
          api.smsPasswordLogin(
            {
              userName: input.phoneNum,
              smsCode: input.smsCode,
              imgaeCode: input.imgaeCode,
              equipmentNo: input.equipmentNo,
              loginPlatform: LOGIN_PLATFORM,
            },
            options,
          ),
        { ...CAPTCHA_REFUSALS, [Code.smsLoginTip]: 'registerAgain' },
      ),
    ),
    sendSmsCode: fromPromise(({ input }: { input: LoginSmsRequest }) =>
      withRefusals((options) => api.getQuickySmsCode(input, options), CAPTCHA_REFUSALS),
    ),
    loadCaptcha: fromPromise(async ({ input }: { input: CaptchaRequest }) => {
      const { data } = await api.getImgCode({ imageCodeType: 1, ...input });
      return data.imageVerification;
    }),
    register: registerActor,
  },
  actions: {
    storeLogin: ({ context }) => {
      if (context.login) saveLogin(context.login);
    },
    storeAppToken: ({ context }) => {
      if (context.login) saveAppTokenOnly(context.login.xtoken);
    },
  },
};
