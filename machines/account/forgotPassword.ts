import { assign, setup } from 'xstate';
import type { CallRequest } from '../../src/contract';
import { CODE_MAX_LENGTH, keepDigits } from '../../src/validation/codes';
import { DEFAULT_PASSWORD_RULE, PASSWORD_MAX_LENGTH, type PasswordRule } from '../../src/validation/password';
import { forgotPasswordError } from '../../src/validation/passwordForms';
import { isPhoneValid, PHONE_MAX_LENGTH, phoneError } from '../../src/validation/phone';
import { outputOf } from '../shared/outputOf';
import { providedLater } from '../shared/providedLater';

export interface ForgotPasswordInput {
  /** Made when the page loads (DESIGN §8); the picture code and the SMS code are tied to it. */
  equipmentNo: string;
  /** How long the success message shows before login: 0.5 s in the product (spec 1 §4, §9). */
  loginDelayMs?: number;
}

export interface ForgotPasswordContext {
  phoneNum: string;
  imgaeCode: string;
  smsCode: string;
  password: string;
  rePassword: string;
  equipmentNo: string;
  /** The picture code as a data URL, once fetched. */
  captchaImage: string | null;
  rule: PasswordRule;
  /** The validation message on show; typing clears it. */
  error: string | null;
  loginDelayMs: number;
}

export type ForgotPasswordEvent =
  | { type: 'user.changePhone'; value: string }
  | { type: 'user.changeImageCode'; value: string }
  | { type: 'user.changeSmsCode'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeRePassword'; value: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.submit' }
  | { type: 'user.goSmsLogin' };

export type CaptchaRequest = CallRequest<'getImgCode'>;

/** What the reset sends; the implementation hashes the passwords. */
export type ResetPasswordRequest = Pick<
  ForgotPasswordContext,
  'phoneNum' | 'imgaeCode' | 'smsCode' | 'password' | 'rePassword' | 'equipmentNo'
>;

/** forgetPwd either reset the password or found a legacy website user (statusCode 04040540, spec 1 §4). */
export type ResetOutcome = 'reset' | 'legacyWebsiteUser';

export const FORGOT_PASSWORD_LOGIN_DELAY_MS = 500;
export const FORGOT_PASSWORD_SUCCESS_TEXT = '设置新密码成功';
/** The update-tips modal for legacy website users (spec 1 §2, §4): they log in with an SMS code instead. */
export const LEGACY_WEBSITE_USER_TEXT = '您是老官网用户，由于系统升级，请使用短信验证码登录';

/** The SMS button may send only for a valid phone with a picture code typed (spec 1 §4, §5 "Captchas"). */
export const canRequestSmsCode = (context: ForgotPasswordContext): boolean =>
  isPhoneValid(context.phoneNum) && context.imgaeCode !== '';

/**
 * Forgot password (spec 1 §2 "Forgot password", §3 forgot-password payload, §4 "Forgot password", §5, §7
 * forgetPwd, getForgetPwdSmsCode, getImgCode with imageCodeType 2, queryPwdIntensity).
 *
 * - form: the user types phone, picture code, SMS code (sent by the shared SMS button, which this flow enables
 *   only for a valid phone with a picture code), new password and repeat. Typing clears the message on show.
 *   - loadingRule: the password rule is fetched (queryPwdIntensity); if that fails the default rule applies.
 *   - editing: tapping the picture fetches a new one once the phone is valid; 确定 checks the fields top to
 *     bottom and shows the first problem, or sends the reset.
 *   - loadingCaptcha: a picture code is fetched for the phone (type 2); its field is cleared.
 *   - submitting: forgetPwd is under way. A failure returns to editing with everything typed kept (the call
 *     layer has shown the message).
 * - legacyUserTips: the phone belongs to a legacy website user (04040540): a modal says to log in with an SMS
 *   code; its button leads to SMS login (/phone/login?loginType=2).
 * - succeeded: "设置新密码成功" shows; login follows after the delay.
 * - done: the flow has handed over to the login page.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as 'busy',
  },
  actors: {
    loadPasswordRule: providedLater<PasswordRule>('loadPasswordRule'),
    loadCaptcha: providedLater<string, CaptchaRequest>('loadCaptcha'),
    resetPassword: providedLater<ResetOutcome, ResetPasswordRequest>('resetPassword'),
  },
  delays: {
    /** The success message stays this long before the login page opens. */
    loginDelay: ({ context }) => context.loginDelayMs,
  },
  guards: {
    isPhoneValid: ({ context }) => isPhoneValid(context.phoneNum),
    isFormValid: ({ context }) => forgotPasswordError(context, context.rule) === null,
    isLegacyWebsiteUser: ({ event }) => outputOf<ResetOutcome>(event) === 'legacyWebsiteUser',
  },
  actions: {
    assignPhone: assign(({ event }) => ({ phoneNum: valueOf(event).slice(0, PHONE_MAX_LENGTH), error: null })),
    assignImageCode: assign(({ event }) => ({ imgaeCode: valueOf(event).slice(0, CODE_MAX_LENGTH), error: null })),
    assignSmsCode: assign(({ event }) => ({ smsCode: keepDigits(valueOf(event)), error: null })),
    assignPassword: assign(({ event }) => ({ password: valueOf(event).slice(0, PASSWORD_MAX_LENGTH), error: null })),
    assignRePassword: assign(({ event }) => ({
      rePassword: valueOf(event).slice(0, PASSWORD_MAX_LENGTH),
      error: null,
    })),
    assignRule: assign({ rule: ({ event }) => outputOf<PasswordRule>(event) }),
    assignCaptcha: assign({ captchaImage: ({ event }) => outputOf<string>(event), imgaeCode: '' }),
    showPhoneError: assign({ error: ({ context }) => phoneError(context.phoneNum) }),
    showFirstError: assign({ error: ({ context }) => forgotPasswordError(context, context.rule) }),
    clearError: assign({ error: null }),
    goToLogin: () => {},
    goToSmsLogin: () => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    phoneNum: '',
    imgaeCode: '',
    smsCode: '',
    password: '',
    rePassword: '',
    equipmentNo: input.equipmentNo,
    captchaImage: null,
    rule: DEFAULT_PASSWORD_RULE,
    error: null,
    loginDelayMs: input.loginDelayMs ?? FORGOT_PASSWORD_LOGIN_DELAY_MS,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'user.changePhone': { actions: 'assignPhone' },
        'user.changeImageCode': { actions: 'assignImageCode' },
        'user.changeSmsCode': { actions: 'assignSmsCode' },
        'user.changePassword': { actions: 'assignPassword' },
        'user.changeRePassword': { actions: 'assignRePassword' },
      },
      initial: 'loadingRule',
      states: {
        loadingRule: {
          invoke: {
            id: 'loadPasswordRule',
            src: 'loadPasswordRule',
            onDone: { target: 'editing', actions: 'assignRule' },
            onError: 'editing',
          },
        },
        editing: {
          on: {
            'user.refreshCaptcha': [
              { guard: 'isPhoneValid', target: 'loadingCaptcha', actions: 'clearError' },
              { actions: 'showPhoneError' },
            ],
            'user.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFirstError' }],
          },
        },
        loadingCaptcha: {
          tags: ['busy'],
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            input: ({ context }) => ({
              imageCodeType: 2,
              phoneNum: context.phoneNum,
              equipmentNo: context.equipmentNo,
            }),
            onDone: { target: 'editing', actions: 'assignCaptcha' },
            onError: 'editing',
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({
              phoneNum: context.phoneNum,
              imgaeCode: context.imgaeCode,
              smsCode: context.smsCode,
              password: context.password,
              rePassword: context.rePassword,
              equipmentNo: context.equipmentNo,
            }),
            onDone: [
              { guard: 'isLegacyWebsiteUser', target: '#forgotPassword.legacyUserTips' },
              { target: '#forgotPassword.succeeded' },
            ],
            onError: 'editing',
          },
        },
      },
    },
    legacyUserTips: {
      on: { 'user.goSmsLogin': { target: 'done', actions: 'goToSmsLogin' } },
    },
    succeeded: {
      after: { loginDelay: { target: 'done', actions: 'goToLogin' } },
    },
    done: { type: 'final' },
  },
});

/** The typed value of a field event. */
function valueOf(event: ForgotPasswordEvent): string {
  return 'value' in event ? event.value : '';
}
