/**
 * The register flow on the page that shows the most of it: /phone/promotionIndex with the adviser search (the
 * variant changes data only, so every state and transition is reachable here). Samples stand for what the reference
 * server has: a new phone, a demo account's phone (13800000001, already registered) and the demo adviser 李婷
 * (8001). The traversal types each field once, in order, and explores the adviser search before the form.
 */
import {
  registerMachine,
  selectRegisterView,
  type AdviserCandidate,
  type RegisterContext,
  type RegisterSnapshot,
} from '../../../machines/account/register';
import { Code } from '../../../src/contract';
import { DEFAULT_PASSWORD_RULE } from '../../../src/validation/password';
import type { RegisterField } from '../../../src/validation/register';
import { entry, type BrowserOutcome, type Control, type Gesture, type Sight } from '../types';
import { accountText, codeText } from '../../../src/contract';

/** Not a demo account: only the browser path to "left" registers it, and it is the last path to run. */
export const NEW_PHONE = '13912340418';
const REGISTERED_PHONE = '13800000001';
const PASSWORD = 'Reg@2024';
const ADVISER_QUERY = '李';
const LI_TING: AdviserCandidate = { broker_name: '李婷', broker_account: '8001' };

const LABEL: Record<RegisterField, string> = {
  phoneNum: '手机号',
  password: '登录密码',
  rePassword: '确认密码',
  imgaeCode: '图形验证码',
  smsCode: '短信验证码',
  manageCodeText: '理财经理',
};
const textbox = (field: RegisterField): Control => ({ role: 'textbox', name: LABEL[field] });
const REGISTER_BUTTON: Control = { role: 'button', name: '注册' };
const CAPTCHA_PICTURE: Control = { role: 'button', name: '获取图形验证码' };
const candidate = (c: AdviserCandidate): Control => ({
  role: 'button',
  name: `${c.broker_name}（${c.broker_account}）`,
});
const fault = (callKey: string, businessCode: string, msg: string): BrowserOutcome => ({
  fault: { callKey, businessCode, msg },
});
const httpFault = (callKey: string): BrowserOutcome => ({ fault: { callKey, httpStatus: 500 } });

function typing(field: RegisterField, value: string): Gesture[] {
  if (field === 'imgaeCode') {
    return [
      { fill: textbox(field), text: { latestCaptcha: { phoneNum: NEW_PHONE, imageCodeType: 0 }, sample: value } },
    ];
  }
  if (field === 'smsCode') return [{ fill: textbox(field), text: { latestSms: NEW_PHONE, sample: value } }];
  return [{ fill: textbox(field), text: value }];
}

/** The form's controls, there in every state the form is shown in. */
const formControls = (s: RegisterSnapshot): Sight[] =>
  (Object.keys(LABEL) as RegisterField[])
    .filter((f) => f !== 'manageCodeText' || selectRegisterView(s).adviserSearch)
    .map((field) => ({ control: textbox(field) }));

/** While a call runs the page may already show its answer (in the browser), so only what holds either way. */
const busySights = (s: RegisterSnapshot): [Sight, ...Sight[]] => [
  { control: REGISTER_BUTTON, disabled: true },
  ...formControls(s),
];

function editingSights(s: RegisterSnapshot): [Sight, ...Sight[]] {
  const view = selectRegisterView(s);
  return [
    { control: REGISTER_BUTTON, disabled: !view.submitActive },
    ...formControls(s),
    { control: textbox('phoneNum'), value: view.fields.phoneNum },
    { text: view.captchaImage ? '看不清？点击图片刷新' : '点击获取' },
    ...(view.message ? [{ text: view.message }] : []),
    ...(view.smsNotice ? [{ text: view.smsNotice }] : []),
    ...(view.candidates
      ? view.candidates.map((c) => ({ control: candidate(c) }))
      : [{ noControl: candidate(LI_TING) }]),
  ];
}

/** The search variant explores the adviser first; the form starts once one is bound (or always, elsewhere). */
const adviserSettled = (c: RegisterContext) =>
  c.candidates === null &&
  (c.variant !== 'promotionWithAdviserSearch' ||
    (c.manageCode === LI_TING.broker_account && c.manageCodeText === LI_TING.broker_name));

/** Whether the user would type this sample now: each field once, in the form's order. */
function wouldType(c: RegisterContext, field: RegisterField, value: string): boolean {
  const started = c.phoneNum !== '';
  if (field === 'manageCodeText') {
    return (
      c.variant === 'promotionWithAdviserSearch' && !started && c.candidates === null && c.manageCodeText !== value
    );
  }
  if (c[field] !== '') return false;
  switch (field) {
    case 'phoneNum':
      return adviserSettled(c);
    case 'password':
      return started;
    case 'rePassword':
      return c.password !== '';
    // The picture code once a picture shows, and only for the SMS it is for.
    case 'imgaeCode':
      return c.captchaImage !== null && c.smsNotice === null;
    // The SMS code is read from the outbox after the code went out.
    case 'smsCode':
      return c.smsNotice !== null;
  }
}

const isNew = (c: RegisterContext) => c.phoneNum === NEW_PHONE;

export default entry({
  machine: registerMachine,
  // The product's redirect delay: the browser's clock advances the page by what the machine under test says.
  input: {
    variant: 'promotionWithAdviserSearch',
    loadedAt: 1_700_000_000_000,
    manageCode: LI_TING.broker_account,
    redirectDelayMs: 1000,
    smsSeconds: 60,
  },
  events: {
    'user.changeField': [
      { type: 'user.changeField', field: 'phoneNum', value: NEW_PHONE },
      { type: 'user.changeField', field: 'phoneNum', value: REGISTERED_PHONE },
      { type: 'user.changeField', field: 'password', value: PASSWORD },
      { type: 'user.changeField', field: 'rePassword', value: PASSWORD },
      { type: 'user.changeField', field: 'imgaeCode', value: 'ab3d' },
      { type: 'user.changeField', field: 'smsCode', value: '246810' },
      { type: 'user.changeField', field: 'manageCodeText', value: ADVISER_QUERY },
    ],
    'user.toggleAgreement': [{ type: 'user.toggleAgreement' }],
    'user.requestCaptcha': [{ type: 'user.requestCaptcha' }],
    'user.requestSms': [{ type: 'user.requestSms' }],
    'user.searchAdviser': [{ type: 'user.searchAdviser' }],
    'user.pickAdviser': [{ type: 'user.pickAdviser', adviser: LI_TING }],
    'user.submit': [{ type: 'user.submit' }],
  },
  outcomes: {
    loadPasswordRule: {
      rule: { output: DEFAULT_PASSWORD_RULE, browser: 'real' },
      failed: { error: new Error('查询密码规则失败'), browser: httpFault('queryPwdIntensity') },
    },
    findAdviser: {
      named: { output: LI_TING.broker_name, browser: 'real', when: (c) => c.manageCode !== '' },
      none: { output: null, browser: 'real', when: (c) => c.manageCode === '' },
      failed: { error: new Error('查询理财经理失败'), browser: httpFault('selectManagerInfo') },
    },
    checkRegistered: {
      newPhone: { output: { isRegister: 0 }, browser: 'real', when: isNew },
      registered: { output: { isRegister: 1 }, browser: 'real', when: (c) => !isNew(c) },
      failed: { error: new Error('查询注册状态失败'), browser: httpFault('getUserRegister') },
    },
    loadCaptcha: {
      picture: { output: 'data:image/svg+xml;base64,PHN2Zy8+', browser: 'real' },
      failed: { error: new Error('获取图形验证码失败'), browser: httpFault('getImgCode') },
    },
    sendSmsCode: {
      sent: { output: { kind: 'ok', data: null, msg: codeText.smsSent }, browser: 'real' },
      captchaWrong: {
        output: { kind: 'captchaWrong', msg: '图片验证码错误' },
        browser: fault('getSmsCode', Code.captchaWrong, '图片验证码错误'),
      },
      // Registered elsewhere between the picture and the SMS.
      alreadyRegistered: {
        output: { kind: 'alreadyRegistered', msg: accountText.alreadyRegistered },
        browser: fault('getSmsCode', Code.alreadyRegistered, accountText.alreadyRegistered),
      },
      failed: { error: new Error('获取短信验证码失败'), browser: httpFault('getSmsCode') },
    },
    searchAdvisers: {
      found: { output: [LI_TING], browser: 'real' },
      failed: { error: new Error('查询理财经理失败'), browser: httpFault('selectManagerInfo') },
    },
    submitRegistration: {
      registered: { output: { kind: 'ok', data: null, msg: accountText.registered }, browser: 'real', when: isNew },
      alreadyRegistered: {
        output: { kind: 'alreadyRegistered', msg: accountText.alreadyRegistered },
        browser: fault('userRegister', Code.alreadyRegistered, accountText.alreadyRegistered),
      },
      smsCodeWrong: {
        error: new Error('短信验证码错误或已失效'),
        browser: fault('userRegister', Code.smsCodeWrong, '短信验证码错误或已失效'),
      },
    },
  },
  traversal: {
    filterEvents: (s, event) => {
      const c = s.context;
      const started = c.phoneNum !== '';
      // A tap that would only show the message on show again is left out.
      const tap = ['user.requestCaptcha', 'user.requestSms', 'user.submit'].includes(event.type);
      if (tap && c.message !== null) return false;
      switch (event.type) {
        case 'user.changeField':
          return wouldType(c, event.field, event.value);
        case 'user.toggleAgreement':
          return c.smsCode !== '' && !c.agreed;
        // Untouched (the phone is missing), or both passwords typed: the first picture, or one new picture after
        // the SMS (it clears the picture code, which is how registering without one is reached).
        case 'user.requestCaptcha':
          return (
            !started ||
            (c.rePassword !== '' && (c.captchaImage === null || (c.smsNotice !== null && c.imgaeCode !== '')))
          );
        case 'user.requestSms':
          return c.captchaImage !== null && c.smsNotice === null;
        case 'user.searchAdviser':
          return !started && c.manageCodeText === ADVISER_QUERY && c.candidates === null;
        case 'user.pickAdviser':
          return !started && c.candidates !== null;
        default:
          return true;
      }
    },
  },
  invariants: {
    'the picture code is empty whenever a new picture shows': (now, before) =>
      now.context.captchaImage === before.context.captchaImage || now.context.imgaeCode === '',
    'the SMS code holds digits only': (now) => /^\d*$/.test(now.context.smsCode),
    'a picture and a sent code belong to the phone they were asked for': (now, before) =>
      now.context.phoneNum === before.context.phoneNum ||
      (now.context.captchaImage === null && now.context.smsNotice === null),
  },
  view: {
    at: { route: `/phone/promotionIndex?search=1&manageCode=${LI_TING.broker_account}` },
    gestures: {
      'user.changeField': (e) => typing(e.field, e.value),
      'user.toggleAgreement': () => [{ check: { role: 'checkbox', name: '我已阅读并同意' } }],
      'user.requestCaptcha': () => [{ click: CAPTCHA_PICTURE }],
      'user.requestSms': () => [{ click: { role: 'button', name: '获取验证码' } }],
      'user.searchAdviser': () => [{ click: { role: 'button', name: '搜索' } }],
      'user.pickAdviser': (e) => [{ click: candidate(e.adviser) }],
      'user.submit': () => [{ click: REGISTER_BUTTON }],
    },
    sees: {
      loadingRule: busySights,
      resolvingAdviser: busySights,
      editing: editingSights,
      checkingPhone: busySights,
      loadingCaptcha: busySights,
      requestingSms: busySights,
      searchingAdviser: busySights,
      submitting: busySights,
      registered: [{ text: accountText.registered }, { control: REGISTER_BUTTON, disabled: true }],
      alreadyRegistered: [{ text: accountText.alreadyRegistered }, { control: REGISTER_BUTTON, disabled: true }],
      // Registered on a promotion page: the app download page.
      left: [{ route: '/phone/download' }],
      // Already registered on an H5 page: log in with that phone.
      leftAsRegistered: (s) => [{ route: `/phone/login?phoneNum=${s.context.phoneNum}` }],
    },
  },
});
