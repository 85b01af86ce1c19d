import { assign, setup, type SnapshotFrom } from 'xstate';

export interface SmsCountdownInput {
  /** Seconds before another code may be requested. 60 in the product (spec 1 §9); tests pass 2. */
  seconds?: number;
}

export interface SmsCountdownContext {
  seconds: number;
  remaining: number;
}

/** Sent by the owning flow once its SMS call answered that a code went out. */
export type SmsCountdownEvent = { type: 'countdown.start' };

export const SMS_RESEND_SECONDS = 60;

/**
 * The SMS code button's countdown (spec 1 §4 "SMS code button", §9; spec 2 §2 risk SMS verification), a child actor
 * of every flow that sends SMS codes (login, registration, password reset, the risk SMS step). The owning flow
 * sends the code in a state of its own, so its refusals (a picture code required or wrong) are its states, and
 * starts this countdown when the code went out; the button renders this actor's snapshot.
 *
 * - idle: the button reads "获取验证码"; whether it can be tapped is the owning flow's verdict (a valid phone, no
 *   request under way).
 * - countingDown: a code was sent; the button reads "重新获取Ns", counts down each second and cannot be tapped,
 *   then returns to idle.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as 'counting',
  },
  delays: {
    /** The label counts down one second at a time. */
    tick: 1000,
  },
  guards: {
    hasSecondsLeft: ({ context }) => context.remaining > 1,
  },
  actions: {
    startCounting: assign({ remaining: ({ context }) => context.seconds }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    stopCounting: assign({ remaining: 0 }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ seconds: input.seconds ?? SMS_RESEND_SECONDS, remaining: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'countdown.start': { target: 'countingDown', actions: 'startCounting' } },
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

export type SmsCountdownSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

export interface SmsButtonView {
  label: string;
  disabled: boolean;
}

/**
 * What the SMS button shows: the countdown's label, tappable only while it is idle and the owning flow allows it
 * (`usable`: a valid phone and no request under way).
 */
export function selectSmsButtonView(
  snapshot: Pick<SmsCountdownSnapshot, 'context' | 'hasTag'> | undefined,
  usable: boolean,
): SmsButtonView {
  if (snapshot?.hasTag('counting')) return { label: `重新获取${snapshot.context.remaining}s`, disabled: true };
  return { label: '获取验证码', disabled: !usable };
}
