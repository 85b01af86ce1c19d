/**
 * The register flow in the catalogue, on the page that shows the most of it: /phone/promotionIndex with the adviser
 * search (the variant changes data only, so every state and transition is reachable here). Samples stand for what
 * the reference server has: a new phone, a demo account's phone (13800000001, already registered) and the demo
 * adviser 李婷 (8001). `traversal.filterEvents` keeps the graph to one walk through the form (each field typed once,
 * in order) and lets getUserRegister answer only what the server would for the phone typed, so the browser can
 * replay every path against the real server.
 */
import { Code } from '../../src/contract';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';
import type { RegisterField } from '../../src/validation/register';
import {
  ALREADY_REGISTERED_TEXT,
  REGISTERED_TEXT,
  registerMachine,
  selectRegisterView,
  SMS_SENT_TEXT,
  type AdviserCandidate,
  type RegisterContext,
  type RegisterSnapshot,
} from '../account/register';
import { entry, type Control, type Gesture, type Sight } from '../catalogueTypes';

/** Not a demo account: only the browser path to "registered" registers it, and it is the last path to run. */
const NEW_PHONE = '13912340418';
const REGISTERED_PHONE = '13800000001';
const PASSWORD = 'Reg@2024';
const PICTURE_CODE = 'ab3d';
const SMS_CODE = '246810';
const ADVISER_QUERY = '李';
const LI_TING: AdviserCandidate = { broker_name: '李婷', broker_account: '8001' };
const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

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
const SMS_BUTTON: Control = { role: 'button', name: '获取验证码' };
const SEARCH_BUTTON: Control = { role: 'button', name: '搜索' };
const AGREEMENT: Control = { role: 'checkbox', name: '我已阅读并同意' };
const candidate = (c: AdviserCandidate): Control => ({
  role: 'button',
  name: `${c.broker_name}（${c.broker_account}）`,
});

function typing(field: RegisterField, value: string): Gesture[] {
  if (field === 'imgaeCode')
    return [
      { fill: textbox(field), text: { latestCaptcha: { phoneNum: NEW_PHONE, imageCodeType: 0 }, sample: value } },
    ];
  if (field === 'smsCode') return [{ fill: textbox(field), text: { latestSms: NEW_PHONE, sample: value } }];
  return [{ fill: textbox(field), text: value }];
}

/** The form's controls, there in every state the form is shown in. */
const formControls: Sight[] = (Object.keys(LABEL) as RegisterField[]).map((field) => ({ control: textbox(field) }));

/** While a call runs the page may already show its answer (in the browser), so only what holds either way. */
const busySights: Sight[] = [...formControls, { control: REGISTER_BUTTON, disabled: true }];

function editingSights(s: RegisterSnapshot): Sight[] {
  const view = selectRegisterView(s);
  return [
    ...formControls,
    { control: REGISTER_BUTTON, disabled: !view.submitActive },
    { text: view.captchaImage ? '看不清？点击图片刷新' : '点击获取' },
    ...(view.message ? [{ text: view.message }] : []),
    ...(view.smsNotice ? [{ text: view.smsNotice }] : []),
    ...(view.candidates
      ? view.candidates.map((c) => ({ control: candidate(c) }))
      : [{ noControl: candidate(LI_TING) }]),
  ];
}

/** Whether the user would type this sample now: each field once, in the form's order, what the server can check. */
function wouldType(c: RegisterContext, field: RegisterField, value: string): boolean {
  const started = c.phoneNum !== '';
  if (field === 'manageCodeText') return !started && c.candidates === null && c.manageCodeText !== value;
  if (c[field] !== '') return false;
  switch (field) {
    // The form is explored with the link's adviser bound (as the page opens, or picked again from the search), so
    // the adviser's combinations do not multiply the form's.
    case 'phoneNum':
      return (
        c.manageCode === LI_TING.broker_account && c.manageCodeText === LI_TING.broker_name && c.candidates === null
      );
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

export const registerEntry = entry({
  id: 'register',
  machine: registerMachine,
  // The product's redirect delay: the browser's clock advances the page by what the machine under test says.
  input: {
    variant: 'promotionWithAdviserSearch',
    loadedAt: 1_700_000_000_000,
    manageCode: LI_TING.broker_account,
    redirectDelayMs: 1000,
  },
  events: {
    'user.changeField': [
      { type: 'user.changeField', field: 'phoneNum', value: NEW_PHONE },
      { type: 'user.changeField', field: 'phoneNum', value: REGISTERED_PHONE },
      { type: 'user.changeField', field: 'password', value: PASSWORD },
      { type: 'user.changeField', field: 'rePassword', value: PASSWORD },
      { type: 'user.changeField', field: 'imgaeCode', value: PICTURE_CODE },
      { type: 'user.changeField', field: 'smsCode', value: SMS_CODE },
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
    loadPasswordRule: { done: [DEFAULT_PASSWORD_RULE], error: [new Error('查询密码规则失败')] },
    findAdviser: { done: [LI_TING.broker_name], error: [new Error('查询理财经理失败')] },
    checkRegistered: { done: [{ isRegister: 0 }, { isRegister: 1 }], error: [new Error('查询注册状态失败')] },
    loadCaptcha: { done: [CAPTCHA_IMAGE], error: [new Error('获取图形验证码失败')] },
    sendSmsCode: { done: [SMS_SENT_TEXT], error: [new Error('图片验证码错误')] },
    searchAdvisers: { done: [[LI_TING]], error: [new Error('查询理财经理失败')] },
    submitRegistration: {
      done: [
        { statusCode: Code.ok, msg: REGISTERED_TEXT },
        { statusCode: Code.alreadyRegistered, msg: ALREADY_REGISTERED_TEXT },
      ],
      error: [new Error('短信验证码错误或已失效')],
    },
  },
  traversal: {
    filterEvents: (s, event) => {
      const c = s.context;
      const started = c.phoneNum !== '';
      // getUserRegister answers what the server would for the phone typed.
      const { type, output } = event as unknown as { type: string; output?: { isRegister: number } };
      if (type === 'xstate.done.actor.checkRegistered')
        return output?.isRegister === (c.phoneNum === REGISTERED_PHONE ? 1 : 0);
      // A tap that would only show the message on show again is left out.
      const tap = ['user.requestCaptcha', 'user.requestSms', 'user.submit'].includes(event.type);
      if (tap && c.message !== null) return false;
      switch (event.type) {
        case 'user.changeField':
          return wouldType(c, event.field, event.value);
        case 'user.toggleAgreement':
          return c.smsCode !== '' && !c.agreed;
        // Untouched (the phone is missing), or both passwords typed: the first picture, or one new picture after the
        // SMS (it clears the picture code, which is how registering without one is reached).
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
  view: {
    at: {
      route: `/phone/promotionIndex?search=1&manageCode=${LI_TING.broker_account}`,
      browser: {
        outcomes: {
          loadPasswordRule: { done: ['real'], error: [{ fault: { callKey: 'queryPwdIntensity', httpStatus: 500 } }] },
          findAdviser: { done: ['real'], error: [{ fault: { callKey: 'selectManagerInfo', httpStatus: 500 } }] },
          checkRegistered: {
            done: ['real', 'real'],
            error: [{ fault: { callKey: 'getUserRegister', httpStatus: 500 } }],
          },
          loadCaptcha: { done: ['real'], error: [{ fault: { callKey: 'getImgCode', httpStatus: 500 } }] },
          sendSmsCode: {
            done: ['real'],
            error: [{ fault: { callKey: 'getSmsCode', businessCode: Code.captchaWrong, msg: '图片验证码错误' } }],
          },
          searchAdvisers: { done: ['real'], error: [{ fault: { callKey: 'selectManagerInfo', httpStatus: 500 } }] },
          submitRegistration: {
            done: [
              'real',
              {
                fault: { callKey: 'userRegister', businessCode: Code.alreadyRegistered, msg: ALREADY_REGISTERED_TEXT },
              },
            ],
            error: [
              { fault: { callKey: 'userRegister', businessCode: Code.smsCodeWrong, msg: '短信验证码错误或已失效' } },
            ],
          },
        },
      },
    },
    gestures: {
      'user.changeField': (e) => typing(e.field, e.value),
      'user.toggleAgreement': () => [{ check: AGREEMENT }],
      'user.requestCaptcha': () => [{ click: CAPTCHA_PICTURE }],
      'user.requestSms': () => [{ click: SMS_BUTTON }],
      'user.searchAdviser': () => [{ click: SEARCH_BUTTON }],
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
      registered: [{ text: REGISTERED_TEXT }, { control: REGISTER_BUTTON, disabled: true }],
      alreadyRegistered: [{ text: ALREADY_REGISTERED_TEXT }, { control: REGISTER_BUTTON, disabled: true }],
      // The page has gone (in the browser) or stays as it was (in jsdom, where navigation is not provided).
      left: [],
    },
  },
});
