/**
 * The test suite's own budget (docs/testing.md): `npm test` from a warm install, timed as a whole process, once on
 * the idle machine and once beside a CPU hog (one busy loop per core at the same priority, as another job on a shared
 * machine). The idle run must finish within SUITE_BUDGET_S; both must be green.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { loadAverage, today } from './common.mjs';

export const SUITE_BUDGET_S = 8 * 60;

/** One `npm test` run: its wall time, exit code and closing line. */
function runSuite(label) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const load = loadAverage();
    const child = spawn('npm', ['test'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    // Every failed test's line, whatever the length of the output after it.
    const failed = new Set();
    const keep = () => {
      let partial = '';
      return (chunk) => {
        tail = (tail + chunk.toString()).slice(-20_000);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        // eslint-disable-next-line no-control-regex -- the reporter's colours
        for (const line of lines.map((l) => l.replace(/\x1b\[[0-9;]*m/g, '')))
          if (/^\s*FAIL\s/.test(line)) failed.add(line.trim());
      };
    };
    child.stdout.on('data', keep());
    child.stderr.on('data', keep());
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const closing = tail.match(/tests: \d+ passed, \d+ failed, \d+ skipped/g)?.at(-1) ?? 'no closing line';
      console.log(`suite (${label}): ${seconds.toFixed(0)} s, exit ${code}, ${closing}`);
      if (code !== 0) console.log([...failed].join('\n'), '\n', tail.slice(-4000));
      resolve({ seconds, code, closing, load });
    });
  });
}

/** Busy loops, one per core, until stopped: the other job on a shared machine. */
function startHog() {
  const loops = Array.from({ length: os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
  );
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}

export async function measureSuite() {
  const idle = await runSuite('idle');
  const stopHog = startHog();
  const busy = await runSuite('beside a CPU hog').finally(stopHog);
  const min = (s) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
  const failures = [];
  if (idle.code !== 0) failures.push(`npm test failed on the idle machine (${idle.closing})`);
  if (idle.seconds > SUITE_BUDGET_S) failures.push(`npm test took ${min(idle.seconds)} (budget ${SUITE_BUDGET_S} s)`);
  if (busy.code !== 0) failures.push(`npm test failed beside a CPU hog (${busy.closing})`);
  const report = [
    `Measured by \`npm run bench -- --only=suite\` on ${today()}, ${os.availableParallelism()} cores, warm install ` +
      `(budget ${min(SUITE_BUDGET_S)} on the idle machine, green beside the hog):`,
    '',
    '| run | wall time | result | load average at start (1, 5, 15 min) |',
    '|---|---:|---|---|',
    `| idle | ${min(idle.seconds)} | ${idle.closing}, exit ${idle.code} | ${idle.load} |`,
    `| beside ${os.availableParallelism()} busy loops | ${min(busy.seconds)} | ${busy.closing}, exit ${busy.code} | ${busy.load} |`,
  ].join('\n');
  return { report, failures };
}
