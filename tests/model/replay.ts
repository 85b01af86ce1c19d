/**
 * The replay loop of every level: a path's steps performed on a surface (a bare machine, its view in jsdom, its page
 * in Chromium); at the start and after every step the machine is where the path says, the entry's rules hold and
 * the surface shows what the entry says the user sees.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { brokenInvariants, COVERAGE_DIR, performStep, sightsOf } from './harness';
import type { Level, LevelCoverage, Path, Surface } from './harness';
import type { Entry } from './kit';

/** `context: false` where the surface runs the machine with other input than the paths (the browser's real 60 s). */
export async function replay(entry: Entry, path: Path, surface: Surface, { context = true } = {}) {
  await surface.see?.(sightsOf(entry, surface.snapshot()));
  const events = path.steps.map((s) => s.event);
  for (const [i, step] of path.steps.entries()) {
    if (i === 0) continue;
    const before = surface.snapshot();
    await performStep(entry, step.event, surface, events.slice(i + 1));
    const now = surface.snapshot();
    expect(now.value).toEqual(step.state.value);
    if (context) expect(now.context).toEqual(step.state.context);
    expect(brokenInvariants(entry, now, before), 'broken rules').toEqual([]);
    await surface.see?.(sightsOf(entry, now));
  }
}

/** What a level replayed of a machine, for `npm run flows:coverage` (the table and docs/flows/coverage.json). */
export function saveCoverage(level: Level, machineId: string, coverage: LevelCoverage) {
  mkdirSync(join(COVERAGE_DIR, level), { recursive: true });
  writeFileSync(join(COVERAGE_DIR, level, `${machineId}.json`), JSON.stringify(coverage, null, 2));
}
