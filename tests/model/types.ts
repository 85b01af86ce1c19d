/**
 * What the generated tests need to know about one flow: its samples, how each event is performed and what each
 * state shows. One file per flow in tests/model/entries/, named after the machine's id in machines/catalogue.ts.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { StorageKeyName } from '../../src/platform/storage';
import type { BridgeAction } from '../../src/platform/bridge';

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;
type UserEventOf<M extends AnyStateMachine> = Exclude<EventOf<M>, { type: `xstate.${string}` }>;

/** Every state a snapshot can be in, as dotted paths (`form`, `form.editing`), parents included. */
export type StateKeys<V> = V extends string
  ? V
  : {
      [K in keyof V & string]: K | (V[K] extends string | object ? `${K}.${StateKeys<V[K]>}` : never);
    }[keyof V & string];

/** The leaf states only: what the user can actually be looking at. */
export type LeafKeys<V> = V extends string
  ? V
  : { [K in keyof V & string]: `${K}.${LeafKeys<V[K]>}` }[keyof V & string];

/**
 * An accessible control, found by role and name: Testing Library's `getByRole` in jsdom and Playwright's
 * `getByRole` in Chromium read it the same way, so one mapping drives both.
 */
export interface Control {
  role: 'button' | 'link' | 'textbox' | 'checkbox' | 'radio' | 'tab' | 'dialog' | 'heading' | 'img' | 'alert' | 'list';
  name: string;
}

/**
 * Text the user types. Codes that the real server generates are named, not written: in jsdom the `sample` is
 * typed; in Chromium the latest SMS code or picture-captcha text is read from the dev endpoints.
 */
export type TypedText =
  | string
  | { latestSms: string; sample: string }
  | { latestCaptcha: { phoneNum: string; imageCodeType: 0 | 1 | 2 }; sample: string };

/**
 * What the user does. `scroll: 'end'` scrolls the page to its end; a password input counts as a textbox, as
 * browsers' accessibility trees and Playwright have it.
 */
export type Gesture = { click: Control } | { fill: Control; text: TypedText } | { check: Control } | { scroll: 'end' };

/**
 * What the user (or the native shell) must see: text, controls, the page the app is on (path and query), what
 * is stored on the device, and what the page asked of the native shell.
 */
export type Sight =
  | { text: string }
  | { noText: string }
  /** A control; optionally whether it is disabled and, for an input, the value it shows. */
  | { control: Control; disabled?: boolean; value?: string }
  | { noControl: Control }
  | { route: string }
  | { stored: StorageKeyName; value: string | null }
  /** How many times the page asked the native shell (or its web fallback) for this action in this visit. */
  | { bridge: BridgeAction; calls: number };

type NonEmpty<T> = readonly [T, ...T[]];
type Sights<S> = NonEmpty<Sight> | ((snapshot: S) => NonEmpty<Sight>);

/**
 * How an invoke's outcome happens against the real server in the browser: `real` lets the server answer as it
 * does; `fault` makes the dev fault injector answer the named call once (a business code, an HTTP status or a
 * malformed body) for the branches real data cannot produce on demand.
 */
export type BrowserOutcome =
  | 'real'
  | {
      fault: {
        callKey: string;
        businessCode?: string;
        msg?: string;
        httpStatus?: number;
        malformed?: boolean;
        latencyMs?: number;
      };
    };

/** One named answer of an invoked actor: an output that resolves it or an error that rejects it. */
export type OutcomeSample<C> = ({ output: unknown } | { error: Error }) & {
  /** How it happens in the browser; required for flows replayed there. */
  browser?: BrowserOutcome;
  /** When the server would give this answer to what was typed; omitted: whenever the call runs. */
  when?: (context: C) => boolean;
};

/** Where a flow is seen in the browser: its page (logged in as a demo account, by phone, when it needs one). */
export interface BrowserPlace {
  route: string;
  loginAs?: string;
  /** The input the real page gives the machine, where it differs from the test input (e.g. the real 60 s). */
  input?: unknown;
}

/** Flows shown inside other pages, each rendered on its own for the view tests (tests/model/components.tsx). */
export type ComponentName = 'SmsCodeButton' | 'LogoutButton' | 'LoadedList';

export type ViewPlace =
  | BrowserPlace
  /** A flow embedded in pages: alone in the view tests; in the browser on a host page, after `prepare` there. */
  | { component: ComponentName; host?: BrowserPlace & { prepare: Gesture[] } };

export interface Entry<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  /** Input for tests: short countdowns and fixed values instead of the product's. */
  input: InputFrom<M>;
  /** Sample events per event type, with the payloads that make each guard branch reachable. */
  events: { [T in UserEventOf<M>['type']]: Array<Extract<EventOf<M>, { type: T }>> };
  /** Per invoke id, its answers by name. */
  outcomes: Record<string, Record<string, OutcomeSample<SnapshotFrom<M>['context']>>>;
  /** Traversal limits where typed values would explode the graph (context is part of a vertex). */
  traversal?: {
    /** Which of the user's events and delays to explore in a state (invoke answers have `when`). */
    filterEvents?: (snapshot: SnapshotFrom<M>, event: UserEventOf<M> | { type: `xstate.after.${string}` }) => boolean;
    limit?: number;
  };
  /** Rules in the product's words that hold after every step, given the snapshot before it. */
  invariants?: Record<string, (now: SnapshotFrom<M>, before: SnapshotFrom<M>) => boolean>;
  view: {
    at: ViewPlace;
    /** The gestures that send each event. A new event is a type error here until the tests can perform it. */
    gestures: { [T in UserEventOf<M>['type']]: (event: Extract<EventOf<M>, { type: T }>) => Gesture[] };
    /**
     * What the user sees: at least one thing in every leaf state (a new state is a type error here until the
     * tests can check it); compound states may add what all their children show.
     */
    sees: { [S in LeafKeys<SnapshotFrom<M>['value']>]: Sights<SnapshotFrom<M>> } & {
      [S in Exclude<StateKeys<SnapshotFrom<M>['value']>, LeafKeys<SnapshotFrom<M>['value']>>]?: Sights<SnapshotFrom<M>>;
    };
  };
}

/** Keeps each entry's types tied to its own machine while the list stays heterogeneous. */
export function entry<M extends AnyStateMachine>(e: Entry<M>): Entry {
  return e as unknown as Entry;
}
