import { markAllReadMachine } from './markAllRead';
import { mineText } from '../../src/contract';
import { button, entry, httpFailure, real } from '../../tests/model/kit';

const markButton = button(mineText.markAllRead);

export default entry({
  machine: markAllReadMachine,
  input: undefined,
  events: {},
  outcomes: {
    markAllRead: {
      // The server's own answer (every message of the demo customer read); its failure is injected.
      marked: real({ msg: mineText.markedAllRead }),
      failed: httpFailure('changeStatusBatch', '标记已读失败'),
    },
  },
  // Each success counts (the list's key), so the count is part of the state: two rounds reach every transition.
  filterEvents: (s, e) => e.type !== 'user.markAllRead' || s.context.marks <= 1,
  invariants: {
    'the list reloads once for each success and never otherwise': (now, before) =>
      now.context.marks === before.context.marks + (now.matches('marked') && !before.matches('marked') ? 1 : 0),
  },
  // In the browser the message list hosts it, for the verified demo customer (who has unread messages).
  at: {
    component: 'MarkAllRead',
    host: { route: '/phone/mineManagerNoticeToast', loginAs: '13800000001', prepare: [] },
  },
  gestures: { 'user.markAllRead': () => [{ click: markButton }] },
  sees: {
    idle: [{ control: markButton, disabled: false }, { noText: mineText.markedAllRead }],
    marking: [{ control: markButton }],
    marked: [{ text: mineText.markedAllRead }, { control: markButton, disabled: false }],
    failed: [{ control: markButton, disabled: false }, { noText: mineText.markedAllRead }],
  },
});
