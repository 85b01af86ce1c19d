import { useMachine } from '@xstate/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { flowInspector } from './inspection';

/** What `machine.provide(...)` accepts: the real actors, actions, guards and delays of a flow. */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** What replaces a page's own implementations and input for one machine. */
export interface FlowOverride {
  implementations: Implementations<AnyStateMachine>;
  input?: unknown;
}

/**
 * Overrides keyed by machine id. View-level model tests and the dev flows page use them to drive the real page
 * with controlled actors and short countdowns; the app never sets them.
 */
const OverridesContext = createContext<ReadonlyMap<string, FlowOverride>>(new Map());

export function FlowOverrides({
  overrides,
  children,
}: {
  overrides: ReadonlyMap<string, FlowOverride>;
  children: ReactNode;
}) {
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
  const override = useContext(OverridesContext).get(machine.id);
  const [provided] = useState(
    () => machine.provide((override?.implementations ?? implementations) as Implementations<M>) as M,
  );
  const input = override && 'input' in override ? override.input : options.input;
  const inspect = flowInspector();
  // useMachine's options type depends on whether the machine requires input; this generic hook cannot name it.
  return useMachine(provided, { ...(input !== undefined && { input }), ...(inspect && { inspect }) } as never);
}
