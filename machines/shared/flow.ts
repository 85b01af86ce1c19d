/**
 * The few pieces every chart shares (docs/architecture.md, "One recipe for every flow"):
 * - a call is an actor the chart invokes by name and the app provides (`providedLater`); it answers an `Outcome`:
 *   `ok`, or one of the business refusals the flow handles itself, by name (src/implementations maps the codes);
 * - onDone branches on that outcome with the one `isOutcome` guard (`outcome('ok')`), and its actions take the
 *   call's output as their params (`output`); unexpected failures reject (onError), already shown by the call layer;
 * - navigation is the one `navigate` action with a typed destination, provided by the app for every flow.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';
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
 * The output of the invoke whose onDone runs a named action or guard, handed to it as its params:
 * `actions: { type: 'assignCentre', params: output }` with `assignCentre: assign((_, centre: TaskCentre) => …)`.
 * XState types `event.output` in a transition's own params, where it knows the invoked actor; inside the action or
 * guard, `setup()` types the machine's own events only. A params type that is not the actor's output does not compile.
 */
export const output = <O>({ event }: { event: { output: O } }): O => event.output;

/**
 * The guard of an onDone branch on a call's outcome: `{ guard: outcome('captchaWrong'), target: … }`, with the
 * machine's `isOutcome: isOutcome<ItsOutcomes>()`. A kind the invoked call does not answer does not compile.
 */
export const outcome = <K extends string>(kind: K) => ({
  type: 'isOutcome' as const,
  params: <O extends { kind: string }>({ event }: { event: { output: O } }) => ({ kind, outcome: event.output }),
});

/** The one guard `outcome(kind)` names, typed with the outcomes of the machine's calls. */
export const isOutcome =
  <O extends { kind: string }>() =>
  (_: unknown, { kind, outcome }: { kind: O['kind']; outcome: O }) =>
    outcome.kind === kind;

/** The one navigation action; `src/flows/useFlow` provides it to every flow (and its children). */
export const navigate = (_args: unknown, _destination: Destination) => {};
