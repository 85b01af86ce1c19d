import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { MASKED_PHONE_PATTERN, SIGN_UP_MAX_ACCOMPANY, signUpText } from '../../src/contract';
import {
  SIGN_UP_NAME_MAX_LENGTH,
  SIGN_UP_NOTES_MAX_LENGTH,
  signUpError,
  type SignUpFields,
} from '../../src/validation/signUp';
import { isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';

/** checkStatus (spec 3 §2 "Activity sign-up"): 1 can sign up, 0 already signed up, 2 sign-up ended. */
export type CheckStatus = 0 | 1 | 2;

/** The form's fields: the contract's sign-up fields and the number of companions, as typed. */
export type SignUpForm = SignUpFields & { accompanyNumber: string };
export type SignUpField = keyof SignUpForm;

/** What the check answers: the status, whether the reader is a visitor (no login yet), and their draft. */
export interface SignUpCheck {
  checkStatus: CheckStatus;
  /** Whether the activity takes sign-ups at all (articleDetailCheck's `signUp`): one that never did shows no block. */
  takesSignUps: boolean;
  visitor: boolean;
  /** The form of this activity as the user left it unsent (a failed save, a reload, a new login), or null. */
  draft: SignUpForm | null;
}

/** The draft kept while the form is open: the activity it belongs to and what was typed. */
export interface SignUpDraft {
  articleId: number;
  form: SignUpForm;
}

/** What opens the form filled in (queryCustomerInfo, findCustManager). */
export type SignUpPrefill = Pick<SignUpForm, 'applyName' | 'applyPhoneNumber' | 'customerManager'>;

/** applySave: saved, or refused by the server (ended meanwhile, signed up already, a field it does not accept). */
export type SaveOutcome = Outcome<null, 'refused'>;

/** Spec 3 §3: the area picker's values. */
export const SIGN_UP_AREAS = [
  { value: '1', label: '北京' },
  { value: '2', label: '上海' },
  { value: '3', label: '杭州' },
] as const;

export const SIGN_UP_LABELS = {
  applyName: '姓名',
  applyPhoneNumber: '手机号',
  customerManager: '客户经理',
  areaCode: '活动地区',
  accompanyNumber: '同行人数',
  notes: '备注',
} as const satisfies Record<SignUpField, string>;

/** What the button says for each checkStatus. */
export const SIGN_UP_BUTTON = {
  open: '立即报名',
  signedUp: '已报名',
  ended: '报名已结束',
  submit: '提交报名',
} as const;

export interface ActivitySignUpInput {
  articleId: number;
  /** The page's own path and query: a visitor's login returns there. */
  returnTo: string;
}

export interface ActivitySignUpContext extends ActivitySignUpInput {
  checkStatus: CheckStatus | null;
  /** Not logged in: 立即报名 opens login first. */
  visitor: boolean;
  /** A draft the check found, until the form opens with it. */
  draft: SignUpForm | null;
  form: SignUpForm;
  /** The form's first problem, or the server's refusal; any edit clears it. */
  message: string | null;
  /** 报名信息提交成功 after a save. */
  notice: string | null;
}

export type ActivitySignUpEvent =
  | { type: 'user.retry' }
  | { type: 'user.open' }
  | { type: 'user.close' }
  | { type: 'user.changeField'; field: SignUpField; value: string }
  | { type: 'user.submit' };

const MAX_LENGTH: Partial<Record<SignUpField, number>> = {
  applyName: SIGN_UP_NAME_MAX_LENGTH,
  customerManager: SIGN_UP_NAME_MAX_LENGTH,
  notes: SIGN_UP_NOTES_MAX_LENGTH,
  applyPhoneNumber: 11,
  accompanyNumber: 1,
};

/**
 * What a field may hold as it is typed: at most its length; the phone and the companions digits only, but for the
 * account's phone as queryCustomerInfo gives it (masked: 138****0001), which is kept whole until it is changed.
 */
function keep(field: SignUpField, value: string): string {
  if (field === 'applyPhoneNumber' && MASKED_PHONE_PATTERN.test(value)) return value;
  const digits = field === 'applyPhoneNumber' || field === 'accompanyNumber' ? value.replace(/\D/g, '') : value;
  const max = MAX_LENGTH[field];
  const kept = max === undefined ? digits : [...digits].slice(0, max).join('');
  return field === 'accompanyNumber' && kept !== '' ? String(Math.min(Number(kept), SIGN_UP_MAX_ACCOMPANY)) : kept;
}

/** A form read back from storage: each field as typing would keep it. */
function keepAll(form: Partial<Record<SignUpField, unknown>>): SignUpForm {
  const fields = Object.keys(EMPTY_FORM) as SignUpField[];
  return Object.fromEntries(
    fields.map((f) => {
      const value = form[f];
      return [f, typeof value === 'string' ? keep(f, value) : EMPTY_FORM[f]];
    }),
  ) as SignUpForm;
}

const EMPTY_FORM: SignUpForm = {
  applyName: '',
  applyPhoneNumber: '',
  customerManager: '',
  areaCode: '',
  accompanyNumber: '0',
  notes: '',
};

/**
 * The sign-up block of an activity (spec 3 §2 "Activity sign-up", §3 sign-up fields, §5, §7 articleDetailCheck,
 * queryCustomerInfo, findCustManager, applySave, §8 报名信息提交成功), on its detail page (activeNav 0).
 *
 * - checking: articleDetailCheck says whether this customer can sign up (1), has (0), or the sign-up has ended (2).
 *   A logged-in customer who left this activity's form unsent (a failed save, a reload, an expired session and a
 *   new login) finds the form open again with what they typed.
 * - failed: the check could not load (the call layer has said why); 重新加载 tries again.
 * - none: the activity never took sign-ups; the block shows nothing.
 * - status: the button by checkStatus: 立即报名, 已报名 or 报名已结束 (the last two cannot be tapped). A visitor's
 *   立即报名 opens login, which returns here.
 * - prefilling: the customer's name and phone and their customer manager load into the form (a draft instead,
 *   when there is one).
 * - form: the modal form.
 *   - editing: name and customer manager at most 30 characters, notes at most 50, the phone 11 digits, the area
 *     北京, 上海 or 杭州, the companions 0–9. 提交报名 shows the first problem or saves; closing keeps nothing.
 *     Every edit is kept as the draft (`persistDraft`, provided by the page); closing and saving drop it
 *     (`clearDraft`).
 *   - saving: applySave is under way; however often 提交报名 is tapped it is sent once. Saved: 报名信息提交成功, the
 *     modal closes and the status is checked again. A refusal shows the server's message; a failure keeps what was
 *     typed (the call layer has said why).
 */
export const activitySignUpMachine = setup({
  types: {
    context: {} as ActivitySignUpContext,
    events: {} as ActivitySignUpEvent,
    input: {} as ActivitySignUpInput,
    tags: {} as 'busy',
  },
  actors: {
    checkStatus: providedLater<SignUpCheck, { articleId: number }>('checkStatus'),
    prefill: providedLater<SignUpPrefill>('prefill'),
    save: providedLater<SaveOutcome, { articleId: number; form: SignUpForm }>('save'),
  },
  guards: {
    isOutcome: isOutcome<SaveOutcome>(),
    isOpen: ({ context }) => context.checkStatus === 1,
    takesNoSignUps: (_, { takesSignUps }: SignUpCheck) => !takesSignUps,
    isVisitor: ({ context }) => context.checkStatus === 1 && context.visitor,
    resumesDraft: (_, { checkStatus, visitor, draft }: SignUpCheck) => checkStatus === 1 && !visitor && draft !== null,
    isValid: ({ context }) => signUpError(context.form) === null,
  },
  actions: {
    navigate,
    // Provided by the page: the draft lives in the session's storage.
    persistDraft: (_args, _draft: SignUpDraft) => {},
    clearDraft: () => {},
    assignStatus: assign((_, check: SignUpCheck) => check),
    assignPrefill: assign(({ context }, prefill: SignUpPrefill) => ({
      form: context.draft ? keepAll(context.draft) : { ...EMPTY_FORM, ...prefill },
      draft: null,
      message: null,
      notice: null,
    })),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'user.changeField');
      return { form: { ...context.form, [event.field]: keep(event.field, event.value) }, message: null };
    }),
    showError: assign({ message: ({ context }) => signUpError(context.form) }),
    showSaved: assign((_, { msg }: SaveOutcome) => ({ notice: msg || signUpText.saved, message: null })),
    showRefusal: assign((_, { msg }: SaveOutcome) => ({ message: msg })),
  },
}).createMachine({
  id: 'activitySignUp',
  context: ({ input }) => ({
    ...input,
    checkStatus: null,
    visitor: false,
    draft: null,
    form: EMPTY_FORM,
    message: null,
    notice: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ articleId: context.articleId }),
        onDone: [
          { guard: { type: 'takesNoSignUps', params: output }, target: 'none' },
          {
            guard: { type: 'resumesDraft', params: output },
            target: 'prefilling',
            actions: { type: 'assignStatus', params: output },
          },
          { target: 'status', actions: { type: 'assignStatus', params: output } },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'checking' },
    },
    /** An activity that never took sign-ups: no block at all (not 报名已结束). */
    none: { type: 'final' },
    status: {
      on: {
        'user.open': [
          {
            guard: 'isVisitor',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({ to: 'login' as const, query: { redirect: context.returnTo } }),
            },
          },
          { guard: 'isOpen', target: 'prefilling' },
        ],
      },
    },
    prefilling: {
      tags: ['busy'],
      invoke: {
        id: 'prefill',
        src: 'prefill',
        onDone: { target: 'form', actions: { type: 'assignPrefill', params: output } },
        onError: 'status',
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.changeField': {
              actions: [
                'assignField',
                {
                  type: 'persistDraft',
                  params: ({ context }) => ({ articleId: context.articleId, form: context.form }),
                },
              ],
            },
            'user.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'showError' }],
            'user.close': { target: '#activitySignUp.status', actions: 'clearDraft' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ articleId: context.articleId, form: context.form }),
            onDone: [
              {
                guard: outcome('ok'),
                target: '#activitySignUp.checking',
                actions: [{ type: 'showSaved', params: output }, 'clearDraft'],
              },
              { target: 'editing', actions: { type: 'showRefusal', params: output } },
            ],
            onError: 'editing',
          },
        },
      },
    },
  },
});

export type ActivitySignUpSnapshot = SnapshotFrom<typeof activitySignUpMachine>;

/** Everything the sign-up block shows. */
export function selectActivitySignUpView(snapshot: Pick<ActivitySignUpSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { checkStatus, form, message, notice } = snapshot.context;
  const button =
    checkStatus === 1 ? SIGN_UP_BUTTON.open : checkStatus === 0 ? SIGN_UP_BUTTON.signedUp : SIGN_UP_BUTTON.ended;
  return {
    /** The activity takes no sign-ups: nothing to show. */
    none: snapshot.matches('none'),
    checking: snapshot.matches('checking'),
    failed: snapshot.matches('failed'),
    /** The block's button, once the status is known; tappable only while sign-up is open. */
    button: checkStatus === null ? null : { label: button, enabled: checkStatus === 1 && snapshot.matches('status') },
    formOpen: snapshot.matches('form'),
    saving: snapshot.matches({ form: 'saving' }),
    form,
    message,
    notice,
  };
}
