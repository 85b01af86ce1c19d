import type { FastifyReply } from 'fastify';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { businessFailure, envelope } from './envelope';
import { Code } from '../../src/contract';

/** A fault injected through POST /services/dev/faults, applied before the handler of its call key. */
export interface Fault {
  latencyMs: number;
  httpStatus: number | null;
  malformed: boolean;
  businessCode: string | null;
  msg: string | null;
}

export interface FaultInput extends Partial<Fault> {
  callKey: string;
  times?: number | null;
}

export async function addFault(db: Queryable, clock: Clock, f: FaultInput): Promise<number> {
  const r = await db.query<{ id: number }>(
    `INSERT INTO faults (call_key, latency_ms, http_status, malformed, business_code, msg, remaining, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      f.callKey,
      f.latencyMs ?? 0,
      f.httpStatus ?? null,
      f.malformed ?? false,
      f.businessCode ?? null,
      f.msg ?? null,
      f.times ?? null,
      clock.now(),
    ],
  );
  return r.rows[0]!.id;
}

/** Takes the newest live fault of a call key, spending one of its `times`. */
export async function takeFault(db: Queryable, callKey: string): Promise<Fault | null> {
  const r = await db.query<{
    latency_ms: number;
    http_status: number | null;
    malformed: boolean;
    business_code: string | null;
    msg: string | null;
  }>(
    `UPDATE faults SET remaining = remaining - 1
     WHERE id = (SELECT id FROM faults WHERE call_key = $1 AND (remaining IS NULL OR remaining > 0) ORDER BY id DESC LIMIT 1)
     RETURNING latency_ms, http_status, malformed, business_code, msg`,
    [callKey],
  );
  const row = r.rows[0];
  return row
    ? {
        latencyMs: row.latency_ms,
        httpStatus: row.http_status,
        malformed: row.malformed,
        businessCode: row.business_code,
        msg: row.msg,
      }
    : null;
}

/** What a fault answers instead of its call, as it goes over the wire; null: latency only, the call goes on. */
export function faultAnswer(fault: Omit<Fault, 'latencyMs'>): { status: number; type: string; body: string } | null {
  if (fault.httpStatus) {
    const body = fault.msg ?? `injected HTTP ${fault.httpStatus}`;
    return { status: fault.httpStatus, type: 'text/plain; charset=utf-8', body };
  }
  if (fault.malformed) {
    return { status: 200, type: 'application/json; charset=utf-8', body: '{"code":"00000000","result":{"data":' };
  }
  if (fault.businessCode) {
    const msg = fault.msg ?? '模拟的业务错误';
    // Codes that are about the whole request (session, system) go in `code` too, as the real ones do.
    const whole = fault.businessCode === Code.sessionExpired || fault.businessCode === Code.systemError;
    const answer = whole
      ? envelope(fault.businessCode, fault.businessCode, msg, null)
      : businessFailure(fault.businessCode, msg);
    return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(answer) };
  }
  return null;
}

/**
 * Waits the injected latency, then answers the fault if it has one to give (true), or lets the call go on
 * (false: latency only).
 */
export async function answerFault(fault: Fault, reply: FastifyReply): Promise<boolean> {
  if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  const answer = faultAnswer(fault);
  if (!answer) return false;
  await reply.code(answer.status).type(answer.type).send(answer.body);
  return true;
}
