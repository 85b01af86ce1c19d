import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A call the machine invokes by name and the app provides with `machine.provide` (tests provide controlled
 * ones). Running the machine without providing it fails loudly instead of doing nothing.
 */
export function providedLater<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the view that runs the flow`);
  });
}
