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
} from './register';
import { accountText, Code, codeText } from '../../src/contract';
import type { RegisterField } from '../../src/validation/register';
import * as kit from '../../tests/model/kit';
import type { Sight } from '../../tests/model/kit';

const { button, textbox } = kit;
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
const input = (field: RegisterField) => textbox(LABEL[field]);
const REGISTER_BUTTON = button('注册');
const CAPTCHA_PICTURE = button('获取图形验证码');
const candidate = (c: AdviserCandidate) => button(`${c.broker_name}（${c.broker_account}）`);
const ADVISER_FAILED = kit.httpFailure('selectManagerInfo', '查询理财经理失败');
const alreadyRegistered = (callKey: string) =>
  kit.refusal('alreadyRegistered', callKey, Code.alreadyRegistered, accountText.alreadyRegistered);

/**
 * The form: its button and controls, and what it says. While a call runs (`busy`) the page may already show the
 * answer (in the browser), so only what holds either way.
 */
function formSights(s: RegisterSnapshot, busy = false): [Sight, ...Sight[]] {
  const view = selectRegisterView(s);
  const fields = (Object.keys(LABEL) as RegisterField[]).filter((f) => f !== 'manageCodeText' || view.adviserSearch);
  const submit: Sight = { control: REGISTER_BUTTON, disabled: busy || !view.submitActive };
  if (busy) return [submit, ...fields.map((field) => ({ control: input(field) }))];
  return [
    submit,
    ...fields.map((field) => ({ control: input(field) })),
    { control: input('phoneNum'), value: view.fields.phoneNum },
    { text: view.captchaImage ? '看不清？点击图片刷新' : '获取图形验证码' },
    ...[view.message, view.smsNotice].flatMap((text) => (text ? [{ text }] : [])),
    ...(view.candidates
      ? view.candidates.map((c) => ({ control: candidate(c) }))
      : [{ noControl: candidate(LI_TING) }]),
  ];
}
const busySights = (s: RegisterSnapshot) => formSights(s, true);

/** The search variant explores the adviser first; the form starts once one is bound (or always, elsewhere). */
const adviserSettled = (c: RegisterContext) =>
  c.candidates === null &&
  (c.variant !== 'promotionWithAdviserSearch' ||
    (c.manageCode === LI_TING.broker_account && c.manageCodeText === LI_TING.broker_name));

/** When each field of the form can be typed (once, while empty), in the form's order. */
const ready: Record<Exclude<RegisterField, 'manageCodeText'>, (c: RegisterContext) => boolean> = {
  phoneNum: adviserSettled,
  password: (c) => c.phoneNum !== '',
  rePassword: (c) => c.password !== '',
  // The picture code once a picture shows, and only for the SMS it is for.
  imgaeCode: (c) => c.captchaImage !== null && c.smsNotice === null,
  // The SMS code is read from the outbox after the code went out.
  smsCode: (c) => c.smsNotice !== null,
};

const beforeForm = (c: RegisterContext) => c.phoneNum === '' && c.candidates === null;

/** Whether the user would type this sample now: the adviser's name first, then each field of the form once. */
function wouldType(c: RegisterContext, field: RegisterField, value: string): boolean {
  if (field !== 'manageCodeText') return c[field] === '' && ready[field](c);
  return c.variant === 'promotionWithAdviserSearch' && beforeForm(c) && c.manageCodeText !== value;
}

const isNew = (c: RegisterContext) => c.phoneNum === NEW_PHONE;

export default kit.entry({
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
    'user.changeField': kit.edits({
      phoneNum: [NEW_PHONE, REGISTERED_PHONE],
      password: [PASSWORD],
      rePassword: [PASSWORD],
      imgaeCode: ['ab3d'],
      smsCode: ['246810'],
      manageCodeText: [ADVISER_QUERY],
    }),
    'user.pickAdviser': [{ type: 'user.pickAdviser', adviser: LI_TING }],
  },
  outcomes: {
    // A fresh page has no draft; what a draft restores is tests/machines/register.test.ts's and the form
    // persistence journey's (tests/e2e/formPersistence.test.ts).
    loadDraft: { none: kit.real(null) },
    loadPasswordRule: kit.passwordRuleAnswers,
    findAdviser: {
      named: kit.real(LI_TING.broker_name, (c: RegisterContext) => c.manageCode !== ''),
      none: kit.real(null, (c: RegisterContext) => c.manageCode === ''),
      failed: ADVISER_FAILED,
    },
    checkRegistered: {
      newPhone: kit.real({ isRegister: 0 }, isNew),
      registered: kit.real({ isRegister: 1 }, (c: RegisterContext) => !isNew(c)),
      failed: kit.httpFailure('getUserRegister', '查询注册状态失败'),
    },
    loadCaptcha: kit.captchaAnswers,
    // Registered elsewhere between the picture and the SMS.
    sendSmsCode: { ...kit.smsAnswers('getSmsCode'), alreadyRegistered: alreadyRegistered('getSmsCode') },
    searchAdvisers: { found: kit.real([LI_TING]), failed: ADVISER_FAILED },
    submitRegistration: {
      registered: kit.real({ kind: 'ok', data: null, msg: accountText.registered }, isNew),
      alreadyRegistered: alreadyRegistered('userRegister'),
      smsCodeWrong: kit.failure('userRegister', Code.smsCodeWrong, codeText.smsWrong),
    },
  },
  filterEvents: ({ context: c }, event) => {
    const started = c.phoneNum !== '';
    // A tap that would only show the message on show again is left out.
    const tap = ['user.requestCaptcha', 'user.requestSms', 'user.submit'].includes(event.type);
    if (tap && c.message !== null) return false;
    if (event.type === 'user.changeField') return wouldType(c, event.field, event.value);
    if (event.type === 'user.toggleAgreement') return c.smsCode !== '' && !c.agreed;
    // Untouched (the phone is missing), or both passwords typed: the first picture, or one new picture after the
    // SMS (it clears the picture code, which is how registering without one is reached).
    if (event.type === 'user.requestCaptcha') {
      return (
        !started || (c.rePassword !== '' && (c.captchaImage === null || (c.smsNotice !== null && c.imgaeCode !== '')))
      );
    }
    if (event.type === 'user.requestSms') return c.captchaImage !== null && c.smsNotice === null;
    if (event.type === 'user.searchAdviser') return beforeForm(c) && c.manageCodeText === ADVISER_QUERY;
    return event.type !== 'user.pickAdviser' || (!started && c.candidates !== null);
  },
  invariants: {
    'the picture code is empty whenever a new picture shows': (now, before) =>
      now.context.captchaImage === before.context.captchaImage || now.context.imgaeCode === '',
    'the SMS code holds digits only': (now) => /^\d*$/.test(now.context.smsCode),
    'a picture and a sent code belong to the phone they were asked for': (now, before) =>
      now.context.phoneNum === before.context.phoneNum ||
      (now.context.captchaImage === null && now.context.smsNotice === null),
  },
  at: { route: `/phone/promotionIndex?search=1&manageCode=${LI_TING.broker_account}` },
  gestures: {
    'user.changeField': ({ field, value }) => [{ fill: input(field), text: kit.typed(field, value, NEW_PHONE, 0) }],
    'user.toggleAgreement': () => [{ click: { role: 'checkbox', name: '我已阅读并同意' } }],
    'user.requestCaptcha': () => [{ click: CAPTCHA_PICTURE }],
    'user.requestSms': () => [{ click: button('获取验证码') }],
    'user.searchAdviser': () => [{ click: button('搜索') }],
    'user.pickAdviser': (e) => [{ click: candidate(e.adviser) }],
    'user.submit': () => [{ click: REGISTER_BUTTON }],
  },
  sees: {
    restoring: busySights,
    loadingRule: busySights,
    resolvingAdviser: busySights,
    editing: (s) => formSights(s),
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
});
