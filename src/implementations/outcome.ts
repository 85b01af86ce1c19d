import type { Outcome } from '../../machines/shared/flow';
import type { CallOptions, CallOutcome } from '../api';
import { Code } from '../contract';

/**
 * A call whose business refusals a flow handles itself, answered as the flow's `Outcome`: the refusals map the
 * spec's codes to the names the chart branches on (`{ [Code.captchaWrong]: 'captchaWrong' }`). The call layer
 * does not toast them; the chart shows their message. Every other failure rejects, already shown.
 */
export async function withRefusals<T, const R extends Record<string, string>>(
  call: (options: CallOptions<string>) => Promise<CallOutcome<T, string>>,
  refusals: R,
): Promise<Outcome<T, R[keyof R]>> {
  const answer = await call({ expect: Object.keys(refusals) });
  if (answer.statusCode === Code.ok) return { kind: 'ok', data: answer.data as T, msg: answer.msg };
  return { kind: refusals[answer.statusCode] as R[keyof R], msg: answer.msg } as Outcome<T, R[keyof R]>;
}

/** The picture-code refusals of the SMS and login calls (spec 1 §4). */
export const CAPTCHA_REFUSALS = {
  [Code.captchaRequired]: 'captchaRequired',
  [Code.captchaWrong]: 'captchaWrong',
} as const;
