import type { CallKey, CallRequest, CallResponse } from '../../src/contract';
import type { Db } from '../db/types';
import type { RawJson } from '../http/envelope';
import type { Clock } from './clock';
import { SessionRequiredError } from './errors';

export interface Session {
  token: string;
  userId: number;
  /** Issued by the forced first-login change: only updateLoginPwd (and loginOut) are allowed with it. */
  scope: 'full' | 'passwordChange';
  /** The user's identity verification (users.is_certified) as read with the session, at the start of this call. */
  isCertified: number;
}

export interface CallContext {
  db: Db;
  clock: Clock;
  /** The session behind the `xtoken` header, when valid. Protected calls never see null: the dispatcher answers 06060010 first. */
  session: Session | null;
  ip: string;
}

/**
 * An expected business failure: answered as HTTP 200 with `code` 00000000 and this `statusCode` and `msg`
 * in `result` (DESIGN §8). Anything else thrown is a system failure (`code` 99999999).
 */
export class BusinessError extends Error {
  constructor(
    readonly statusCode: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A handler answers `{ data, msg? }`; `msg` becomes result.msg (the spec's success texts). `data` may come already
 * serialised (a cached large answer, http/envelope.ts RawJson).
 */
export interface HandlerResult<K extends CallKey> {
  data: CallResponse<K> | RawJson<CallResponse<K>>;
  msg?: string;
}

export type Handler<K extends CallKey> = (req: CallRequest<K>, ctx: CallContext) => Promise<HandlerResult<K>>;

export type Handlers = { [K in CallKey]?: Handler<K> };

/**
 * The session of a protected call. The dispatcher answers 06060010 before a protected handler runs, so this only
 * narrows the type; in a public call that needs a session after all it answers 06060010 the same way.
 */
export function sessionOf(ctx: CallContext): Session {
  if (!ctx.session) throw new SessionRequiredError();
  return ctx.session;
}
