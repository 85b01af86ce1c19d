import {
  activitySignUpMachine,
  SIGN_UP_AREAS,
  SIGN_UP_BUTTON,
  SIGN_UP_LABELS,
  type ActivitySignUpContext,
  type SignUpCheck,
  type SignUpForm,
  type SignUpPrefill,
} from './activitySignUp';
import { Code, signUpText } from '../../src/contract';
import {
  button,
  edits,
  type Control,
  entry,
  httpFailure,
  inJourney,
  real,
  realAt,
  refusal,
  textbox,
} from '../../tests/model/kit';

/**
 * The verified demo customer (README) on an open activity they have not signed up for (activity 3 of the demo
 * data). The save itself is proven by the sign-up journey (it changes the demo data for good); the refusal and the
 * failure are the fault injector's.
 */
const ROUTE = '/phone/findManageActiveDetail?activityId=3&activeNav=0';
const JOURNEY = 'tests/e2e/engagement.test.ts';
const open: SignUpCheck = { checkStatus: 1, takesSignUps: true, visitor: false, draft: null };
const prefill: SignUpPrefill = { applyName: '张明远', applyPhoneNumber: '138****0001', customerManager: '李婷' };
const AREA = SIGN_UP_AREAS[1];
const NOTES = '携家人参加';
const signUp = button(SIGN_UP_BUTTON.open);
const submit = button(SIGN_UP_BUTTON.submit);
const SMS_NOTE = '报名结果将以短信方式通知您';
const SIGN_UP_REGION: Control = { role: 'region', name: '活动报名' };
const DRAFT: SignUpForm = { ...prefill, areaCode: AREA.value, accompanyNumber: '2', notes: NOTES };

export default entry({
  machine: activitySignUpMachine,
  input: { articleId: 3, returnTo: ROUTE },
  events: {
    'user.changeField': edits({ areaCode: [AREA.value], notes: [NOTES] }),
  },
  outcomes: {
    checkStatus: {
      open: real(open),
      signedUp: inJourney({ ...open, checkStatus: 0 }, JOURNEY),
      ended: inJourney({ ...open, checkStatus: 2 }, JOURNEY),
      // Activity 5 of the demo data is a general one: it never took sign-ups.
      noSignUps: realAt(
        { ...open, checkStatus: 2, takesSignUps: false },
        ROUTE.replace('activityId=3', 'activityId=5'),
      ),
      visitor: inJourney({ ...open, visitor: true }, JOURNEY),
      // What a failed save, a reload or a new login left: the form opens again with it (a save drops it).
      resumed: {
        ...inJourney({ ...open, draft: DRAFT }, 'tests/e2e/formPersistence.test.ts'),
        when: (c: ActivitySignUpContext) => c.notice === null,
      },
      failed: httpFailure('articleDetailCheck', '查询报名状态失败'),
    },
    prefill: {
      filled: real(prefill),
      failed: httpFailure('queryCustomerInfo', '查询个人信息失败'),
    },
    save: {
      saved: inJourney({ kind: 'ok', data: null, msg: signUpText.saved }, JOURNEY),
      refused: refusal('refused', 'applySave', Code.invalidInput, '您已报名该活动'),
      failed: httpFailure('applySave', '活动报名失败'),
    },
  },
  // The form is walked once: the area, then the notes, each typed once while the form is edited; 提交报名 once per
  // message (the first problem, then whatever the server says).
  filterEvents: (s, e) => {
    const { form, message } = s.context;
    if (e.type === 'user.changeField') {
      const next = form.areaCode === '' ? 'areaCode' : form.notes === '' ? 'notes' : null;
      return s.matches({ form: 'editing' }) && e.field === next;
    }
    return e.type !== 'user.submit' || message === null;
  },
  invariants: {
    'what was typed survives every answer': (now, before) =>
      !before.matches({ form: 'saving' }) || JSON.stringify(now.context.form) === JSON.stringify(before.context.form),
    'notes never exceed 50 characters': (now) => [...now.context.form.notes].length <= 50,
  },
  at: { component: 'SignUpBlock', host: { route: ROUTE, loginAs: '13800000001', prepare: [] } },
  gestures: {
    'user.retry': () => [{ click: button('重新加载') }],
    'user.open': () => [{ click: signUp }],
    'user.close': () => [{ click: button('取消') }],
    'user.changeField': (e) =>
      e.field === 'areaCode'
        ? [{ click: button(SIGN_UP_LABELS.areaCode) }, { click: button(AREA.label) }]
        : [{ fill: textbox(SIGN_UP_LABELS[e.field]), text: e.value }],
    'user.submit': () => [{ click: submit }],
  },
  sees: {
    // The check may have answered before anyone looks: the block's note shows, or (an activity that never took
    // sign-ups) the block has already gone.
    checking: [{ either: [{ text: SMS_NOTE }, { noControl: SIGN_UP_REGION }] }],
    failed: [{ control: button('重新加载') }],
    none: [{ noText: SMS_NOTE }, { noControl: SIGN_UP_REGION }],
    status: (s) => [
      s.context.checkStatus === 1
        ? { control: signUp, disabled: false }
        : {
            control: button(s.context.checkStatus === 0 ? SIGN_UP_BUTTON.signedUp : SIGN_UP_BUTTON.ended),
            disabled: true,
          },
      s.context.notice ? { text: s.context.notice } : { text: SMS_NOTE },
    ],
    prefilling: [{ text: SMS_NOTE }],
    'form.editing': (s) => [
      { control: textbox(SIGN_UP_LABELS.applyName), value: s.context.form.applyName },
      { control: textbox(SIGN_UP_LABELS.applyPhoneNumber), value: s.context.form.applyPhoneNumber },
      { control: textbox(SIGN_UP_LABELS.notes), value: s.context.form.notes },
      s.context.message ? { text: s.context.message } : { control: submit, disabled: false },
    ],
    // Passes in a moment against the real server (the modal closes): the block's note holds before and after.
    'form.saving': [{ text: SMS_NOTE }],
  },
});
