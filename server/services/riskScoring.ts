/**
 * The scoring of a risk assessment (spec 2 §2 "Risk questionnaire", §7 updateInvestor): the questionnaire in force,
 * the score of a complete set of answers (or why they are refused), and the risk type a score gives.
 */
import { parseOptions, questionKind, riskText, textAnswerGiven, type Answer, type RiskLevel } from '../../src/contract';
import type { Queryable } from '../db/types';
import { invalid } from './validation';

/** A row of risk_questions, as the scoring reads it. */
export interface QuestionRow {
  survey_id: string;
  subject_id: string;
  subject_name: string;
  choice_model: string;
  survey_option: string;
  option_scores: string;
}

/** The questionnaire in force: the latest survey id. */
export async function currentQuestions(db: Queryable): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT survey_id, subject_id, subject_name, choice_model, survey_option, option_scores FROM risk_questions
     WHERE survey_id = (SELECT max(survey_id) FROM risk_questions) ORDER BY sort`,
  );
  return rows;
}

/**
 * The score of a complete set of answers, or a refusal: every question answered exactly once, with options the
 * question offers and the labels it shows them with (what the investor saw is what is stored), a multiple choice
 * without repeats, a text answer non-blank and within its length. A choice scores its option, a multiple choice its
 * highest chosen option, a text nothing.
 */
export function scoreAnswers(questions: readonly QuestionRow[], answers: readonly Answer[]): number {
  if (answers.length !== questions.length) invalid(riskText.answersInvalid);
  const bySubject = new Map(answers.map((a) => [a.subjectid, a]));
  if (bySubject.size !== answers.length) invalid(riskText.answersInvalid);
  let total = 0;
  for (const question of questions) {
    const answer = bySubject.get(question.subject_id);
    if (!answer) invalid(riskText.answersInvalid);
    const kind = questionKind(question.choice_model);
    if (kind === 'text') {
      const [text] = answer.labels;
      if (answer.values.length > 0 || answer.labels.length !== 1 || text === undefined || !textAnswerGiven(text)) {
        invalid(riskText.answersInvalid);
      }
      continue;
    }
    const options = parseOptions(question.survey_option);
    const scores = new Map(parseOptions(question.option_scores).map((o) => [o.value, Number(o.label)]));
    const chosen = answer.values.map((value) => options.find((o) => o.value === value));
    const wellFormed =
      chosen.length > 0 &&
      (kind === 'multiple' || chosen.length === 1) &&
      new Set(answer.values).size === answer.values.length &&
      chosen.every((o, i) => o !== undefined && answer.labels[i] === o.label) &&
      answer.labels.length === chosen.length;
    if (!wellFormed) invalid(riskText.answersInvalid);
    total += Math.max(...answer.values.map((value) => scores.get(value) ?? 0));
  }
  return total;
}

/** Lowest total of each risk type; the ten choice questions score 10–40 in all. */
const LEVEL_FLOORS: readonly (readonly [number, RiskLevel])[] = [
  [35, '05'],
  [29, '04'],
  [23, '03'],
  [17, '02'],
  [0, '01'],
];
export const levelOf = (score: number): RiskLevel => LEVEL_FLOORS.find(([floor]) => score >= floor)?.[1] ?? '01';
