/**
 * The login flow. Every sample stands for a demo account of the reference server (server/seed/accounts.ts): an
 * answer's `when` says which account the server gives it to, so each generated path is one the real server can
 * play. In the browser the answers marked 'real' come from the server itself, the rest from the fault injector.
 */
import { LegacyPrompt } from '../shared/legacyPrompt';
import { loginMachine, selectLoginView, type LoginContext, type LoginSnapshot } from './login';
import { Code, codeText, loginText, type LoginData } from '../../src/contract';
import type { LoginField } from '../../src/validation/login';
import { isPhoneValid } from '../../src/validation/phone';
import * as kit from '../../tests/model/kit';
import type { Sight } from '../../tests/model/kit';
import { NEW_PHONE } from '../register/register.entries';

const { button, textbox } = kit;
const VERIFIED = '13800000001';
const MUST_CHANGE = '13800000004';
const LEGACY_WEBSITE = '13800000003';
const LEGACY_PC = '13800000005';
const PASSWORD = 'Demo@1234';
const PICTURE_CODE = 'abcd';
/** One sample SMS code per phone: 1000 and the phone's last two digits, so the browser knows whose outbox to read. */
const smsCodeOf = (phone: string) => `1000${phone.slice(-2)}`;
const phoneOf = (smsCode: string) => `138000000${smsCode.slice(-2)}`;

/** The login the server answers for the verified account; the others differ where said. */
const LOGIN: LoginData = {
  type: 1,
  certificateType: '0',
  pwdChangeType: 1,
  xtoken: 'a'.repeat(64),
  isCertified: 2,
  telephone: VERIFIED,
  realName: '张明远',
};
const ok = (login?: Partial<LoginData>) => ({ kind: 'ok', data: { ...LOGIN, ...login }, msg: loginText.loggedIn });

type C = LoginContext;
const captchaUp = (c: C) => (c.mode === 1 ? c.passwordCaptcha : c.smsCaptcha);
const named = (phone: string) => (c: C) => c.userName === phone;
const phoned = (phone: string) => (c: C) => c.phoneNum === phone;

/** A call's picture-code refusals (injected in the browser), given to the verified account only. */
const captchaRefusals = (verified: (c: C) => boolean, callKey: string) => ({
  captchaRequired: {
    ...kit.refusal('captchaRequired', callKey, Code.captchaRequired, loginText.imageCodeRequired),
    when: (c: C) => verified(c) && !captchaUp(c),
  },
  captchaWrong: {
    ...kit.refusal('captchaWrong', callKey, Code.captchaWrong, codeText.imageWrong),
    when: (c: C) => verified(c) && captchaUp(c),
  },
});

/** The answers of both login calls, each for the account the server gives it to (`typed` reads the mode's field). */
const loginAnswers = (typed: (phone: string) => (c: C) => boolean, callKey: string) => ({
  loggedIn: kit.real(ok(), typed(VERIFIED)),
  mustChange: kit.real(
    ok({ telephone: MUST_CHANGE, certificateType: '1', pwdChangeType: 0, realName: '陈静怡' }),
    typed(MUST_CHANGE),
  ),
  ...captchaRefusals(typed(VERIFIED), callKey),
});

const LABEL: Record<LoginField, string> = {
  userName: '账号',
  password: '密码',
  imgaeCode: '图片验证码',
  phoneNum: '手机号',
  smsCode: '短信验证码',
  quickyImgaeCode: '图片验证码',
};
const input = (field: LoginField) => textbox(LABEL[field]);
const LOGIN_BUTTON = button('登录');
const CAPTCHA_PICTURE = button('图形验证码，点击刷新');
const MODE_TAB = { 1: kit.tab('密码登录'), 2: kit.tab('快捷登录') };
const LOGIN_TAB = { 1: kit.tab('登录'), 2: kit.tab('注册') };
const PROMPT = { role: 'dialog', name: '温馨提示' } as const;

const PASSWORD_ORDER = ['userName', 'password', 'imgaeCode'] as const;
const SMS_ORDER = ['phoneNum', 'smsCode', 'quickyImgaeCode'] as const;
const modeFields = (c: C) => (c.mode === 1 ? PASSWORD_ORDER : SMS_ORDER);

/** The form as it shows; while a picture loads (`busy`) its button is off and what it says may be changing. */
function formSights(s: LoginSnapshot, busy = false): [Sight, ...Sight[]] {
  const view = selectLoginView(s);
  const [name, secret, picture] = modeFields(s.context);
  return [
    { control: LOGIN_BUTTON, disabled: busy || !view.submitActive },
    { control: input(name), value: view.fields[name] },
    { control: input(secret) },
    view.captcha ? { control: input(picture) } : { noControl: input(picture) },
    view.captcha ? { control: CAPTCHA_PICTURE } : { noControl: CAPTCHA_PICTURE },
    { control: MODE_TAB[view.mode] },
    ...(busy ? [] : [view.message, view.smsNotice].flatMap((text) => (text ? [{ text }] : []))),
  ];
}

const promptSights = ({ text, ...buttons }: { text: string; button: string; skip?: string }): [Sight, ...Sight[]] => [
  { control: PROMPT },
  { text },
  ...Object.values(buttons).map((name) => ({ control: button(name) })),
];

/** The form as the page opened it: tabs and modes are explored from here (what switching clears has tests of its own). */
const pristine = (c: C) =>
  modeFields(c).every((f) => c[f] === '') && !c.passwordCaptcha && !c.smsCaptcha && !c.message && !c.legacyUserName;

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
  if (field === 'smsCode') return smsCodeOf(c.phoneNum) === value && c.smsNotice !== null;
  return true;
}

export default kit.entry({
  machine: loginMachine,
  // The product's delays: every level runs them on a simulated clock, and the browser's clock advances the page
  // by what the machine under test says, so both must agree.
  input: { loginType: 1, equipmentNo: '1700000000000', redirectDelays: { password: 1000, sms: 500 }, smsSeconds: 60 },
  events: {
    'user.changeField': kit.edits({
      userName: [VERIFIED, MUST_CHANGE, LEGACY_WEBSITE, ''],
      password: [PASSWORD],
      imgaeCode: [PICTURE_CODE],
      phoneNum: [VERIFIED, MUST_CHANGE, LEGACY_PC],
      smsCode: [VERIFIED, MUST_CHANGE, LEGACY_WEBSITE, LEGACY_PC].map(smsCodeOf),
      quickyImgaeCode: [PICTURE_CODE],
    }),
    'user.selectMode': ([1, 2] as const).map((mode) => ({ type: 'user.selectMode' as const, mode })),
    'user.selectTab': ([1, 2] as const).map((tab) => ({ type: 'user.selectTab' as const, tab })),
  },
  outcomes: {
    submitPasswordLogin: {
      ...loginAnswers(named, 'userPasswordLogin'),
      useSmsLogin: kit.real({ kind: 'useSmsLogin', msg: LegacyPrompt.useSmsLogin.text }, named(LEGACY_WEBSITE)),
      wrongPassword: { ...kit.failure('userPasswordLogin', Code.loginFailed, loginText.failed), when: named(VERIFIED) },
    },
    submitSmsLogin: {
      ...loginAnswers(phoned, 'smsPasswordLogin'),
      legacyWebsite: kit.real(ok({ telephone: LEGACY_WEBSITE, realName: '刘建国' }), phoned(LEGACY_WEBSITE)),
      registerAgain: kit.real({ kind: 'registerAgain', msg: LegacyPrompt.registerAgain.text }, phoned(LEGACY_PC)),
      wrongCode: { ...kit.failure('smsPasswordLogin', Code.smsCodeWrong, codeText.smsWrong), when: phoned(VERIFIED) },
    },
    sendSmsCode: { ...kit.smsAnswers('getQuickySmsCode'), ...captchaRefusals(phoned(VERIFIED), 'getQuickySmsCode') },
    loadCaptcha: kit.captchaAnswers,
    // The register tab's own flow registers a new phone (its entry replays it); the login tab opens with it.
    register: { registered: kit.real({ phoneNum: NEW_PHONE }) },
  },
  filterEvents: ({ context: c }, event) => {
    if (event.type === 'user.changeField') return wouldType(c, event.field, event.value);
    if (event.type === 'user.selectMode') return pristine(c);
    if (event.type === 'user.selectTab') return event.tab === 1 || pristine(c);
    if (event.type === 'user.requestSms')
      return c.mode === 2 && isPhoneValid(c.phoneNum) && c.smsNotice === null && c.message === null;
    return event.type !== 'user.submit' || pristine(c) || (c.mode === 1 ? c.password !== '' : c.smsCode !== '');
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
      now.context.mode === before.context.mode || modeFields(before.context).every((f) => now.context[f] === ''),
    'the SMS code holds digits only': (now) => /^\d*$/.test(now.context.smsCode),
  },
  at: { route: '/phone/login' },
  gestures: {
    'user.changeField': ({ field, value }) => [
      { fill: input(field), text: kit.typed(field, value, field === 'smsCode' ? phoneOf(value) : VERIFIED, 1) },
    ],
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
    // Both tabs, in every state of the tab but the submitting ones, which may already have opened another page
    // (where the login page's button is gone): their sights below say which tab is still there otherwise.
    loginTab: [
      { either: [{ control: LOGIN_TAB[1] }, { noControl: LOGIN_BUTTON }] },
      { either: [{ control: LOGIN_TAB[2] }, { noControl: LOGIN_BUTTON }] },
    ],
    'loginTab.editing': (s) => formSights(s),
    'loginTab.loadingCaptcha': (s) => formSights(s, true),
    // Against the real server the answer may already be shown (or another page opened) when the browser looks,
    // so only what holds either way: the tabs (or, once gone, not the login page's button).
    'loginTab.submittingPassword': [{ either: [{ control: LOGIN_TAB[1] }, { noControl: LOGIN_BUTTON }] }],
    'loginTab.submittingSms': [{ either: [{ control: LOGIN_TAB[1] }, { noControl: LOGIN_BUTTON }] }],
    'loginTab.sendingSms': [{ control: input('smsCode') }],
    'loginTab.smsLoginTip': (s) => [
      ...promptSights({ ...LegacyPrompt.useSmsLogin, text: s.context.prompt }),
      { control: MODE_TAB[2] },
      { control: input('phoneNum'), value: s.context.phoneNum },
    ],
    'loginTab.registerTip': (s) => promptSights({ ...LegacyPrompt.registerAgain, text: s.context.prompt }),
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
    passwordUpdateTip: promptSights(LegacyPrompt.changePassword),
    // Only the app token is kept: the user is not logged in until the password is changed.
    passwordChangeRequired: [{ route: '/phone/changePassword?firstLogin=1' }, { stored: 'telephone', value: null }],
    leaving: [{ route: '/phone/productList' }],
    settingPassword: (s) => [{ route: `/phone/agreement/register?phoneNum=${s.context.phoneNum}` }],
  },
});
