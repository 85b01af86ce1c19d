import { useMachine } from '@xstate/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { flowInspector } from './inspection';

/** What `machine.provide(...)` accepts: the real actors, actions, guards and delays of a flow. */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/**
 * Implementations that replace a page's own, keyed by machine id. View-level model tests and the dev flows
 * page use it to drive the real page with controlled actors; the app never sets it.
 */
const OverridesContext = createContext<ReadonlyMap<string, Implementations<AnyStateMachine>>>(new Map());

export function FlowOverrides({ overrides, children }: { overrides: ReadonlyMap<string, Implementations<AnyStateMachine>>; children: ReactNode }) {
  return <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>;
}

/**
 * The one way a page runs its flow: `useFlow(loginMachine, loginImplementations, { input })`.
 * The machine is provided once per mount (a page's implementations do not change while it is shown), with the
 * test overrides when present, and the live inspector when one was started.
 */
export function useFlow<M extends AnyStateMachine>(
  machine: M,
  implementations: Implementations<M>,
  options: { input?: InputFrom<M> } = {},
) {
  const override = useContext(OverridesContext).get(machine.id) as Implementations<M> | undefined;
  const [provided] = useState(() => machine.provide(override ?? implementations) as M);
  const inspect = flowInspector();
  // useMachine's options type depends on whether the machine requires input; this generic hook cannot name it.
  return useMachine(provided, { ...(options.input !== undefined && { input: options.input }), ...(inspect && { inspect }) } as never);
}
