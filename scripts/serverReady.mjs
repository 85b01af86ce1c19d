/** The line server/main.ts prints once it listens (not any "ready": a warning may say "already"). */
const READY_LINE = /^trust-h5 ready: /m;

/**
 * Waits for a started reference server (`node --import tsx server/main.ts`) to print its ready line. What it writes
 * before is kept for the error if it exits or does not start in `timeoutMs`; what it writes after is read and
 * dropped, so that it never waits for a full pipe and nothing piles up here. Used by the browser tests' global set-up
 * (tests/e2e/globalSetup.ts) and the bench (scripts/bench/common.mjs).
 */
export function serverReady(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      if (!READY_LINE.test(output)) return;
      clearTimeout(timer);
      for (const stream of [child.stdout, child.stderr]) stream?.off('data', onData).resume();
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
