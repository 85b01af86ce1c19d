/**
 * The files a tap passes through to the database and back, traced rather than counted by hand: the daily sign-in
 * (签到 on the task centre, spec 3 §2, §4) of a verified demo customer, run in this process on the real code — the
 * chart with its implementations, the call client, the server in production mode on a fresh embedded database — with
 * V8's precise coverage listing the project's files whose code ran between the tap and the flow settling. A plain
 * call through the same client (queryPwdIntensity) is traced the same way: what both ran is the pipeline every call
 * passes through (client, dispatcher, session, envelope), the rest is the sign-in's own. The page and the hook that
 * runs its flow (`useFlow`) are React, which this process does not render: they are added by name.
 */
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createActor, waitFor, type AnyActorRef } from 'xstate';

export interface TapTrace {
  /** Every file, in the order first seen: the page and its hook, then the traced ones. */
  files: string[];
  /** Those that ran for the plain call too. */
  shared: string[];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCRIPT = fileURLToPath(import.meta.url);
/** What the script cannot run: the page that sends the tap and renders the answer, and the hook that runs its flow. */
const REACT_SIDE = ['src/pages/points/TaskCenterPage.tsx', 'src/flows/useFlow.tsx'];

type Coverage = { result: Array<{ url: string; functions: Array<{ ranges: Array<{ count: number }> }> }> };

/** The project's files (not its packages, not this script) with code that ran since the last take. */
async function ran(session: Session): Promise<string[]> {
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as Coverage;
  return result
    .filter((script) => script.url.startsWith('file://') && !script.url.includes('/node_modules/'))
    .map((script) => ({ ...script, path: fileURLToPath(script.url) }))
    .filter(({ path, functions }) => path !== SCRIPT && functions.some((f) => f.ranges.some((r) => r.count > 0)))
    .map(({ path }) => relative(ROOT, path));
}

export async function traceDailySignIn(): Promise<TapTrace> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

  // The build's define of the calls' table (vite.config.ts), before the client loads.
  const { callTable } = await import('../src/contract/calls.ts');
  Object.assign(globalThis, { __CALL_TABLE__: callTable() });
  const { openDb } = await import('../server/db/index.ts');
  const { runMigrations } = await import('../server/db/migrate.ts');
  const { seedAccounts } = await import('../server/seed/accounts.ts');
  const { seedPoints } = await import('../server/seed/points.ts');
  const { systemClock } = await import('../server/services/clock.ts');
  const { buildServer } = await import('../server/app.ts');
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('../server/seed/accounts.ts');
  const db = openDb({ dataDir: 'memory://' });
  await runMigrations(db);
  // The customers and their points: what the task centre reads (the catalogue is not on this path).
  await seedAccounts(db, systemClock);
  await seedPoints(db, systemClock);
  const app = await buildServer({ db, production: true, housekeeping: false, distDir: ROOT });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // A browser's globals for the client, on the task centre's address; relative calls go to this server.
  const dom = new JSDOM('<!doctype html><body></body>', { url: `${origin}/phone/taskCenter` });
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'navigator'] as const)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => nodeFetch(typeof input === 'string' ? new URL(input, origin) : input, init);

  try {
    const { api, hashPassword } = await import('../src/api/index.ts');
    const { saveLogin } = await import('../src/platform/storage.ts');
    const { provideFlow } = await import('../src/flows/useFlow.tsx');
    const { dailySignInMachine } = await import('../machines/dailySignIn/dailySignIn.ts');
    const { dailySignInImplementations } = await import('../machines/dailySignIn/dailySignIn.implementations.ts');
    const customer = DEMO_ACCOUNTS.find((a) => a.role === 'verified');
    if (!customer) throw new Error('no verified demo customer to sign in with');
    const { data: login } = await api.userPasswordLogin({
      userName: customer.phone,
      password: hashPassword(DEMO_PASSWORD),
      imgaeCode: '',
      equipmentNo: 'trace',
      loginPlatform: '2',
    });
    saveLogin(login);

    const settled = (actor: AnyActorRef) => waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 10_000 });
    const machine = provideFlow(
      dailySignInMachine,
      dailySignInImplementations(() => {}),
      {},
      new Map(),
    );
    const actor = createActor(machine).start();
    await settled(actor);
    await ran(session);
    actor.send({ type: 'user.signIn' });
    await settled(actor);
    if (actor.getSnapshot().context.centre?.list.find((t) => t.taskCode === 'signIn')?.taskStatus !== 1)
      throw new Error('the traced sign-in did not sign in');
    const signIn = await ran(session);

    await api.queryPwdIntensity({});
    const plain = await ran(session);
    const files = [...REACT_SIDE, ...signIn];
    return { files, shared: files.filter((f) => plain.includes(f) || f === 'src/flows/useFlow.tsx') };
  } finally {
    await app.close();
    await db.close();
    session.disconnect();
  }
}
