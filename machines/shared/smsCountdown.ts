import { assign, setup } from 'xstate';
import { providedLater } from './providedLater';

/** What the flow using the button sends with the request (e.g. phoneNum, imgaeCode, equipmentNo). */
export type SmsRequestParams = Record<string, string>;

export interface SmsCountdownInput {
  /** Seconds before another code may be requested. 60 in the product (spec 1 §9); tests pass 2. */
  seconds?: number;
}

export interface SmsCountdownContext {
  seconds: number;
  remaining: number;
  params: SmsRequestParams;
  /** The message of the last failed request; the call layer has already shown it as a toast. */
  lastError: string | null;
}

export type SmsCountdownEvent = { type: 'user.requestCode'; params: SmsRequestParams };

export const SMS_RESEND_SECONDS = 60;

/**
 * The SMS code button shared by login, registration, password reset and the risk SMS step
 * (spec 1 §4 "SMS code button", spec 2 §2 risk SMS verification).
 *
 * - idle: the button reads "获取验证码" and can be tapped. The flow that owns the button decides
 *   whether the phone (and picture code) are valid before it sends `user.requestCode`.
 * - sending: the request is under way; the button cannot be tapped again.
 * - countingDown: a code was sent; the button reads "重新获取Ns" and counts down each second,
 *   then returns to idle. It cannot be re-requested meanwhile.
 * A failed request returns to idle at once, so the user can try again.
 *
 * The request itself is the `sendSmsCode` actor, provided by each flow with its own call
 * (getSmsCode, getQuickySmsCode, getForgetPwdSmsCode, queryRiskMsg).
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as 'busy' | 'counting',
  },
  actors: {
    sendSmsCode: providedLater<unknown, SmsRequestParams>('sendSmsCode'),
  },
  delays: {
    /** The label counts down one second at a time. */
    tick: 1000,
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    rememberParams: assign({ params: ({ event }) => event.params, lastError: null }),
    startCounting: assign({ remaining: ({ context }) => context.seconds }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    stopCounting: assign({ remaining: 0 }),
    recordFailure: assign({
      lastError: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof Error ? error.message : '获取验证码失败';
      },
    }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    seconds: input.seconds ?? SMS_RESEND_SECONDS,
    remaining: 0,
    params: {},
    lastError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.requestCode': { target: 'sending', actions: 'rememberParams' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: ({ context }) => context.params,
        onDone: { target: 'countingDown', actions: 'startCounting' },
        onError: { target: 'idle', actions: 'recordFailure' },
      },
    },
    countingDown: {
      tags: ['counting'],
      after: {
        tick: [
          { guard: 'hasSecondsLeft', target: 'countingDown', reenter: true, actions: 'countDown' },
          { target: 'idle', actions: 'stopCounting' },
        ],
      },
    },
  },
});

export interface SmsButtonView {
  label: string;
  disabled: boolean;
}

/** What the SMS button shows in each state. `canRequest` is the owning flow's verdict on its fields. */
export function selectSmsButtonView(
  snapshot: { context: SmsCountdownContext; matches: (state: 'idle' | 'sending' | 'countingDown') => boolean },
  canRequest = true,
): SmsButtonView {
  if (snapshot.matches('countingDown')) return { label: `重新获取${snapshot.context.remaining}s`, disabled: true };
  if (snapshot.matches('sending')) return { label: '获取验证码', disabled: true };
  return { label: '获取验证码', disabled: !canRequest };
}
