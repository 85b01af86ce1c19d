/**
 * The login flow. Every sample stands for a demo account of the reference server (server/seed/accounts.ts): an
 * answer's `when` says which account the server gives it to, so each generated path is one the real server can
 * play. In the browser the answers marked 'real' come from the server itself, the rest from the fault injector.
 */
import {
  loginMachine,
  selectLoginView,
  type LoginContext,
  type LoginSnapshot,
  type PasswordLoginOutcome,
  type SmsLoginOutcome,
} from '../../../machines/account/login';
import { Code, type LoginData } from '../../../src/contract';
import { isPhoneValid } from '../../../src/validation/phone';
import type { LoginField } from '../../../src/validation/login';
import { entry, type BrowserOutcome, type Control, type Gesture, type Sight } from '../types';
import { NEW_PHONE } from './register';
import { codeText, loginText } from '../../../src/contract';
import { LegacyPrompt } from '../../../machines/account/legacyPrompt';

const VERIFIED = '13800000001';
const MUST_CHANGE = '13800000004';
const LEGACY_WEBSITE = '13800000003';
const LEGACY_PC = '13800000005';
const PASSWORD = 'Demo@1234';
const PICTURE_CODE = 'abcd';
/** One sample SMS code per phone, so the browser knows whose code to read from the outbox. */
const SMS_CODE_OF: Record<string, string> = {
  [VERIFIED]: '100001',
  [MUST_CHANGE]: '100004',
  [LEGACY_WEBSITE]: '100003',
  [LEGACY_PC]: '100005',
};
const PHONE_OF_SMS_CODE = Object.fromEntries(Object.entries(SMS_CODE_OF).map(([phone, code]) => [code, phone]));

const login = (phone: string, over: Partial<LoginData> = {}): LoginData => ({
  type: 1,
  certificateType: '0',
  pwdChangeType: 1,
  xtoken: 'a'.repeat(64),
  isCertified: 2,
  telephone: phone,
  realName: '张明远',
  ...over,
});
const ok = (data: LoginData) => ({ kind: 'ok', data, msg: loginText.loggedIn }) as const;
const fault = (callKey: string, businessCode: string, msg: string): BrowserOutcome => ({
  fault: { callKey, businessCode, msg },
});
const CAPTCHA_REQUIRED = '请输入图片验证码';
const CAPTCHA_WRONG = '图片验证码错误';

type C = LoginContext;
const captchaUp = (c: C) => (c.mode === 1 ? c.passwordCaptcha : c.smsCaptcha);
const named = (phone: string) => (c: C) => c.userName === phone;
const phoned = (phone: string) => (c: C) => c.phoneNum === phone;

/** The answers of both login calls, each for the account the server gives it to (`typed` reads the mode's field). */
function loginAnswers(typed: (phone: string) => (c: C) => boolean, callKey: string) {
  const verified = typed(VERIFIED);
  return {
    loggedIn: { output: ok(login(VERIFIED)), browser: 'real', when: verified },
    mustChange: {
      output: ok(login(MUST_CHANGE, { certificateType: '1', pwdChangeType: 0, realName: '陈静怡' })),
      browser: 'real',
      when: typed(MUST_CHANGE),
    },
    captchaRequired: {
      output: { kind: 'captchaRequired', msg: CAPTCHA_REQUIRED },
      browser: fault(callKey, Code.captchaRequired, CAPTCHA_REQUIRED),
      when: (c: C) => verified(c) && !captchaUp(c),
    },
    captchaWrong: {
      output: { kind: 'captchaWrong', msg: CAPTCHA_WRONG },
      browser: fault(callKey, Code.captchaWrong, CAPTCHA_WRONG),
      when: (c: C) => verified(c) && captchaUp(c),
    },
  } as const;
}

// Controls of the login screen, by role and accessible name.
const LABEL: Record<LoginField, string> = {
  userName: '账号',
  password: '密码',
  imgaeCode: '图片验证码',
  phoneNum: '手机号',
  smsCode: '短信验证码',
  quickyImgaeCode: '图片验证码',
};
const textbox = (field: LoginField): Control => ({ role: 'textbox', name: LABEL[field] });
const button = (name: string): Control => ({ role: 'button', name });
const LOGIN_BUTTON = button('登录');
const CAPTCHA_PICTURE = button('图形验证码，点击刷新');
const MODE_TAB: Record<1 | 2, Control> = { 1: { role: 'tab', name: '密码登录' }, 2: { role: 'tab', name: '快捷登录' } };
const LOGIN_TAB: Record<1 | 2, Control> = { 1: { role: 'tab', name: '登录' }, 2: { role: 'tab', name: '注册' } };
const PROMPT: Control = { role: 'dialog', name: '温馨提示' };

function typing(field: LoginField, value: string): Gesture[] {
  if (field === 'smsCode') {
    return [{ fill: textbox(field), text: { latestSms: PHONE_OF_SMS_CODE[value] ?? VERIFIED, sample: value } }];
  }
  if (field === 'imgaeCode' || field === 'quickyImgaeCode') {
    return [{ fill: textbox(field), text: { latestCaptcha: { phoneNum: VERIFIED, imageCodeType: 1 }, sample: value } }];
  }
  return [{ fill: textbox(field), text: value }];
}

const PASSWORD_ORDER = ['userName', 'password', 'imgaeCode'] as const;
const SMS_ORDER = ['phoneNum', 'smsCode', 'quickyImgaeCode'] as const;
const modeFields = (c: C) => (c.mode === 1 ? PASSWORD_ORDER : SMS_ORDER);

function formSights(s: LoginSnapshot): [Sight, ...Sight[]] {
  const view = selectLoginView(s);
  const [name, secret, picture] = modeFields(s.context);
  return [
    { control: textbox(name), value: view.fields[name] },
    { control: textbox(secret) },
    view.captcha ? { control: textbox(picture) } : { noControl: textbox(picture) },
    view.captcha ? { control: CAPTCHA_PICTURE } : { noControl: CAPTCHA_PICTURE },
    { control: MODE_TAB[view.mode] },
  ];
}

const promptSights = (text: string, ...buttons: string[]): [Sight, ...Sight[]] => [
  { control: PROMPT },
  { text },
  ...buttons.map((b) => ({ control: button(b) })),
];

const nothingTyped = (c: C) => modeFields(c).every((f) => c[f] === '');
/** The form as the page opened it: tabs and modes are explored from here (what switching clears has tests of its own). */
const pristine = (c: C) =>
  nothingTyped(c) && !c.passwordCaptcha && !c.smsCaptcha && c.message === null && c.legacyUserName === null;

/** Whether the user would type this sample now: once per field, in the form's order, what the server can check. */
function wouldType(c: C, field: LoginField, value: string): boolean {
  const [name, , picture] = modeFields(c);
  if (!(modeFields(c) as readonly string[]).includes(field)) return false;
  // Emptying the name while the picture code shows is how a refresh without a name is reached.
  if (value === '') return field === name && captchaUp(c) && c[name] !== '';
  if (c[field] !== '') return false;
  // Picture codes are injected for the verified account only, so only it is typed while one shows.
  if (field === name && captchaUp(c)) return value === VERIFIED;
  if (field === picture) return c.captchaImage !== null && c[name] === VERIFIED;
  if (field === 'password') return c.userName !== '';
  // The SMS code is read from the outbox of the phone typed, once a code was sent to it.
  if (field === 'smsCode') return SMS_CODE_OF[c.phoneNum] === value && c.smsNotice !== null;
  return true;
}

export default entry({
  machine: loginMachine,
  // The product's delays: every level runs them on a simulated clock, and the browser's clock advances the page
  // by what the machine under test says, so both must agree.
  input: {
    loginType: 1,
    equipmentNo: '1700000000000',
    redirectDelays: { password: 1000, sms: 500 },
    smsSeconds: 60,
  },
  events: {
    'user.changeField': [
      { type: 'user.changeField', field: 'userName', value: VERIFIED },
      { type: 'user.changeField', field: 'userName', value: MUST_CHANGE },
      { type: 'user.changeField', field: 'userName', value: LEGACY_WEBSITE },
      { type: 'user.changeField', field: 'userName', value: '' },
      { type: 'user.changeField', field: 'password', value: PASSWORD },
      { type: 'user.changeField', field: 'imgaeCode', value: PICTURE_CODE },
      { type: 'user.changeField', field: 'phoneNum', value: VERIFIED },
      { type: 'user.changeField', field: 'phoneNum', value: MUST_CHANGE },
      { type: 'user.changeField', field: 'phoneNum', value: LEGACY_PC },
      ...Object.values(SMS_CODE_OF).map((value) => ({
        type: 'user.changeField' as const,
        field: 'smsCode' as const,
        value,
      })),
      { type: 'user.changeField', field: 'quickyImgaeCode', value: PICTURE_CODE },
    ],
    'user.selectMode': [
      { type: 'user.selectMode', mode: 1 },
      { type: 'user.selectMode', mode: 2 },
    ],
    'user.selectTab': [
      { type: 'user.selectTab', tab: 1 },
      { type: 'user.selectTab', tab: 2 },
    ],
    'user.refreshCaptcha': [{ type: 'user.refreshCaptcha' }],
    'user.requestSms': [{ type: 'user.requestSms' }],
    'user.submit': [{ type: 'user.submit' }],
    'user.chooseSmsLogin': [{ type: 'user.chooseSmsLogin' }],
    'user.choosePasswordUpdate': [{ type: 'user.choosePasswordUpdate' }],
    'user.skipPasswordUpdate': [{ type: 'user.skipPasswordUpdate' }],
    'user.chooseRegister': [{ type: 'user.chooseRegister' }],
  },
  outcomes: {
    submitPasswordLogin: {
      ...loginAnswers(named, 'userPasswordLogin'),
      useSmsLogin: {
        output: { kind: 'useSmsLogin', msg: LegacyPrompt.useSmsLogin.text } satisfies PasswordLoginOutcome,
        browser: 'real',
        when: named(LEGACY_WEBSITE),
      },
      wrongPassword: {
        error: new Error('账号或密码错误'),
        browser: fault('userPasswordLogin', Code.loginFailed, '账号或密码错误'),
        when: named(VERIFIED),
      },
    },
    submitSmsLogin: {
      ...loginAnswers(phoned, 'smsPasswordLogin'),
      legacyWebsite: {
        output: ok(login(LEGACY_WEBSITE, { realName: '刘建国' })),
        browser: 'real',
        when: phoned(LEGACY_WEBSITE),
      },
      registerAgain: {
        output: { kind: 'registerAgain', msg: LegacyPrompt.registerAgain.text } satisfies SmsLoginOutcome,
        browser: 'real',
        when: phoned(LEGACY_PC),
      },
      wrongCode: {
        error: new Error('短信验证码错误或已失效'),
        browser: fault('smsPasswordLogin', Code.smsCodeWrong, '短信验证码错误或已失效'),
        when: phoned(VERIFIED),
      },
    },
    sendSmsCode: {
      sent: { output: { kind: 'ok', data: null, msg: codeText.smsSent }, browser: 'real' },
      captchaRequired: {
        output: { kind: 'captchaRequired', msg: CAPTCHA_REQUIRED },
        browser: fault('getQuickySmsCode', Code.captchaRequired, CAPTCHA_REQUIRED),
        when: (c) => phoned(VERIFIED)(c) && !c.smsCaptcha,
      },
      captchaWrong: {
        output: { kind: 'captchaWrong', msg: CAPTCHA_WRONG },
        browser: fault('getQuickySmsCode', Code.captchaWrong, CAPTCHA_WRONG),
        when: (c) => phoned(VERIFIED)(c) && c.smsCaptcha,
      },
      failed: {
        error: new Error('获取短信验证码失败'),
        browser: { fault: { callKey: 'getQuickySmsCode', httpStatus: 500 } },
      },
    },
    loadCaptcha: {
      picture: { output: 'data:image/svg+xml;base64,PHN2Zy8+', browser: 'real' },
      failed: {
        error: new Error('获取图形验证码失败'),
        browser: { fault: { callKey: 'getImgCode', httpStatus: 500 } },
      },
    },
    // The register tab's own flow registers a new phone (its entry replays it); the login tab opens with it.
    register: { registered: { output: { phoneNum: NEW_PHONE }, browser: 'real' } },
  },
  traversal: {
    filterEvents: (s, event) => {
      const c = s.context;
      switch (event.type) {
        case 'user.changeField':
          return wouldType(c, event.field, event.value);
        case 'user.selectMode':
          return pristine(c);
        case 'user.selectTab':
          return event.tab === 1 || pristine(c);
        case 'user.requestSms':
          return c.mode === 2 && isPhoneValid(c.phoneNum) && c.smsNotice === null && c.message === null;
        case 'user.submit':
          return pristine(c) || (c.mode === 1 ? c.password !== '' : c.smsCode !== '');
        default:
          return true;
      }
    },
  },
  invariants: {
    'the picture code is empty whenever a new picture shows': (now, before) =>
      now.context.captchaImage === before.context.captchaImage ||
      now.context[now.context.mode === 1 ? 'imgaeCode' : 'quickyImgaeCode'] === '',
    // A picture loaded because a call was refused (not because the picture was tapped) comes with the refusal.
    "every refusal shows the server's message": (now, before) =>
      !now.matches({ loginTab: 'loadingCaptcha' }) ||
      before.matches({ loginTab: 'loadingCaptcha' }) ||
      before.matches({ loginTab: 'editing' }) ||
      now.context.message !== null,
    'switching modes keeps nothing typed in the mode left': (now, before) =>
      now.context.mode === before.context.mode ||
      (before.context.mode === 1 ? PASSWORD_ORDER : SMS_ORDER).every((f) => now.context[f] === ''),
    'the SMS code holds digits only': (now) => /^\d*$/.test(now.context.smsCode),
  },
  view: {
    at: { route: '/phone/login' },
    gestures: {
      'user.changeField': (e) => typing(e.field, e.value),
      'user.selectMode': (e) => [{ click: MODE_TAB[e.mode] }],
      'user.selectTab': (e) => [{ click: LOGIN_TAB[e.tab] }],
      'user.refreshCaptcha': () => [{ click: CAPTCHA_PICTURE }],
      'user.requestSms': () => [{ click: button('获取验证码') }],
      'user.submit': () => [{ click: LOGIN_BUTTON }],
      'user.chooseSmsLogin': () => [{ click: button(LegacyPrompt.useSmsLogin.button) }],
      'user.choosePasswordUpdate': () => [{ click: button(LegacyPrompt.changePassword.button) }],
      'user.skipPasswordUpdate': () => [{ click: button(LegacyPrompt.changePassword.skip) }],
      'user.chooseRegister': () => [{ click: button(LegacyPrompt.registerAgain.button) }],
    },
    sees: {
      loginTab: [{ control: LOGIN_TAB[1] }, { control: LOGIN_TAB[2] }],
      'loginTab.editing': (s) => {
        const view = selectLoginView(s);
        return [
          { control: LOGIN_BUTTON, disabled: !view.submitActive },
          ...formSights(s),
          ...(view.message ? [{ text: view.message }] : []),
          ...(view.smsNotice ? [{ text: view.smsNotice }] : []),
        ];
      },
      'loginTab.loadingCaptcha': (s) => [{ control: LOGIN_BUTTON, disabled: true }, ...formSights(s)],
      // Against the real server the answer may already be shown (or another page opened) when the browser looks,
      // so only what holds either way: the tabs (or, once gone, not the login page's button).
      'loginTab.submittingPassword': [{ control: LOGIN_TAB[1] }],
      'loginTab.submittingSms': [{ control: LOGIN_TAB[1] }],
      'loginTab.sendingSms': [{ control: textbox('smsCode') }],
      'loginTab.smsLoginTip': (s) => [
        ...promptSights(s.context.prompt, LegacyPrompt.useSmsLogin.button),
        { control: MODE_TAB[2] },
        { control: textbox('phoneNum'), value: s.context.phoneNum },
      ],
      'loginTab.registerTip': (s) => promptSights(s.context.prompt, LegacyPrompt.registerAgain.button),
      // The register flow's form (src/pages/account/RegisterForm.tsx) in place of the login form.
      registerTab: [
        { control: LOGIN_TAB[1] },
        { control: button('注册') },
        { noControl: LOGIN_BUTTON },
        { noControl: MODE_TAB[1] },
      ],
      loggedIn: (s) => [
        { text: loginText.loggedIn },
        { control: LOGIN_BUTTON, disabled: true },
        // What the native shell reads: the token and the user's own phone, not a masked one (spec 1 §3).
        { stored: 'telephone', value: s.context.login!.telephone },
      ],
      passwordUpdateTip: promptSights(
        LegacyPrompt.changePassword.text,
        LegacyPrompt.changePassword.button,
        LegacyPrompt.changePassword.skip,
      ),
      // Only the app token is kept: the user is not logged in until the password is changed.
      passwordChangeRequired: [{ route: '/phone/changePassword?firstLogin=1' }, { stored: 'telephone', value: null }],
      leaving: [{ route: '/phone/productList' }],
      settingPassword: (s) => [{ route: `/phone/agreement/register?phoneNum=${s.context.phoneNum}` }],
    },
  },
});
