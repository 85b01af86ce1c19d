/**
 * Machine level: every catalogue flow, every generated path, replayed against a real actor on a simulated clock
 * with its invokes answered by the test. After every step the state and context must be where the path says, and
 * the entry's rules (invariants) must hold; the transitions that actually ran must cover the whole chart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { saveCoverage } from './coverageStore';
import { loadEntries } from './entries';
import { brokenInvariants, CoverageRecorder, describePath, generatePaths, performStep, startMachine } from './harness';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const entries = await loadEntries();

describe.each(entries.map((entry) => [entry.machine.id, entry] as const))('%s (machine)', (id, entry) => {
  const paths = generatePaths(entry);
  const recorder = new CoverageRecorder();
  afterAll(() => saveCoverage('machine', id, recorder.report(entry.machine)));

  it.each(paths.map((path) => [describePath(entry, path), path] as const))('%s', async (_name, path) => {
    const { actor, clock, control } = startMachine(entry, recorder);
    const driver = {
      send: (event: { type: string }) => actor.send(event),
      advance: (ms: number) => clock.increment(ms),
      flush,
    };
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      await performStep(entry, step.event, before, control.settle, driver);
      const now = actor.getSnapshot() as AnyMachineSnapshot;
      expect(now.value).toEqual(step.state.value);
      expect(now.context).toEqual(step.state.context);
      expect(brokenInvariants(entry, now, before), 'broken rules').toEqual([]);
    }
    actor.stop();
  });

  it('covers every state and transition of the chart', () => {
    const { missing } = recorder.report(entry.machine);
    expect(missing.states).toEqual([]);
    expect(missing.transitions).toEqual([]);
  });
});
