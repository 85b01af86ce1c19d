import { assign, setup, type EventObject } from 'xstate';
import type { LoginData } from '../../src/contract';
import { Code } from '../../src/contract';
import {
  captchaOwnerError,
  canRequestLoginSms,
  loginFieldsFilled,
  passwordLoginError,
  PASSWORD_FIELDS,
  sanitizeLoginField,
  SMS_FIELDS,
  smsLoginError,
  type LoginField,
  type LoginFields,
} from '../../src/validation/login';
import { isPhoneValid } from '../../src/validation/phone';
import { outputOf } from '../shared/outputOf';
import { providedLater } from '../shared/providedLater';

/** Login mode (spec 1 §4): 1 password, 2 SMS quick login. */
export type LoginMode = 1 | 2;
/** Login tabs (spec 1 §4): 1 login, 2 register. */
export type LoginTab = 1 | 2;

export interface LoginInput {
  /** The query parameter loginType; anything but 2 means password login. */
  loginType?: LoginMode;
  /** A timestamp string made when the page loads (DESIGN §8); picture codes are keyed by it. */
  equipmentNo: string;
  /** Milliseconds the success message stays before the product list (spec 1 §9: 1000 and 500). */
  redirectDelays?: { password: number; sms: number };
}

/** What a login call answers: success, or one of the business codes this flow handles itself. */
export interface LoginAnswer {
  statusCode: string;
  data: LoginData | null;
  msg: string;
}

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
export interface CaptchaRequest {
  phoneNum: string;
  equipmentNo: string;
}

export interface LoginContext extends LoginFields {
  mode: LoginMode;
  /** Picture-code flags per mode: up once the server asked for a picture code (00000015), for the rest of the visit. */
  passwordCaptcha: boolean;
  smsCaptcha: boolean;
  /** The picture being shown; null while none is loaded (not asked for yet, loading, or the load failed). */
  captchaImage: string | null;
  /** The validation message of the last tap that could not go ahead; cleared by the next change. */
  message: string | null;
  /** The text of the legacy-user prompt being shown. */
  notice: string;
  /** The user name that password login refused as a legacy website user (04040540). */
  legacyUserName: string | null;
  login: LoginData | null;
  equipmentNo: string;
  redirectDelays: { password: number; sms: number };
}

export type LoginEvent =
  | { type: 'user.changeField'; field: LoginField; value: string }
  | { type: 'user.selectMode'; mode: LoginMode }
  | { type: 'user.selectTab'; tab: LoginTab }
  | { type: 'user.refreshCaptcha' }
  | { type: 'user.submit' }
  | { type: 'user.chooseSmsLogin' }
  | { type: 'user.choosePasswordUpdate' }
  | { type: 'user.chooseRegister' };

/** The three legacy-user prompts of spec 1 §4, each with its one button. */
export const LegacyPrompt = {
  useSmsLogin: { text: '您是老官网用户，由于系统升级，请使用短信验证码登录', button: '快捷登录' },
  changePassword: { text: '您是老官网用户，请修改个人密码', button: '修改密码' },
  registerAgain: { text: '您是老PC端用户，由于系统升级，需要在APP重新注册', button: '去注册' },
} as const;

export const LOGIN_SUCCESS_TEXT = '登录成功';

const fieldsOf = (context: LoginContext): LoginFields => context;
const captchaShown = (context: LoginContext) => (context.mode === 1 ? context.passwordCaptcha : context.smsCaptcha);
/** The message of the first field to fix in the current mode, or null when the form may be sent. */
const formError = (c: LoginContext) =>
  (c.mode === 1 ? passwordLoginError : smsLoginError)(fieldsOf(c), captchaShown(c));
const pictureField = (mode: LoginMode): LoginField => (mode === 1 ? 'imgaeCode' : 'quickyImgaeCode');
const cleared = (fields: readonly LoginField[]) =>
  Object.fromEntries(fields.map((f) => [f, ''])) as Partial<LoginFields>;
const answerOf = (event: EventObject) => outputOf<LoginAnswer>(event);

/**
 * Login screen (spec 1 §2 "Login and register", §3 login form and response, §4 login mode, image captcha, SMS code
 * button, password/SMS login response codes, successful login, legacy-user prompts, §5, §7 userPasswordLogin /
 * smsPasswordLogin / getImgCode, §9 redirect delays).
 *
 * - loginTab: the login tab. The mode (1 password, 2 SMS quick login; the query loginType opens either) is context,
 *   so the page can open in either; switching clears the fields of the mode left. A mode shows the picture code
 *   only after the server asked for one there (00000015, or 04040517 for a wrong one), and then for the rest of
 *   the visit.
 *   - editing: the user fills the form. The login button looks active once the fields are filled; a tap checks
 *     them (the spec 1 §5 messages) and sends them.
 *   - loadingCaptcha: a picture code is fetched (getImgCode, type 1, keyed by the typed name or phone) and its
 *     field cleared: after 00000015, after 04040517, or when the picture is tapped.
 *   - submittingPassword, submittingSms: the login call is under way.
 *   - smsLoginTip: password login refused a legacy user (04040540): the SMS tab, with the phone carried over,
 *     under the prompt to log in with an SMS code (button 快捷登录).
 *   - registerTip: SMS login found a legacy PC user (04040541): the prompt to register again (button 去注册,
 *     which opens the register tab).
 * - registerTab: the register tab; its form is the register flow's.
 * - loggedIn: 登录成功 shows; token, user and cookies are stored; then the product list.
 * - passwordUpdateTip: the user that password login refused as a legacy website user (04040540) has just logged
 *   in by SMS with that phone: the prompt to change the personal password (button 修改密码: the agreement-change
 *   screen, which leads to set password).
 * - passwordChangeRequired: the first login of an account opened at the counter (type 1, certificateType not 0,
 *   pwdChangeType 0): only the app token is kept and the change-password page opens.
 * - leaving, settingPassword: the page is being replaced.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    tags: {} as 'busy',
  },
  actors: {
    submitPasswordLogin: providedLater<LoginAnswer, PasswordLoginRequest>('submitPasswordLogin'),
    submitSmsLogin: providedLater<LoginAnswer, SmsLoginRequest>('submitSmsLogin'),
    loadCaptcha: providedLater<string, CaptchaRequest>('loadCaptcha'),
  },
  delays: {
    /** The success message stays readable before the product list replaces the page: 1 s after password login, 0.5 s after SMS login (spec 1 §9). */
    redirect: ({ context }) => (context.mode === 1 ? context.redirectDelays.password : context.redirectDelays.sms),
  },
  guards: {
    isOtherMode: ({ context, event }) => event.type === 'user.selectMode' && event.mode !== context.mode,
    choosesRegister: ({ event }) => event.type === 'user.selectTab' && event.tab === 2,
    choosesLogin: ({ event }) => event.type === 'user.selectTab' && event.tab === 1,
    canSubmitPassword: ({ context }) => context.mode === 1 && formError(context) === null,
    canSubmitSms: ({ context }) => context.mode === 2 && formError(context) === null,
    isCaptchaShown: ({ context }) => captchaShown(context),
    canLoadCaptcha: ({ context }) =>
      captchaShown(context) && captchaOwnerError(context.mode, fieldsOf(context)) === null,
    // Spec 1 §4: type 1, certificateType not '0' and pwdChangeType 0 must change the password first.
    mustChangePassword: ({ event }) => {
      const { statusCode, data } = answerOf(event);
      return (
        statusCode === Code.ok &&
        data !== null &&
        data.type === 1 &&
        data.certificateType !== '0' &&
        data.pwdChangeType === 0
      );
    },
    isLoggedIn: ({ event }) => answerOf(event).statusCode === Code.ok,
    isLegacyWebsiteLogin: ({ context, event }) =>
      answerOf(event).statusCode === Code.ok &&
      context.legacyUserName !== null &&
      context.legacyUserName === context.phoneNum,
    // 00000015: a picture code is now required (show and load one); 04040517: it was wrong (load another).
    needsNewCaptcha: ({ event }) => {
      const { statusCode } = answerOf(event);
      return statusCode === Code.captchaRequired || statusCode === Code.captchaWrong;
    },
    isPasswordLoginRefused: ({ event }) => answerOf(event).statusCode === Code.passwordLoginForbidden,
    mustRegisterAgain: ({ event }) => answerOf(event).statusCode === Code.smsLoginTip,
  },
  actions: {
    assignField: assign(({ event }) => {
      if (event.type !== 'user.changeField') return {};
      return { [event.field]: sanitizeLoginField(event.field, event.value), message: null };
    }),
    switchMode: assign(({ context, event }) => {
      if (event.type !== 'user.selectMode') return {};
      return {
        ...cleared(context.mode === 1 ? PASSWORD_FIELDS : SMS_FIELDS),
        mode: event.mode,
        captchaImage: null,
        message: null,
      };
    }),
    showFormError: assign({ message: ({ context }) => formError(context) }),
    showCaptchaOwnerError: assign({ message: ({ context }) => captchaOwnerError(context.mode, fieldsOf(context)) }),
    raiseCaptchaFlag: assign(({ context }) => (context.mode === 1 ? { passwordCaptcha: true } : { smsCaptcha: true })),
    // Spec 1 §4: when a picture is (re)loaded its field is cleared; the old picture is spent.
    clearCaptcha: assign(({ context }) => ({ [pictureField(context.mode)]: '', captchaImage: null, message: null })),
    assignCaptchaImage: assign({ captchaImage: ({ event }) => outputOf<string>(event) }),
    // 04040540: the SMS tab, with the phone carried over when that is what was typed.
    switchToSmsLogin: assign(({ context, event }) => ({
      ...cleared(PASSWORD_FIELDS),
      mode: 2 as const,
      phoneNum: isPhoneValid(context.userName) ? context.userName : '',
      legacyUserName: context.userName,
      notice: answerOf(event).msg || LegacyPrompt.useSmsLogin.text,
      captchaImage: null,
      message: null,
    })),
    noteRegisterAgain: assign({ notice: ({ event }) => answerOf(event).msg || LegacyPrompt.registerAgain.text }),
    assignLogin: assign({ login: ({ event }) => answerOf(event).data }),
    // Provided by the page: storage and navigation are not the machine's.
    storeLogin: () => {},
    storeAppToken: () => {},
    goToProductList: () => {},
    goToChangePassword: () => {},
    goToPasswordSetup: () => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: input.loginType === 2 ? 2 : 1,
    userName: '',
    password: '',
    imgaeCode: '',
    phoneNum: '',
    smsCode: '',
    quickyImgaeCode: '',
    passwordCaptcha: false,
    smsCaptcha: false,
    captchaImage: null,
    message: null,
    notice: '',
    legacyUserName: null,
    login: null,
    equipmentNo: input.equipmentNo,
    redirectDelays: input.redirectDelays ?? { password: 1000, sms: 500 },
  }),
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
              { guard: 'canLoadCaptcha', target: 'loadingCaptcha' },
              { guard: 'isCaptchaShown', actions: 'showCaptchaOwnerError' },
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
            onDone: { target: 'editing', actions: 'assignCaptchaImage' },
            // The call layer has shown why; tapping the empty picture tries again.
            onError: { target: 'editing' },
          },
          on: { 'user.changeField': { actions: 'assignField' } },
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
              { guard: 'mustChangePassword', target: '#login.passwordChangeRequired', actions: 'assignLogin' },
              { guard: 'isLoggedIn', target: '#login.loggedIn', actions: 'assignLogin' },
              { guard: 'needsNewCaptcha', target: 'loadingCaptcha', actions: 'raiseCaptchaFlag' },
              { guard: 'isPasswordLoginRefused', target: 'smsLoginTip', actions: 'switchToSmsLogin' },
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
              { guard: 'mustChangePassword', target: '#login.passwordChangeRequired', actions: 'assignLogin' },
              { guard: 'isLegacyWebsiteLogin', target: '#login.passwordUpdateTip', actions: 'assignLogin' },
              { guard: 'isLoggedIn', target: '#login.loggedIn', actions: 'assignLogin' },
              { guard: 'needsNewCaptcha', target: 'loadingCaptcha', actions: 'raiseCaptchaFlag' },
              { guard: 'mustRegisterAgain', target: 'registerTip', actions: 'noteRegisterAgain' },
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
      on: { 'user.selectTab': { guard: 'choosesLogin', target: 'loginTab' } },
    },
    loggedIn: {
      entry: 'storeLogin',
      after: { redirect: { target: 'leaving' } },
    },
    passwordUpdateTip: {
      // Logged in for real, so the set-password call that follows is authorised.
      entry: 'storeLogin',
      on: { 'user.choosePasswordUpdate': { target: 'settingPassword' } },
    },
    passwordChangeRequired: {
      type: 'final',
      entry: ['storeAppToken', 'goToChangePassword'],
    },
    leaving: {
      type: 'final',
      entry: 'goToProductList',
    },
    settingPassword: {
      type: 'final',
      entry: 'goToPasswordSetup',
    },
  },
});

export type LoginSnapshot = ReturnType<typeof loginMachine.getInitialSnapshot>;

export interface LoginPromptView {
  text: string;
  button: string;
  event: Extract<LoginEvent, { type: 'user.chooseSmsLogin' | 'user.choosePasswordUpdate' | 'user.chooseRegister' }>;
}

/** What the login screen shows, derived from the flow's snapshot. */
export function selectLoginView(snapshot: Pick<LoginSnapshot, 'context' | 'matches' | 'hasTag' | 'status'>) {
  const { context } = snapshot;
  const captcha = captchaShown(context);
  const fields = fieldsOf(context);
  let prompt: LoginPromptView | null = null;
  if (snapshot.matches({ loginTab: 'smsLoginTip' })) {
    prompt = { text: context.notice, button: LegacyPrompt.useSmsLogin.button, event: { type: 'user.chooseSmsLogin' } };
  } else if (snapshot.matches({ loginTab: 'registerTip' })) {
    prompt = {
      text: context.notice,
      button: LegacyPrompt.registerAgain.button,
      event: { type: 'user.chooseRegister' },
    };
  } else if (snapshot.matches('passwordUpdateTip')) {
    prompt = { ...LegacyPrompt.changePassword, event: { type: 'user.choosePasswordUpdate' } };
  }
  return {
    tab: (snapshot.matches('registerTab') ? 2 : 1) as LoginTab,
    mode: context.mode,
    fields,
    captcha: captcha
      ? { image: context.captchaImage, loading: snapshot.matches({ loginTab: 'loadingCaptcha' }) }
      : null,
    /** The login button looks active once the required fields hold something. */
    submitActive: snapshot.matches({ loginTab: 'editing' }) && loginFieldsFilled(context.mode, fields, captcha),
    busy: snapshot.hasTag('busy'),
    canRequestCode: canRequestLoginSms(fields, captcha),
    /** What getQuickySmsCode sends: the picture code only while it is shown. */
    smsRequest: {
      phoneNum: context.phoneNum,
      equipmentNo: context.equipmentNo,
      ...(captcha && { imgaeCode: context.quickyImgaeCode }),
    },
    message: context.message,
    success: snapshot.matches('loggedIn') ? LOGIN_SUCCESS_TEXT : null,
    prompt,
    /** The page is being replaced: nothing is left to do on it. */
    leaving: snapshot.status === 'done',
  };
}
