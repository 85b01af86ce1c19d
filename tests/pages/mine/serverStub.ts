/**
 * A stand-in server for page tests: each call key answers from a handler (its requestData in, an envelope out), so
 * the page runs its real implementations and the real call layer (toasts, 06060010 → login). Calls without a
 * handler answer empty success.
 */
import { vi } from 'vitest';
import { Code } from '../../../src/contract';

export type Envelope = { code: string; result: { data: unknown; msg: string; statusCode: string } };
export type Handler = (requestData: Record<string, unknown>) => Envelope | Promise<Envelope> | 'httpError';

export const ok = (data: unknown, msg = ''): Envelope => ({
  code: Code.ok,
  result: { data, msg, statusCode: Code.ok },
});
export const refused = (statusCode: string, msg: string): Envelope => ({
  code: Code.ok,
  result: { data: null, msg, statusCode },
});
export const expired = (): Envelope => ({ code: Code.sessionExpired, result: { data: null, msg: '', statusCode: '' } });

export function stubServer(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; requestData: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const key = String(input).split('?')[0]!.split('/').at(-1)!;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { requestData?: object }) : {};
    const requestData = (body.requestData ?? {}) as Record<string, unknown>;
    calls.push({ key, requestData });
    const answer = await (handlers[key]?.(requestData) ?? ok(null));
    if (answer === 'httpError') return new Response('', { status: 500 });
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.requestData) };
}
