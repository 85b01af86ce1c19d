/**
 * Machine level: every catalogue machine, every generated path, replayed against a real actor on a
 * simulated clock with controlled invokes; state and context are checked after every step, and the
 * transitions that actually ran must cover the whole chart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { catalogue } from '../../machines/catalogue';
import { CoverageRecorder, describePath, generatePaths, performStep, startMachine } from '../../src/flows/graph';
import { saveCoverage } from './coverageStore';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe.each(catalogue.map((entry) => [entry.id, entry] as const))('%s (machine)', (_id, entry) => {
  const paths = generatePaths(entry);
  const recorder = new CoverageRecorder();
  afterAll(() =>
    saveCoverage('machine', entry.id, { ...recorder.summary(entry.machine), missing: recorder.missing(entry.machine) }),
  );

  it('has generated paths', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((path) => [describePath(entry, path), path] as const))('%s', async (_name, path) => {
    const { actor, clock, control } = startMachine(entry, recorder);
    const driver = {
      send: (event: Parameters<typeof actor.send>[0]) => actor.send(event),
      advance: (ms: number) => clock.increment(ms),
      flush,
    };
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      await performStep(entry, step.event, before, control.settle, driver);
      const now = actor.getSnapshot() as AnyMachineSnapshot;
      expect(now.value).toEqual(step.state.value);
      expect(now.context).toEqual(step.state.context);
    }
    actor.stop();
  });

  it('covers every state and transition of the chart', () => {
    const missing = recorder.missing(entry.machine);
    expect(missing.states).toEqual([]);
    expect(missing.transitions).toEqual([]);
  });
});
