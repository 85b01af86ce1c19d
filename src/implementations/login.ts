/** The real calls, storage and navigation the login page provides to the login flow. */
import { fromPromise } from 'xstate';
import type {
  CaptchaRequest,
  LoginAnswer,
  loginMachine,
  PasswordLoginRequest,
  SmsLoginRequest,
} from '../../machines/account/login';
import type { SmsRequestParams } from '../../machines/shared/smsCountdown';
import { api, hashPassword, type CallOutcome } from '../api';
import { Code, type LoginData } from '../contract';
import type { Implementations } from '../flows/useFlow';
import { href } from '../paths';
import { saveAppTokenOnly, saveLogin } from '../platform/storage';

export const PRODUCT_LIST_PATH = href('productList');
export const CHANGE_PASSWORD_PATH = href('changePassword');
export const FORGET_PASSWORD_PATH = href('forgetPassword');
/** The agreement-change screen for a phone: agreeing there leads to set password (spec 1 §2). */
export const passwordSetupPath = (phoneNum: string) => href({ to: 'agreementChange', query: { phoneNum } });

/** Every login call is sent from the H5 (spec 1 §7). */
const LOGIN_PLATFORM = '2';

/** The codes the login flow handles itself come back as values; every other failure rejects, already shown. */
const LOGIN_CODES = [Code.captchaRequired, Code.captchaWrong, Code.passwordLoginForbidden, Code.smsLoginTip] as const;

function toAnswer(outcome: CallOutcome<LoginData, (typeof LOGIN_CODES)[number]>): LoginAnswer {
  return {
    statusCode: outcome.statusCode,
    data: outcome.statusCode === Code.ok ? outcome.data : null,
    msg: outcome.msg,
  };
}

/** getQuickySmsCode for the SMS button: phone, equipment number and, while it is shown, the picture code. */
export async function sendLoginSmsCode(params: SmsRequestParams): Promise<unknown> {
  const { phoneNum = '', imgaeCode, equipmentNo } = params;
  return api.getQuickySmsCode({ phoneNum, equipmentNo, ...(imgaeCode !== undefined && { imgaeCode }) });
}

export function loginImplementations(navigate: (path: string) => void): Implementations<typeof loginMachine> {
  return {
    actors: {
      submitPasswordLogin: fromPromise(async ({ input }: { input: PasswordLoginRequest }) =>
        toAnswer(
          await api.userPasswordLogin(
            {
              userName: input.userName,
              password: hashPassword(input.password),
              imgaeCode: input.imgaeCode,
              equipmentNo: input.equipmentNo,
              loginPlatform: LOGIN_PLATFORM,
            },
            { expect: LOGIN_CODES },
          ),
        ),
      ),
      submitSmsLogin: fromPromise(async ({ input }: { input: SmsLoginRequest }) =>
        toAnswer(
          await api.smsPasswordLogin(
            {
              userName: input.phoneNum,
              smsCode: input.smsCode,
              imgaeCode: input.imgaeCode,
              equipmentNo: input.equipmentNo,
              loginPlatform: LOGIN_PLATFORM,
            },
            { expect: LOGIN_CODES },
          ),
        ),
      ),
      loadCaptcha: fromPromise(async ({ input }: { input: CaptchaRequest }) => {
        const { data } = await api.getImgCode({
          imageCodeType: 1,
          phoneNum: input.phoneNum,
          equipmentNo: input.equipmentNo,
        });
        return data.imageVerification;
      }),
    },
    actions: {
      storeLogin: ({ context }) => {
        if (context.login) saveLogin(context.login);
      },
      storeAppToken: ({ context }) => {
        if (context.login) saveAppTokenOnly(context.login.xtoken);
      },
      goToProductList: () => navigate(PRODUCT_LIST_PATH),
      goToChangePassword: () => navigate(CHANGE_PASSWORD_PATH),
      goToPasswordSetup: ({ context }) => navigate(passwordSetupPath(context.phoneNum)),
    },
  };
}
