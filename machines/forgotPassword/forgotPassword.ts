import { assertEvent, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { accountText, codeText, type CallRequest } from '../../src/contract';
import { DEFAULT_PASSWORD_RULE, type PasswordRule } from '../../src/validation/password';
import {
  forgotPasswordError,
  forgotPasswordSmsError,
  sanitizeForgotPasswordField,
  type ForgotPasswordField,
} from '../../src/validation/passwordForms';
import { isPhoneValid, phoneError } from '../../src/validation/phone';
import { isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';
import { smsCountdownMachine, SMS_RESEND_SECONDS } from '../smsCountdown/smsCountdown';
import { LegacyPrompt } from '../shared/legacyPrompt';
import { loadingRuleState } from '../shared/passwordForm';

export type { ForgotPasswordField };

export interface ForgotPasswordInput {
  /** Made when the page loads (DESIGN §8); the picture code and the SMS code are tied to it. */
  equipmentNo: string;
  /** How long the success message shows before login: 0.5 s in the product (spec 1 §4, §9). */
  loginDelayMs?: number;
  /** The SMS button's countdown: 60 s in the product. */
  smsSeconds?: number;
}

export interface ForgotPasswordContext extends Record<ForgotPasswordField, string> {
  equipmentNo: string;
  /** The picture code as a data URL, once fetched. */
  captchaImage: string | null;
  rule: PasswordRule;
  /** What the form says: the first field to fix, or the server's refusal; typing clears it. */
  message: string | null;
  /** 验证码已发送至您的手机, 请注意查收, once a code went out. */
  smsNotice: string | null;
  loginDelayMs: number;
  smsSeconds: number;
}

export type ForgotPasswordEvent =
  | { type: 'user.changeField'; field: ForgotPasswordField; value: string }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.requestSms' }
  | { type: 'user.submit' }
  | { type: 'user.goSmsLogin' };

export type CaptchaRequest = CallRequest<'getImgCode'>;
export type SmsRequest = CallRequest<'getForgetPwdSmsCode'>;

/** What the reset sends; the implementation hashes the passwords. */
export type ResetPasswordRequest = Pick<ForgotPasswordContext, ForgotPasswordField | 'equipmentNo'>;

/** forgetPwd reset the password, or found a legacy website user (04040540, spec 1 §4). */
export type ResetOutcome = Outcome<null, 'useSmsLogin'>;
/** getForgetPwdSmsCode sent the code, or the picture code was wrong (04040517). */
export type ResetSmsOutcome = Outcome<null, 'captchaWrong'>;

export const FORGOT_PASSWORD_LOGIN_DELAY_MS = 500;

/**
 * Forgot password (spec 1 §2 "Forgot password", §3 forgot-password payload, §4 "Forgot password", §5, §7
 * forgetPwd, getForgetPwdSmsCode, getImgCode with imageCodeType 2, queryPwdIntensity). The SMS button's countdown is
 * a child actor (smsCountdown) that this flow starts once a code went out.
 *
 * - form: the user types phone, picture code, SMS code, new password and repeat. Typing clears the message on show.
 *   - loadingRule: the password rule is fetched (queryPwdIntensity); if that fails the default rule applies.
 *   - editing: tapping the picture fetches a new one once the phone is valid; the SMS button (usable with a valid
 *     phone) asks for the code, or says the picture code is missing; 确定 checks the fields top to bottom and
 *     shows the first problem, or sends the reset.
 *   - loadingCaptcha: a picture code is fetched for the phone (type 2); its field is cleared. Also after a failed
 *     SMS request: the server spent the picture it checked.
 *   - sendingSms: getForgetPwdSmsCode is under way; once it answers, its text shows and the countdown starts.
 *   - submitting: forgetPwd is under way. A failure returns to editing with everything typed kept (the call
 *     layer has shown the message).
 * - legacyUserTips: the phone belongs to a legacy website user (04040540): a modal says to log in with an SMS
 *   code; its button (快捷登录) leads to SMS login.
 * - smsLogin: the SMS login page opens with the phone.
 * - succeeded: "设置新密码成功" shows; login follows after the delay.
 * - done: the login page opens with the phone.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    tags: {} as 'busy',
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    loadPasswordRule: providedLater<PasswordRule>('loadPasswordRule'),
    loadCaptcha: providedLater<string, CaptchaRequest>('loadCaptcha'),
    sendSmsCode: providedLater<ResetSmsOutcome, SmsRequest>('sendSmsCode'),
    resetPassword: providedLater<ResetOutcome, ResetPasswordRequest>('resetPassword'),
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    /** The success message stays this long before the login page opens. */
    loginDelay: ({ context }) => context.loginDelayMs,
  },
  guards: {
    isOutcome: isOutcome<ResetOutcome | ResetSmsOutcome>(),
    isPhoneValid: ({ context }) => isPhoneValid(context.phoneNum),
    canRequestSms: ({ context }) => forgotPasswordSmsError(context) === null,
    isFormValid: ({ context }) => forgotPasswordError(context, context.rule) === null,
  },
  actions: {
    navigate,
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return { [event.field]: sanitizeForgotPasswordField(event.field, event.value), message: null };
    }),
    assignRule: assign((_, rule: PasswordRule) => ({ rule })),
    assignCaptcha: assign((_, captchaImage: string) => ({ captchaImage, imgaeCode: '' })),
    showPhoneError: assign({ message: ({ context }) => phoneError(context.phoneNum) }),
    showSmsRequestError: assign({ message: ({ context }) => forgotPasswordSmsError(context) }),
    showFirstError: assign({ message: ({ context }) => forgotPasswordError(context, context.rule) }),
    showRefusal: assign((_, { msg }: ResetSmsOutcome) => ({ message: msg })),
    clearMessage: assign({ message: null, smsNotice: null }),
    noteSmsSent: assign((_, { msg }: ResetSmsOutcome) => ({ smsNotice: msg || codeText.smsSent })),
    startCountdown: sendTo('smsCountdown', { type: 'countdown.start' }),
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
    message: null,
    smsNotice: null,
    loginDelayMs: input.loginDelayMs ?? FORGOT_PASSWORD_LOGIN_DELAY_MS,
    smsSeconds: input.smsSeconds ?? SMS_RESEND_SECONDS,
  }),
  invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.smsSeconds }) },
  initial: 'form',
  states: {
    form: {
      on: { 'user.changeField': { actions: 'assignField' } },
      initial: 'loadingRule',
      states: {
        loadingRule: loadingRuleState,
        editing: {
          on: {
            'user.refreshCaptcha': [
              { guard: 'isPhoneValid', target: 'loadingCaptcha', actions: 'clearMessage' },
              { actions: 'showPhoneError' },
            ],
            'user.requestSms': [
              { guard: 'canRequestSms', target: 'sendingSms', actions: 'clearMessage' },
              { actions: 'showSmsRequestError' },
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
            onDone: { target: 'editing', actions: { type: 'assignCaptcha', params: output } },
            onError: 'editing',
          },
        },
        sendingSms: {
          tags: ['busy'],
          invoke: {
            id: 'sendSmsCode',
            src: 'sendSmsCode',
            input: ({ context }) => ({
              phoneNum: context.phoneNum,
              imgaeCode: context.imgaeCode,
              equipmentNo: context.equipmentNo,
            }),
            onDone: [
              {
                guard: outcome('ok'),
                target: 'editing',
                actions: [{ type: 'noteSmsSent', params: output }, 'startCountdown'],
              },
              // 04040517: the server's message, and a new picture (the wrong one is spent).
              { target: 'loadingCaptcha', actions: { type: 'showRefusal', params: output } },
            ],
            // The server spent the picture it checked: a new one, with what was typed kept.
            onError: 'loadingCaptcha',
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
              {
                guard: outcome('useSmsLogin'),
                target: '#forgotPassword.legacyUserTips',
              },
              { target: '#forgotPassword.succeeded' },
            ],
            onError: 'editing',
          },
        },
      },
    },
    legacyUserTips: {
      on: { 'user.goSmsLogin': { target: 'smsLogin' } },
    },
    smsLogin: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: 'login', query: { loginType: '2', phoneNum: context.phoneNum } }),
      },
    },
    succeeded: {
      after: {
        loginDelay: {
          target: 'done',
          actions: {
            type: 'navigate',
            params: ({ context }) => ({ to: 'login', query: { phoneNum: context.phoneNum }, replace: true }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

/** What the forgot-password page shows. */
export function selectForgotPasswordView(snapshot: Pick<ForgotPasswordSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const editing = snapshot.matches({ form: 'editing' });
  return {
    fields: context as Record<ForgotPasswordField, string>,
    captchaImage: context.captchaImage,
    captchaLoading: snapshot.matches({ form: 'loadingCaptcha' }),
    /** Spec 1 §4: the SMS button needs a valid phone; the missing picture code is said on the tap (§5). */
    smsButtonUsable: editing && isPhoneValid(context.phoneNum),
    smsNotice: context.smsNotice,
    message: context.message,
    canSubmit: editing,
    prompt: snapshot.matches('legacyUserTips') ? LegacyPrompt.useSmsLogin : null,
    success: snapshot.matches('succeeded') ? accountText.passwordReset : null,
  };
}
