import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Three-line files that are the longest of all: each replays every path of one flow against its view in jsdom. */
const LONG_BY_NATURE = 'tests/model/views/';
/** The project whose files drive Chromium: they wait on pages, so a core is left half idle by each. */
const BROWSER_PROJECT = 'e2e';
/** What a file without timings of an earlier run is taken to last, in the plan below. */
const UNKNOWN_MS = 5_000;

/**
 * The queue the workers take files from, planned so that the cores stay busy. Each file's duration is that of the
 * last run (Vitest's results cache). The plan plays the run out on `maxWorkers` workers: a worker that comes free
 * takes the longest file left of the kind that suits it — a CPU-bound file (jsdom, server) while every other worker
 * is on a browser file, which waits on pages and leaves its core half idle; else the longest browser file left — and
 * the queue is the files in the order the plan starts them. Vitest's own order runs the projects one after another;
 * longest first alone put both workers on browser files for minutes (≈ 60 % of the cores busy). A worker keeps its
 * project's modules between files of different projects (tests/setup/keptForks.ts), so the mix costs no restarts.
 * Without timings (a fresh clone) a file counts as longer than any known one, the view-level files first among them.
 */
export default class PlannedQueue extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const { cache, config } = this.ctx;
    const path = (spec: TestSpecification) => relative(config.root, spec.moduleId);
    const known = (spec: TestSpecification) => cache.getFileTestResults(`${spec.project.name}:${path(spec)}`)?.duration;
    const rank = (spec: TestSpecification) => [
      spec.project.config.sequence.groupOrder,
      -(known(spec) ?? Infinity),
      path(spec).startsWith(LONG_BY_NATURE) ? 0 : 1,
    ];
    const compare = (a: number[], b: number[]) => a.reduce((d, k, i) => d || (k < b[i]! ? -1 : k > b[i]! ? 1 : 0), 0);
    // Stable: equal keys keep Vitest's order (failed first, then larger files).
    const sorted = (await super.sort(files))
      .map((spec) => ({ spec, key: rank(spec) }))
      .sort((a, b) => compare(a.key, b.key))
      .map(({ spec }) => spec);
    const isBrowser = (spec: TestSpecification) => spec.project.name === BROWSER_PROJECT;
    const left = { browser: sorted.filter(isBrowser), cpu: sorted.filter((spec) => !isBrowser(spec)) };

    const workers = Array.from({ length: Math.max(1, config.maxWorkers) }, () => ({ freeAt: 0, browser: false }));
    const queue: TestSpecification[] = [];
    while (left.browser.length + left.cpu.length > 0) {
      const worker = workers.reduce((a, b) => (b.freeAt < a.freeAt ? b : a));
      const browsing = workers.filter((w) => w !== worker && w.browser && w.freeAt > worker.freeAt).length;
      const kind = (browsing >= workers.length - 1 && left.cpu.length) || !left.browser.length ? 'cpu' : 'browser';
      const spec = left[kind].shift()!;
      queue.push(spec);
      worker.freeAt += known(spec) ?? UNKNOWN_MS;
      worker.browser = kind === 'browser';
    }
    return queue;
  }
}
