/** The real calls and storage the questionnaire pages provide to their flow (spec 2 §7). */
import { fromPromise } from 'xstate';
import type {
  GivenAnswer,
  LoadedQuestionnaire,
  Question,
  RiskDraft,
  RiskSaveInput,
  RiskSaveOutcome,
  RiskSmsOutcome,
  riskQuestionnaireMachine,
} from './riskQuestionnaire';
import { api } from '../../src/api';
import { Code, parseAnswers, parseOptions, questionKind, type RiskQuestion } from '../../src/contract';
import type { Implementations } from '../../src/flows/useFlow';
import { getDraft, removeDraft, setDraft } from '../../src/platform/storage';
import { withRefusals } from '../../src/implementations/outcome';

const toQuestion = (q: RiskQuestion): Question => ({
  subjectid: q.subjectid,
  surveyid: q.surveyid,
  name: q.subjectname,
  kind: questionKind(q.choicemodel),
  options: parseOptions(q.surveyoption),
});

/**
 * riskMessageApp's `param` (spec 2 §2: the encoded JSON of the answer payload, `{surveyid, objtype, answercontent}`)
 * as a draft at the SMS step; null when it is not one.
 */
export function draftFromParam(param: string | null, questions: readonly Question[]): RiskDraft | null {
  if (!param) return null;
  try {
    const payload = JSON.parse(param) as { surveyid?: unknown; answercontent?: unknown };
    if (typeof payload.surveyid !== 'string' || typeof payload.answercontent !== 'string') return null;
    const parsed = parseAnswers(payload.answercontent);
    if (!parsed) return null;
    const answers: Record<string, GivenAnswer> = {};
    for (const a of parsed) {
      const question = questions.find((q) => q.subjectid === a.subjectid);
      answers[a.subjectid] =
        question?.kind === 'text' ? { values: [], text: a.labels.join(',') } : { values: [...a.values], text: '' };
    }
    return {
      surveyid: payload.surveyid,
      answers,
      index: Math.max(questions.length - 1, 0),
      ageNoticed: true,
      read: true,
      stage: 'verifying',
    };
  } catch {
    return null;
  }
}

/**
 * The questionnaire, the draft of this very questionnaire (`param` first, then a reload's; null otherwise), and the
 * investor's age as the server has it, asked for each time the page opens: it decides the 65+ rules, whichever link
 * led here.
 */
async function loadQuestionnaire(param: string | null): Promise<LoadedQuestionnaire> {
  const [questionary, customer] = await Promise.all([
    api.getQuestionary({ typeid: '1', custtype: '1' }),
    api.queryCustomerInfo({}),
  ]);
  const questions = questionary.data.map(toQuestion);
  const draft = draftFromParam(param, questions) ?? getDraft<RiskDraft>('riskQuestionnaire');
  const current = draft && questions.length > 0 && draft.surveyid === questions[0]!.surveyid;
  return { questions, draft: current ? draft : null, age: customer.data.age };
}

/** The flow's calls; riskMessageApp passes its `param`. */
export const riskQuestionnaireImplementations = (
  param: string | null,
): Implementations<typeof riskQuestionnaireMachine> => ({
  actors: {
    loadQuestionnaire: fromPromise(() => loadQuestionnaire(param)),
    sendSms: fromPromise((): Promise<RiskSmsOutcome> =>
      withRefusals((options) => api.queryRiskMsg({}, options), { [Code.quotaExhausted]: 'quotaExhausted' }),
    ),
    saveAnswers: fromPromise(({ input }: { input: RiskSaveInput }): Promise<RiskSaveOutcome> =>
      withRefusals((options) => api.updateInvestor({ ...input, objtype: '1' }, options), {
        [Code.smsCodeWrong]: 'smsWrong',
        [Code.quotaExhausted]: 'quotaExhausted',
      }),
    ),
  },
  actions: {
    persistDraft: (_args: unknown, draft: RiskDraft) => setDraft('riskQuestionnaire', draft),
    clearDraft: () => removeDraft('riskQuestionnaire'),
  },
});
