/**
 * The risk assessment's rules that the questionnaire screens and the server both apply (spec 2 §2 "Risk
 * questionnaire", §3 "Risk question", "Answer payload", §4, §9): the age thresholds, the first answer an age
 * implies, the answercontent format, the risk types with the product levels they allow, and the validity.
 */
import { charCount, chinaDate } from './fields.ts';
import type { RiskLevel, RiskResult } from './invest.ts';
import { riskText } from './texts.ts';

/** From this age the first question (the age range) is answered from the investor's age and locked. */
export const RISK_ADULT_AGE = 18;
/** From this age the age warning with its countdown and the re-typed acknowledgement are required. */
export const RISK_SENIOR_AGE = 65;
/** The senior age warning's countdown before its confirm button works. */
export const RISK_SENIOR_COUNTDOWN_S = 5;
/** A result is valid this many days from the day it was taken (spec 2 §2 "Risk result"). */
export const RISK_VALID_DAYS = 365;
/**
 * What an investor aged 65 or over reads before starting (spec 2 §2 "Risk questionnaire"; the wording is the
 * product's, after the 2025 suitability rules' special care for older investors).
 */
export const RISK_SENIOR_NOTICE =
  '您已年满65周岁。请您结合自身年龄、健康状况、收入来源及资金用途审慎评估风险承受能力，如实填写问卷；如有需要，可请家属陪同完成测评。';
/** The sentence an investor aged 65 or over re-types, exactly, before the answers are saved. */
export const RISK_SENIOR_ACKNOWLEDGEMENT = '本人已年满65周岁，已充分了解投资风险，确认以上答案为本人真实意愿的表示。';

/** The questionnaire's longest free-text answer, in characters. */
export const RISK_TEXT_ANSWER_MAX = 200;

/** choicemodel: 0 and 2 single choice, 1 multiple choice, anything else a text answer (spec 2 §3). */
export type QuestionKind = 'single' | 'multiple' | 'text';
export function questionKind(choicemodel: string): QuestionKind {
  if (choicemodel === '0' || choicemodel === '2') return 'single';
  return choicemodel === '1' ? 'multiple' : 'text';
}

export interface QuestionOption {
  value: string;
  label: string;
}

/** surveyoption 'A:label|B:label…' as options; a part without a value is skipped. */
export function parseOptions(surveyoption: string): QuestionOption[] {
  return surveyoption
    .split('|')
    .map((part) => {
      const at = part.indexOf(':');
      return at > 0 ? { value: part.slice(0, at).trim(), label: part.slice(at + 1).trim() } : null;
    })
    .filter((option): option is QuestionOption => option !== null && option.value !== '');
}

/**
 * The first question's answer for an age: its age ranges are 18–30, 31–50, 51–64 and 65 and over, in this order.
 * Null under 18, where the investor answers it.
 */
const AGE_ANSWERS: readonly (readonly [minAge: number, value: string])[] = [
  [RISK_SENIOR_AGE, 'D'],
  [51, 'C'],
  [31, 'B'],
  [RISK_ADULT_AGE, 'A'],
];
export function ageAnswer(age: number): string | null {
  return AGE_ANSWERS.find(([minAge]) => age >= minAge)?.[1] ?? null;
}
/** The subject whose answer the age sets. */
export const AGE_SUBJECT_ID = '1';

/** One answered question: the option values (one for a single choice, several for a multiple) or the typed text. */
export interface Answer {
  subjectid: string;
  /** Option values in the questionnaire's order; empty for a text question. */
  values: readonly string[];
  /** What the investor saw: the chosen options' labels, or the typed text. */
  labels: readonly string[];
}

/**
 * answercontent (spec 2 §3): `subjectid:value:label` per question, joined by `|`. A multiple choice joins its values
 * and its labels with `,`; a text answer has no value and its text as the label. A `|` typed into a text answer
 * would end the item, so it is sent as the full-width `｜`, which reads the same.
 */
export function formatAnswers(answers: readonly Answer[]): string {
  return answers
    .map((a) => `${a.subjectid}:${a.values.join(',')}:${a.labels.join(',').replace(/\|/g, '｜')}`)
    .join('|');
}

/** The inverse of formatAnswers; null when an item has no subject. */
export function parseAnswers(answercontent: string): Answer[] | null {
  const answers: Answer[] = [];
  for (const item of answercontent.split('|')) {
    const first = item.indexOf(':');
    const second = item.indexOf(':', first + 1);
    if (first <= 0 || second < 0) return null;
    const values = item.slice(first + 1, second);
    const label = item.slice(second + 1);
    answers.push({
      subjectid: item.slice(0, first),
      values: values === '' ? [] : values.split(','),
      labels: values === '' ? [label] : label.split(','),
    });
  }
  return answers;
}

/** A text answer is given once it has a non-blank character, and fits. */
export function textAnswerGiven(text: string): boolean {
  return text.trim() !== '' && charCount(text) <= RISK_TEXT_ANSWER_MAX;
}

/**
 * The risk types, ascending, and the highest product level each may buy (spec 2 §4): 保守型 R1, 稳健型 up to R2,
 * 平衡型 up to R3, 积极型 up to R4, 激进型 every level. The spec's readings differ on the fourth and fifth names
 * (aggressive / radical, or proactive / aggressive); these are the product's.
 */
export const RISK_TYPES: Readonly<Record<RiskLevel, { name: string; products: string }>> = {
  '01': { name: '保守型', products: 'R1' },
  '02': { name: '稳健型', products: 'R1、R2' },
  '03': { name: '平衡型', products: 'R1、R2、R3' },
  '04': { name: '积极型', products: 'R1、R2、R3、R4' },
  '05': { name: '激进型', products: 'R1、R2、R3、R4、R5' },
};

/**
 * The remaining-attempts hint of the re-assessment and result screens (spec 2 §2), with the full-width comma of
 * Chinese copy where the spec's text has a half-width one (issue 16/18).
 */
export const attemptsHint = (totalTimes: number, times: number): string =>
  `每日最多可测评${totalTimes}次，您还可测评${times}次`;

/** A risk result is valid through its expiry day (corpenddate). */
const isRiskResultExpired = (corpenddate: string): boolean => corpenddate !== '' && corpenddate < chinaDate(new Date());

/**
 * What the latest assessment means today, the one reading every screen shows (我的, a product's suitability, the
 * result): never assessed, or a type with its level, valid through its expiry day or expired.
 */
export type RiskReading =
  { assessed: false } | { assessed: true; level: RiskLevel; type: (typeof RISK_TYPES)[RiskLevel]; expired: boolean };

export function readRisk(result: Pick<RiskResult, 'riskleveldic' | 'corpenddate'> | null | undefined): RiskReading {
  if (!result?.riskleveldic) return { assessed: false };
  const level = result.riskleveldic;
  return { assessed: true, level, type: RISK_TYPES[level], expired: isRiskResultExpired(result.corpenddate) };
}

/** The investor's latest assessment and today's remaining attempts (getQuestionResult and queryRiskTimes). */
export interface RiskStanding {
  result: RiskResult;
  times: number;
  totalTimes: number;
}

/**
 * Why the investor re-assesses (spec 2 §2 "Risk re-assessment reason"): A–D send their letter, E (other) sends the
 * typed text. The spec names only E; the wording of A–D is the product's.
 */
export const REASSESS_REASONS = [
  { value: 'A', label: '个人或家庭财务状况发生变化' },
  { value: 'B', label: '投资经验或投资知识有所增加' },
  { value: 'C', label: '投资目标或风险偏好发生变化' },
  { value: 'D', label: '上次测评信息填写有误' },
  { value: 'E', label: '其他' },
] as const;
export type ReassessReason = '' | (typeof REASSESS_REASONS)[number]['value'];
/** The server keeps at most this many characters of a reason (its request rule). */
export const REASSESS_REASON_MAX = 100;

/** The first thing to fix before the reason can be sent, or null. */
export function reassessReasonError(reason: ReassessReason, otherReason: string): string | null {
  if (reason === '') return riskText.reasonRequired;
  if (reason === 'E' && otherReason.trim() === '') return riskText.otherReasonRequired;
  return null;
}

/** What updateRiskReason sends as riskReason. */
export const reasonSent = (reason: ReassessReason, otherReason: string): string =>
  reason === 'E' ? otherReason.trim() : reason;
