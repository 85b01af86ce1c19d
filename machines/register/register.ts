import { assertEvent, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { accountText, codeText, type RegisterSource } from '../../src/contract';
import { DEFAULT_PASSWORD_RULE, type PasswordRule } from '../../src/validation/password';
import {
  agreementText,
  canTapRegisterSms,
  registerButtonActive,
  registerError,
  sanitizeRegisterField,
  type RegisterChecks,
  type RegisterField,
  type RegisterFields,
  type RegisterStep,
} from '../../src/validation/register';
import { type Destination, isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';
import { smsCountdownMachine, SMS_RESEND_SECONDS } from '../smsCountdown/smsCountdown';

/**
 * Where the register form is shown (spec 1 §2, §4; spec 3 §2); pages pass it as input, and the route of each is in
 * docs/register.md:
 * - loginTab: the combined login screen's register tab, in a browser;
 * - inApp: the same tab inside the app (terminal type 1): the in-app flow;
 * - promotion, promotionWithAdviserSearch: /phone/promotionIndex, the second with the adviser search by name;
 * - sharedLink: the H5 shared link (query code, name, brokeraccount, id), showing the manager's name;
 * - invitation: /phone/codeRegister?brokeraccount={manageCode}&id={customerBId};
 * - adviserQr: /phone/jz/register?manageCode=…, the adviser's QR code.
 */
export type RegisterVariant =
  'loginTab' | 'inApp' | 'promotion' | 'promotionWithAdviserSearch' | 'sharedLink' | 'invitation' | 'adviserQr';

/** What the variants change in the flow; everything else is the same chart. */
export interface VariantRules {
  /** Spec 1 §3: 4 in-app, 5 H5 and promotion (1 is the set-password flow's, not a register form's). */
  registerSource: RegisterSource;
  /**
   * Spec 1 §3: "a timestamp string generated on page load in one flow, a fixed string in others". The one flow is
   * the login screen's register tab (in a browser and in the app), as the login form beside it does; the promotion,
   * shared-link, invitation and adviser-QR pages send the fixed device number.
   */
  equipmentNo: 'pageLoad' | 'fixed';
  /** Spec 1 §5: in the promotion flow a picture code needs a valid phone, password and repeat first. */
  captchaNeedsPasswords: boolean;
  /** Spec 1 §5: the in-app flow shows the server's password message (queryPwdIntensity). */
  serverPasswordMessage: boolean;
  /** Spec 1 §4: in the in-app flow the button is active once every field is filled. */
  activeWhenFilled: boolean;
  agreement: string;
  /** Where the page goes once registered (spec 1 §4 "Registration"). */
  registered: (phoneNum: string) => Destination;
  /**
   * Where an already registered phone goes: the status page with status 2 in the in-app flow (spec 1 §4); on the
   * H5 pages the login page with that phone, since the visitor has an account to log in with.
   */
  alreadyRegistered: (phoneNum: string) => Destination;
}

const toLogin = (phoneNum: string): Destination => ({ to: 'login', query: { phoneNum }, replace: true });
const toStatus =
  (status: 1 | 2) =>
  (phoneNum: string): Destination => ({
    to: 'status',
    query: { status, phoneNum },
    replace: true,
  });

const promotionPage: VariantRules = {
  registerSource: '5',
  equipmentNo: 'fixed',
  captchaNeedsPasswords: true,
  serverPasswordMessage: false,
  activeWhenFilled: false,
  agreement: agreementText.register,
  registered: () => ({ to: 'download', replace: true }),
  alreadyRegistered: toLogin,
};

export const REGISTER_VARIANTS: Record<RegisterVariant, VariantRules> = {
  // The combined login screen switches to its login tab with the phone (the login flow takes the output).
  loginTab: { ...promotionPage, equipmentNo: 'pageLoad', captchaNeedsPasswords: false, registered: toLogin },
  inApp: {
    registerSource: '4',
    equipmentNo: 'pageLoad',
    captchaNeedsPasswords: false,
    serverPasswordMessage: true,
    activeWhenFilled: true,
    agreement: agreementText.channel,
    registered: toStatus(1),
    alreadyRegistered: toStatus(2),
  },
  promotion: promotionPage,
  promotionWithAdviserSearch: promotionPage,
  sharedLink: promotionPage,
  invitation: { ...promotionPage, registered: toStatus(1) },
  adviserQr: {
    ...promotionPage,
    registered: (phoneNum) => ({ to: 'adviserRegisterResult', query: { phoneNum }, replace: true }),
  },
};

/** The fixed device number of spec 3 §9 ("its value is not shown"); picture codes are keyed by phone and it. */
export const FIXED_EQUIPMENT_NO = 'H5';
/** Spec 1 §9: the register redirect delay. */
export const REGISTER_REDIRECT_MS = 1000;

export interface RegisterInput {
  variant: RegisterVariant;
  /** When the page loaded (ms since 1970): the equipmentNo of the variants that send a timestamp. */
  loadedAt: number;
  /** An adviser bound by the link or QR code (manageCode, brokeraccount or code). */
  manageCode?: string;
  /** The manager's name as the shared link gives it; otherwise looked up by manageCode. */
  managerName?: string;
  /** The inviting customer of an invitation link. */
  customerBId?: string;
  promotionLinkId?: string;
  redirectDelayMs?: number;
  /** The SMS button's countdown: 60 s in the product. */
  smsSeconds?: number;
}

/** Spec 1 §3 "Adviser candidate", as selectManagerInfo answers it. */
export interface AdviserCandidate {
  broker_name: string;
  broker_account: string;
}

export interface RegisterContext extends RegisterFields {
  variant: RegisterVariant;
  registerSource: RegisterSource;
  equipmentNo: string;
  /** The agreement checkbox (spec 1 §3 `check`). */
  agreed: boolean;
  /** The bound adviser's code; manageCodeText holds the name shown (or typed, in the search variant). */
  manageCode: string;
  customerBId: string;
  promotionLinkId: string;
  passwordRule: PasswordRule;
  /** The picture being shown; null until one is loaded, and again when the phone it belongs to changes. */
  captchaImage: string | null;
  /** The server's "sent" text after an SMS code went out; null until then. */
  smsNotice: string | null;
  /** The adviser search's answer; null while no search has answered since the name was last typed. */
  candidates: AdviserCandidate[] | null;
  /** The validation message of the last tap that could not go ahead; cleared by the next change. */
  message: string | null;
  redirectDelayMs: number;
  smsSeconds: number;
}

export type RegisterEvent =
  | { type: 'user.changeField'; field: RegisterField; value: string }
  | { type: 'user.toggleAgreement' }
  | { type: 'user.requestCaptcha' }
  | { type: 'user.requestSms' }
  | { type: 'user.searchAdviser' }
  | { type: 'user.pickAdviser'; adviser: AdviserCandidate }
  | { type: 'user.submit' };

export interface RegisterRequest {
  phoneNum: string;
  /** In clear: the implementation hashes both before they leave the client. */
  password: string;
  rePassword: string;
  smsCode: string;
  imgaeCode: string;
  registerSource: RegisterSource;
  equipmentNo: string;
  manageCode: string;
  customerBId: string;
  promotionLinkId: string;
}

/** userRegister's answer: success, or 04040004 (already registered), which the flow handles itself. */
export type RegisterOutcome = Outcome<null, 'alreadyRegistered'>;
/** getSmsCode's answer: sent, the picture code was wrong (04040517), or the phone is already registered. */
export type RegisterSmsOutcome = Outcome<null, 'captchaWrong' | 'alreadyRegistered'>;

/**
 * What is kept of the form across a failed register and a reload: the phone, and in the search variant the adviser
 * typed or picked. Never a password, the picture code or the SMS code.
 */
export interface RegisterDraft {
  phoneNum: string;
  manageCodeText?: string;
  manageCode?: string;
}

const draftOf = (c: RegisterContext): RegisterDraft =>
  c.variant === 'promotionWithAdviserSearch'
    ? { phoneNum: c.phoneNum, manageCodeText: c.manageCodeText, manageCode: c.manageCode }
    : { phoneNum: c.phoneNum };
const persistDraft = {
  type: 'persistDraft',
  params: ({ context }: { context: RegisterContext }) => draftOf(context),
} as const;
/** Typing is kept from the moment the form shows, also while its password rule and adviser still load. */
const KEEP_TYPING = { actions: ['assignField', persistDraft] } as const;

/** What the flow hands to the page that embeds it (the login screen's register tab): the phone it registered. */
export interface RegisterOutput {
  phoneNum: string;
}

const rulesOf = (context: RegisterContext) => REGISTER_VARIANTS[context.variant];
const checksOf = (context: RegisterContext): RegisterChecks => ({ ...rulesOf(context), rule: context.passwordRule });
const errorFor = (context: RegisterContext, step: RegisterStep) => registerError(context, checksOf(context), step);
const buttonActive = (context: RegisterContext) => registerButtonActive(context, rulesOf(context).activeWhenFilled);

/**
 * Registration in every variant (spec 1 §2 "Login and register", "Promotion register"; §3 register form, adviser
 * candidate, registerSource, equipmentNo; §4 "Registration", "Register button", image captcha, SMS code button;
 * §5; §7 getUserRegister, queryPwdIntensity, getImgCode type 0, getSmsCode, userRegister, selectManagerInfo;
 * spec 3 §2 invitation link). The variant is input and changes data only (REGISTER_VARIANTS), never the chart. The
 * SMS button's countdown is a child actor (smsCountdown) that this flow starts once a code went out.
 *
 * - restoring: the draft of the form (the phone, and the adviser of the search variant) left by a failed register or
 *   a reload fills it again; passwords and codes are never part of it.
 * - loadingRule: the password strength rule and its message come from the server; the default rule of spec 1 §5
 *   applies when they cannot be had.
 * - resolvingAdviser: a link or QR code that binds an adviser shows the adviser's name (looked up by manageCode
 *   unless the link names them).
 * - editing: the user fills the form. Each tap is checked first: the picture code needs the phone (and on promotion
 *   pages both passwords), the SMS code needs the picture code, the register button is active by §4's rule and
 *   registering needs every field; a tap that cannot go ahead shows why.
 * - checkingPhone: before a picture code is fetched, getUserRegister asks whether the phone already has an account.
 * - loadingCaptcha: a picture code (type 0) is fetched; its field is cleared. Also after a failed SMS request: the
 *   server spent the picture it checked, so the one still shown would fail again.
 * - requestingSms: getSmsCode is under way; once it answers, its text shows and the countdown starts.
 * - searchingAdviser: the adviser search by name (selectManagerInfo, max 6 characters); the user picks one.
 * - submitting: userRegister is under way. Every failed call returns to editing with everything typed kept.
 * - registered: "恭喜您, 注册成功" shows for a moment, then the variant's next page (the login tab with the phone,
 *   the status page, the download page or the adviser-QR result).
 * - alreadyRegistered: getUserRegister, getSmsCode or userRegister (04040004) found the phone registered:
 *   "该手机号已经注册", then the status page with status 2 in the app, the login page with the phone elsewhere.
 * - left, leftAsRegistered: the flow is done (registered, or the phone already had an account); its output is the
 *   phone.
 *
 * Every edit is kept as the draft (`persistDraft`, provided by the page: only what `draftOf` picks); registering,
 * or finding the phone registered, drops it (`clearDraft`).
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    output: {} as RegisterOutput,
    tags: {} as 'busy',
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    loadDraft: providedLater<RegisterDraft | null>('loadDraft'),
    loadPasswordRule: providedLater<PasswordRule>('loadPasswordRule'),
    findAdviser: providedLater<string | null, { manageCode: string; managerName: string }>('findAdviser'),
    checkRegistered: providedLater<{ isRegister: 0 | 1 }, { phoneNum: string }>('checkRegistered'),
    loadCaptcha: providedLater<string, { phoneNum: string; equipmentNo: string }>('loadCaptcha'),
    sendSmsCode: providedLater<RegisterSmsOutcome, { phoneNum: string; imgaeCode: string; equipmentNo: string }>(
      'sendSmsCode',
    ),
    searchAdvisers: providedLater<AdviserCandidate[], { brokerName: string }>('searchAdvisers'),
    submitRegistration: providedLater<RegisterOutcome, RegisterRequest>('submitRegistration'),
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    /** The result stays readable for a moment before the page leaves (spec 1 §9: 1 s). */
    redirect: ({ context }) => context.redirectDelayMs,
  },
  guards: {
    isOutcome: isOutcome<RegisterOutcome | RegisterSmsOutcome>(),
    canRequestCaptcha: ({ context }) => errorFor(context, 'captcha') === null,
    canRequestSms: ({ context }) => errorFor(context, 'sms') === null,
    isButtonActive: ({ context }) => buttonActive(context),
    canRegister: ({ context }) => buttonActive(context) && errorFor(context, 'submit') === null,
    isRegistered: (_, { isRegister }: { isRegister: number }) => isRegister === 1,
    hasAdviserName: ({ context }) => context.manageCodeText !== '',
    isCandidate: ({ context, event }) => {
      assertEvent(event, 'user.pickAdviser');
      return (context.candidates ?? []).some((c) => c.broker_account === event.adviser.broker_account);
    },
  },
  actions: {
    navigate,
    // Provided by the page: the draft lives in the tab's storage.
    persistDraft: (_args, _draft: RegisterDraft) => {},
    clearDraft: () => {},
    assignDraft: assign(({ context }, draft: RegisterDraft | null) => {
      if (!draft) return {};
      // Read back from storage: each field as typing would keep it.
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        phoneNum: sanitizeRegisterField('phoneNum', text(draft.phoneNum)),
        ...(context.variant === 'promotionWithAdviserSearch' && {
          manageCodeText: sanitizeRegisterField('manageCodeText', text(draft.manageCodeText)),
          manageCode: text(draft.manageCode),
        }),
      };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'user.changeField');
      const value = sanitizeRegisterField(event.field, event.value);
      const changed = value !== context[event.field];
      return {
        [event.field]: value,
        message: null,
        // A picture code and an SMS code belong to the phone they were sent for.
        ...(event.field === 'phoneNum' && changed && { captchaImage: null, smsNotice: null }),
        // A typed name binds no adviser until one is picked from the search.
        ...(event.field === 'manageCodeText' && changed && { manageCode: '', candidates: null }),
      };
    }),
    toggleAgreement: assign({ agreed: ({ context }) => !context.agreed, message: null }),
    showError: assign({ message: ({ context }, params: { step: RegisterStep }) => errorFor(context, params.step) }),
    clearMessage: assign({ message: null }),
    showRefusal: assign((_, { msg }: RegisterSmsOutcome) => ({ message: msg })),
    assignPasswordRule: assign((_, passwordRule: PasswordRule) => ({ passwordRule })),
    assignManagerName: assign(({ context }, name: string | null) => ({
      manageCodeText: name ?? context.manageCodeText,
    })),
    // Spec 1 §4: when a picture is shown its field is cleared; the previous picture is spent.
    showCaptcha: assign((_, captchaImage: string) => ({ captchaImage, imgaeCode: '' })),
    startSmsRequest: assign({ smsNotice: null, message: null }),
    noteSmsSent: assign((_, { msg }: RegisterSmsOutcome) => ({ smsNotice: msg || codeText.smsSent })),
    startCountdown: sendTo('smsCountdown', { type: 'countdown.start' }),
    assignCandidates: assign((_, candidates: AdviserCandidate[]) => ({ candidates })),
    pickAdviser: assign(({ event }) => {
      assertEvent(event, 'user.pickAdviser');
      return { manageCode: event.adviser.broker_account, manageCodeText: event.adviser.broker_name, candidates: null };
    }),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => {
    const rules = REGISTER_VARIANTS[input.variant];
    return {
      variant: input.variant,
      registerSource: rules.registerSource,
      equipmentNo: rules.equipmentNo === 'pageLoad' ? String(input.loadedAt) : FIXED_EQUIPMENT_NO,
      phoneNum: '',
      password: '',
      rePassword: '',
      imgaeCode: '',
      smsCode: '',
      manageCodeText: input.managerName ?? '',
      agreed: false,
      manageCode: input.manageCode ?? '',
      customerBId: input.customerBId ?? '',
      promotionLinkId: input.promotionLinkId ?? '',
      passwordRule: DEFAULT_PASSWORD_RULE,
      captchaImage: null,
      smsNotice: null,
      candidates: null,
      message: null,
      redirectDelayMs: input.redirectDelayMs ?? REGISTER_REDIRECT_MS,
      smsSeconds: input.smsSeconds ?? SMS_RESEND_SECONDS,
    };
  },
  invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.smsSeconds }) },
  output: ({ context }) => ({ phoneNum: context.phoneNum }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        // Reading the draft never fails: storage that refuses or holds something unreadable gives none.
        onDone: { target: 'loadingRule', actions: { type: 'assignDraft', params: output } },
      },
    },
    loadingRule: {
      tags: ['busy'],
      on: { 'user.changeField': KEEP_TYPING },
      invoke: {
        id: 'loadPasswordRule',
        src: 'loadPasswordRule',
        onDone: { target: 'resolvingAdviser', actions: { type: 'assignPasswordRule', params: output } },
        // The default rule stays; the call layer has said why.
        onError: { target: 'resolvingAdviser' },
      },
    },
    resolvingAdviser: {
      tags: ['busy'],
      // A name typed meanwhile gives way to the adviser the link names, once found.
      on: { 'user.changeField': KEEP_TYPING },
      invoke: {
        id: 'findAdviser',
        src: 'findAdviser',
        input: ({ context }) => ({ manageCode: context.manageCode, managerName: context.manageCodeText }),
        onDone: { target: 'editing', actions: { type: 'assignManagerName', params: output } },
        // The name is only shown: the binding (manageCode) stays, and the server checks it on register.
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'user.changeField': KEEP_TYPING,
        'user.toggleAgreement': { actions: 'toggleAgreement' },
        'user.requestCaptcha': [
          { guard: 'canRequestCaptcha', target: 'checkingPhone', actions: 'clearMessage' },
          { actions: { type: 'showError', params: { step: 'captcha' } } },
        ],
        'user.requestSms': [
          { guard: 'canRequestSms', target: 'requestingSms', actions: 'startSmsRequest' },
          { actions: { type: 'showError', params: { step: 'sms' } } },
        ],
        'user.searchAdviser': { guard: 'hasAdviserName', target: 'searchingAdviser' },
        'user.pickAdviser': { guard: 'isCandidate', actions: ['pickAdviser', persistDraft] },
        // An inactive button sends nothing; the machine ignores the tap the same way.
        'user.submit': [
          { guard: 'canRegister', target: 'submitting', actions: 'clearMessage' },
          { guard: 'isButtonActive', actions: { type: 'showError', params: { step: 'submit' } } },
        ],
      },
    },
    checkingPhone: {
      tags: ['busy'],
      invoke: {
        id: 'checkRegistered',
        src: 'checkRegistered',
        input: ({ context }) => ({ phoneNum: context.phoneNum }),
        onDone: [
          { guard: { type: 'isRegistered', params: output }, target: 'alreadyRegistered' },
          { target: 'loadingCaptcha' },
        ],
        onError: { target: 'editing' },
      },
    },
    loadingCaptcha: {
      tags: ['busy'],
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        input: ({ context }) => ({ phoneNum: context.phoneNum, equipmentNo: context.equipmentNo }),
        onDone: { target: 'editing', actions: { type: 'showCaptcha', params: output } },
        onError: { target: 'editing' },
      },
    },
    requestingSms: {
      tags: ['busy'],
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: ({ context }) => ({
          phoneNum: context.phoneNum,
          imgaeCode: context.imgaeCode,
          equipmentNo: context.equipmentNo,
        }),
        onDone: [
          {
            guard: outcome('ok'),
            target: 'editing',
            actions: [{ type: 'noteSmsSent', params: output }, 'startCountdown'],
          },
          { guard: outcome('alreadyRegistered'), target: 'alreadyRegistered' },
          // 04040517: the server's message, and a new picture (the wrong one is spent).
          { target: 'loadingCaptcha', actions: { type: 'showRefusal', params: output } },
        ],
        // The server spent the picture it checked: a new one, with what was typed kept.
        onError: { target: 'loadingCaptcha' },
      },
    },
    searchingAdviser: {
      tags: ['busy'],
      invoke: {
        id: 'searchAdvisers',
        src: 'searchAdvisers',
        input: ({ context }) => ({ brokerName: context.manageCodeText }),
        onDone: { target: 'editing', actions: { type: 'assignCandidates', params: output } },
        onError: { target: 'editing' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitRegistration',
        src: 'submitRegistration',
        input: ({ context }) => ({
          phoneNum: context.phoneNum,
          password: context.password,
          rePassword: context.rePassword,
          smsCode: context.smsCode,
          imgaeCode: context.imgaeCode,
          registerSource: context.registerSource,
          equipmentNo: context.equipmentNo,
          manageCode: context.manageCode,
          customerBId: context.customerBId,
          promotionLinkId: context.promotionLinkId,
        }),
        onDone: [{ guard: outcome('alreadyRegistered'), target: 'alreadyRegistered' }, { target: 'registered' }],
        onError: { target: 'editing' },
      },
    },
    registered: {
      entry: 'clearDraft',
      after: {
        redirect: {
          target: 'left',
          actions: { type: 'navigate', params: ({ context }) => rulesOf(context).registered(context.phoneNum) },
        },
      },
    },
    alreadyRegistered: {
      entry: 'clearDraft',
      after: {
        redirect: {
          target: 'leftAsRegistered',
          actions: {
            type: 'navigate',
            params: ({ context }) => rulesOf(context).alreadyRegistered(context.phoneNum),
          },
        },
      },
    },
    left: { type: 'final' },
    leftAsRegistered: { type: 'final' },
  },
});

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

/** What the register form shows, derived from the flow's snapshot. */
export function selectRegisterView(snapshot: Pick<RegisterSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  return {
    variant: context.variant,
    fields: context as RegisterFields,
    agreed: context.agreed,
    captchaImage: context.captchaImage,
    /** Spec 1 §4: the SMS button needs a valid phone; what else is missing is said when it is tapped. */
    smsButtonUsable: editing && canTapRegisterSms(context),
    submitActive: editing && buttonActive(context),
    busy: snapshot.hasTag('busy'),
    /** The search variant types the adviser's name; the link variants show the bound adviser. */
    adviserSearch: context.variant === 'promotionWithAdviserSearch',
    showsAdviser: SHOWS_ADVISER.has(context.variant),
    managerName: context.manageCodeText,
    candidates: context.candidates,
    message: context.message,
    smsNotice: context.smsNotice,
    result: snapshot.matches('registered')
      ? accountText.registered
      : snapshot.matches('alreadyRegistered')
        ? accountText.alreadyRegistered
        : null,
  };
}

/** Variants whose page shows the bound adviser (spec 1 §2 "a read-only wealth-adviser display"). */
const SHOWS_ADVISER: ReadonlySet<RegisterVariant> = new Set(['promotion', 'sharedLink', 'invitation', 'adviserQr']);
