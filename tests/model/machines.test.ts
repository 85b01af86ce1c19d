/**
 * Machine level: every generated path of every catalogue flow replayed (tests/model/replay.ts) against a real actor
 * on a simulated clock, its invokes answered by the test; the transitions that ran must cover the whole chart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CoverageRecorder, describePath, generatePaths, loadEntries, startMachine } from './harness';
import { replay, saveCoverage } from './replay';

describe.each((await loadEntries()).map((entry) => [entry.machine.id, entry] as const))('%s (machine)', (id, entry) => {
  const recorder = new CoverageRecorder();
  afterAll(() => saveCoverage('machine', id, recorder.report(entry.machine)));

  it.each(generatePaths(entry).map((path) => [describePath(entry, path), path] as const))('%s', async (_, path) => {
    const machine = startMachine(entry, recorder);
    await replay(entry, path, machine);
    machine.actor.stop();
  });

  it('covers every state and transition of the chart', () => {
    expect(recorder.report(entry.machine).missing).toEqual({ states: [], transitions: [] });
  });
});
