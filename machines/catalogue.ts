import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { smsCountdownMachine } from './shared/smsCountdown';

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;

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
  /** Traversal limits where context would explode the graph. */
  traversal?: {
    serializeState?: (snapshot: SnapshotFrom<M>) => string;
    filterEvents?: (snapshot: SnapshotFrom<M>, event: EventOf<M>) => boolean;
    limit?: number;
  };
}

/** Keeps each entry's types tied to its own machine while the list stays heterogeneous. */
function entry<M extends AnyStateMachine>(e: CatalogueEntry<M>): CatalogueEntry {
  return e as unknown as CatalogueEntry;
}

export const catalogue: readonly CatalogueEntry[] = [
  entry({
    id: 'smsCountdown',
    machine: smsCountdownMachine,
    input: { seconds: 2 },
    events: {
      'user.requestCode': [{ type: 'user.requestCode', params: { phoneNum: '13800000001' } }],
    },
    outcomes: {
      sendSmsCode: { done: [null], error: [new Error('图形验证码错误')] },
    },
  }),
];
