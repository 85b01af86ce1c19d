import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Three-line files that are the longest of all: each replays every path of one flow against its view in jsdom. */
const LONG_BY_NATURE = 'tests/model/views/';

/**
 * Longest files first, across projects, so that the workers finish together: a long file started last keeps one
 * worker busy while the others idle. Vitest's own order runs the projects one after another, and without timings
 * of an earlier run (a fresh clone) the largest files first, which would put the view-level model files last.
 * Without timings a file counts as the longest (Vitest's rule: unknown first), the view-level files before others.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const { cache, config } = this.ctx;
    const path = (spec: TestSpecification) => relative(config.root, spec.moduleId);
    const duration = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${path(spec)}`)?.duration ?? Infinity;
    const rank = (spec: TestSpecification) => [
      spec.project.config.sequence.groupOrder,
      -duration(spec),
      path(spec).startsWith(LONG_BY_NATURE) ? 0 : 1,
    ];
    const keyed = (await super.sort(files)).map((spec) => ({ spec, key: rank(spec) }));
    const compare = (a: number[], b: number[]) => a.reduce((d, k, i) => d || (k < b[i]! ? -1 : k > b[i]! ? 1 : 0), 0);
    // Stable: equal keys keep Vitest's order (failed first, then larger files).
    return keyed.sort((a, b) => compare(a.key, b.key)).map(({ spec }) => spec);
  }
}
