/**
 * The questionnaire as the senior demo investor (13800000065, aged 70, never assessed) meets it in the app
 * (riskIndexApp?age=70): the variant whose 65+ notice counts down, the first answer locked to 65岁及以上, the re-typed
 * acknowledgement, the SMS step, and the save. The questions are the reference server's own. Each question is answered
 * with its first option (the age question keeps its locked answer); the traversal goes back once from the second
 * question, so both ways 上一题 goes are taken without every order of answering.
 */
import {
  ACKNOWLEDGEMENT_LABEL,
  TEXT_ANSWER_LABEL,
  noticeButtonLabel,
  riskQuestionnaireMachine,
  selectRiskQuestionnaireView,
  type LoadedQuestionnaire,
  type Question,
  type RiskDraft,
  type RiskQuestionnaireSnapshot,
} from './riskQuestionnaire';
import { Code, RISK_SENIOR_COUNTDOWN_S, codeText, questionKind, riskText } from '../../src/contract';
import { RISK_QUESTIONS, RISK_SURVEY_ID } from '../../server/seed/data/reference';
import {
  button,
  entry,
  httpFailure,
  inJourney,
  real,
  refusal,
  textbox,
  type Control,
  type Sight,
} from '../../tests/model/kit';

const PHONE = '13800000065';
const QUESTIONS: Question[] = RISK_QUESTIONS.map((q, i) => ({
  subjectid: String(i + 1),
  surveyid: RISK_SURVEY_ID,
  name: q.name,
  kind: questionKind(q.choice),
  options: q.options.map(([value, label]) => ({ value, label })),
}));
const TEXT = '用于子女教育储备，需保持一定流动性';
const WRONG = '我已知晓';
const CODE = '246810';
const FIRST_ANSWERS = Object.fromEntries(
  QUESTIONS.map((q) => [
    q.subjectid,
    q.kind === 'text' ? { values: [], text: TEXT } : { values: [q.options[0]!.value], text: '' },
  ]),
);
/** What a reload on the SMS step leaves: every answer given, the notice and acknowledgement done. */
const DRAFT_AT_SMS: RiskDraft = {
  surveyid: RISK_SURVEY_ID,
  answers: { ...FIRST_ANSWERS, '1': { values: ['D'], text: '' } },
  index: QUESTIONS.length - 1,
  ageNoticed: true,
  read: true,
  stage: 'verifying',
};
const RESULT = { riskleveldic: '02', riskinputdate: '20261123', corpenddate: '2027-11-23' };

const choose = (subjectid: string, value: string): Control => {
  const q = QUESTIONS.find((x) => x.subjectid === subjectid)!;
  const label = q.options.find((o) => o.value === value)!.label;
  return { role: q.kind === 'multiple' ? 'checkbox' : 'radio', name: `${value}. ${label}` };
};
const current = (s: RiskQuestionnaireSnapshot) => s.context.questions[s.context.index];
const confirm = button(riskText.confirm);
const codeBox = textbox('短信验证码');

export default entry({
  machine: riskQuestionnaireMachine,
  input: {
    inApp: true,
    age: '70',
    jumpType: '',
    ageNoticeSeconds: RISK_SENIOR_COUNTDOWN_S,
  },
  events: {
    'user.choose': QUESTIONS.filter((q) => q.kind !== 'text').map((q) => ({
      type: 'user.choose' as const,
      subjectid: q.subjectid,
      value: q.options[0]!.value,
    })),
    'user.typeAnswer': [{ type: 'user.typeAnswer', text: TEXT }],
    'user.typeAcknowledgement': [
      { type: 'user.typeAcknowledgement', text: WRONG },
      { type: 'user.typeAcknowledgement', text: '' },
    ],
    'user.changeCode': [{ type: 'user.changeCode', code: CODE }],
  },
  outcomes: {
    loadQuestionnaire: {
      fresh: real({ questions: QUESTIONS, draft: null, age: 70 } satisfies LoadedQuestionnaire),
      resumed: inJourney(
        { questions: QUESTIONS, draft: DRAFT_AT_SMS, age: 70 } satisfies LoadedQuestionnaire,
        'risk.test.ts',
      ),
      failed: httpFailure('getQuestionary', '查询测评问卷失败'),
    },
    sendSms: {
      sent: real({ kind: 'ok', data: null, msg: codeText.smsSent }),
      usedUp: refusal('quotaExhausted', 'queryRiskMsg', Code.quotaExhausted, riskText.attemptsUsedUp),
      failed: httpFailure('queryRiskMsg', '获取短信验证码失败'),
    },
    saveAnswers: {
      saved: real({ kind: 'ok', data: RESULT, msg: riskText.saved }),
      smsWrong: refusal('smsWrong', 'updateInvestor', Code.smsCodeWrong, '短信验证码错误'),
      usedUp: refusal('quotaExhausted', 'updateInvestor', Code.quotaExhausted, riskText.attemptsUsedUp),
      failed: httpFailure('updateInvestor', '提交风险测评失败'),
    },
  },
  filterEvents: (s, e) => {
    const c = s.context;
    const q = current(s);
    switch (e.type) {
      case 'user.choose':
        return e.subjectid === q?.subjectid && !c.answers[e.subjectid];
      case 'user.typeAnswer':
        return q?.kind === 'text' && !c.answers[q.subjectid]?.text;
      // Back once from the second question before it is answered, and from the first to the intro.
      case 'user.previous':
        return c.index === 0 || (c.index === 1 && !c.answers[q!.subjectid]);
      case 'user.typeAcknowledgement':
        // Typing the wrong sentence once, and clearing it once it was refused (clearing an empty field types nothing).
        return s.matches({ acknowledging: 'wrong' })
          ? e.text === '' && c.acknowledgement !== ''
          : e.text !== '' && c.acknowledgement === '';
      case 'user.changeCode':
        return c.smsSent && c.smsCode === '';
      case 'user.requestSms':
        return !c.smsSent && c.message === null;
      case 'user.back':
        return !s.matches('acknowledging') || c.acknowledgement === '';
      default:
        return true;
    }
  },
  invariants: {
    'the age question keeps the answer the age gives (65岁及以上)': (now) =>
      !now.context.ageLocked || now.context.answers['1']?.values.join() === 'D',
    'the answers survive every answer of the SMS and save calls': (now, before) =>
      !before.hasTag('busy') || before.matches('loading') || now.context.answers === before.context.answers,
    'the acknowledgement is read only once typed exactly': (now) => !now.context.read || now.context.ageNoticed,
  },
  at: { route: `/phone/riskIndexApp?age=70`, loginAs: PHONE },
  gestures: {
    'user.start': () => [{ click: button(riskText.start) }],
    'user.acknowledgeAge': () => [{ click: button(riskText.ageNoticeRead) }],
    'user.choose': (e) => [{ click: choose(e.subjectid, e.value) }],
    'user.typeAnswer': (e) => [{ fill: textbox(TEXT_ANSWER_LABEL), text: e.text }],
    'user.previous': () => [{ click: button(riskText.previous) }],
    'user.next': () => [{ click: button(riskText.next) }],
    'user.submit': () => [{ click: button(riskText.submit) }],
    'user.typeAcknowledgement': (e) => [{ fill: textbox(ACKNOWLEDGEMENT_LABEL), text: e.text }],
    'user.fillAcknowledgement': () => [{ click: button(riskText.fillAcknowledgement) }],
    'user.confirmAcknowledgement': () => [{ click: confirm }],
    'user.confirmRead': () => [{ click: confirm }],
    'user.cancel': () => [{ click: button('取消') }],
    'user.changeCode': (e) => [{ fill: codeBox, text: { sample: e.code, sms: PHONE } }],
    'user.requestSms': () => [{ click: button('获取验证码') }],
    'user.save': () => [{ click: confirm }],
    'user.back': () => [{ click: button(riskText.backToAnswers) }],
    'user.retry': () => [{ click: button('重新加载') }],
  },
  sees: {
    // Against the real server the questionnaire may have loaded before anyone looks: only the route is sure to show.
    loading: [{ route: '/phone/riskIndexApp?age=70' }],
    failed: [{ text: '加载失败' }, { control: button('重新加载') }],
    intro: [{ control: button(riskText.start) }, { text: '风险承受能力评估问卷' }],
    'ageNotice.counting': (s) => [
      { control: button(noticeButtonLabel(s.context.remaining)), disabled: true },
      { control: { role: 'dialog', name: riskText.ageNoticeTitle } },
    ],
    'ageNotice.ready': [{ control: button(riskText.ageNoticeRead), disabled: false }],
    answering: (s) => {
      const view = selectRiskQuestionnaireView(s);
      const q = view.question!;
      const sights: Sight[] = [
        { control: { role: 'heading', name: q.name } },
        { text: view.position },
        { control: button(view.last ? riskText.submit : riskText.next), disabled: !view.canAdvance },
        { noControl: { role: 'dialog', name: riskText.ageNoticeTitle } },
      ];
      if (q.kind === 'text') sights.push({ control: textbox(TEXT_ANSWER_LABEL), value: view.answer.text });
      else sights.push({ control: choose(q.subjectid, q.options[0]!.value), disabled: view.locked });
      if (view.locked) sights.push({ text: '已根据您的年龄自动选择，不可修改' });
      return sights as [Sight, ...Sight[]];
    },
    'acknowledging.typing': (s) => [
      { control: textbox(ACKNOWLEDGEMENT_LABEL), value: s.context.acknowledgement },
      { noText: riskText.acknowledgementWrong },
    ],
    'acknowledging.wrong': [{ text: riskText.acknowledgementWrong }, { control: button(riskText.fillAcknowledgement) }],
    confirming: [{ control: { role: 'dialog', name: riskText.acknowledgementConfirm } }],
    'verifying.idle': (s) => [
      { control: { role: 'heading', name: riskText.smsTitle } },
      { control: codeBox },
      { control: confirm, disabled: s.context.smsCode === '' },
      s.context.message ? { text: s.context.message } : { noText: riskText.attemptsUsedUp },
    ],
    // Pass in a moment against the real server: what they show holds after them too.
    'verifying.sendingSms': [{ control: codeBox }],
    'verifying.saving': [{ control: confirm }],
    done: [{ route: '/phone/riskResultApp' }],
  },
});
