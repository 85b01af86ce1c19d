/** The real calls and navigation the forgot-password page provides to its flow. */
import { fromPromise } from 'xstate';
import type {
  CaptchaRequest,
  forgotPasswordMachine,
  ResetOutcome,
  ResetPasswordRequest,
} from '../../machines/account/forgotPassword';
import type { SmsRequestParams } from '../../machines/shared/smsCountdown';
import { api, hashPassword } from '../api';
import { href } from '../paths';
import { Code } from '../contract';
import type { Implementations } from '../flows/useFlow';
import { loadPasswordRule } from './passwordRule';

/** SMS quick login, where the legacy-user modal sends its reader (spec 1 §4). */
export const SMS_LOGIN_PATH = href({ to: 'login', query: { loginType: '2' } });

/** getForgetPwdSmsCode for the SMS button: phone, picture code and equipment number (spec 1 §7). */
export async function sendForgotPasswordSms(params: SmsRequestParams): Promise<unknown> {
  const { phoneNum = '', imgaeCode = '', equipmentNo = '' } = params;
  return api.getForgetPwdSmsCode({ phoneNum, imgaeCode, equipmentNo });
}

export function forgotPasswordImplementations(
  navigate: (path: string) => void,
): Implementations<typeof forgotPasswordMachine> {
  return {
    actors: {
      loadPasswordRule,
      loadCaptcha: fromPromise(
        async ({ input }: { input: CaptchaRequest }) => (await api.getImgCode(input)).data.imageVerification,
      ),
      resetPassword: fromPromise(async ({ input }: { input: ResetPasswordRequest }): Promise<ResetOutcome> => {
        const answer = await api.forgetPwd(
          {
            phoneNum: input.phoneNum,
            password: hashPassword(input.password),
            rePassword: hashPassword(input.rePassword),
            validateCode: input.smsCode,
            equipmentNo: input.equipmentNo,
            imgaeCode: input.imgaeCode,
          },
          { expect: [Code.passwordLoginForbidden] },
        );
        return answer.statusCode === Code.passwordLoginForbidden ? 'legacyWebsiteUser' : 'reset';
      }),
    },
    actions: {
      goToLogin: () => navigate(href('login')),
      goToSmsLogin: () => navigate(SMS_LOGIN_PATH),
    },
  };
}
