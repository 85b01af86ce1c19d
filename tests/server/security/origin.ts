/**
 * Calls sent from a chosen client address (the connection's peer, as `inject` sets it), for the limits per address
 * and device (server/services/originLimits.ts, sms.ts).
 */
import { API_PREFIX } from '../../../src/contract';
import type { AnyEnvelope, Harness } from '../harness';

export function callFrom(
  h: Pick<Harness, 'app'>,
  ip: string,
  key: string,
  requestData: object,
  headers: Record<string, string> = {},
): Promise<AnyEnvelope> {
  return h.app
    .inject({
      method: 'POST',
      url: `${API_PREFIX}/${key}`,
      payload: { requestData },
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
    })
    .then((res) => res.json() as AnyEnvelope);
}

/** Distinct, valid mainland phone numbers that no demo account uses. */
export function phoneSeries(start: number): () => string {
  let next = start;
  return () => String(next++);
}
