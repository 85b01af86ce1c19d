import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';
import { OPINION_MAX_LENGTH, opinionError, opinionLength, opinionText } from '../../src/validation/profile';
import { navigate, output, providedLater } from '../shared/flow';

/** '0' complaint, '1' suggestion (spec 1 §3 "Complaint or opinion"); '' until the user has chosen. */
export type OpinionType = '' | '0' | '1';

export interface FeedbackInput {
  /** How long the server's answer shows before the message list opens. */
  leaveDelayMs?: number;
}

export interface FeedbackContext {
  type: OpinionType;
  opinion: string;
  /** The first thing to fix; any edit clears it. */
  message: string | null;
  /** The server's answer to the send (addOpinion's msg), shown once it is accepted. */
  result: string | null;
  leaveDelayMs: number;
}

export type FeedbackEvent =
  | { type: 'user.changeField'; field: 'type'; value: OpinionType }
  | { type: 'user.changeField'; field: 'opinion'; value: string }
  | { type: 'user.submit' };

/** What was typed and not sent yet: kept across a failed send, a reload and a new login. */
export type FeedbackDraft = Pick<FeedbackContext, 'type' | 'opinion'>;

/** What addOpinion sends; the implementation adds source '1'. */
export interface OpinionRequest {
  type: '0' | '1';
  opinion: string;
}

/** The answer shows this long (as the account forms' success messages do, spec 1 §9) before messages open. */
export const FEEDBACK_LEAVE_DELAY_MS = 1000;

/** The text field's label: what the tests and assistive technology find it by. */
export const OPINION_LABEL = '投诉建议内容';

export const OPINION_TYPES = [
  { value: '0', label: '投诉' },
  { value: '1', label: '建议' },
] as const;

/** At most 100 characters as the counter and the server count them (an emoji is one): the rest is not taken. */
const capOpinion = (text: string) => Array.from(text).slice(0, OPINION_MAX_LENGTH).join('');

/**
 * Complaints and suggestions (spec 1 §2 "Complaint and suggestion form", §3, §5 "Complaint", §7 addOpinion, §9).
 *
 * - restoring: the draft of what the user typed and did not send (a failed send, a reload, an expired session and
 *   a new login) fills the form again.
 * - editing: the user chooses complaint or suggestion and writes the opinion (at most 100 characters, counted
 *   live). 提交 checks the choice, then the text ("请填写投诉或建议" when it is empty), and shows the first problem
 *   or sends it. Any edit clears the message and is kept as the draft (`persistDraft`, provided by the page).
 * - submitting: addOpinion is under way (source '1'). A second tap does nothing, so a double tap sends once, and
 *   the form cannot be edited. A failure returns to editing with everything typed kept; the call layer has shown
 *   why (an expired session opens login and comes back here).
 * - sent: the server's answer shows and the draft is dropped (`clearDraft`); after a moment the message list opens, where the complaint's thread and the
 *   platform's replies appear (spec 1 §2 "Message list"). The form is not returned to with back.
 * - done: the flow has handed over to the message list.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as FeedbackInput,
    tags: {} as 'busy',
  },
  actors: {
    loadDraft: providedLater<FeedbackDraft | null>('loadDraft'),
    sendOpinion: providedLater<string, OpinionRequest>('sendOpinion'),
  },
  delays: {
    /** The server's answer stays this long before the message list opens. */
    leaveDelay: ({ context }) => context.leaveDelayMs,
  },
  guards: {
    isFormValid: ({ context }) => opinionError(context) === null,
  },
  actions: {
    navigate,
    // Provided by the page: the draft lives in the session's storage.
    persistDraft: (_args, _draft: FeedbackDraft) => {},
    clearDraft: () => {},
    assignDraft: assign((_, draft: FeedbackDraft | null) => {
      if (!draft) return {};
      // Read back from storage: only a known choice and text are taken.
      const type = OPINION_TYPES.some((t) => t.value === draft.type) ? draft.type : '';
      return { type, opinion: typeof draft.opinion === 'string' ? capOpinion(draft.opinion) : '' };
    }),
    assignField: assign(({ event }) => {
      assertEvent(event, 'user.changeField');
      return event.field === 'type'
        ? { type: event.value, message: null }
        : { opinion: capOpinion(event.value), message: null };
    }),
    showFirstError: assign({ message: ({ context }) => opinionError(context) }),
    assignResult: assign((_, result: string) => ({ result: result || opinionText.submitted })),
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    type: '',
    opinion: '',
    message: null,
    result: null,
    leaveDelayMs: input?.leaveDelayMs ?? FEEDBACK_LEAVE_DELAY_MS,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadDraft',
        src: 'loadDraft',
        // Reading the draft never fails: storage that refuses or holds something unreadable gives none.
        onDone: { target: 'editing', actions: { type: 'assignDraft', params: output } },
      },
    },
    editing: {
      on: {
        'user.changeField': {
          actions: [
            'assignField',
            { type: 'persistDraft', params: ({ context }) => ({ type: context.type, opinion: context.opinion }) },
          ],
        },
        'user.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFirstError' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendOpinion',
        src: 'sendOpinion',
        input: ({ context }) => ({ type: context.type as '0' | '1', opinion: context.opinion.trim() }),
        onDone: { target: 'sent', actions: [{ type: 'assignResult', params: output }, 'clearDraft'] },
        onError: 'editing',
      },
    },
    sent: {
      after: {
        leaveDelay: {
          target: 'done',
          actions: { type: 'navigate', params: { to: 'mineManagerNoticeToast', replace: true } },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

/** What the complaint and suggestion page shows. */
export function selectFeedbackView(snapshot: Pick<FeedbackSnapshot, 'context' | 'matches' | 'hasTag'>) {
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  return {
    type: context.type,
    opinion: context.opinion,
    /** The live counter: "37/100". */
    counter: `${opinionLength(context.opinion)}/${OPINION_MAX_LENGTH}`,
    message: context.message,
    /** The form is read-only while it is sent and after. */
    editable: editing,
    canSubmit: editing,
    busy: snapshot.hasTag('busy'),
    result: snapshot.matches('sent') || snapshot.matches('done') ? context.result : null,
  };
}
