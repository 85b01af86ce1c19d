/** The real calls the forgot-password page provides to its flow. */
import { fromPromise } from 'xstate';
import type { CaptchaRequest, forgotPasswordMachine, ResetPasswordRequest, SmsRequest } from './forgotPassword';
import { api, hashPassword } from '../../src/api';
import { Code } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { withRefusals } from '../../src/implementations/outcome';
import { loadPasswordRule } from '../../src/implementations/passwordRule';

const LEGACY_WEBSITE_USER = { [Code.passwordLoginForbidden]: 'useSmsLogin' } as const;
const CAPTCHA_WRONG = { [Code.captchaWrong]: 'captchaWrong' } as const;

export const forgotPasswordImplementations: Implementations<typeof forgotPasswordMachine> = {
  actors: {
    loadPasswordRule,
    loadCaptcha: fromPromise(
      async ({ input }: { input: CaptchaRequest }) => (await api.getImgCode(input)).data.imageVerification,
    ),
    sendSmsCode: fromPromise(({ input }: { input: SmsRequest }) =>
      withRefusals((options) => api.getForgetPwdSmsCode(input, options), CAPTCHA_WRONG),
    ),
    resetPassword: fromPromise(({ input }: { input: ResetPasswordRequest }) =>
      withRefusals(
        (options) =>
          api.forgetPwd(
            {
              phoneNum: input.phoneNum,
              password: hashPassword(input.password),
              rePassword: hashPassword(input.rePassword),
              validateCode: input.smsCode,
              equipmentNo: input.equipmentNo,
              imgaeCode: input.imgaeCode,
            },
            options,
          ),
        LEGACY_WEBSITE_USER,
      ),
    ),
  },
};
