import type { DoneActorEvent, EventObject } from 'xstate';

/**
 * The output of an invoke's done event inside a named action or guard. `setup()` types those with the machine's
 * own events only, although XState hands them the done event of the invoke whose onDone runs them.
 */
export const outputOf = <T>(event: EventObject): T => (event as unknown as DoneActorEvent<T>).output;
