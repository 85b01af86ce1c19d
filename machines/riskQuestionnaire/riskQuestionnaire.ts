import { and, assertEvent, assign, not, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  AGE_SUBJECT_ID,
  RISK_ADULT_AGE,
  RISK_SENIOR_ACKNOWLEDGEMENT,
  RISK_SENIOR_AGE,
  RISK_SENIOR_COUNTDOWN_S,
  RISK_TEXT_ANSWER_MAX,
  ageAnswer,
  formatAnswers,
  textAnswerGiven,
  type QuestionKind,
  type QuestionOption,
} from '../../src/contract/risk';
import type { RiskResult } from '../../src/contract/invest';
import { riskText } from '../../src/contract/texts';
import { isOutcome, navigate, type Outcome, outcome, output, providedLater } from '../shared/flow';
import { SMS_RESEND_SECONDS, smsCountdownMachine } from '../smsCountdown/smsCountdown';

/** The text question's field and the acknowledgement's: what tests and assistive technology find them by. */
export const TEXT_ANSWER_LABEL = '您的回答';
export const ACKNOWLEDGEMENT_LABEL = riskText.acknowledgementLabel;
/** 我已知晓 while it counts down: `我已知晓（5s）`. */
export const noticeButtonLabel = (remaining: number) =>
  remaining > 0 ? `${riskText.ageNoticeRead}（${remaining}s）` : riskText.ageNoticeRead;

/** One question as the screen shows it: getQuestionary's row with its kind and options parsed (spec 2 §3). */
export interface Question {
  subjectid: string;
  surveyid: string;
  name: string;
  kind: QuestionKind;
  options: QuestionOption[];
}

/** What the investor gave for one question: option values (in the order tapped) or the typed text. */
export interface GivenAnswer {
  values: string[];
  text: string;
}

/**
 * What survives a reload or a failed save (sessionStorage, per phone): the answers and where the investor was, never
 * the SMS code. `stage` says whether the answers had been submitted for the SMS step.
 */
export interface RiskDraft {
  surveyid: string;
  answers: Record<string, GivenAnswer>;
  index: number;
  ageNoticed: boolean;
  read: boolean;
  stage: 'answering' | 'verifying';
}

/**
 * The questionnaire, with the draft of this questionnaire the investor left (null when none), and the investor's age
 * from their certified record on the server (null when it has none).
 */
export interface LoadedQuestionnaire {
  questions: Question[];
  draft: RiskDraft | null;
  age: number | null;
}

/** What updateInvestor sends: the answers, the code, and the read flag of the 65+ acknowledgement. */
export interface RiskSaveInput {
  surveyid: string;
  answercontent: string;
  msgCode: string;
  readFlag: '0' | '1';
}

/** queryRiskMsg: sent, or refused because no attempt is left today (04040010). */
export type RiskSmsOutcome = Outcome<null, 'quotaExhausted'>;
/** updateInvestor: saved with the result, or refused: the SMS code is wrong, or no attempt is left. */
export type RiskSaveOutcome = Outcome<RiskResult, 'smsWrong' | 'quotaExhausted'>;

export interface RiskQuestionnaireInput {
  /** The app's variant: the result it leads to is the app's. */
  inApp?: boolean;
  /** The investor's age as the app passes it in the query (spec 2 §2 riskIndex ?age=). */
  age?: string;
  jumpType?: string;
  /** The 65+ notice's countdown before its button works: 5 in the variant with the countdown, 0 without. */
  ageNoticeSeconds?: number;
  /** The SMS button's countdown: 60 s in the product. */
  smsSeconds?: number;
}

export interface RiskQuestionnaireContext {
  questions: Question[];
  answers: Record<string, GivenAnswer>;
  /** The question on screen. */
  index: number;
  /**
   * The investor's age: the server's (the certified record) once loaded, else the one the app's link gave, else
   * null. The 65+ rules hang on it, so they hold from every link, with or without `age` (spec 2 §2).
   */
  age: number | null;
  /** The first question was answered from the age and cannot be changed (age 18 and over). */
  ageLocked: boolean;
  ageNoticeSeconds: number;
  /** Seconds left on the 65+ notice's button. */
  remaining: number;
  /** The 65+ notice was read in this assessment. */
  ageNoticed: boolean;
  /** What the investor typed as the acknowledgement. */
  acknowledgement: string;
  /** The acknowledgement was confirmed (the read flag of spec 2 §2). */
  read: boolean;
  smsSeconds: number;
  /** A code went out for this step. */
  smsSent: boolean;
  smsCode: string;
  /** The server's refusal on the SMS step; any edit clears it. */
  message: string | null;
  /** The server's word that the code went out. */
  notice: string | null;
  inApp: boolean;
  jumpType: string;
}

export type RiskQuestionnaireEvent =
  | { type: 'user.start' }
  | { type: 'user.acknowledgeAge' }
  /** An option of the question `subjectid`: a tap meant for another question than the one on screen is ignored. */
  | { type: 'user.choose'; subjectid: string; value: string }
  | { type: 'user.typeAnswer'; text: string }
  | { type: 'user.previous' }
  | { type: 'user.next' }
  | { type: 'user.submit' }
  | { type: 'user.typeAcknowledgement'; text: string }
  | { type: 'user.fillAcknowledgement' }
  | { type: 'user.confirmAcknowledgement' }
  | { type: 'user.confirmRead' }
  | { type: 'user.cancel' }
  | { type: 'user.changeCode'; code: string }
  | { type: 'user.requestSms' }
  | { type: 'user.save' }
  | { type: 'user.back' }
  | { type: 'user.retry' };

type Ctx = RiskQuestionnaireContext;
const current = (c: Ctx): Question | undefined => c.questions[c.index];
const isSenior = (c: Ctx) => c.age !== null && c.age >= RISK_SENIOR_AGE;

/** A question is answered with a chosen option, or a non-blank text that fits. */
export function isAnswered(question: Question | undefined, answer: GivenAnswer | undefined): boolean {
  if (!question || !answer) return false;
  return question.kind === 'text' ? textAnswerGiven(answer.text) : answer.values.length > 0;
}

/** The answers as updateInvestor's answercontent: in the questionnaire's order, labels as shown (spec 2 §3). */
export function answerContent(questions: readonly Question[], answers: Record<string, GivenAnswer>): string {
  return formatAnswers(
    questions.map((q) => {
      const given = answers[q.subjectid] ?? { values: [], text: '' };
      if (q.kind === 'text') return { subjectid: q.subjectid, values: [], labels: [given.text.trim()] };
      const values = q.options.map((o) => o.value).filter((v) => given.values.includes(v));
      const labels = values.map((v) => q.options.find((o) => o.value === v)!.label);
      return { subjectid: q.subjectid, values, labels };
    }),
  );
}

/** The draft this context leaves, at a stage. */
const draftOf = (c: Ctx, stage: RiskDraft['stage']): RiskDraft => ({
  surveyid: c.questions[0]?.surveyid ?? '',
  answers: c.answers,
  index: c.index,
  ageNoticed: c.ageNoticed,
  read: c.read,
  stage,
});

/** The first question answered from the age, when the age is 18 or over and the questionnaire offers that range. */
function lockedAgeAnswer(questions: readonly Question[], age: number | null): GivenAnswer | null {
  const value = age === null || age < RISK_ADULT_AGE ? null : ageAnswer(age);
  const question = questions.find((q) => q.subjectid === AGE_SUBJECT_ID);
  return value && question?.options.some((o) => o.value === value) ? { values: [value], text: '' } : null;
}

/**
 * The risk questionnaire, riskIndex(+App) and riskMessageApp (spec 2 §2 "Risk questionnaire", §3 "Answer payload",
 * §4 "Questionnaire flow", §5, §7 getQuestionary, queryRiskMsg, updateInvestor).
 *
 * - loading: getQuestionary, and the draft of the same questionnaire left by a reload or a failed save. The first
 *   question is answered from the age (18–30 A, 31–50 B, 51–64 C, 65+ D) and locked. A draft that had reached the
 *   SMS step (or riskMessageApp's `param`) opens at the SMS step; otherwise the intro.
 * - failed: the questionnaire did not load; 重新加载 tries again.
 * - intro: the notice; 开始测评 (继续测评 with a draft). Aged 65 or over and not yet noticed: the age notice first.
 * - ageNotice: the 65+ notice; its 我已知晓 counts down first (counting, 5 s in the variant with the countdown, none
 *   in the other), then works (ready).
 * - answering: one question per page. 下一题 and 提交 work only with an answer; 上一题 on the first question goes back
 *   to the intro. 提交 on the last: aged 65 or over without the read flag, the acknowledgement; otherwise the SMS step.
 * - acknowledging: the sentence to re-type exactly (typing); a difference shows 复制内容有误 with 一键填入 (wrong);
 *   a match opens the confirm modal (confirming), whose 确认 sets the read flag.
 * - verifying: the SMS step (the page shows the masked phone; the countdown is the smsCountdown child). idle:
 *   获取验证码 sends the code (sendingSms; refused when no attempt is left), 确认 works once a code is typed; saving:
 *   updateInvestor with answercontent, the code and the read flag. A wrong code or no attempt left: back to idle
 *   with the message; any failure keeps the answers and the code. 返回修改 returns to the last question.
 * - done: saved; the draft is cleared and the result (riskResult, or riskResultApp) opens.
 *
 * Every change is kept as the draft (`persistDraft`); `clearDraft` on success. The code is never part of it.
 */
export const riskQuestionnaireMachine = setup({
  types: {
    context: {} as RiskQuestionnaireContext,
    events: {} as RiskQuestionnaireEvent,
    input: {} as RiskQuestionnaireInput,
    children: {} as { smsCountdown: 'smsCountdown' },
    tags: {} as 'busy',
  },
  actors: {
    smsCountdown: smsCountdownMachine,
    loadQuestionnaire: providedLater<LoadedQuestionnaire>('loadQuestionnaire'),
    sendSms: providedLater<RiskSmsOutcome>('sendSms'),
    saveAnswers: providedLater<RiskSaveOutcome, RiskSaveInput>('saveAnswers'),
  },
  delays: {
    /** The notice's button counts down one second at a time; the variant without a countdown has none to wait. */
    tick: ({ context }) => (context.remaining > 0 ? 1000 : 0),
  },
  guards: {
    isOutcome: isOutcome<RiskSmsOutcome | RiskSaveOutcome>(),
    resumesAtSms: (_, { draft }: LoadedQuestionnaire) => draft?.stage === 'verifying',
    needsAgeNotice: ({ context }) => isSenior(context) && !context.ageNoticed,
    hasSecondsLeft: ({ context }) => context.remaining > 1,
    canChoose: ({ context, event }) => {
      assertEvent(event, 'user.choose');
      return (
        event.subjectid === current(context)?.subjectid && !(context.ageLocked && event.subjectid === AGE_SUBJECT_ID)
      );
    },
    isAnswered: ({ context }) => isAnswered(current(context), context.answers[current(context)?.subjectid ?? '']),
    isFirst: ({ context }) => context.index === 0,
    isLast: ({ context }) => context.index === context.questions.length - 1,
    needsAcknowledgement: ({ context }) => isSenior(context) && !context.read,
    acknowledgementMatches: ({ context }) => context.acknowledgement === RISK_SENIOR_ACKNOWLEDGEMENT,
    hasCode: ({ context }) => context.smsCode.trim() !== '',
  },
  actions: {
    navigate,
    persistDraft: (_args, _draft: RiskDraft) => {},
    clearDraft: () => {},
    assignLoaded: assign(({ context }, { questions, draft, age: recorded }: LoadedQuestionnaire) => {
      const age = recorded ?? context.age;
      const locked = lockedAgeAnswer(questions, age);
      const answers = { ...draft?.answers, ...(locked && { [AGE_SUBJECT_ID]: locked }) };
      const index = Math.min(Math.max(draft?.index ?? 0, 0), Math.max(questions.length - 1, 0));
      return {
        questions,
        answers,
        index,
        age,
        ageLocked: locked !== null,
        ageNoticed: draft?.ageNoticed ?? false,
        read: draft?.read ?? false,
      };
    }),
    startNotice: assign({ remaining: ({ context }) => context.ageNoticeSeconds }),
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    markNoticed: assign({ ageNoticed: true }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'user.choose');
      const question = current(context);
      if (!question) return {};
      const before = context.answers[question.subjectid]?.values ?? [];
      const values =
        question.kind === 'multiple'
          ? before.includes(event.value)
            ? before.filter((v) => v !== event.value)
            : [...before, event.value]
          : [event.value];
      return { answers: { ...context.answers, [question.subjectid]: { values, text: '' } } };
    }),
    typeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'user.typeAnswer');
      const question = current(context);
      if (!question) return {};
      const text = [...event.text].slice(0, RISK_TEXT_ANSWER_MAX).join('');
      return { answers: { ...context.answers, [question.subjectid]: { values: [], text } } };
    }),
    nextQuestion: assign({ index: ({ context }) => context.index + 1 }),
    previousQuestion: assign({ index: ({ context }) => context.index - 1 }),
    typeAcknowledgement: assign(({ event }) => {
      assertEvent(event, 'user.typeAcknowledgement');
      return { acknowledgement: event.text };
    }),
    fillAcknowledgement: assign({ acknowledgement: RISK_SENIOR_ACKNOWLEDGEMENT }),
    markRead: assign({ read: true }),
    changeCode: assign(({ event }) => {
      assertEvent(event, 'user.changeCode');
      return { smsCode: event.code.trim(), message: null };
    }),
    clearMessage: assign({ message: null, notice: null }),
    showSent: assign((_, { msg }: RiskSmsOutcome) => ({ notice: msg })),
    markSent: assign({ smsSent: true }),
    startCountdown: sendTo('smsCountdown', { type: 'countdown.start' }),
    showRefusal: assign((_, { msg }: RiskSmsOutcome | RiskSaveOutcome) => ({ message: msg })),
  },
}).createMachine({
  id: 'riskQuestionnaire',
  context: ({ input }) => {
    const age = input?.age && /^\d{1,3}$/.test(input.age) ? Number(input.age) : null;
    return {
      questions: [],
      answers: {},
      index: 0,
      age,
      ageLocked: false,
      ageNoticeSeconds: input?.ageNoticeSeconds ?? RISK_SENIOR_COUNTDOWN_S,
      remaining: 0,
      ageNoticed: false,
      acknowledgement: '',
      read: false,
      smsSeconds: input?.smsSeconds ?? SMS_RESEND_SECONDS,
      smsSent: false,
      smsCode: '',
      message: null,
      notice: null,
      inApp: input?.inApp ?? false,
      jumpType: input?.jumpType ?? '',
    };
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadQuestionnaire',
        src: 'loadQuestionnaire',
        onDone: [
          {
            guard: { type: 'resumesAtSms', params: output },
            target: 'verifying',
            actions: { type: 'assignLoaded', params: output },
          },
          { target: 'intro', actions: { type: 'assignLoaded', params: output } },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    intro: {
      on: {
        'user.start': [{ guard: 'needsAgeNotice', target: 'ageNotice' }, { target: 'answering' }],
      },
    },
    ageNotice: {
      entry: 'startNotice',
      initial: 'counting',
      states: {
        counting: {
          after: {
            tick: [
              { guard: 'hasSecondsLeft', target: 'counting', reenter: true, actions: 'countDown' },
              { target: 'ready' },
            ],
          },
        },
        ready: {
          on: {
            'user.acknowledgeAge': {
              target: '#riskQuestionnaire.answering',
              actions: [
                'markNoticed',
                { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') },
              ],
            },
          },
        },
      },
    },
    answering: {
      on: {
        'user.choose': {
          guard: 'canChoose',
          actions: ['choose', { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') }],
        },
        'user.typeAnswer': {
          actions: ['typeAnswer', { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') }],
        },
        'user.next': {
          guard: and(['isAnswered', not('isLast')]),
          actions: ['nextQuestion', { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') }],
        },
        'user.previous': [
          { guard: 'isFirst', target: 'intro' },
          {
            actions: [
              'previousQuestion',
              { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') },
            ],
          },
        ],
        'user.submit': [
          { guard: and(['isLast', 'isAnswered', 'needsAcknowledgement']), target: 'acknowledging' },
          {
            guard: and(['isLast', 'isAnswered']),
            target: 'verifying',
            actions: { type: 'persistDraft', params: ({ context }) => draftOf(context, 'verifying') },
          },
        ],
      },
    },
    acknowledging: {
      initial: 'typing',
      on: {
        'user.typeAcknowledgement': { target: '.typing', actions: 'typeAcknowledgement' },
        'user.back': 'answering',
      },
      states: {
        typing: {
          on: {
            'user.confirmAcknowledgement': [
              { guard: 'acknowledgementMatches', target: '#riskQuestionnaire.confirming' },
              { target: 'wrong' },
            ],
          },
        },
        wrong: {
          on: { 'user.fillAcknowledgement': { target: 'typing', actions: 'fillAcknowledgement' } },
        },
      },
    },
    confirming: {
      on: {
        'user.confirmRead': {
          target: 'verifying',
          actions: ['markRead', { type: 'persistDraft', params: ({ context }) => draftOf(context, 'verifying') }],
        },
        'user.cancel': 'acknowledging',
      },
    },
    verifying: {
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.smsSeconds }) },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.changeCode': { actions: 'changeCode' },
            'user.requestSms': { target: 'sendingSms', actions: 'clearMessage' },
            'user.save': { guard: 'hasCode', target: 'saving', actions: 'clearMessage' },
            'user.back': {
              target: '#riskQuestionnaire.answering',
              actions: { type: 'persistDraft', params: ({ context }) => draftOf(context, 'answering') },
            },
          },
        },
        sendingSms: {
          tags: ['busy'],
          invoke: {
            id: 'sendSms',
            src: 'sendSms',
            onDone: [
              {
                guard: outcome('quotaExhausted'),
                target: 'idle',
                actions: { type: 'showRefusal', params: output },
              },
              { target: 'idle', actions: ['markSent', 'startCountdown', { type: 'showSent', params: output }] },
            ],
            onError: 'idle',
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveAnswers',
            src: 'saveAnswers',
            input: ({ context }) => ({
              surveyid: context.questions[0]?.surveyid ?? '',
              answercontent: answerContent(context.questions, context.answers),
              msgCode: context.smsCode,
              readFlag: context.read ? '1' : '0',
            }),
            onDone: [
              { guard: outcome('smsWrong'), target: 'idle', actions: { type: 'showRefusal', params: output } },
              {
                guard: outcome('quotaExhausted'),
                target: 'idle',
                actions: { type: 'showRefusal', params: output },
              },
              {
                target: '#riskQuestionnaire.done',
                actions: [
                  'clearDraft',
                  {
                    type: 'navigate',
                    params: ({ context }) => ({ to: context.inApp ? 'riskResultApp' : 'riskResult', replace: true }),
                  },
                ],
              },
            ],
            onError: 'idle',
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type RiskQuestionnaireSnapshot = SnapshotFrom<typeof riskQuestionnaireMachine>;

/** What the questionnaire pages show. */
export function selectRiskQuestionnaireView(
  snapshot: Pick<RiskQuestionnaireSnapshot, 'context' | 'matches' | 'hasTag'>,
) {
  const { context } = snapshot;
  const question = current(context);
  const answer = question ? context.answers[question.subjectid] : undefined;
  const answered = isAnswered(question, answer);
  const last = context.index === context.questions.length - 1;
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    intro: snapshot.matches('intro'),
    /** 继续测评 instead of 开始测评: the investor answered beyond what the age answered. */
    resumes: Object.keys(context.answers).length > (context.ageLocked ? 1 : 0),
    ageNotice: snapshot.matches('ageNotice'),
    /** Seconds left on 我已知晓; 0 once it works. */
    noticeRemaining: snapshot.matches({ ageNotice: 'counting' }) ? context.remaining : 0,
    answering: snapshot.matches('answering'),
    question,
    answer: answer ?? { values: [], text: '' },
    position: `${context.index + 1}/${context.questions.length}`,
    locked: context.ageLocked && question?.subjectid === AGE_SUBJECT_ID,
    /** 下一题 or 提交: active only with an answer. */
    last,
    canAdvance: answered,
    textMax: RISK_TEXT_ANSWER_MAX,
    acknowledging: snapshot.matches('acknowledging'),
    acknowledgement: context.acknowledgement,
    acknowledgementWrong: snapshot.matches({ acknowledging: 'wrong' }),
    confirming: snapshot.matches('confirming'),
    verifying: snapshot.matches('verifying'),
    smsCode: context.smsCode,
    smsUsable: snapshot.matches({ verifying: 'idle' }),
    canSave: snapshot.matches({ verifying: 'idle' }) && context.smsCode.trim() !== '',
    message: context.message,
    notice: context.notice,
    busy: snapshot.hasTag('busy'),
  };
}
