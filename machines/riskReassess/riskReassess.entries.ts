import { OTHER_REASON_LABEL, riskReassessMachine, type RiskReassessEvent } from './riskReassess';
import { Code, REASSESS_REASONS, attemptsHint, riskText, type RiskStanding } from '../../src/contract';
import { button, edits, entry, httpFailure, real, refusal, textbox } from '../../tests/model/kit';

/**
 * The verified demo investor (README), assessed 100 days ago as 平衡型 with both of today's attempts left. The server
 * keeps the reason; the used-up refusal and the failures are the fault injector's.
 */
const PHONE = '13800000001';
const STANDING: RiskStanding = {
  result: { riskleveldic: '03', riskinputdate: '20260815', corpenddate: '2027-08-15' },
  times: 2,
  totalTimes: 2,
};
const OTHER = '家庭资产配置需要调整';
const confirm = button('确认');
const other = textbox(OTHER_REASON_LABEL);
const radioName = (value: string) => {
  const reason = REASSESS_REASONS.find((r) => r.value === value)!;
  return `${reason.value}. ${reason.label}`;
};
/** The reasons are chosen in this order: none, E (other) with and then without its text, then A. */
const REASON_ORDER = ['', 'E', 'A'];

export default entry({
  machine: riskReassessMachine,
  input: {},
  events: {
    'user.changeField': edits({ reason: ['E', 'A'], otherReason: [OTHER] }) as Array<
      Extract<RiskReassessEvent, { type: 'user.changeField' }>
    >,
  },
  outcomes: {
    loadStanding: {
      loaded: real(STANDING),
      failed: httpFailure('getQuestionResult', '查询测评结果失败'),
    },
    saveReason: {
      saved: real({ kind: 'ok', data: null, msg: riskText.reasonSaved }),
      usedUp: refusal('quotaExhausted', 'updateRiskReason', Code.quotaExhausted, riskText.attemptsUsedUp),
      failed: httpFailure('updateRiskReason', '提交失败'),
    },
  },
  // Each reason is chosen once in order, E's text typed once, and 确认 tapped once per message: every branch is
  // reached without every order of choosing.
  filterEvents: (s, e) => {
    const c = s.context;
    if (e.type === 'user.changeField') {
      if (e.field === 'reason') return REASON_ORDER.indexOf(e.value) === REASON_ORDER.indexOf(c.reason) + 1;
      return c.reason === 'E' && c.otherReason === '';
    }
    return e.type !== 'user.submit' || c.message === null;
  },
  invariants: {
    'what was chosen and typed survives every answer': (now, before) =>
      !before.matches('saving') ||
      (now.context.reason === before.context.reason && now.context.otherReason === before.context.otherReason),
    'the other reason never holds more than 100 characters': (now) => [...now.context.otherReason].length <= 100,
  },
  at: { route: '/phone/riskCollect', loginAs: PHONE },
  gestures: {
    'user.changeField': (e) =>
      e.field === 'reason'
        ? [{ click: { role: 'radio', name: radioName(e.value) } }]
        : [{ fill: other, text: e.value }],
    'user.submit': () => [{ click: confirm }],
    'user.retry': () => [{ click: button('重新加载') }],
  },
  sees: {
    // Against the real server the page may have loaded before anyone looks: only the route is sure to show.
    loading: [{ route: '/phone/riskCollect' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    choosing: (s) => [
      { text: attemptsHint(STANDING.totalTimes, STANDING.times) },
      { text: '平衡型' },
      { control: confirm, disabled: false },
      s.context.message ? { text: s.context.message } : { noText: riskText.reasonRequired },
      s.context.reason === 'E' ? { control: other, value: s.context.otherReason } : { noControl: other },
    ],
    // Passes in a moment against the real server, which may already have taken the page on when the browser looks.
    saving: [{ either: [{ control: confirm }, { route: '/phone/riskIndex' }] }],
    done: [{ route: '/phone/riskIndex' }],
  },
});
