/**
 * Each level of generated test writes what it actually replayed, per machine, to .tmp/flows-coverage/<level>/;
 * `npm run flows:coverage` turns that into the table and docs/flows/coverage.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Level = 'machine' | 'view' | 'browser';
export const COVERAGE_DIR = '.tmp/flows-coverage';

export interface LevelCoverage {
  states: number;
  transitions: number;
  /** What was not reached, for the report. */
  missing: { states: string[]; transitions: string[] };
}

export function saveCoverage(level: Level, machineId: string, coverage: LevelCoverage): void {
  const dir = join(COVERAGE_DIR, level);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${machineId}.json`), JSON.stringify(coverage, null, 2));
}
