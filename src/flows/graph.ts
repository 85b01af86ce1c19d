/**
 * Path generation and replay for catalogue machines, shared by every level of generated test.
 *
 * Paths come from `xstate/graph`: shortest paths to every reachable state, plus one path per
 * adjacency-map edge (shortest path to its source, then the edge), because shortest and simple
 * paths miss transitions back to states already visited.
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
import type { CatalogueEntry } from '../../machines/catalogue';

export type Path = StatePath<AnyMachineSnapshot, EventObject>;
type StateNode = ReturnType<typeof getStateNodes>[number];

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** Invoke definitions of the machine: invoke id → actor source name. */
export function invokeSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of getStateNodes(machine.root)) {
    for (const inv of node.invoke) {
      if (typeof inv.src === 'string') sources.set(inv.id, inv.src);
    }
  }
  return sources;
}

function activeNodes(snapshot: AnyMachineSnapshot): StateNode[] {
  return (snapshot as unknown as { _nodes: StateNode[] })._nodes;
}

/**
 * The events to explore in a state: the catalogue's samples for its own events, each invoke's
 * done/error samples, and the `after` events of the active states. A missing sample is an error,
 * so a new event or invoke cannot silently go untested.
 */
export function eventsFor(entry: CatalogueEntry) {
  const samples = entry.events as Record<string, EventObject[]>;
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = new Set(activeNodes(snapshot).flatMap((n) => [...n.transitions.keys()]));
    return [...types].flatMap((type): EventObject[] => {
      if (type.startsWith(AFTER)) return [{ type }];
      if (type.startsWith(DONE) || type.startsWith(ERROR)) {
        const done = type.startsWith(DONE);
        const id = type.slice((done ? DONE : ERROR).length);
        const outcome = entry.outcomes[id];
        if (!outcome) throw new Error(`${entry.id}: no outcome samples for invoke "${id}"`);
        return done
          ? outcome.done.map((output) => ({ type, output }))
          : outcome.error.map((error) => ({ type, error }));
      }
      const list = samples[type];
      if (!list?.length) throw new Error(`${entry.id}: no sample event for "${type}"`);
      return list;
    });
  };
}

function traversalOptions(entry: CatalogueEntry) {
  return {
    input: entry.input,
    events: eventsFor(entry),
    ...(entry.traversal?.serializeState && { serializeState: entry.traversal.serializeState }),
    ...(entry.traversal?.filterEvents && { filterEvents: entry.traversal.filterEvents }),
    ...(entry.traversal?.limit && { limit: entry.traversal.limit }),
  } as NonNullable<Parameters<typeof getShortestPaths>[1]>;
}

const keyOf = (entry: CatalogueEntry, snapshot: AnyMachineSnapshot) =>
  entry.traversal?.serializeState ? entry.traversal.serializeState(snapshot) : serializeSnapshot(snapshot);

const stepsKey = (p: Path) => p.steps.map((s) => JSON.stringify(s.event)).join('\u0000');

/** Shortest paths to every state plus one path through every enabled edge, without prefixes of other paths. */
export function generatePaths(entry: CatalogueEntry): Path[] {
  const options = traversalOptions(entry);
  const shortest = getShortestPaths(entry.machine, options) as Path[];
  const toState = new Map(shortest.map((p) => [keyOf(entry, p.state), p]));
  const adjacency = getAdjacencyMap(entry.machine, options);
  const edgePaths: Path[] = [];
  for (const [sourceKey, vertex] of Object.entries(adjacency)) {
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

/** The shortest path to each distinct state value (context ignored), without paths that are prefixes of others: the browser's share. */
export function shortestPathsToStates(entry: CatalogueEntry): Path[] {
  const byState = new Map<string, Path>();
  for (const path of getShortestPaths(entry.machine, traversalOptions(entry)) as Path[]) {
    const key = JSON.stringify(path.state.value);
    const known = byState.get(key);
    if (!known || path.steps.length < known.steps.length) byState.set(key, path);
  }
  return withoutPrefixes([...byState.values()]);
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

/** The dotted paths of every active state, parents included: `{ form: 'editing' }` → form, form.editing. */
export function stateKeysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...stateKeysOf(child, `${prefix}${key}.`),
  ]);
}

/**
 * A plain-language name for a path: `reaches "countingDown" via user.requestCode → sendSmsCode done`.
 * Payloads are named only where the catalogue has several samples of that event, i.e. where they matter.
 */
export function describePath(entry: CatalogueEntry, path: Path): string {
  const target = JSON.stringify(path.state.value);
  const steps = path.steps.slice(1).map((s) => describeEvent(entry, s.event));
  return `reaches ${target}${steps.length ? ` via ${steps.join(' → ')}` : ' at start'}`;
}

export function describeEvent(entry: CatalogueEntry, event: EventObject): string {
  const e = event as EventObject & { output?: unknown; error?: unknown };
  if (e.type.startsWith(DONE)) {
    const id = e.type.slice(DONE.length);
    const several = (entry.outcomes[id]?.done.length ?? 0) > 1;
    return `${id} done${several ? ` ${short(e.output)}` : ''}`;
  }
  if (e.type.startsWith(ERROR)) return `${e.type.slice(ERROR.length)} fails`;
  if (e.type.startsWith(AFTER)) return `after ${e.type.slice(AFTER.length).split('.')[0]}`;
  const several = ((entry.events as Record<string, unknown[]>)[e.type]?.length ?? 0) > 1;
  const payload = Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'type'));
  return several ? `${e.type} ${short(payload)}` : e.type;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Milliseconds of an `xstate.after.<delay>.<stateId>` event, from the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.slice(AFTER.length).split('.')[0]!;
  if (/^\d+$/.test(name)) return Number(name);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const delay = delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (a: unknown) => number)({ context: snapshot.context });
  throw new Error(`unknown delay "${name}"`);
}

/** Promise actors the test settles by hand, one per invoked source. */
export function controlledActors(machine: AnyStateMachine) {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const sources = invokeSources(machine);
  const actors = Object.fromEntries(
    [...new Set(sources.values())].map((src) => [
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

export interface Driver {
  /** Performs the user-level event (send it, click for it, …). */
  send(event: EventObject): Promise<void> | void;
  /** Lets time pass (simulated clock, fake timers, dev clock). */
  advance(ms: number): Promise<void> | void;
  /** Lets settled promises reach the actor. */
  flush(): Promise<void>;
}

/** Performs one step of a path through a driver, settling invokes and advancing time as the event says. */
export async function performStep(
  entry: CatalogueEntry,
  event: EventObject,
  before: AnyMachineSnapshot,
  settle: ReturnType<typeof controlledActors>['settle'],
  driver: Driver,
): Promise<void> {
  const e = event as EventObject & { output?: unknown; error?: unknown };
  if (e.type.startsWith(DONE)) settle(e.type.slice(DONE.length), { output: e.output });
  else if (e.type.startsWith(ERROR)) settle(e.type.slice(ERROR.length), { error: e.error });
  else if (e.type.startsWith(AFTER)) await driver.advance(delayOf(entry.machine, e.type, before));
  else await driver.send(e);
  await driver.flush();
}

/** Starts the entry's machine on a simulated clock with controlled actors and a coverage recorder (and the entry's test input unless told otherwise). */
export function startMachine(entry: CatalogueEntry, recorder?: CoverageRecorder, input: unknown = entry.input) {
  const control = controlledActors(entry.machine);
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

/** Every state node and every transition (source × event × branch) of a machine, as stable ids. */
export function machineUniverse(machine: AnyStateMachine) {
  const states = getStateNodes(machine.root).map((n) => n.id);
  const transitions = new Map<string, string>();
  for (const node of getStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      list.forEach((t, i) => transitions.set(transitionId(node.id, eventType, i), describeTransition(t, eventType)));
    }
    node.always?.forEach((t, i) => transitions.set(transitionId(node.id, '', i), describeTransition(t, 'always')));
  }
  return { states, transitions };
}

const transitionId = (source: string, eventType: string, branch: number) =>
  `${source} | ${eventType || 'always'} | ${branch}`;

function describeTransition(t: { target?: readonly { id: string }[] | undefined; guard?: unknown }, eventType: string) {
  const target = t.target?.map((n) => n.id).join(', ') ?? '(stays)';
  const guard = t.guard
    ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  return `${eventType}${guard} → ${target}`;
}

/** Records which states were entered and which transitions ran, from the actor's own microsteps. */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  /** The latest snapshot of each machine (by id) seen in the inspected system: views create their own actors. */
  readonly latest = new Map<string, AnyMachineSnapshot>();

  visit = (snapshot: AnyMachineSnapshot) => {
    for (const node of activeNodes(snapshot)) this.states.add(node.id);
    this.latest.set(snapshot.machine.id, snapshot);
  };

  inspect = (event: InspectionEvent) => {
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

  /** Counts for the coverage report. */
  summary(machine: AnyStateMachine) {
    const universe = machineUniverse(machine);
    return {
      states: universe.states.filter((s) => this.states.has(s)).length,
      transitions: [...universe.transitions.keys()].filter((t) => this.transitions.has(t)).length,
    };
  }

  /** What the universe has that the replay never touched. */
  missing(machine: AnyStateMachine) {
    const universe = machineUniverse(machine);
    return {
      states: universe.states.filter((s) => !this.states.has(s)),
      transitions: [...universe.transitions.entries()]
        .filter(([id]) => !this.transitions.has(id))
        .map(([id, label]) => `${id} (${label})`),
      total: { states: universe.states.length, transitions: universe.transitions.size },
    };
  }
}
