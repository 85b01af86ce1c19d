import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import {
  REASSESS_REASON_MAX,
  reassessReasonError,
  reasonSent,
  type ReassessReason,
  type RiskStanding,
} from '../../src/contract/risk';
import { isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';

/** The text field of reason E: what the tests and assistive technology find it by. */
export const OTHER_REASON_LABEL = '其他原因';

/** updateRiskReason: saved, or refused because today's attempts are used up (04040010). */
export type ReasonOutcome = Outcome<null, 'quotaExhausted'>;

export interface RiskReassessInput {
  /** The questionnaire this screen hands over to: the app's variant from the app's screen. */
  inApp?: boolean;
  /** What the questionnaire needs from the query this screen was opened with (spec 2 §2 riskIndex). */
  age?: string;
  jumpType?: string;
}

export interface RiskReassessContext {
  standing: RiskStanding | null;
  reason: ReassessReason;
  otherReason: string;
  /** The first thing to fix, or the server's refusal; any edit clears it. */
  message: string | null;
  inApp: boolean;
  age: string;
  jumpType: string;
}

export type RiskReassessEvent =
  | { type: 'user.changeField'; field: 'reason'; value: ReassessReason }
  | { type: 'user.changeField'; field: 'otherReason'; value: string }
  | { type: 'user.submit' }
  | { type: 'user.retry' };

/**
 * Re-assessment reason, riskCollect (spec 2 §2 "Risk re-assessment reason", §4 "Re-assess", §7 updateRiskReason).
 *
 * - loading: the previous result and today's remaining attempts load (getQuestionResult, queryRiskTimes).
 * - failed: they could not load (the call layer has said why); 重新加载 tries again.
 * - choosing: the previous type and the products it allows, the reasons A–E and the hint 每日最多可测评N次，您还可测评M次.
 *   确认 shows the first problem (请选择原因; with E, 请输入其他原因) or sends the reason.
 * - saving: updateRiskReason is under way with the letter, or E's text; a second tap does nothing. Refused with
 *   您今日测评次数已经用完 when no attempt is left today: back to choosing with that message. Any other failure keeps
 *   the choice and the text.
 * - done: the questionnaire (riskIndex) has opened, with the age and jumpType this screen was given.
 */
export const riskReassessMachine = setup({
  types: {
    context: {} as RiskReassessContext,
    events: {} as RiskReassessEvent,
    input: {} as RiskReassessInput,
    tags: {} as 'busy',
  },
  actors: {
    loadStanding: providedLater<RiskStanding>('loadStanding'),
    saveReason: providedLater<ReasonOutcome, { riskReason: string }>('saveReason'),
  },
  guards: {
    isOutcome: isOutcome<ReasonOutcome>(),
    isValid: ({ context }) => reassessReasonError(context.reason, context.otherReason) === null,
  },
  actions: {
    navigate,
    assignStanding: assign((_, standing: RiskStanding) => ({ standing })),
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return event.field === 'reason'
        ? { reason: event.value, message: null }
        : { otherReason: [...event.value].slice(0, REASSESS_REASON_MAX).join(''), message: null };
    }),
    showFirstError: assign({
      message: ({ context }) => reassessReasonError(context.reason, context.otherReason),
    }),
    showRefusal: assign((_, { msg }: ReasonOutcome) => ({ message: msg })),
  },
}).createMachine({
  id: 'riskReassess',
  context: ({ input }) => ({
    standing: null,
    reason: '',
    otherReason: '',
    message: null,
    inApp: input?.inApp ?? false,
    age: input?.age ?? '',
    jumpType: input?.jumpType ?? '',
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStanding',
        src: 'loadStanding',
        onDone: { target: 'choosing', actions: { type: 'assignStanding', params: output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    choosing: {
      on: {
        'user.changeField': { actions: 'assignField' },
        'user.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'showFirstError' }],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReason',
        src: 'saveReason',
        input: ({ context }) => ({ riskReason: reasonSent(context.reason, context.otherReason) }),
        onDone: [
          {
            guard: outcome('quotaExhausted'),
            target: 'choosing',
            actions: { type: 'showRefusal', params: output },
          },
          {
            target: 'done',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({
                to: context.inApp ? 'riskIndexApp' : 'riskIndex',
                query: {
                  ...(context.age && { age: context.age }),
                  ...(context.jumpType && { jumpType: context.jumpType }),
                },
              }),
            },
          },
        ],
        onError: 'choosing',
      },
    },
    done: { type: 'final' },
  },
});

export type RiskReassessSnapshot = SnapshotFrom<typeof riskReassessMachine>;

/** What the re-assessment reason page shows. */
export function selectRiskReassessView(snapshot: Pick<RiskReassessSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    standing: context.standing,
    reason: context.reason,
    /** The text field shows for E (other) only. */
    showOther: context.reason === 'E',
    otherReason: context.otherReason,
    otherMaxLength: REASSESS_REASON_MAX,
    message: context.message,
    canSubmit: snapshot.matches('choosing'),
    busy: snapshot.hasTag('busy'),
  };
}
