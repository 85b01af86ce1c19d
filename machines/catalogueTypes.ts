/** The shape of a catalogue entry: what tests, docs and the flows page need to know about one flow. */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;

/** Every state a snapshot can be in, as dotted paths (`form`, `form.editing`), parents included. */
export type StateKeys<V> = V extends string
  ? V
  : { [K in keyof V & string]: K | (V[K] extends string | object ? `${K}.${StateKeys<V[K]>}` : never) }[keyof V &
      string];

/**
 * An accessible control, found by role and name: Testing Library's `getByRole` in jsdom and Playwright's
 * `getByRole` in Chromium read it the same way, so one mapping drives both.
 */
export interface Control {
  role: 'button' | 'link' | 'textbox' | 'checkbox' | 'radio' | 'tab' | 'dialog' | 'heading' | 'img' | 'alert';
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
 * What the user does. `scroll: 'end'` scrolls the page to its end (legal texts notify the native app there); a
 * password input counts as a textbox, as browsers' accessibility trees and Playwright have it.
 */
export type Gesture = { click: Control } | { fill: Control; text: TypedText } | { check: Control } | { scroll: 'end' };

/** What the user must see. */
export type Sight =
  { text: string } | { noText: string } | { control: Control; disabled?: boolean } | { noControl: Control };

/**
 * How an invoke's outcome happens against the real server in the browser: `real` lets the server answer as it
 * does; `fault` makes the dev fault injector answer the named call once (a business code, an HTTP status or a
 * malformed body) for the error branches and response codes that real data cannot produce on demand.
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

export interface BrowserMapping {
  /** Log in as this demo account (by phone) before each path, through the API; omitted: anonymous. */
  loginAs?: string;
  /** Per invoke id, one outcome per sample in `outcomes[id].done` / `.error`, in the same order. */
  outcomes: Record<string, { done: BrowserOutcome[]; error: BrowserOutcome[] }>;
  /** The input the real page gives the machine, where it differs from the test input (e.g. the real 60 s). */
  input?: unknown;
}

/** A page that shows an embedded flow, and what the user does there first to make it usable. */
export interface BrowserHost extends BrowserMapping {
  host: { route: string; prepare: Gesture[] };
}

/** Where a flow is seen: a route of the app (replayed in the browser too), or a component that other pages embed (src/flows/views.tsx). */
export type ViewPlace =
  { route: string; browser: BrowserMapping } | { component: 'SmsCodeButton' | 'LogoutButton'; browser?: BrowserHost };

export interface ViewMapping<M extends AnyStateMachine> {
  at: ViewPlace;
  /** The gestures that send each event. A new event is a type error here until the tests can perform it. */
  gestures: { [T in EventOf<M>['type']]: (event: Extract<EventOf<M>, { type: T }>) => Gesture[] };
  /** What the user sees in each state. A new state is a type error here until the tests can check it. */
  sees: { [S in StateKeys<SnapshotFrom<M>['value']>]: Sight[] | ((snapshot: SnapshotFrom<M>) => Sight[]) };
}

/** What one invoked actor can answer in tests, keyed by the invoke's id. */
export interface ActorOutcomeSamples {
  /** Outputs that resolve the actor; give one per guarded branch that reads the output. */
  done: unknown[];
  /** Errors that reject it; empty when the machine has no onError for it. */
  error: unknown[];
}

/**
 * One flow as the tests and docs see it. Generated tests and flow docs come from this list only:
 * a machine that is not listed here gets neither.
 */
export interface CatalogueEntry<M extends AnyStateMachine = AnyStateMachine> {
  id: string;
  machine: M;
  /** Input for tests: short countdowns and fixed values instead of the product's. */
  input: InputFrom<M>;
  /** Sample events per event type, with the payloads that make each guard branch reachable. */
  events: { [T in EventOf<M>['type']]: Array<Extract<EventOf<M>, { type: T }>> };
  /** Samples for every invoked actor's done and error events. */
  outcomes: Record<string, ActorOutcomeSamples>;
  /** The flow's view: where it is shown, how each event is performed and what each state shows. */
  view: ViewMapping<M>;
  /** Traversal limits where context would explode the graph. */
  traversal?: {
    serializeState?: (snapshot: SnapshotFrom<M>) => string;
    filterEvents?: (snapshot: SnapshotFrom<M>, event: EventOf<M>) => boolean;
    limit?: number;
  };
}

/** Keeps each entry's types tied to its own machine while the list stays heterogeneous. */
export function entry<M extends AnyStateMachine>(e: CatalogueEntry<M>): CatalogueEntry {
  return e as unknown as CatalogueEntry;
}
