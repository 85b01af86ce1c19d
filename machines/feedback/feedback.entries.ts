import { feedbackMachine, OPINION_LABEL, OPINION_TYPES } from './feedback';
import { opinionText } from '../../src/contract';
import { opinionLength } from '../../src/validation/profile';
import { fillInOrder } from '../../tests/model/formTraversal';
import { button, edits, entry, httpFailure, inJourney, real, textbox } from '../../tests/model/kit';

/**
 * The verified demo customer (README) sends a real complaint: the server keeps it (its thread shows in the
 * messages), and the failure is the fault injector's.
 */
const PHONE = '13800000001';
const OPINION = '理财经理回复不够及时，希望改进';
const submit = button('提交');
const LABEL = Object.fromEntries(OPINION_TYPES.map((t) => [t.value, t.label])) as Record<'0' | '1', string>;

export default entry({
  machine: feedbackMachine,
  input: { leaveDelayMs: 1000 },
  events: {
    'user.changeField': edits({ type: ['0'], opinion: [OPINION] }) as Array<
      | { type: 'user.changeField'; field: 'type'; value: '0' }
      | { type: 'user.changeField'; field: 'opinion'; value: string }
    >,
  },
  outcomes: {
    loadDraft: {
      none: real(null),
      // A fresh page has no draft: the form persistence journey types one, fails the send and reloads.
      resumed: inJourney({ type: '1', opinion: OPINION }, 'tests/e2e/formPersistence.test.ts'),
    },
    sendOpinion: {
      sent: real(opinionText.submitted),
      failed: httpFailure('addOpinion', '提交投诉建议失败'),
    },
  },
  filterEvents: fillInOrder({
    fields: ['type', 'opinion'],
    editing: 'editing',
    // A second tap while the message shows would only show it again.
    allow: (s, e) => e.type !== 'user.submit' || s.context.message === null,
  }),
  invariants: {
    'what was typed survives every answer': (now, before) =>
      !before.matches('submitting') ||
      (now.context.type === before.context.type && now.context.opinion === before.context.opinion),
    'the opinion never holds more than 100 characters': (now) => opinionLength(now.context.opinion) <= 100,
  },
  at: { route: '/phone/mineManagerFeedback', loginAs: PHONE },
  gestures: {
    'user.changeField': (e) =>
      e.field === 'type'
        ? [{ click: { role: 'radio', name: LABEL[e.value as '0' | '1'] } }]
        : [{ fill: textbox(OPINION_LABEL), text: e.value }],
    'user.submit': () => [{ click: submit }],
  },
  sees: {
    // Passes as the page starts: only the page is sure to show.
    restoring: [{ route: '/phone/mineManagerFeedback' }],
    editing: (s) => [
      { control: submit, disabled: false },
      { text: `${opinionLength(s.context.opinion)}/100` },
      s.context.message ? { text: s.context.message } : { control: textbox(OPINION_LABEL), value: s.context.opinion },
    ],
    // The form cannot be sent twice while it is on its way.
    submitting: [
      { control: submit, disabled: true },
      { control: textbox(OPINION_LABEL), value: OPINION },
    ],
    sent: [{ text: opinionText.submitted }],
    done: [{ route: '/phone/mineManagerNoticeToast' }],
  },
});
