/** The generators, the coverage recorder and the checks themselves: they must notice what is missing or broken. */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import {
  brokenInvariants,
  CoverageRecorder,
  eventsFor,
  generatePaths,
  machineUniverse,
  performStep,
  sightsOf,
  startMachine,
} from './harness';
import type { Entry } from './kit';

const toggle = setup({
  types: { events: {} as { type: 'user.flip' } | { type: 'user.never' } },
  guards: { isNever: () => false },
}).createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { 'user.flip': 'on', 'user.never': { guard: 'isNever', target: 'broken' } } },
    on: { on: { 'user.flip': 'off' } },
    broken: {},
  },
});

const counter = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'user.add' } },
  actors: { load: fromPromise(async () => 1) },
}).createMachine({
  id: 'counter',
  context: { n: 0 },
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load', onDone: 'ready', onError: 'failed' } },
    ready: { on: { 'user.add': { actions: assign({ n: ({ context }) => context.n + 2 }) } } },
    failed: {},
  },
});

const entry = (machine: typeof toggle | typeof counter, more: Partial<Entry> = {}) =>
  ({ machine, input: undefined, events: {}, outcomes: {}, gestures: {}, sees: {}, ...more }) as unknown as Entry;

async function replayAll(e: Entry, recorder: CoverageRecorder) {
  for (const path of generatePaths(e)) {
    const { actor, clock, control } = startMachine(e, recorder);
    for (const step of path.steps.slice(1)) {
      await performStep(e, step.event, actor.getSnapshot(), control.settle, {
        send: (ev) => actor.send(ev),
        advance: (ms) => clock.increment(ms),
        flush: () => new Promise((r) => setTimeout(r, 0)),
      });
    }
  }
}

describe('model-test harness', () => {
  it('refuses a state whose event has neither a sample nor a gesture', () => {
    // An event without payload is its own sample once the entry can perform it.
    const flipOnly = eventsFor(entry(toggle, { gestures: { 'user.flip': () => [] } } as never));
    expect(() => flipOnly(createActor(toggle).getSnapshot())).toThrow(/no sample event for "user.never"/);
  });

  it('refuses an invoke without answers, and offers an answer only when the server would give it', () => {
    const snapshot = createActor(counter).getSnapshot();
    expect(() => eventsFor(entry(counter))(snapshot)).toThrow(/no outcome samples for invoke "load"/);
    const outcomes = {
      load: { one: { output: 1 }, never: { output: 2, when: () => false }, failed: { error: new Error('x') } },
    };
    const events = eventsFor(entry(counter, { outcomes } as never))(snapshot);
    expect(events.map((e) => e.name)).toEqual(['one', 'failed']);
  });

  it('lists every state node and every guarded branch', () => {
    const universe = machineUniverse(toggle);
    expect(universe.states).toEqual(['toggle.off', 'toggle.on', 'toggle.broken']);
    expect([...universe.transitions.keys()]).toEqual([
      'toggle.off | user.flip | 0',
      'toggle.off | user.never | 0',
      'toggle.on | user.flip | 0',
    ]);
  });

  it('adds a path for a transition back to a visited state', () => {
    const e = entry(toggle, {
      events: { 'user.flip': [{ type: 'user.flip' }], 'user.never': [{ type: 'user.never' }] } as never,
    });
    const paths = generatePaths(e).map((p) =>
      p.steps
        .slice(1)
        .map((s) => s.event.type)
        .join(' '),
    );
    expect(paths).toContain('user.flip user.flip');
  });

  it('reports unreachable states and transitions as missing after replay', async () => {
    const e = entry(toggle, {
      events: { 'user.flip': [{ type: 'user.flip' }], 'user.never': [{ type: 'user.never' }] } as never,
    });
    const recorder = new CoverageRecorder();
    await replayAll(e, recorder);
    const { missing } = recorder.report(toggle);
    expect(missing.states).toEqual(['toggle.broken']);
    expect(missing.transitions).toEqual(['toggle.off | user.never | 0 (user.never [isNever] → toggle.broken)']);
  });

  it('names the rules a step broke', () => {
    const e = entry(counter, {
      invariants: { 'the count is even': (now: { context: { n: number } }) => now.context.n % 2 === 0 },
    } as never);
    const odd = counter.resolveState({ value: 'ready', context: { n: 3 } });
    const even = counter.resolveState({ value: 'ready', context: { n: 4 } });
    expect(brokenInvariants(e, odd, even)).toEqual(['the count is even']);
    expect(brokenInvariants(e, even, odd)).toEqual([]);
  });

  it('refuses a leaf state that shows nothing; a compound state may rely on its children', () => {
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'form',
      states: { form: { initial: 'editing', states: { editing: {} } } },
    });
    const snapshot = nested.getInitialSnapshot({} as never);
    const silent = { machine: nested, sees: { form: [{ text: 'x' }], 'form.editing': [] } } as unknown as Entry;
    expect(() => sightsOf(silent, snapshot)).toThrow(/nothing seen in "form.editing"/);
    const shown = { machine: nested, sees: { 'form.editing': [{ text: 'y' }] } } as unknown as Entry;
    expect(sightsOf(shown, snapshot)).toEqual([{ text: 'y' }]);
  });
});
