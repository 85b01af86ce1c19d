import { assertEvent, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { codeText, loginText, type LoginData } from '../../src/contract';
import {
  captchaOwnerError,
  loginFieldsFilled,
  loginSmsError,
  passwordLoginError,
  PASSWORD_FIELDS,
  sanitizeLoginField,
  SMS_FIELDS,
  smsLoginError,
  type LoginField,
  type LoginFields,
} from '../../src/validation/login';
import { isPhoneValid } from '../../src/validation/phone';
import { registerMachine, type RegisterOutput } from '../register/register';
import { isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';
import { smsCountdownMachine, SMS_RESEND_SECONDS } from '../smsCountdown/smsCountdown';
import { LegacyPrompt } from '../shared/legacyPrompt';

/** Login mode (spec 1 §4): 1 password, 2 SMS quick login. */
export type LoginMode = 1 | 2;
/** Login tabs (spec 1 §4): 1 login, 2 register. */
export type LoginTab = 1 | 2;

export interface LoginInput {
  /** The query parameter loginType; anything but 2 means password login. */
  loginType?: LoginMode;
  /** A timestamp string made when the page loads (DESIGN §8); picture codes are keyed by it. */
  equipmentNo: string;
  /** A phone to start with (after registering, or from the forgot-password page). */
  phoneNum?: string;
  /** Where a completed login returns to (an in-app path); the product list otherwise. */
  redirect?: string;
  /** Inside the app the register tab is the in-app registration (spec 1 §4). */
  inApp?: boolean;
  /** Milliseconds the success message stays before the next page (spec 1 §9: 1000 and 500). */
  redirectDelays?: { password: number; sms: number };
  /** The SMS button's countdown: 60 s in the product. */
  smsSeconds?: number;
}

/** A login call's answer: the login, or a refusal this flow handles itself (spec 1 §4 response codes). */
export type PasswordLoginOutcome = Outcome<LoginData, 'captchaRequired' | 'captchaWrong' | 'useSmsLogin'>;
export type SmsLoginOutcome = Outcome<LoginData, 'captchaRequired' | 'captchaWrong' | 'registerAgain'>;
type LoginOutcome = PasswordLoginOutcome | SmsLoginOutcome;
/** getQuickySmsCode's answer: sent, or the picture code is required or wrong (it shares login's captcha gate). */
export type LoginSmsOutcome = Outcome<null, 'captchaRequired' | 'captchaWrong'>;

export interface PasswordLoginRequest {
  userName: string;
  password: string;
  imgaeCode: string;
  equipmentNo: string;
}
export interface SmsLoginRequest {
  phoneNum: string;
  smsCode: string;
  imgaeCode: string;
  equipmentNo: string;
}
export interface LoginSmsRequest {
  phoneNum: string;
  equipmentNo: string;
  /** Only while the picture code is shown. */
  imgaeCode?: string;
}
export interface CaptchaRequest {
  phoneNum: string;
  equipmentNo: string;
}

export interface LoginContext extends LoginFields {
  mode: LoginMode;
  /** Picture-code flags per mode: up once the server asked for a picture code, for the rest of the visit. */
  passwordCaptcha: boolean;
  smsCaptcha: boolean;
  /** The picture being shown; null while none is loaded (not asked for yet, loading, or the load failed). */
  captchaImage: string | null;
  /** What the form says: the first field to fix, or the server's refusal; cleared by the next change. */
  message: string | null;
  /** 验证码已发送至您的手机, 请注意查收, once a code went out. */
  smsNotice: string | null;
  /** The text of the legacy-user prompt being shown. */
  prompt: string;
  /** The user name that password login refused as a legacy website user (04040540). */
  legacyUserName: string | null;
  login: LoginData | null;
  equipmentNo: string;
  redirect: string | null;
  inApp: boolean;
  redirectDelays: { password: number; sms: number };
  smsSeconds: number;
}

export type LoginEvent =
  | { type: 'user.changeField'; field: LoginField; value: string }
  | { type: 'user.selectMode'; mode: LoginMode }
  | { type: 'user.selectTab'; tab: LoginTab }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.requestSms' }
  | { type: 'user.submit' }
  | { type: 'user.chooseSmsLogin' }
  | { type: 'user.choosePasswordUpdate' }
  | { type: 'user.skipPasswordUpdate' }
  | { type: 'user.chooseRegister' };

const captchaShown = (context: LoginContext) => (context.mode === 1 ? context.passwordCaptcha : context.smsCaptcha);
/** The message of the first field to fix in the current mode, or null when the form may be sent. */
const formError = (c: LoginContext) => (c.mode === 1 ? passwordLoginError : smsLoginError)(c, captchaShown(c));
const smsRequestError = (c: LoginContext) => loginSmsError(c, c.smsCaptcha);
const pictureField = (mode: LoginMode): LoginField => (mode === 1 ? 'imgaeCode' : 'quickyImgaeCode');
const cleared = (fields: readonly LoginField[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Partial<LoginFields>;
const loginOf = (outcome: LoginOutcome) => (outcome.kind === 'ok' ? outcome.data : null);
/** Spec 1 §4: type 1, certificateType not '0' and pwdChangeType 0 must change the password first. */
const mustChange = (login: LoginData | null) =>
  login !== null && login.type === 1 && login.certificateType !== '0' && login.pwdChangeType === 0;

/**
 * Login screen (spec 1 §2 "Login and register", §3 login form and response, §4 login mode, image captcha, SMS code
 * button, password/SMS login response codes, successful login, legacy-user prompts, §5, §7 userPasswordLogin /
 * smsPasswordLogin / getQuickySmsCode / getImgCode, §9 redirect delays). The SMS button's countdown is a child
 * actor (smsCountdown), and so is the register tab's form (the register flow).
 *
 * - loginTab: the login tab. The mode (1 password, 2 SMS quick login; the query loginType opens either) is context,
 *   so the page can open in either; switching clears the fields of the mode left. A mode shows the picture code
 *   only after the server asked for one there (00000015, or 04040517 for a wrong one), and then for the rest of
 *   the visit; every refusal shows the server's message.
 *   - editing: the user fills the form. The login button looks active once the fields are filled; a tap checks
 *     them (the spec 1 §5 messages) and sends them. The SMS button needs a valid phone.
 *   - loadingCaptcha: a picture code is fetched (getImgCode, type 1, keyed by the typed name or phone) and its
 *     field cleared: after 00000015, after 04040517, or when the picture is tapped.
 *   - sendingSms: getQuickySmsCode is under way; once the code went out the countdown starts.
 *   - submittingPassword, submittingSms: the login call is under way.
 *   - smsLoginTip: password login refused a legacy user (04040540): the SMS tab, with the phone carried over,
 *     under the prompt to log in with an SMS code (button 快捷登录).
 *   - registerTip: SMS login found a legacy PC user (04040541): the prompt to register again (button 去注册).
 * - registerTab: the register tab runs the register flow; once it is done the login tab opens with its phone.
 * - loggedIn: 登录成功 shows; token, user and cookies are stored; then the page asked for, or the product list.
 * - passwordUpdateTip: the user that password login refused as a legacy website user (04040540) has just logged
 *   in by SMS with that phone: the prompt to change the personal password (修改密码: the agreement-change screen,
 *   which leads to set password; 暂不修改: logged in as usual).
 * - passwordChangeRequired: the first login of an account opened at the counter (type 1, certificateType not 0,
 *   pwdChangeType 0): only the app token is kept and the change-password page opens, saying why.
 * - leaving, settingPassword: the page is being replaced.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy',
    children: {} as { smsCountdown: 'smsCountdown'; register: 'register' },
  },
  actors: {
    submitPasswordLogin: providedLater<PasswordLoginOutcome, PasswordLoginRequest>('submitPasswordLogin'),
    submitSmsLogin: providedLater<SmsLoginOutcome, SmsLoginRequest>('submitSmsLogin'),
    sendSmsCode: providedLater<LoginSmsOutcome, LoginSmsRequest>('sendSmsCode'),
    loadCaptcha: providedLater<string, CaptchaRequest>('loadCaptcha'),
    smsCountdown: smsCountdownMachine,
    register: registerMachine,
  },
  delays: {
    /** The success message stays readable before the next page replaces it: 1 s after password login, 0.5 s after SMS login (spec 1 §9). */
    redirect: ({ context }) => (context.mode === 1 ? context.redirectDelays.password : context.redirectDelays.sms),
  },
  guards: {
    isOutcome: isOutcome<LoginOutcome | LoginSmsOutcome>(),
    isOtherMode: ({ context, event }) => {
      assertEvent(event, 'user.selectMode');
      return event.mode !== context.mode;
    },
    choosesRegister: ({ event }) => {
      assertEvent(event, 'user.selectTab');
      return event.tab === 2;
    },
    choosesLogin: ({ event }) => {
      assertEvent(event, 'user.selectTab');
      return event.tab === 1;
    },
    canSubmitPassword: ({ context }) => context.mode === 1 && formError(context) === null,
    canSubmitSms: ({ context }) => context.mode === 2 && formError(context) === null,
    canRequestSms: ({ context }) => context.mode === 2 && smsRequestError(context) === null,
    isCaptchaShown: ({ context }) => captchaShown(context),
    canLoadCaptcha: ({ context }) => captchaShown(context) && captchaOwnerError(context.mode, context) === null,
    mustChangePassword: (_, outcome: LoginOutcome) => mustChange(loginOf(outcome)),
    isLegacyWebsiteLogin: ({ context }, outcome: LoginOutcome) =>
      loginOf(outcome) !== null && context.legacyUserName !== null && context.legacyUserName === context.phoneNum,
  },
  actions: {
    navigate,
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return { [event.field]: sanitizeLoginField(event.field, event.value), message: null };
    }),
    switchMode: assign(({ context, event }) => {
      assertEvent(event, 'user.selectMode');
      const left = context.mode === 1 ? PASSWORD_FIELDS : SMS_FIELDS;
      return { ...cleared(left), mode: event.mode, captchaImage: null, message: null, smsNotice: null };
    }),
    showFormError: assign({ message: ({ context }) => formError(context) }),
    showSmsRequestError: assign({ message: ({ context }) => smsRequestError(context) }),
    showCaptchaOwnerError: assign({ message: ({ context }) => captchaOwnerError(context.mode, context) }),
    clearMessage: assign({ message: null }),
    // 00000015 or 04040517: the server's message, and the picture code is shown from now on.
    showRefusal: assign(({ context }, { msg }: LoginOutcome | LoginSmsOutcome) => ({
      message: msg,
      ...(context.mode === 1 ? { passwordCaptcha: true } : { smsCaptcha: true }),
    })),
    // Spec 1 §4: when a picture is (re)loaded its field is cleared; the old picture is spent.
    clearCaptcha: assign(({ context }) => ({ [pictureField(context.mode)]: '', captchaImage: null })),
    assignCaptchaImage: assign((_, captchaImage: string) => ({ captchaImage })),
    noteSmsSent: assign((_, { msg }: LoginSmsOutcome) => ({ smsNotice: msg || codeText.smsSent })),
    startCountdown: sendTo('smsCountdown', { type: 'countdown.start' }),
    // 04040540: the SMS tab, with the phone carried over when that is what was typed.
    switchToSmsLogin: assign(({ context }, { msg }: LoginOutcome) => ({
      ...cleared(PASSWORD_FIELDS),
      mode: 2 as const,
      phoneNum: isPhoneValid(context.userName) ? context.userName : '',
      legacyUserName: context.userName,
      prompt: msg || LegacyPrompt.useSmsLogin.text,
      captchaImage: null,
      message: null,
    })),
    noteRegisterAgain: assign((_, { msg }: LoginOutcome) => ({ prompt: msg || LegacyPrompt.registerAgain.text })),
    assignLogin: assign((_, outcome: LoginOutcome) => ({ login: loginOf(outcome) })),
    // The register tab hands over the phone it registered: the login form starts from it.
    takeRegisteredPhone: assign((_, { phoneNum }: RegisterOutput) => ({
      userName: phoneNum,
      phoneNum,
      password: '',
      smsCode: '',
      message: null,
    })),
    // Provided by the page: storage is not the machine's.
    storeLogin: () => {},
    storeAppToken: () => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: input.loginType === 2 ? 2 : 1,
    userName: input.phoneNum ?? '',
    password: '',
    imgaeCode: '',
    phoneNum: input.phoneNum ?? '',
    smsCode: '',
    quickyImgaeCode: '',
    passwordCaptcha: false,
    smsCaptcha: false,
    captchaImage: null,
    message: null,
    smsNotice: null,
    prompt: '',
    legacyUserName: null,
    login: null,
    equipmentNo: input.equipmentNo,
    redirect: input.redirect ?? null,
    inApp: input.inApp ?? false,
    redirectDelays: input.redirectDelays ?? { password: 1000, sms: 500 },
    smsSeconds: input.smsSeconds ?? SMS_RESEND_SECONDS,
  }),
  invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.smsSeconds }) },
  initial: 'loginTab',
  states: {
    loginTab: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.changeField': { actions: 'assignField' },
            'user.selectMode': { guard: 'isOtherMode', actions: 'switchMode' },
            'user.selectTab': { guard: 'choosesRegister', target: '#login.registerTab' },
            'user.refreshCaptcha': [
              { guard: 'canLoadCaptcha', target: 'loadingCaptcha', actions: 'clearMessage' },
              { guard: 'isCaptchaShown', actions: 'showCaptchaOwnerError' },
            ],
            'user.requestSms': [
              { guard: 'canRequestSms', target: 'sendingSms', actions: 'clearMessage' },
              { actions: 'showSmsRequestError' },
            ],
            'user.submit': [
              { guard: 'canSubmitPassword', target: 'submittingPassword' },
              { guard: 'canSubmitSms', target: 'submittingSms' },
              { actions: 'showFormError' },
            ],
          },
        },
        loadingCaptcha: {
          entry: 'clearCaptcha',
          invoke: {
            id: 'loadCaptcha',
            src: 'loadCaptcha',
            input: ({ context }) => ({
              phoneNum: context.mode === 1 ? context.userName : context.phoneNum,
              equipmentNo: context.equipmentNo,
            }),
            onDone: { target: 'editing', actions: { type: 'assignCaptchaImage', params: output } },
            // The call layer has shown why; tapping the empty picture tries again.
            onError: { target: 'editing' },
          },
          on: { 'user.changeField': { actions: 'assignField' } },
        },
        sendingSms: {
          tags: ['busy'],
          invoke: {
            id: 'sendSmsCode',
            src: 'sendSmsCode',
            input: ({ context }) => ({
              phoneNum: context.phoneNum,
              equipmentNo: context.equipmentNo,
              ...(context.smsCaptcha && { imgaeCode: context.quickyImgaeCode }),
            }),
            onDone: [
              {
                guard: outcome('ok'),
                target: 'editing',
                actions: [{ type: 'noteSmsSent', params: output }, 'startCountdown'],
              },
              // Three wrong SMS logins: the picture code is now required here too (spec 1 §4).
              { target: 'loadingCaptcha', actions: { type: 'showRefusal', params: output } },
            ],
            onError: { target: 'editing' },
          },
        },
        submittingPassword: {
          tags: ['busy'],
          invoke: {
            id: 'submitPasswordLogin',
            src: 'submitPasswordLogin',
            input: ({ context }) => ({
              userName: context.userName,
              password: context.password,
              imgaeCode: context.passwordCaptcha ? context.imgaeCode : '',
              equipmentNo: context.equipmentNo,
            }),
            onDone: [
              {
                guard: { type: 'mustChangePassword', params: output },
                target: '#login.passwordChangeRequired',
                actions: { type: 'assignLogin', params: output },
              },
              {
                guard: outcome('ok'),
                target: '#login.loggedIn',
                actions: { type: 'assignLogin', params: output },
              },
              {
                guard: outcome('useSmsLogin'),
                target: 'smsLoginTip',
                actions: { type: 'switchToSmsLogin', params: output },
              },
              // 00000015 and 04040517: the server's message, and a new picture.
              { target: 'loadingCaptcha', actions: { type: 'showRefusal', params: output } },
            ],
            // Failures the flow does not handle itself were shown by the call layer; what was typed stays.
            onError: { target: 'editing' },
          },
        },
        submittingSms: {
          tags: ['busy'],
          invoke: {
            id: 'submitSmsLogin',
            src: 'submitSmsLogin',
            input: ({ context }) => ({
              phoneNum: context.phoneNum,
              smsCode: context.smsCode,
              imgaeCode: context.smsCaptcha ? context.quickyImgaeCode : '',
              equipmentNo: context.equipmentNo,
            }),
            onDone: [
              {
                guard: { type: 'mustChangePassword', params: output },
                target: '#login.passwordChangeRequired',
                actions: { type: 'assignLogin', params: output },
              },
              {
                guard: { type: 'isLegacyWebsiteLogin', params: output },
                target: '#login.passwordUpdateTip',
                actions: { type: 'assignLogin', params: output },
              },
              {
                guard: outcome('ok'),
                target: '#login.loggedIn',
                actions: { type: 'assignLogin', params: output },
              },
              {
                guard: outcome('registerAgain'),
                target: 'registerTip',
                actions: { type: 'noteRegisterAgain', params: output },
              },
              { target: 'loadingCaptcha', actions: { type: 'showRefusal', params: output } },
            ],
            onError: { target: 'editing' },
          },
        },
        smsLoginTip: {
          on: { 'user.chooseSmsLogin': { target: 'editing' } },
        },
        registerTip: {
          on: { 'user.chooseRegister': { target: '#login.registerTab' } },
        },
      },
    },
    registerTab: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          variant: context.inApp ? 'inApp' : 'loginTab',
          loadedAt: Number(context.equipmentNo),
        }),
        onDone: { target: 'loginTab', actions: { type: 'takeRegisteredPhone', params: output } },
      },
      on: { 'user.selectTab': { guard: 'choosesLogin', target: 'loginTab' } },
    },
    loggedIn: {
      entry: 'storeLogin',
      after: {
        redirect: {
          target: 'leaving',
          actions: {
            type: 'navigate',
            params: ({ context }) =>
              context.redirect
                ? { to: 'returnTo', path: context.redirect, replace: true }
                : { to: 'productList', replace: true },
          },
        },
      },
    },
    passwordUpdateTip: {
      // Logged in for real, so the set-password call that follows is authorised.
      entry: 'storeLogin',
      on: {
        'user.choosePasswordUpdate': { target: 'settingPassword' },
        'user.skipPasswordUpdate': { target: 'loggedIn' },
      },
    },
    passwordChangeRequired: {
      type: 'final',
      entry: [
        'storeAppToken',
        { type: 'navigate', params: { to: 'changePassword', query: { firstLogin: '1' }, replace: true } },
      ],
    },
    leaving: { type: 'final' },
    settingPassword: {
      type: 'final',
      entry: {
        type: 'navigate',
        params: ({ context }) => ({ to: 'agreementChange', query: { phoneNum: context.phoneNum } }),
      },
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export interface LoginPromptView {
  text: string;
  button: string;
  event: Extract<LoginEvent, { type: 'user.chooseSmsLogin' | 'user.choosePasswordUpdate' | 'user.chooseRegister' }>;
  /** A second button that closes the prompt (the password-change prompt can be put off). */
  skip?: { button: string; event: Extract<LoginEvent, { type: 'user.skipPasswordUpdate' }> };
}

/** What the login screen shows, derived from the flow's snapshot. */
export function selectLoginView(snapshot: Pick<LoginSnapshot, 'context' | 'matches' | 'hasTag' | 'status'>) {
  const { context } = snapshot;
  const captcha = captchaShown(context);
  let prompt: LoginPromptView | null = null;
  if (snapshot.matches({ loginTab: 'smsLoginTip' })) {
    prompt = { text: context.prompt, button: LegacyPrompt.useSmsLogin.button, event: { type: 'user.chooseSmsLogin' } };
  } else if (snapshot.matches({ loginTab: 'registerTip' })) {
    prompt = {
      text: context.prompt,
      button: LegacyPrompt.registerAgain.button,
      event: { type: 'user.chooseRegister' },
    };
  } else if (snapshot.matches('passwordUpdateTip')) {
    prompt = {
      text: LegacyPrompt.changePassword.text,
      button: LegacyPrompt.changePassword.button,
      event: { type: 'user.choosePasswordUpdate' },
      skip: { button: LegacyPrompt.changePassword.skip, event: { type: 'user.skipPasswordUpdate' } },
    };
  }
  const editing = snapshot.matches({ loginTab: 'editing' });
  return {
    tab: (snapshot.matches('registerTab') ? 2 : 1) as LoginTab,
    mode: context.mode,
    fields: context as LoginFields,
    captcha: captcha
      ? { image: context.captchaImage, loading: snapshot.matches({ loginTab: 'loadingCaptcha' }) }
      : null,
    /** The login button looks active once the required fields hold something. */
    submitActive: editing && loginFieldsFilled(context.mode, context, captcha),
    busy: snapshot.hasTag('busy'),
    /** Spec 1 §4: the SMS button needs a valid phone (and no request under way); the rest is said on the tap. */
    smsButtonUsable: editing && isPhoneValid(context.phoneNum),
    smsNotice: context.smsNotice,
    message: context.message,
    success: snapshot.matches('loggedIn') ? loginText.loggedIn : null,
    prompt,
    /** The page is being replaced: nothing is left to do on it. */
    leaving: snapshot.status === 'done',
  };
}
