/**
 * The catalogue tests on the shared harness: a server on its own copy of the seeded database, logged-in demo
 * users, and a typed `call` that answers the data or throws the business failure, so tests read like the
 * client's call layer.
 */
import type { CallKey, CallRequest, CallResponse } from '../../src/contract';
import { Code } from '../../src/contract';
import { BusinessError } from '../../server/core/calls';
import type { Clock } from '../../server/core/clock';
import { PHONES, startServer, type Harness } from './harness';

/** A fixed clock for seeding outside the server (determinism checks). */
export const fixedClock: Clock = { now: () => new Date('2026-03-16T02:00:00Z') };

export type DemoUser = 'verified' | 'unverified' | 'senior';

export interface Seeded {
  h: Harness;
  db: Harness['db'];
  /** User ids of the demo users. */
  users: Record<DemoUser, number>;
  /** Calls as the demo user (or anonymously) and answers result.data; a business failure throws BusinessError. */
  call<K extends CallKey>(key: K, req: CallRequest<K>, as?: DemoUser): Promise<CallResponse<K>>;
  close(): Promise<void>;
}

export async function seededServer(): Promise<Seeded> {
  const h = await startServer();
  const users = {} as Record<DemoUser, number>;
  const tokens = {} as Record<DemoUser, string>;
  for (const who of ['verified', 'unverified', 'senior'] as const) {
    const { rows } = await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [PHONES[who]]);
    users[who] = rows[0]!.id;
    tokens[who] = (await h.login(PHONES[who])).xtoken;
  }
  return {
    h,
    db: h.db,
    users,
    async call(key, req, as) {
      const envelope = await h.call(key, req, as ? tokens[as] : undefined);
      if (envelope.code !== Code.ok) throw new Error(`${key}: envelope code ${envelope.code} ${envelope.result.msg}`);
      if (envelope.result.statusCode !== Code.ok)
        throw new BusinessError(envelope.result.statusCode, envelope.result.msg);
      return envelope.result.data;
    },
    close: () => h.close(),
  };
}

/** The BusinessError a call fails with (the test fails when it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<BusinessError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof BusinessError) return e;
    throw e;
  }
  throw new Error('expected a business failure');
}
