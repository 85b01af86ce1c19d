/**
 * Path generation, replay and coverage for catalogue flows, shared by every level of generated test (machine, view,
 * browser), the flow docs and the dev flows page. Paths come from `xstate/graph`: shortest paths to every reachable
 * state, plus one path per adjacency-map edge (shortest path to its source, then the edge), because shortest and
 * simple paths miss transitions back to states already visited. Coverage is what the replay actually ran: XState's
 * microsteps, against every state node and every transition branch (source × event × guarded branch) of the chart.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot, type StatePath } from 'xstate/graph';
import { catalogue, type FlowId } from '../../machines/catalogue';
import { branchesOf, delayNameOf, eventLabel, invokeOf, leafKeysOf, stateKeysOf } from '../../src/flows/diagram';
import type { BrowserPlace, Entry, Gesture, Sight } from './kit';

/** A step's event: the user's own, or an invoke's answer by name (`output` or `error`), or a delay. */
export type StepEvent = EventObject & { name?: string; output?: unknown; error?: unknown };
export type Path = StatePath<AnyMachineSnapshot, StepEvent>;
type StateNode = ReturnType<typeof getStateNodes>[number];

/** Where each level of generated test writes what it replayed: .tmp/flows-coverage/<level>/<machine id>.json. */
export const COVERAGE_DIR = '.tmp/flows-coverage';
export type Level = 'machine' | 'view' | 'browser';
export type LevelCoverage = ReturnType<CoverageRecorder['report']>;

/**
 * Every catalogue flow's entry, found by id in the flow's folder (machines/<id>/<id>.entries.ts): a new flow registers
 * nothing else; its one-line test files are written from the catalogue (`npm run flows:docs`).
 */
export const loadEntries = (): Promise<Entry[]> =>
  Promise.all(
    (Object.keys(catalogue) as FlowId[]).map(async (id) => {
      const { default: entry } = (await import(`../../machines/${id}/${id}.entries.ts`)) as { default: Entry };
      if (entry.machine !== catalogue[id]) throw new Error(`machines/${id}/${id}.entries.ts is not ${id}'s entry`);
      return entry;
    }),
  );

/** Where the browser replays a flow: its own page, or a page that hosts it (after the host's preparing gestures). */
export type ReplayPlace = BrowserPlace & { prepare: readonly Gesture[] };

/** Where each flow with a page (its own, or one hosting it) is replayed in the browser; null for the others. */
export const replayPlaceOf = (entry: Entry): ReplayPlace | null =>
  'route' in entry.at ? { ...entry.at, prepare: [] } : (entry.at.host ?? null);

export const invokeSources = (machine: AnyStateMachine) =>
  new Map(getStateNodes(machine.root).flatMap((node) => node.invoke.map((inv) => [inv.id, inv.src as string])));

const activeNodes = (snapshot: AnyMachineSnapshot) => (snapshot as unknown as { _nodes: StateNode[] })._nodes;

/**
 * The events to explore in a state: samples of its events (an event without payload is its own), each running
 * invoke's answers the server would give now (`when`), its delays. A missing one is an error: nothing goes untested.
 */
export function eventsFor(entry: Entry, inBrowser = false) {
  const samples = entry.events as Record<string, StepEvent[]>;
  const filter = (entry.filterEvents ?? (() => true)) as (s: AnyMachineSnapshot, e: EventObject) => boolean;
  return (snapshot: AnyMachineSnapshot): StepEvent[] => {
    const types = new Set(activeNodes(snapshot).flatMap((n) => [...n.transitions.keys()]));
    return [...types].flatMap((type): StepEvent[] => {
      const invoke = invokeOf(type);
      if (invoke) {
        const answers = entry.outcomes[invoke.id];
        if (!answers) throw new Error(`${entry.machine.id}: no outcome samples for invoke "${invoke.id}"`);
        return Object.entries(answers)
          .filter(([, a]) => 'output' in a === invoke.done && (a.when?.(snapshot.context) ?? true))
          .filter(([, a]) => !inBrowser || !(typeof a.browser === 'object' && 'journey' in a.browser))
          .map(([name, a]) => ({ type, name, ...('output' in a ? { output: a.output } : { error: a.error }) }));
      }
      const list = samples[type] ?? (delayNameOf(type) || type in entry.gestures ? [{ type }] : []);
      if (!list.length) throw new Error(`${entry.machine.id}: no sample event for "${type}"`);
      return list.filter((e) => filter(snapshot, e));
    });
  };
}

const graphOptions = (entry: Entry, input: unknown = entry.input, inBrowser = false) =>
  ({ input, events: eventsFor(entry, inBrowser) }) as NonNullable<Parameters<typeof getShortestPaths>[1]>;
const shortestPaths = (entry: Entry, input?: unknown, inBrowser = false) =>
  getShortestPaths(entry.machine, graphOptions(entry, input, inBrowser)) as Path[];

/** Shortest paths to every state plus one path through every enabled edge, without prefixes of other paths. */
export function generatePaths(entry: Entry): Path[] {
  const shortest = shortestPaths(entry);
  const toState = new Map(shortest.map((p) => [serializeSnapshot(p.state) as string, p]));
  const edgePaths = Object.entries(getAdjacencyMap(entry.machine, graphOptions(entry))).flatMap(([key, vertex]) => {
    const head = toState.get(key);
    const edges = (Object.values(vertex.transitions) as Path['steps']).filter(({ event }) => vertex.state.can(event));
    return head
      ? edges.map((step) => ({ state: step.state, steps: [...head.steps, step], weight: head.weight + 1 }))
      : [];
  });
  return withoutPrefixes([...shortest, ...edgePaths]);
}

/** The state nodes a path enters and the transitions it takes when replayed on the bare machine (ids as `report`). */
export async function reachedBy(entry: Entry, path: Path): Promise<string[]> {
  const recorder = new CoverageRecorder();
  const machine = startMachine(entry, recorder);
  for (const step of path.steps.slice(1)) await performStep(entry, step.event, machine);
  machine.actor.stop();
  return [...recorder.states, ...recorder.transitions];
}

/**
 * The view level's share of the generated paths: a covering set, which enters every state node and takes every
 * transition that the machine-level replay of all of them does, each at least once. Chosen greedily by what a path
 * adds per step (a step in jsdom is what costs); the longer of two equal gains loses. Returned shortest first.
 */
export async function coveringPaths(entry: Entry, paths: Path[] = generatePaths(entry)): Promise<Path[]> {
  const reach: Array<Set<string>> = [];
  for (const path of paths) reach.push(new Set(await reachedBy(entry, path)));
  const left = new Set(reach.flatMap((items) => [...items]));
  const chosen = new Set<number>();
  while (left.size) {
    let best = -1;
    let bestGain = 0;
    reach.forEach((items, i) => {
      const gain = [...items].filter((item) => left.has(item)).length / paths[i]!.steps.length;
      if (gain > bestGain) [best, bestGain] = [i, gain];
    });
    chosen.add(best);
    for (const item of reach[best]!) left.delete(item);
  }
  return paths.filter((_, i) => chosen.has(i));
}

/**
 * The shortest path to each distinct state value (context ignored), without prefixes of others: the browser's share,
 * through the answers a fresh page can be given.
 */
export function shortestPathsToStates(entry: Entry): Path[] {
  const byState = new Map<string, Path>();
  for (const path of shortestPaths(entry, undefined, true)) {
    const key = JSON.stringify(path.state.value);
    if ((byState.get(key)?.steps.length ?? Infinity) > path.steps.length) byState.set(key, path);
  }
  return withoutPrefixes([...byState.values()]);
}

/** The shortest way through a child flow, started with `input`, to its end with the given output. */
export function pathToOutput(entry: Entry, input: unknown, output: unknown): Path {
  const want = JSON.stringify(output);
  const found = shortestPaths(entry, input)
    .filter((p) => p.state.status === 'done' && JSON.stringify(p.state.output) === want)
    .sort((a, b) => a.steps.length - b.steps.length)[0];
  if (!found) throw new Error(`${entry.machine.id}: no path ends with output ${want}`);
  return found;
}

function withoutPrefixes(paths: Path[]): Path[] {
  const keys = paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('\u0000'));
  return paths
    .filter((_, i) => keys.indexOf(keys[i]!) === i && !keys.some((other) => other.startsWith(keys[i]! + '\u0000')))
    .sort((a, b) => a.steps.length - b.steps.length);
}

/** A path's name: `reaches "countingDown" via user.requestSms → sendSmsCode sent`, payloads where there are several. */
export function describePath(entry: Entry, path: Path): string {
  const steps = path.steps.slice(1).map((s) => describeEvent(entry, s.event));
  return `reaches ${JSON.stringify(path.state.value)}${steps.length ? ` via ${steps.join(' → ')}` : ' at start'}`;
}

export function describeEvent(entry: Entry, event: StepEvent): string {
  const invoke = invokeOf(event.type);
  if (invoke && event.name) return `${invoke.id} ${event.name}`;
  if (((entry.events as Record<string, unknown[]>)[event.type]?.length ?? 0) < 2) return eventLabel(event.type);
  const text = JSON.stringify(Object.fromEntries(Object.entries(event).filter(([key]) => key !== 'type')));
  return `${event.type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

/** Milliseconds of an `xstate.after.<delay>.<stateId>` event, from the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = delayNameOf(eventType)!;
  const delay = /^\d+$/.test(name) ? Number(name) : (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (a: unknown) => number)({ context: snapshot.context });
  throw new Error(`unknown delay "${name}"`);
}

/**
 * Promise actors the test settles by hand: by default every source that reaches the network (any non-machine actor);
 * machine-level replay also stubs the child flows whose end the parent reacts to, as their own entries replay them.
 */
export function controlledActors(machine: AnyStateMachine, stub?: (invokeId: string) => boolean) {
  const pending = new Map<string, [resolve: (output: unknown) => void, reject: (error: unknown) => void]>();
  const sources = invokeSources(machine);
  const chosen = [...sources].filter(([id, src]) => (stub ? stub(id) : reachesNetwork(machine, src)));
  const promised = (src: string) => fromPromise(() => new Promise((...handle) => pending.set(src, handle)));
  return {
    actors: Object.fromEntries(chosen.map(([, src]) => [src, promised(src)])),
    settle(invokeId: string, answer: StepEvent) {
      const [resolve, reject] = pending.get(sources.get(invokeId)!) ?? [];
      if (!resolve || !reject) throw new Error(`invoke "${invokeId}" is not running`);
      pending.delete(sources.get(invokeId)!);
      if ('output' in answer) resolve(answer.output);
      else reject(answer.error);
    },
  };
}
export type Control = ReturnType<typeof controlledActors>;

/**
 * Where a path is replayed (tests/model/replay.ts checks the same on each): a bare machine, its view in jsdom, or its
 * page in Chromium with a shadow machine. A user event is sent or performed as its gestures (`ahead`: the steps
 * after it); a bare machine shows nothing.
 */
export interface Surface {
  snapshot(): AnyMachineSnapshot;
  user(event: StepEvent, ahead: readonly StepEvent[]): Promise<unknown>;
  answer(invokeId: string, event: StepEvent): Promise<unknown>;
  wait(ms: number): Promise<unknown>;
  see?(sights: Sight[]): Promise<unknown>;
}

export const gesturesOf = (entry: Entry, event: EventObject): Gesture[] =>
  (entry.gestures as Record<string, (e: EventObject) => Gesture[]>)[event.type]!(event);

export function performStep(entry: Entry, event: StepEvent, surface: Surface, ahead: readonly StepEvent[] = []) {
  const invoke = invokeOf(event.type);
  if (invoke) return surface.answer(invoke.id, event);
  if (delayNameOf(event.type)) return surface.wait(delayOf(entry.machine, event.type, surface.snapshot()));
  return surface.user(event, ahead);
}

/** Acts on the actor, then lets the promises that settled reach it. */
const thenFlush = (act: () => void) => {
  act();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/** A bare machine as a surface: events sent as they are, answers settled by the test, time on a simulated clock. */
export const machineSurface = (actor: AnyActorRef, control: Control, clock: SimulatedClock): Surface => ({
  snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
  user: (event) => thenFlush(() => actor.send(event)),
  answer: (invokeId, event) => thenFlush(() => control.settle(invokeId, event)),
  wait: (ms) => thenFlush(() => clock.increment(ms)),
});

export function startMachine(entry: Entry, recorder?: CoverageRecorder, input: unknown = entry.input) {
  const control = controlledActors(entry.machine, (id) => id in entry.outcomes);
  const clock = new SimulatedClock();
  const logic = entry.machine.provide({ actors: control.actors });
  const actor = createActor(logic, { input, clock, ...(recorder && { inspect: recorder.inspect }) }).start();
  recorder?.visit(actor.getSnapshot());
  return { actor, ...machineSurface(actor, control, clock) };
}

/** Whether a call of the flow is on its way: what the page shows then lasts only until the server answers. */
export function awaitsCall(entry: Entry, snapshot: AnyMachineSnapshot): boolean {
  return activeNodes(snapshot).some((node) =>
    node.invoke.some((inv) => reachesNetwork(entry.machine, inv.src as string)),
  );
}

/** Whether an actor of a flow reaches the network: any but a child flow (a machine, which runs as itself). */
function reachesNetwork(machine: AnyStateMachine, src: string): boolean {
  const logic = machine.implementations.actors as Record<string, object | undefined>;
  return !('root' in (logic[src] ?? {}));
}

export function brokenInvariants(entry: Entry, now: AnyMachineSnapshot, before: AnyMachineSnapshot): string[] {
  const rules = (entry.invariants ?? {}) as Record<string, (n: AnyMachineSnapshot, b: AnyMachineSnapshot) => boolean>;
  return Object.keys(rules).filter((name) => !rules[name]!(now, before));
}

/** What the entry says the user sees in this snapshot; every active leaf state must say something. */
export function sightsOf(entry: Entry, snapshot: AnyMachineSnapshot): Sight[] {
  const sees = entry.sees as unknown as Record<string, Sight[] | ((s: AnyMachineSnapshot) => Sight[]) | undefined>;
  const leaves = leafKeysOf(snapshot.value);
  return stateKeysOf(snapshot.value).flatMap((key) => {
    const given = sees[key];
    const sights = typeof given === 'function' ? given(snapshot) : (given ?? []);
    if (leaves.includes(key) && !sights.length) throw new Error(`${entry.machine.id}: nothing seen in "${key}"`);
    return sights;
  });
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
      const branch = (t.eventType ? t.source.transitions.get(t.eventType) : t.source.always)?.indexOf(t as never) ?? -1;
      if (branch >= 0) this.transitions.add(transitionId(t.source.id, t.eventType, branch));
    }
    this.visit(event.snapshot as AnyMachineSnapshot);
  };

  /** Adds what another recorder saw: the browser counts its shadow's steps once the page has shown them. */
  add(other: CoverageRecorder) {
    other.states.forEach((s) => this.states.add(s));
    other.transitions.forEach((t) => this.transitions.add(t));
  }

  report(machine: AnyStateMachine) {
    const { states, transitions } = machineUniverse(machine);
    const missingStates = states.filter((s) => !this.states.has(s));
    const missingTransitions = [...transitions].filter(([id]) => !this.transitions.has(id));
    return {
      states: states.length - missingStates.length,
      transitions: transitions.size - missingTransitions.length,
      missing: { states: missingStates, transitions: missingTransitions.map(([id, says]) => `${id} (${says})`) },
    };
  }
}
