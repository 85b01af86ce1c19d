import { assign, setup, type SnapshotFrom } from 'xstate';
import { navigate } from '../shared/flow';

export interface AgreementChangeInput {
  /** From the query: only a reader with a phone number is asked to agree (spec 1 §2). */
  phoneNum?: string;
  /** How long the agree button stays grey: 120 s in the product (spec 1 §9). */
  seconds?: number;
}

export interface AgreementChangeContext {
  phoneNum: string | null;
  seconds: number;
  /** What the button's label counts down. */
  remaining: number;
}

export type AgreementChangeEvent = { type: 'user.agree' } | { type: 'user.reachBottom' };

export const AGREEMENT_WAIT_SECONDS = 120;

/** The agree button's label, with the seconds left while it is grey. */
export const agreeLabel = (remaining?: number): string =>
  remaining === undefined ? '我已阅读并同意协议变更' : `我已阅读并同意协议变更（${remaining}s）`;

/**
 * Agreement-change screen (spec 1 §2 "Agreement-change screen", spec 3 §2 agreement/register, §7 native bridge):
 * the electronic channel service agreement as a long text; with a phone number in the query, a button to agree
 * to its change, after which the reader sets a password. Two regions run side by side:
 *
 * - agreement
 *   - counting: the button is grey and counts down the seconds (one tick a second for the label). The wait itself
 *     is one delay, so it ends on time however the ticks drift.
 *   - ready: the button can be tapped.
 *   - agreed: the reader agreed; the set-password page opens with the phone number.
 * - notice
 *   - unread: the reader has not yet scrolled to within 10 px of the bottom.
 *   - notified: they did, and the native app was told once (bridge action `tobottom`).
 */
export const agreementChangeMachine = setup({
  types: {
    context: {} as AgreementChangeContext,
    events: {} as AgreementChangeEvent,
    input: {} as AgreementChangeInput,
  },
  delays: {
    /** The label counts down one second at a time. */
    tick: 1000,
    /** The button stays grey this long, so the change is read before it is agreed to. */
    agreementWait: ({ context }) => context.seconds * 1000,
  },
  actions: {
    countDown: assign({ remaining: ({ context }) => Math.max(context.remaining - 1, 0) }),
    stopCounting: assign({ remaining: 0 }),
    navigate,
    // Provided by the page: the bridge is not the machine's.
    notifyNative: () => {},
  },
}).createMachine({
  id: 'agreementChange',
  context: ({ input }) => {
    const seconds = input.seconds ?? AGREEMENT_WAIT_SECONDS;
    return { phoneNum: input.phoneNum || null, seconds, remaining: seconds };
  },
  type: 'parallel',
  states: {
    agreement: {
      initial: 'counting',
      states: {
        counting: {
          initial: 'ticking',
          states: {
            ticking: { after: { tick: { target: 'ticking', reenter: true, actions: 'countDown' } } },
          },
          after: { agreementWait: { target: 'ready', actions: 'stopCounting' } },
        },
        ready: {
          on: {
            'user.agree': {
              target: 'agreed',
              actions: {
                type: 'navigate',
                params: ({ context }) => ({ to: 'setPassword', query: { phoneNum: context.phoneNum ?? '' } }),
              },
            },
          },
        },
        agreed: {},
      },
    },
    notice: {
      initial: 'unread',
      states: {
        unread: {
          on: { 'user.reachBottom': { target: 'notified', actions: 'notifyNative' } },
        },
        notified: {},
      },
    },
  },
});

export type AgreementChangeSnapshot = SnapshotFrom<typeof agreementChangeMachine>;

/** What the agreement page shows: the agree button only for a reader with a phone number (spec 1 §2). */
export function selectAgreementChangeView(snapshot: Pick<AgreementChangeSnapshot, 'context' | 'matches'>) {
  const { context } = snapshot;
  const counting = snapshot.matches({ agreement: 'counting' });
  return {
    agree: context.phoneNum
      ? {
          label: agreeLabel(counting ? context.remaining : undefined),
          enabled: snapshot.matches({ agreement: 'ready' }),
        }
      : null,
  };
}
