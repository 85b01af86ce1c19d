/**
 * The login flow in the catalogue. Every sample stands for a demo account of the reference server
 * (server/seed/accounts.ts), and `traversal.filterEvents` lets an answer happen only after the account it belongs
 * to was typed, so each generated path is one the real server can play: in the browser the answers marked 'real'
 * come from the server itself, the rest from the fault injector.
 */
import type { LoginData } from '../../src/contract';
import { Code } from '../../src/contract';
import { canRequestLoginSms, type LoginField } from '../../src/validation/login';
import {
  LegacyPrompt,
  LOGIN_SUCCESS_TEXT,
  selectLoginView,
  type LoginAnswer,
  type LoginSnapshot,
  loginMachine,
} from '../account/login';
import { entry, type BrowserOutcome, type Control, type Gesture, type Sight } from '../catalogueTypes';

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

const login = (over: Partial<LoginData>): LoginData => ({
  type: 1,
  certificateType: '0',
  pwdChangeType: 1,
  xtoken: 'a'.repeat(64),
  isCertified: 2,
  telephone: '138****0001',
  realName: '张明远',
  ...over,
});
const ok = (data: LoginData): LoginAnswer => ({ statusCode: Code.ok, data, msg: '登录成功' });
const refused = (statusCode: string, msg: string): LoginAnswer => ({ statusCode, data: null, msg });
const fault = (callKey: string, businessCode: string, msg: string): BrowserOutcome => ({
  fault: { callKey, businessCode, msg },
});

const verified = ok(login({}));
const mustChange = ok(login({ certificateType: '1', pwdChangeType: 0, telephone: '138****0004', realName: '陈静怡' }));
const legacyWebsite = ok(login({ telephone: '138****0003', realName: '刘建国' }));

interface Answer {
  /** The user name (password mode) or phone (SMS mode) the answer belongs to. */
  account: string;
  /** Whether the mode's picture code must be shown before (04040517) or hidden (00000015); omitted: either. */
  captcha?: boolean;
  output: LoginAnswer;
  browser: BrowserOutcome;
}

const PASSWORD_ANSWERS: Answer[] = [
  { account: VERIFIED, output: verified, browser: 'real' },
  { account: MUST_CHANGE, output: mustChange, browser: 'real' },
  {
    account: VERIFIED,
    captcha: false,
    output: refused(Code.captchaRequired, '请输入图片验证码'),
    browser: fault('userPasswordLogin', Code.captchaRequired, '请输入图片验证码'),
  },
  {
    account: VERIFIED,
    captcha: true,
    output: refused(Code.captchaWrong, '图片验证码错误'),
    browser: fault('userPasswordLogin', Code.captchaWrong, '图片验证码错误'),
  },
  {
    account: LEGACY_WEBSITE,
    output: refused(Code.passwordLoginForbidden, LegacyPrompt.useSmsLogin.text),
    browser: 'real',
  },
];

const SMS_ANSWERS: Answer[] = [
  { account: VERIFIED, output: verified, browser: 'real' },
  { account: MUST_CHANGE, output: mustChange, browser: 'real' },
  { account: LEGACY_WEBSITE, output: legacyWebsite, browser: 'real' },
  {
    account: VERIFIED,
    captcha: false,
    output: refused(Code.captchaRequired, '请输入图片验证码'),
    browser: fault('smsPasswordLogin', Code.captchaRequired, '请输入图片验证码'),
  },
  {
    account: VERIFIED,
    captcha: true,
    output: refused(Code.captchaWrong, '图片验证码错误'),
    browser: fault('smsPasswordLogin', Code.captchaWrong, '图片验证码错误'),
  },
  { account: LEGACY_PC, output: refused(Code.smsLoginTip, LegacyPrompt.registerAgain.text), browser: 'real' },
];

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

// Controls of the login screen, by role and accessible name.
const LABEL: Record<LoginField, string> = {
  userName: '手机号/证件号',
  password: '密码',
  imgaeCode: '图片验证码',
  phoneNum: '手机号',
  smsCode: '短信验证码',
  quickyImgaeCode: '图片验证码',
};
const textbox = (field: LoginField): Control => ({ role: 'textbox', name: LABEL[field] });
const LOGIN_BUTTON: Control = { role: 'button', name: '登录' };
const CAPTCHA_PICTURE: Control = { role: 'button', name: '图形验证码，点击刷新' };
const SMS_BUTTON: Control = { role: 'button', name: '获取验证码' };
const MODE_TAB: Record<1 | 2, Control> = { 1: { role: 'tab', name: '密码登录' }, 2: { role: 'tab', name: '快捷登录' } };
const LOGIN_TAB: Record<1 | 2, Control> = { 1: { role: 'tab', name: '登录' }, 2: { role: 'tab', name: '注册' } };
const PROMPT: Control = { role: 'dialog', name: '温馨提示' };

function typing(field: LoginField, value: string): Gesture[] {
  if (field === 'smsCode') {
    return [
      { click: SMS_BUTTON },
      { fill: textbox(field), text: { latestSms: PHONE_OF_SMS_CODE[value] ?? VERIFIED, sample: value } },
    ];
  }
  if (field === 'imgaeCode' || field === 'quickyImgaeCode') {
    return [{ fill: textbox(field), text: { latestCaptcha: { phoneNum: VERIFIED, imageCodeType: 1 }, sample: value } }];
  }
  return [{ fill: textbox(field), text: value }];
}

function formSights(s: LoginSnapshot): Sight[] {
  const view = selectLoginView(s);
  const [name, secret, picture] = (
    view.mode === 1 ? ['userName', 'password', 'imgaeCode'] : ['phoneNum', 'smsCode', 'quickyImgaeCode']
  ) as LoginField[];
  return [
    { control: textbox(name!) },
    { control: textbox(secret!) },
    view.captcha ? { control: textbox(picture!) } : { noControl: textbox(picture!) },
    view.captcha ? { control: CAPTCHA_PICTURE } : { noControl: CAPTCHA_PICTURE },
    { control: MODE_TAB[view.mode] },
  ];
}

const promptSights = (text: string, button: string): Sight[] => [
  { control: PROMPT },
  { text },
  { control: { role: 'button', name: button } },
];
// The page is replaced (in the browser) or left empty (in jsdom, where navigation is not provided).
const goneSights: Sight[] = [{ noControl: LOGIN_BUTTON }];

type Fields = LoginSnapshot['context'];
const PASSWORD_ORDER = ['userName', 'password', 'imgaeCode'] as const;
const SMS_ORDER = ['phoneNum', 'smsCode', 'quickyImgaeCode'] as const;
const modeFields = (c: Fields) => (c.mode === 1 ? PASSWORD_ORDER : SMS_ORDER);
const nothingTyped = (c: Fields) => modeFields(c).every((f) => c[f] === '');
const captchaUp = (c: Fields) => (c.mode === 1 ? c.passwordCaptcha : c.smsCaptcha);
/** The form as the page opened it: tabs and modes are explored from here (what switching clears has tests of its own). */
const pristine = (c: Fields) =>
  nothingTyped(c) && !c.passwordCaptcha && !c.smsCaptcha && c.message === null && c.legacyUserName === null;

/** Whether the user would type this sample now: once per field, in the form's order, what the server can check. */
function wouldType(c: Fields, field: LoginField, value: string): boolean {
  const [name, , picture] = modeFields(c);
  if (!(modeFields(c) as readonly string[]).includes(field)) return false;
  // Emptying the name while the picture code shows is how a refresh without a name is reached.
  if (value === '') return field === name && captchaUp(c) && c[name] !== '';
  if (c[field] !== '') return false;
  // Picture codes are injected for the verified account only, so only it is typed while one shows.
  if (field === name && captchaUp(c)) return value === VERIFIED;
  if (field === picture) return c.captchaImage !== null && c[name] === VERIFIED;
  if (field === 'password') return c.userName !== '';
  // The SMS code is read from the outbox of the phone typed, after the button sent it.
  if (field === 'smsCode') return SMS_CODE_OF[c.phoneNum] === value && canRequestLoginSms(c, captchaUp(c));
  return true;
}

/** Whether the server would give this answer to what was typed. */
function answers(list: Answer[], c: Fields, output: unknown): boolean {
  const answer = list.find((a) => JSON.stringify(a.output) === JSON.stringify(output));
  const typed = c.mode === 1 ? c.userName : c.phoneNum;
  return (
    answer !== undefined &&
    answer.account === typed &&
    (answer.captcha === undefined || answer.captcha === captchaUp(c))
  );
}

export const loginEntry = entry({
  id: 'login',
  machine: loginMachine,
  // The product's delays: every level runs them on a simulated clock, and the browser's clock advances the page
  // by what the machine under test says, so both must agree.
  input: { loginType: 1, equipmentNo: '1700000000000', redirectDelays: { password: 1000, sms: 500 } },
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
    'user.submit': [{ type: 'user.submit' }],
    'user.chooseSmsLogin': [{ type: 'user.chooseSmsLogin' }],
    'user.choosePasswordUpdate': [{ type: 'user.choosePasswordUpdate' }],
    'user.chooseRegister': [{ type: 'user.chooseRegister' }],
  },
  outcomes: {
    submitPasswordLogin: { done: PASSWORD_ANSWERS.map((a) => a.output), error: [new Error('账号或密码错误')] },
    submitSmsLogin: { done: SMS_ANSWERS.map((a) => a.output), error: [new Error('短信验证码错误或已失效')] },
    loadCaptcha: { done: [CAPTCHA_IMAGE], error: [new Error('获取图形验证码失败')] },
  },
  traversal: {
    filterEvents: (snapshot, event) => {
      const c = snapshot.context;
      if (event.type === 'user.changeField') return wouldType(c, event.field, event.value);
      if (event.type === 'user.selectMode') return pristine(c);
      if (event.type === 'user.selectTab') return event.tab === 1 || pristine(c);
      if (event.type === 'user.submit') return pristine(c) || (c.mode === 1 ? c.password !== '' : c.smsCode !== '');
      // Invoke outcomes: only what the server would answer to what was typed.
      const { type, output } = event as unknown as { type: string; output?: unknown };
      if (type === 'xstate.done.actor.submitPasswordLogin') return answers(PASSWORD_ANSWERS, c, output);
      if (type === 'xstate.done.actor.submitSmsLogin') return answers(SMS_ANSWERS, c, output);
      if (type === 'xstate.error.actor.submitPasswordLogin') return c.userName === VERIFIED;
      if (type === 'xstate.error.actor.submitSmsLogin') return c.phoneNum === VERIFIED;
      return true;
    },
  },
  view: {
    at: {
      route: '/phone/login',
      browser: {
        outcomes: {
          submitPasswordLogin: {
            done: PASSWORD_ANSWERS.map((a) => a.browser),
            error: [fault('userPasswordLogin', Code.loginFailed, '账号或密码错误')],
          },
          submitSmsLogin: {
            done: SMS_ANSWERS.map((a) => a.browser),
            error: [fault('smsPasswordLogin', Code.smsCodeWrong, '短信验证码错误或已失效')],
          },
          loadCaptcha: { done: ['real'], error: [{ fault: { callKey: 'getImgCode', httpStatus: 500 } }] },
        },
      },
    },
    gestures: {
      'user.changeField': (e) => typing(e.field, e.value),
      'user.selectMode': (e) => [{ click: MODE_TAB[e.mode] }],
      'user.selectTab': (e) => [{ click: LOGIN_TAB[e.tab] }],
      'user.refreshCaptcha': () => [{ click: CAPTCHA_PICTURE }],
      'user.submit': () => [{ click: LOGIN_BUTTON }],
      'user.chooseSmsLogin': () => [{ click: { role: 'button', name: LegacyPrompt.useSmsLogin.button } }],
      'user.choosePasswordUpdate': () => [{ click: { role: 'button', name: LegacyPrompt.changePassword.button } }],
      'user.chooseRegister': () => [{ click: { role: 'button', name: LegacyPrompt.registerAgain.button } }],
    },
    sees: {
      loginTab: [{ control: LOGIN_TAB[1] }, { control: LOGIN_TAB[2] }],
      'loginTab.editing': (s) => {
        const view = selectLoginView(s);
        return [
          ...formSights(s),
          { control: LOGIN_BUTTON, disabled: !view.submitActive },
          ...(view.message ? [{ text: view.message }] : []),
        ];
      },
      'loginTab.loadingCaptcha': (s) => [...formSights(s), { control: LOGIN_BUTTON, disabled: true }],
      // Nothing of its own: against the real server the answer may already be shown (or another page opened)
      // when the browser looks, and what follows depends on the answer.
      'loginTab.submittingPassword': [],
      'loginTab.submittingSms': [],
      'loginTab.smsLoginTip': (s) => [
        ...promptSights(s.context.notice, LegacyPrompt.useSmsLogin.button),
        { control: MODE_TAB[2] },
      ],
      'loginTab.registerTip': (s) => promptSights(s.context.notice, LegacyPrompt.registerAgain.button),
      // The register flow's form (src/pages/account/RegisterForm.tsx) in place of the login form.
      registerTab: [
        { control: LOGIN_TAB[1] },
        { control: { role: 'button', name: '注册' } },
        { noControl: LOGIN_BUTTON },
        { noControl: MODE_TAB[1] },
      ],
      loggedIn: [{ text: LOGIN_SUCCESS_TEXT }, { control: LOGIN_BUTTON, disabled: true }],
      passwordUpdateTip: promptSights(LegacyPrompt.changePassword.text, LegacyPrompt.changePassword.button),
      passwordChangeRequired: goneSights,
      leaving: goneSights,
      settingPassword: goneSights,
    },
  },
});
