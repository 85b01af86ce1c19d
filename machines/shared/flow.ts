/**
 * The few pieces every chart shares (docs/architecture.md, "One recipe for every flow"):
 * - a call is an actor the chart invokes by name and the app provides (`providedLater`); it answers an `Outcome`:
 *   `ok`, or one of the business refusals the flow handles itself, by name (src/implementations maps the codes);
 * - onDone branches on that outcome with the one `isOutcome` guard; unexpected failures reject (onError), already
 *   shown by the call layer;
 * - navigation is the one `navigate` action with a typed destination, provided by the app for every flow.
 */
import { fromPromise, type DoneActorEvent, type EventObject, type NonReducibleUnknown } from 'xstate';
import type { Destination } from '../../src/paths';

export type { Destination };

/** What a call the flow handles refusals of answers: success with its data, or a named refusal with its message. */
export type Outcome<Data, Refusal extends string = never> =
  { kind: 'ok'; data: Data; msg: string } | { [R in Refusal]: { kind: R; msg: string } }[Refusal];

/**
 * A call the machine invokes by name and the app provides with `machine.provide` (tests provide controlled ones).
 * Running the machine without providing it fails loudly instead of doing nothing.
 */
export function providedLater<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the view that runs the flow`);
  });
}

/**
 * The output of an invoke's done event inside a named action or guard. `setup()` types those with the machine's
 * own events only, although XState hands them the done event of the invoke whose onDone runs them.
 */
export const outputOf = <T>(event: EventObject): T => (event as unknown as DoneActorEvent<T>).output;

/** The message of a refusal the flow shows (`assign({ message: refusalMessage })` in the refusal's onDone). */
export const refusalMessage = ({ event }: { event: EventObject }): string => outputOf<{ msg: string }>(event).msg;

/** The guard of every onDone: `{ guard: { type: 'isOutcome', params: { kind: 'captchaWrong' } } }`. */
export const isOutcome =
  <O extends { kind: string }>() =>
  ({ event }: { event: EventObject }, { kind }: { kind: O['kind'] }) =>
    outputOf<O>(event).kind === kind;

/** The one navigation action; `src/flows/useFlow` provides it to every flow (and its children). */
export const navigate = (_args: unknown, _destination: Destination) => {};
