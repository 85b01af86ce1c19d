import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, Reporter, WorkerRequest } from 'vitest/node';

const KEPT = Symbol.for('trust-h5.keptForks');

/**
 * Vitest's forks, kept for their project instead of ended. Vitest goes on with a worker only while the next file in
 * its one queue is of the same project; otherwise it ends the worker and starts a new one when that project's turn
 * comes again, which loads the test tools (React, jsdom, Testing Library, Fastify, PGlite, Playwright) once more:
 * ≈ 2.8 CPU-seconds a start in the jsdom project (measured: 25 files, 40 CPU-seconds in one worker, 111 in one each).
 * The files of every project are mixed in that queue (planned, tests/setup/sequencer.ts), so that a browser file
 * runs beside CPU-bound ones, and most files started a worker of their own.
 *
 * Here a worker Vitest stops is set aside instead, as it is after its last file, and the next worker Vitest starts
 * for the same project, pool slot and environment takes it up: the same process, its modules loaded, as if Vitest had
 * gone on with it. A worker stopped by force (a file that failed to run, a cancelled run) ends as before. The slot is
 * part of the key because a browser file finds its server by it (`VITEST_POOL_ID`, tests/e2e/browser.ts). The
 * workers set aside end when the run's files have all run (`endOfRun`, one of the reporters).
 */
interface Kept {
  /** Workers set aside, by project, slot and environment. */
  workers: Map<string, ChildProcess[]>;
  /** The run's files have all run: a worker stopped now ends. */
  over: boolean;
}
// One for the process: Vitest loads the configuration, and this module with it, once per project.
const kept: Kept = ((globalThis as { [KEPT]?: Kept })[KEPT] ??= { workers: new Map(), over: false });

/**
 * Ends the workers set aside once the run's files have all run: before the global teardowns, which wait for what
 * a worker may still hold (a browser test's server waits for its connections to close).
 */
export const endOfRun: Pick<Reporter, 'onTestRunStart' | 'onTestRunEnd'> = {
  onTestRunStart: () => void (kept.over = false),
  onTestRunEnd: () => {
    kept.over = true;
    [...kept.workers.values()].flat().forEach((child) => child.kill());
    kept.workers.clear();
  },
};

const keyOf = (projectName: string, start: Extract<WorkerRequest, { type: 'start' }>) =>
  JSON.stringify([projectName, start.poolId, start.context.environment]);

const response = (type: 'started' | 'stopped') => ({ __vitest_worker_response__: true, type });

class KeptFork implements PoolWorker {
  readonly name = 'keptForks';
  readonly cacheFs = true;
  private child: ChildProcess | undefined;
  private key: string | undefined;
  private readonly listeners: Array<[string, (arg: unknown) => void]> = [];
  /** Vitest asked this worker to stop as usual (not by force): it is set aside, not ended. */
  private stopping = false;

  constructor(private readonly options: PoolOptions) {}

  on(event: string, callback: (arg: unknown) => void) {
    this.listeners.push([event, callback]);
    this.child?.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void) {
    const index = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (index !== -1) this.listeners.splice(index, 1);
    this.child?.off(event, callback);
  }

  /** Answers as the worker would, to the runner's listeners, after the runner has finished sending. */
  private answer(type: 'started' | 'stopped') {
    queueMicrotask(() => this.listeners.filter(([e]) => e === 'message').forEach(([, c]) => c(response(type))));
  }

  send(message: WorkerRequest) {
    if (message.type === 'start') {
      this.key = keyOf(this.options.project.name, message);
      const idle = kept.workers.get(this.key)?.pop();
      if (idle) {
        this.adopt(idle);
        return this.answer('started');
      }
      this.adopt(this.spawn());
    }
    if (message.type === 'stop') {
      this.stopping = true;
      return this.answer('stopped');
    }
    this.child!.send(message);
  }

  deserialize(data: unknown) {
    return data;
  }

  /** The process starts with the first message, once its project, slot and environment are known. */
  async start() {}

  async stop() {
    const child = this.child;
    if (!child) return;
    this.listeners.forEach(([event, callback]) => child.off(event, callback));
    this.child = undefined;
    // A process has ended when it exited or was ended by a signal (then its exitCode stays null).
    const ended = child.exitCode !== null || child.signalCode !== null;
    if (this.stopping && !kept.over && !ended && child.connected) {
      kept.workers.set(this.key!, [...(kept.workers.get(this.key!) ?? []), child]);
      return;
    }
    const exited = new Promise((done) => (ended ? done(undefined) : child.once('exit', done)));
    const kill = setTimeout(() => child.kill('SIGKILL'), 500);
    child.kill();
    await exited;
    clearTimeout(kill);
  }

  private spawn(): ChildProcess {
    const child = fork(resolve(this.options.distPath, 'workers/forks.js'), [], {
      env: this.options.env,
      execArgv: this.options.execArgv,
      stdio: 'pipe',
      serialization: 'advanced',
    });
    const { outputStream, errorStream } = this.options.project.vitest.logger;
    for (const [from, to] of [
      [child.stdout, outputStream],
      [child.stderr, errorStream],
    ] as const) {
      to.setMaxListeners(to.getMaxListeners() + 1);
      from?.pipe(to, { end: false });
    }
    return child;
  }

  private adopt(child: ChildProcess) {
    this.child = child;
    this.listeners.forEach(([event, callback]) => child.on(event, callback));
  }
}

export const keptForks = (): PoolRunnerInitializer => ({
  name: 'keptForks',
  createPoolWorker: (options) => new KeptFork(options),
});
