/**
 * What the generated tests need to know about one flow (its samples, how each event is performed, what each state
 * shows), one file per catalogue id, machines/<id>/<id>.entries.ts; then what entries are written with.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { Code, codeText } from '../../src/contract';
import type { BridgeAction } from '../../src/platform/bridge';
import type { StorageKeyName } from '../../src/platform/storage';
import { DEFAULT_PASSWORD_RULE } from '../../src/validation/password';

type UserType<M extends AnyStateMachine> = Exclude<EventFromLogic<M>['type'], `xstate.${string}`>;
type EventOf<M extends AnyStateMachine, T> = Extract<EventFromLogic<M>, { type: T }>;
type Explored<M extends AnyStateMachine> = EventOf<M, UserType<M>> | { type: `xstate.after.${string}` };
/** The user's events that carry a payload; an event that is only its type is its own one sample. */
type WithPayload<M extends AnyStateMachine> = {
  [T in UserType<M>]: { type: T } extends EventOf<M, T> ? never : T;
}[UserType<M>];

/** Every state a snapshot can be in, as dotted paths (`form`, `form.editing`), parents included. */
type StateKeys<V> = V extends string ? V : { [K in keyof V & string]: K | `${K}.${StateKeys<V[K]>}` }[keyof V & string];
/** The leaf states only: what the user can actually be looking at. */
type LeafKeys<V> = V extends string ? V : { [K in keyof V & string]: `${K}.${LeafKeys<V[K]>}` }[keyof V & string];

/** An accessible control: Testing Library and Playwright find it by role and name alike, so one mapping drives both. */
export interface Control {
  role:
    | 'button'
    | 'link'
    | 'textbox'
    | 'checkbox'
    | 'radio'
    | 'tab'
    | 'dialog'
    | 'heading'
    | 'img'
    | 'alert'
    | 'list'
    | 'region';
  name: string;
}

/** Typed text; a code the real server generates is its `sample` in jsdom, read from the dev endpoints in Chromium. */
export type TypedText = string | { sample: string; sms: string } | { sample: string; captcha: string; type: 0 | 1 | 2 };

/** A file the user chooses (content as base64); null: the chooser came back with nothing. */
export type ChosenFile = { name: string; type: string; base64: string } | null;

/**
 * Click (tap) a control, open a dialog unless it is open, type into a control (a password input is a textbox, as in
 * browsers), scroll to the end, or choose a file in the file input labelled so.
 */
export type Gesture =
  | { click: Control }
  /** Tap the control that opens this dialog, unless it is open already (a sheet that stays open between picks). */
  | { open: Control; dialog: string }
  | { fill: Control; text: TypedText }
  | { scroll: 'end' }
  /** Choose one file (null: the chooser came back empty), or several at once. */
  | { upload: string; file: ChosenFile }
  | { upload: string; files: ChosenFile[] }
  /** Set the date input labelled so (yyyy-mm-dd), as its picker does. */
  | { setDate: string; value: string };

/** The files an upload gesture chooses. */
export const chosenFiles = (g: { file: ChosenFile } | { files: ChosenFile[] }): Array<NonNullable<ChosenFile>> =>
  'files' in g ? g.files.filter((f) => f !== null) : g.file ? [g.file] : [];

/** What the user or the native shell must see: text, controls, the route, what is stored, what the bridge was asked. */
export type Sight =
  | { text: string }
  | { noText: string }
  /** A control; optionally whether it is disabled and, for an input, the value it shows. */
  | { control: Control; disabled?: boolean; value?: string }
  | { noControl: Control }
  | { route: string }
  | { stored: StorageKeyName; value: string | null }
  /** How many times the page asked the native shell (or its web fallback) for this action in this visit. */
  | { bridge: BridgeAction; calls: number }
  /**
   * At least one of these: for a state the real server may already have left when the browser looks (the answer
   * shown, or another page opened), what holds either way.
   */
  | { either: readonly [Sight, Sight, ...Sight[]] };

type NonEmpty<T> = readonly [T, ...T[]];
type Sights<M extends AnyStateMachine> = NonEmpty<Sight> | ((snapshot: SnapshotFrom<M>) => NonEmpty<Sight>);

/** How an answer happens in the browser: the server's own, or (where real data cannot give it) the fault injector's. */
export type BrowserOutcome =
  | 'real'
  | { fault: { callKey: string; businessCode?: string; msg?: string; httpStatus?: number } }
  /**
   * An answer a fresh page cannot be given (what a reload left in the tab's storage): the browser's generated paths
   * go without it, and the named journey in tests/e2e proves it there instead.
   */
  | { journey: string }
  /**
   * The server's own answer, given on another record than the host's (an activity that never took sign-ups): a
   * path that takes it opens this route instead of its place's.
   */
  | { route: string };

/** One named answer of an invoked actor: an output that resolves it or an error that rejects it. */
export type OutcomeSample<C = never> = ({ output: unknown } | { error: Error }) & {
  /** How it happens in the browser; required for flows replayed there (`entry`). */
  browser?: BrowserOutcome;
  /** When the server would give this answer to what was typed; omitted: whenever the call runs. */
  when?(context: C): boolean;
};

/** Where a flow is seen in the browser: its page (logged in as a demo account, by phone, when it needs one). */
export interface BrowserPlace {
  route: string;
  loginAs?: string;
  /** The input the real page gives the machine, where it differs from the test input (e.g. the real 60 s). */
  input?: unknown;
}

/** Flows shown inside other pages, each rendered on its own for the view tests (tests/model/viewReplay.tsx). */
export type ComponentName = 'SmsCodeButton' | 'LogoutButton' | 'LoadedList' | 'MarkAllRead' | 'SignUpBlock';

export type ViewPlace =
  | BrowserPlace
  /** A flow embedded in pages: alone in the view tests; in the browser on a host page, after `prepare` there. */
  | { component: ComponentName; host?: BrowserPlace & { prepare: Gesture[] } };

export interface Entry<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  /** Input for tests: short countdowns and fixed values instead of the product's. */
  input: InputFrom<M>;
  /** Samples of each event that carries a payload, with the payloads that make each guard branch reachable. */
  events: { [T in WithPayload<M>]: Array<EventOf<M, T>> };
  outcomes: Record<string, Record<string, OutcomeSample<SnapshotFrom<M>['context']>>>;
  /** Which user events and delays to explore in a state, where typed values (context) would explode the graph. */
  filterEvents?: (snapshot: SnapshotFrom<M>, event: Explored<M>) => boolean;
  /** Rules in the product's words that hold after every step, given the snapshot before it. */
  invariants?: Record<string, (now: SnapshotFrom<M>, before: SnapshotFrom<M>) => boolean>;
  at: ViewPlace;
  /** The gestures that send each event. A new event is a type error here until the tests can perform it. */
  gestures: { [T in UserType<M>]: (event: EventOf<M, T>) => Gesture[] };
  /**
   * What the user sees: at least one thing in every leaf state (a new state is a type error here until the
   * tests can check it); compound states may add what all their children show.
   */
  sees: { [S in LeafKeys<SnapshotFrom<M>['value']>]: Sights<M> } & {
    [S in StateKeys<SnapshotFrom<M>['value']>]?: Sights<M>;
  };
}

/** A flow the browser replays (it has a page, or a page hosts it) says how each answer happens there. */
type Replayable =
  | { at: { component: ComponentName; host?: never } }
  | { outcomes: Record<string, Record<string, { browser: BrowserOutcome }>> };

/** Keeps each entry's types tied to its own machine while the list stays heterogeneous. */
export const entry = <M extends AnyStateMachine>(e: Entry<M> & Replayable) => e as unknown as Entry;

export const textbox = (name: string): Control => ({ role: 'textbox', name });
export const button = (name: string): Control => ({ role: 'button', name });
export const tab = (name: string): Control => ({ role: 'tab', name });

/** `user.changeField` samples: the values typed into each field, in the order given. */
export const edits = <F extends string>(values: Record<F, readonly string[]>) =>
  (Object.entries(values) as Array<[F, string[]]>).flatMap(([field, list]) =>
    list.map((value) => ({ type: 'user.changeField' as const, field, value })),
  );

/**
 * What typing a field's sample types. The picture code (`imgaeCode`, `quickyImgaeCode`: the spec's spelling) and
 * the SMS code are the real server's: in the browser the latest one for `phone` is read and typed instead.
 */
export function typed(field: string, value: string, phone: string, imageCodeType: 0 | 1 | 2): TypedText {
  if (field === 'smsCode') return { sample: value, sms: phone };
  return /imgaeCode$/i.test(field) ? { sample: value, captcha: phone, type: imageCodeType } : value;
}

/** The server's own answer (`when` it gives it), in the browser too. */
export const real = <C>(output: unknown, when?: (c: C) => boolean) => ({ output, browser: 'real' as const, when });
/** The fault injector answers the call once with this business code and message. */
export const fault = (callKey: string, code: string, msg: string) => ({ fault: { callKey, businessCode: code, msg } });
/** A refusal the flow handles by name (`{ kind, msg }`); injected in the browser. */
export const refusal = (kind: string, callKey: string, code: string, msg: string) =>
  ({ output: { kind, msg }, browser: fault(callKey, code, msg) }) satisfies OutcomeSample;
/** The server's own answer on the page at `route` (`BrowserOutcome`). */
export const realAt = (output: unknown, route: string) => ({ output, browser: { route } }) satisfies OutcomeSample;
/** An answer only a journey of tests/e2e reaches in the browser (`BrowserOutcome`). */
export const inJourney = (output: unknown, journey: string) =>
  ({ output, browser: { journey } }) satisfies OutcomeSample;
/** A business failure the call layer shows: the invoke rejects with the server's message; injected in the browser. */
export const failure = (callKey: string, code: string, msg: string) =>
  ({ error: new Error(msg), browser: fault(callKey, code, msg) }) satisfies OutcomeSample;
/** The call itself fails (HTTP 500 in the browser): the call layer shows it and the invoke rejects. */
export const httpFailure = (callKey: string, msg: string) =>
  ({ error: new Error(msg), browser: { fault: { callKey, httpStatus: 500 } } }) satisfies OutcomeSample;

export const passwordRuleAnswers = {
  rule: real(DEFAULT_PASSWORD_RULE),
  failed: httpFailure('queryPwdIntensity', '查询密码规则失败'),
};
export const captchaAnswers = {
  picture: real('data:image/svg+xml;base64,PHN2Zy8+'),
  failed: httpFailure('getImgCode', '获取图形验证码失败'),
};
/** An SMS call's answers: sent, the picture code refused, or the call failing. */
export const smsAnswers = (callKey: string) => ({
  sent: real({ kind: 'ok', data: null, msg: codeText.smsSent }),
  captchaWrong: refusal('captchaWrong', callKey, Code.captchaWrong, codeText.imageWrong),
  failed: httpFailure(callKey, '获取短信验证码失败'),
});

/**
 * Bytes as base64 and back, for sample files: with the platform's btoa and atob rather than Node's Buffer, as the
 * entries run in the browser too (the dev flows page).
 */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
export const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
