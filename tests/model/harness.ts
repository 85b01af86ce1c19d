/**
 * Path generation, replay and coverage for catalogue flows, shared by every level of generated test (machine,
 * view, browser), the flow docs and the dev flows page.
 *
 * Paths come from `xstate/graph`: shortest paths to every reachable state, plus one path per adjacency-map edge
 * (shortest path to its source, then the edge), because shortest and simple paths miss transitions back to states
 * already visited. Coverage is what the replay actually ran: XState's microsteps, compared with every state node
 * and every transition branch (source × event × guarded branch) of the chart.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, type StatePath } from 'xstate/graph';
import { branchesOf, delayNameOf, eventLabel, invokeOf, leafKeysOf, stateKeysOf } from '../../src/flows/diagram';
import type { Entry, Sight } from './kit';

export type Path = StatePath<AnyMachineSnapshot, EventObject>;
type StateNode = ReturnType<typeof getStateNodes>[number];
/** A step's event: the user's own, or an invoke's answer by name (`output` or `error`), or a delay. */
export type StepEvent = EventObject & { name?: string; output?: unknown; error?: unknown };

/** Invoke definitions of the machine: invoke id → actor source name. */
export function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of getStateNodes(machine.root)) {
    for (const inv of node.invoke) if (typeof inv.src === 'string') sources.set(inv.id, inv.src);
  }
  return sources;
}

const activeNodes = (snapshot: AnyMachineSnapshot): StateNode[] =>
  (snapshot as unknown as { _nodes: StateNode[] })._nodes;

/**
 * The events to explore in a state: the entry's samples for its own events (an event without payload is its own
 * sample), each running invoke's answers that the server would give now (`when`), and the `after` events of the
 * active states. A missing sample is an error, so a new event or invoke cannot silently go untested.
 */
export function eventsFor(entry: Entry) {
  const samples = entry.events as Record<string, EventObject[]>;
  const filter = entry.filterEvents as ((s: AnyMachineSnapshot, e: EventObject) => boolean) | undefined;
  return (snapshot: AnyMachineSnapshot): StepEvent[] => {
    const types = new Set(activeNodes(snapshot).flatMap((n) => [...n.transitions.keys()]));
    const kept = (list: StepEvent[]) => (filter ? list.filter((e) => filter(snapshot, e)) : list);
    return [...types].flatMap((type): StepEvent[] => {
      if (delayNameOf(type)) return kept([{ type }]);
      const invoke = invokeOf(type);
      if (invoke) {
        const answers = entry.outcomes[invoke.id];
        if (!answers) throw new Error(`${entry.machine.id}: no outcome samples for invoke "${invoke.id}"`);
        return Object.entries(answers)
          .filter(([, a]) => 'output' in a === invoke.done && (a.when?.(snapshot.context) ?? true))
          .map(([name, a]) => ({ type, name, ...('output' in a ? { output: a.output } : { error: a.error }) }));
      }
      const list = samples[type] ?? (type in entry.gestures ? [{ type }] : []);
      if (!list.length) throw new Error(`${entry.machine.id}: no sample event for "${type}"`);
      return kept(list);
    });
  };
}

function traversalOptions(entry: Entry, input: unknown = entry.input) {
  return { input, events: eventsFor(entry) } as NonNullable<Parameters<typeof getShortestPaths>[1]>;
}

const stepsKey = (p: Path) => p.steps.map((s) => JSON.stringify(s.event)).join('\u0000');

/** Shortest paths to every state plus one path through every enabled edge, without prefixes of other paths. */
export function generatePaths(entry: Entry): Path[] {
  const options = traversalOptions(entry);
  const shortest = getShortestPaths(entry.machine, options) as Path[];
  const toState = new Map<string, Path>(shortest.map((p) => [serializeSnapshot(p.state) as string, p]));
  const edgePaths: Path[] = [];
  for (const [sourceKey, vertex] of Object.entries(getAdjacencyMap(entry.machine, options))) {
    const head = toState.get(sourceKey);
    if (!head) continue;
    for (const { event, state } of Object.values(vertex.transitions) as Array<{
      event: EventObject;
      state: AnyMachineSnapshot;
    }>) {
      if (!(vertex.state as AnyMachineSnapshot).can(event)) continue;
      edgePaths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 });
    }
  }
  return withoutPrefixes([...shortest, ...edgePaths]);
}

/** The shortest path to each distinct state value (context ignored), without prefixes of others: the browser's share. */
export function shortestPathsToStates(entry: Entry): Path[] {
  const byState = new Map<string, Path>();
  for (const path of getShortestPaths(entry.machine, traversalOptions(entry)) as Path[]) {
    const key = JSON.stringify(path.state.value);
    const known = byState.get(key);
    if (!known || path.steps.length < known.steps.length) byState.set(key, path);
  }
  return withoutPrefixes([...byState.values()]);
}

/** The shortest way through a child flow, started with `input`, to its end with the given output. */
export function pathToOutput(entry: Entry, input: unknown, output: unknown): Path {
  const want = JSON.stringify(output);
  const found = (getShortestPaths(entry.machine, traversalOptions(entry, input)) as Path[])
    .filter((p) => p.state.status === 'done' && JSON.stringify(p.state.output) === want)
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!found) throw new Error(`${entry.machine.id}: no path ends with output ${want}`);
  return found;
}

function withoutPrefixes(paths: Path[]): Path[] {
  const keys = paths.map(stepsKey);
  return paths
    .filter(
      (_path, i) =>
        keys.indexOf(keys[i]!) === i && !keys.some((other, j) => j !== i && other.startsWith(keys[i]! + '\u0000')),
    )
    .sort((a, b) => a.steps.length - b.steps.length);
}

/**
 * A plain-language name for a path: `reaches "countingDown" via user.requestSms → sendSmsCode sent → after tick`.
 * Payloads are named only where the entry has several samples of that event, i.e. where they matter.
 */
export function describePath(entry: Entry, path: Path): string {
  const target = JSON.stringify(path.state.value);
  const steps = path.steps.slice(1).map((s) => describeEvent(entry, s.event));
  return `reaches ${target}${steps.length ? ` via ${steps.join(' → ')}` : ' at start'}`;
}

export function describeEvent(entry: Entry, event: StepEvent): string {
  const invoke = invokeOf(event.type);
  if (invoke) return `${invoke.id} ${event.name ?? (invoke.done ? 'done' : 'fails')}`;
  const delay = delayNameOf(event.type);
  if (delay) return `after ${delay}`;
  const several = ((entry.events as Record<string, unknown[]>)[event.type]?.length ?? 0) > 1;
  const payload = Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type'));
  const text = JSON.stringify(payload);
  return several ? `${event.type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}` : event.type;
}

/** Milliseconds of an `xstate.after.<delay>.<stateId>` event, from the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = delayNameOf(eventType)!;
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (a: unknown) => number)({ context: snapshot.context });
  throw new Error(`unknown delay "${name}"`);
}

const isMachine = (logic: unknown) => typeof logic === 'object' && logic !== null && 'root' in logic;

/**
 * Promise actors the test settles by hand, one per chosen source; the rest stay as the machine has them. By
 * default the sources that reach the network (every non-machine actor); machine-level replay also stubs the child
 * flows whose end the parent reacts to (the register tab), since their own entries replay them.
 */
export function controlledActors(machine: AnyStateMachine, stub?: (invokeId: string) => boolean) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const sources = invokeSources(machine);
  const logic = machine.implementations.actors as Record<string, unknown>;
  const chosen = [...sources].filter(([id, src]) => (stub ? stub(id) : !isMachine(logic[src])));
  const actors = Object.fromEntries(
    chosen.map(([, src]) => [
      src,
      fromPromise(() => new Promise((resolve, reject) => pending.set(src, { resolve, reject }))),
    ]),
  );
  return {
    actors,
    settle(invokeId: string, outcome: { output: unknown } | { error: unknown }) {
      const src = sources.get(invokeId);
      const handle = src && pending.get(src);
      if (!src || !handle) throw new Error(`invoke "${invokeId}" is not running`);
      pending.delete(src);
      if ('output' in outcome) handle.resolve(outcome.output);
      else handle.reject(outcome.error);
    },
  };
}
export type Control = ReturnType<typeof controlledActors>;

export interface Driver {
  /** Performs the user-level event (send it, click for it, …). */
  send(event: EventObject): Promise<void> | void;
  /** Lets time pass (simulated clock, fake timers, the browser's clock). */
  advance(ms: number): Promise<void> | void;
  /** Lets settled promises reach the actor. */
  flush(): Promise<void>;
}

/** Performs one step of a path through a driver, settling invokes and advancing time as the event says. */
export async function performStep(
  entry: Entry,
  event: StepEvent,
  before: AnyMachineSnapshot,
  settle: Control['settle'],
  driver: Driver,
): Promise<void> {
  const invoke = invokeOf(event.type);
  if (invoke) settle(invoke.id, invoke.done ? { output: event.output } : { error: event.error });
  else if (delayNameOf(event.type)) await driver.advance(delayOf(entry.machine, event.type, before));
  else await driver.send(event);
  await driver.flush();
}

/** The entry's rules that a step broke, by name. */
export function brokenInvariants(entry: Entry, now: AnyMachineSnapshot, before: AnyMachineSnapshot): string[] {
  const rules = (entry.invariants ?? {}) as Record<string, (n: AnyMachineSnapshot, b: AnyMachineSnapshot) => boolean>;
  return Object.entries(rules)
    .filter(([, holds]) => !holds(now, before))
    .map(([name]) => name);
}

/** What the entry says the user sees in this snapshot; every active leaf state must say something. */
export function sightsOf(entry: Entry, snapshot: AnyMachineSnapshot): Sight[] {
  const sees = entry.sees as unknown as Record<string, Sight[] | ((s: AnyMachineSnapshot) => Sight[]) | undefined>;
  const leaves = new Set(leafKeysOf(snapshot.value));
  return stateKeysOf(snapshot.value).flatMap((key) => {
    const given = sees[key];
    const sights = typeof given === 'function' ? given(snapshot) : (given ?? []);
    if (leaves.has(key) && sights.length === 0) throw new Error(`${entry.machine.id}: nothing seen in "${key}"`);
    return sights;
  });
}

/** Starts the entry's machine on a simulated clock with stubbed answers and a coverage recorder. */
export function startMachine(entry: Entry, recorder?: CoverageRecorder, input: unknown = entry.input) {
  const control = controlledActors(entry.machine, (id) => id in entry.outcomes);
  const clock = new SimulatedClock();
  const actor: AnyActorRef = createActor(entry.machine.provide({ actors: control.actors }), {
    input,
    clock,
    ...(recorder && { inspect: recorder.inspect }),
  });
  actor.start();
  recorder?.visit(actor.getSnapshot());
  return { actor, clock, control };
}

const transitionId = (source: string, event: string, branch: number) => `${source} | ${event || 'always'} | ${branch}`;

/** Every state node and every transition (source × event × branch) of a machine, as ids with what they say. */
export function machineUniverse(machine: AnyStateMachine) {
  const nodes = getStateNodes(machine.root);
  const transitions = nodes.flatMap((node) =>
    branchesOf(node).map(({ eventType, branch, guard, targets }) => {
      const to = targets.map((t) => t.id).join(', ') || '(stays)';
      return [transitionId(node.id, eventType, branch), `${eventLabel(eventType)}${guard && ` [${guard}]`} → ${to}`];
    }),
  );
  return { states: nodes.map((n) => n.id), transitions: new Map(transitions as Array<[string, string]>) };
}

/** Records which states were entered and which transitions ran, from the actors' own microsteps. */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  /** The latest snapshot of each machine (by id) seen in the inspected system: views create their own actors. */
  readonly latest = new Map<string, AnyMachineSnapshot>();
  /** The input each machine (by id) was last started with: a child flow's comes from its parent. */
  readonly inputs = new Map<string, unknown>();

  visit = (snapshot: AnyMachineSnapshot) => {
    for (const node of activeNodes(snapshot)) this.states.add(node.id);
    this.latest.set(snapshot.machine.id, snapshot);
  };

  inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') {
      const { logic, options } = event.actorRef as unknown as { logic: { id?: string }; options: { input?: unknown } };
      if (logic.id) this.inputs.set(logic.id, options.input);
    }
    if (event.type === '@xstate.snapshot' && (event.snapshot as Partial<AnyMachineSnapshot>).machine) {
      this.visit(event.snapshot as AnyMachineSnapshot);
    }
    if (event.type !== '@xstate.microstep') return;
    const taken = (event as unknown as { _transitions: Array<{ source: StateNode; eventType: string }> })._transitions;
    for (const t of taken) {
      const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
      const branch = list?.indexOf(t as never) ?? -1;
      if (branch >= 0) this.transitions.add(transitionId(t.source.id, t.eventType, branch));
    }
    this.visit(event.snapshot as AnyMachineSnapshot);
  };

  /** What the replay reached of the machine, and what it never touched. */
  report(machine: AnyStateMachine) {
    const universe = machineUniverse(machine);
    const missingStates = universe.states.filter((s) => !this.states.has(s));
    const missingTransitions = [...universe.transitions].filter(([id]) => !this.transitions.has(id));
    return {
      states: universe.states.length - missingStates.length,
      transitions: universe.transitions.size - missingTransitions.length,
      missing: { states: missingStates, transitions: missingTransitions.map(([id, label]) => `${id} (${label})`) },
    };
  }
}
