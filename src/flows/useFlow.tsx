import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InputFrom, Snapshot } from 'xstate';
import { href, type Destination } from '../paths';
import { flowInspector } from './inspection';

/** What `machine.provide(...)` accepts: the real actors, actions, guards and delays of a flow. */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/** What replaces a flow's actors (and its input) where it runs, keyed by machine id. */
export interface FlowOverride {
  actors: Record<string, unknown>;
  input?: unknown;
}

/**
 * Overrides keyed by machine id. View-level model tests and the dev flows page replace the actors that reach the
 * network with controlled ones (and countdowns with short ones); the real navigation and storage actions still
 * run. The app never sets them.
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

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic;

/**
 * A machine with what every flow gets (the `navigate` action), then the page's implementations, then the overrides
 * for it; and the same, recursively, for the child flows it invokes (the SMS countdown, the register tab's form).
 */
export function provideFlow<M extends AnyStateMachine>(
  machine: M,
  implementations: Implementations<M> | undefined,
  common: Implementations<AnyStateMachine>,
  overrides: ReadonlyMap<string, FlowOverride>,
): M {
  const override = overrides.get(machine.id);
  let provided = machine.provide(common).provide(implementations ?? {});
  if (override) provided = provided.provide({ actors: override.actors } as Implementations<M>);
  const children = Object.entries(provided.implementations.actors).filter(([, logic]) => isMachine(logic));
  if (children.length === 0) return provided as M;
  const actors = Object.fromEntries(
    children.map(([name, child]) => [name, provideFlow(child as AnyStateMachine, undefined, common, overrides)]),
  );
  return provided.provide({ actors } as Implementations<M>) as M;
}

/** The `navigate` action of every flow: a destination from src/paths through the router. */
function useNavigateAction(): Implementations<AnyStateMachine> {
  const navigate = useNavigate();
  return {
    actions: {
      navigate: (_: unknown, destination: Destination) => {
        void navigate(href(destination), { replace: destination.replace ?? false });
      },
    },
  } as Implementations<AnyStateMachine>;
}

/**
 * The one way a page runs its flow: `useFlow(loginMachine, loginImplementations, { input })`.
 * The machine is provided once per mount (a page's implementations do not change while it is shown) with the
 * router's navigation, the test overrides when present, and the live inspector when one was started. A child
 * flow's view renders `snapshot.children.<id>`.
 */
export function useFlow<M extends AnyStateMachine>(
  machine: M,
  implementations?: Implementations<M>,
  options: { input?: InputFrom<M>; snapshot?: Snapshot<unknown> } = {},
) {
  const overrides = useContext(OverridesContext);
  const common = useNavigateAction();
  const [provided] = useState(() => provideFlow(machine, implementations, common, overrides));
  const override = overrides.get(machine.id);
  const input = override && 'input' in override ? override.input : options.input;
  const inspect = flowInspector();
  // useMachine's options type depends on whether the machine requires input; this generic hook cannot name it.
  const flow = useMachine(provided, {
    ...(input !== undefined && { input }),
    ...(options.snapshot && { snapshot: options.snapshot }),
    ...(inspect && { inspect }),
  } as never);
  // Any flow: whether it takes `user.retry` is asked of its state, not of its type.
  const actor = flow[2] as unknown as AnyActorRef;
  // A flow that failed tries again by itself when the network comes back (the browser's `online` event): its
  // `user.retry`, which only the failed states of the flows take.
  useEffect(() => {
    const retry = { type: 'user.retry' };
    const onOnline = () => {
      if ((actor.getSnapshot() as AnyMachineSnapshot).can(retry)) actor.send(retry);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [actor]);
  return flow;
}
