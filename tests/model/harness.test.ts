/** The generators, the coverage recorder and the checks themselves: they must notice what is missing or broken. */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';
import * as harness from './harness';
import type { Entry } from './kit';

/** A toggle that loads first, with a branch no event can take and a count (for rules about it). */
const toggle = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'user.flip' } | { type: 'user.never' } },
  actors: { load: fromPromise(async () => 1) },
  guards: { isNever: () => false },
}).createMachine({
  id: 'toggle',
  context: { n: 0 },
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load', onDone: 'off', onError: 'off' } },
    off: { on: { 'user.flip': 'on', 'user.never': { guard: 'isNever', target: 'broken' } } },
    on: { on: { 'user.flip': 'off' } },
    broken: {},
  },
});

const entry = (more: object = {}) =>
  ({ machine: toggle, events: {}, outcomes: {}, gestures: {}, sees: {}, ...more }) as unknown as Entry;
// Events without payload are their own samples once the entry can perform them.
const load = { one: { output: 1 }, never: { output: 2, when: () => false }, failed: { error: new Error('x') } };
const flipping = entry({ gestures: { 'user.flip': () => [], 'user.never': () => [] }, outcomes: { load } });
const off = toggle.resolveState({ value: 'off', context: { n: 0 } });

describe('model-test harness', () => {
  it('refuses a state whose event has neither a sample nor a gesture', () => {
    const flipOnly = harness.eventsFor(entry({ gestures: { 'user.flip': () => [] } }));
    expect(() => flipOnly(off)).toThrow(/no sample event for "user.never"/);
  });

  it('refuses an invoke without answers, and offers an answer only when the server would give it', () => {
    const loading = createActor(toggle).getSnapshot();
    expect(() => harness.eventsFor(entry())(loading)).toThrow(/no outcome samples for invoke "load"/);
    const offered = harness.eventsFor(flipping)(loading);
    expect(offered.map((e) => e.name)).toEqual(['one', 'failed']);
  });

  it('lists every state node and every guarded branch', () => {
    const universe = harness.machineUniverse(toggle);
    expect(universe.states).toEqual(['toggle.loading', 'toggle.off', 'toggle.on', 'toggle.broken']);
    expect([...universe.transitions.keys()]).toEqual([
      'toggle.loading | xstate.done.actor.load | 0',
      'toggle.loading | xstate.error.actor.load | 0',
      'toggle.off | user.flip | 0',
      'toggle.off | user.never | 0',
      'toggle.on | user.flip | 0',
    ]);
  });

  it('adds a path for a transition back to a visited state', () => {
    const paths = harness.generatePaths(flipping).map((p) => p.steps.slice(2).map((s) => s.event.type));
    expect(paths).toContainEqual(['user.flip', 'user.flip']);
  });

  it('chooses fewer paths for the view level that still reach every state and transition all paths reach', async () => {
    // Two samples of one event take the same transitions: one path per edge replays each of them twice.
    const twoFlips = {
      ...flipping,
      events: { 'user.flip': [{ type: 'user.flip' }, { type: 'user.flip', hard: true }] },
    };
    const all = harness.generatePaths(twoFlips);
    const chosen = await harness.coveringPaths(twoFlips, all);
    const reached = async (paths: harness.Path[]) => {
      const items = new Set<string>();
      for (const path of paths) for (const item of await harness.reachedBy(twoFlips, path)) items.add(item);
      return [...items].sort();
    };
    expect(await reached(chosen)).toEqual(await reached(all));
    expect(await reached(all)).toContain('toggle.on | user.flip | 0');
    expect(chosen.length).toBeLessThan(all.length);
  });

  it('reports unreachable states and transitions as missing after replay', async () => {
    const recorder = new harness.CoverageRecorder();
    for (const path of harness.generatePaths(flipping)) {
      const machine = harness.startMachine(flipping, recorder);
      for (const step of path.steps.slice(1)) await harness.performStep(flipping, step.event, machine);
    }
    expect(recorder.report(toggle).missing).toEqual({
      states: ['toggle.broken'],
      transitions: ['toggle.off | user.never | 0 (user.never [isNever] → toggle.broken)'],
    });
  });

  it('names the rules a step broke', () => {
    const even = entry({ invariants: { 'the count is even': (now: typeof off) => now.context.n % 2 === 0 } });
    const odd = toggle.resolveState({ value: 'on', context: { n: 3 } });
    expect(harness.brokenInvariants(even, odd, off)).toEqual(['the count is even']);
    expect(harness.brokenInvariants(even, off, odd)).toEqual([]);
  });

  it('refuses a leaf state that shows nothing; a compound state may rely on its children', () => {
    const form = createMachine({ initial: 'form', states: { form: { initial: 'editing', states: { editing: {} } } } });
    const snapshot = form.getInitialSnapshot({} as never);
    const silent = entry({ machine: form, sees: { form: [{ text: 'x' }], 'form.editing': [] } });
    expect(() => harness.sightsOf(silent, snapshot)).toThrow(/nothing seen in "form.editing"/);
    const shown = entry({ machine: form, sees: { 'form.editing': [{ text: 'y' }] } });
    expect(harness.sightsOf(shown, snapshot)).toEqual([{ text: 'y' }]);
  });
});
