/** The generators and the coverage recorder themselves: they must notice what is missing. */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import type { CatalogueEntry } from '../../machines/catalogue';
import {
  CoverageRecorder,
  eventsFor,
  generatePaths,
  machineUniverse,
  performStep,
  startMachine,
} from '../../src/flows/graph';

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

const entry = (events: Record<string, unknown[]>): CatalogueEntry =>
  ({ id: 'toggle', machine: toggle, input: undefined, events, outcomes: {} }) as unknown as CatalogueEntry;

describe('model-test harness', () => {
  it('refuses a state whose event has no sample', () => {
    const noSamples = eventsFor(entry({ 'user.flip': [{ type: 'user.flip' }] }));
    expect(() => noSamples(toggle.getInitialSnapshot({} as never))).toThrow(/no sample event for "user.never"/);
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
    const e = entry({ 'user.flip': [{ type: 'user.flip' }], 'user.never': [{ type: 'user.never' }] });
    const paths = generatePaths(e).map((p) =>
      p.steps
        .slice(1)
        .map((s) => s.event.type)
        .join(' '),
    );
    expect(paths).toContain('user.flip user.flip');
  });

  it('reports unreachable states and transitions as missing after replay', async () => {
    const e = entry({ 'user.flip': [{ type: 'user.flip' }], 'user.never': [{ type: 'user.never' }] });
    const recorder = new CoverageRecorder();
    for (const path of generatePaths(e)) {
      const { actor, clock, control } = startMachine(e, recorder);
      for (const step of path.steps.slice(1)) {
        await performStep(e, step.event, actor.getSnapshot(), control.settle, {
          send: (ev) => actor.send(ev),
          advance: (ms) => clock.increment(ms),
          flush: async () => {},
        });
      }
    }
    const missing = recorder.missing(toggle);
    expect(missing.states).toEqual(['toggle.broken']);
    expect(missing.transitions).toEqual(['toggle.off | user.never | 0 (user.never [isNever] → toggle.broken)']);
  });
});
