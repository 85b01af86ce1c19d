/**
 * The risk assessment of spec 2 (§2 "Risk questionnaire" to "Risk result", §7): the attempts an investor has left,
 * the save with its checks (questionnaire, age, the 65+ acknowledgement, the SMS code, the limits), the result, the
 * re-assessment reason and the qualified-investor pledge — the rules and the SQL behind routes/risk.ts; the scoring
 * is services/riskScoring.ts. Assessments, reasons and pledges are evidence: each is a new row with its time (and
 * for an assessment the questionnaire, the answers as the investor saw them, the score and the age); nothing here
 * changes or deletes one.
 */
import {
  AGE_SUBJECT_ID,
  PLEDGES_PER_DAY,
  RISK_SENIOR_AGE,
  RISK_VALID_DAYS,
  ageAnswer,
  parseAnswers,
  riskText,
  type CallRequest,
  type RiskQuestion,
  type RiskResult,
} from '../../src/contract';
import type { Clock } from '../core/clock';
import type { Db, Queryable } from '../db/types';
import { chinaToday } from './clock';
import { currentQuestions, levelOf, scoreAnswers } from './riskScoring';
import { requireSmsCode, sendSmsCode } from './sms';
import { insertWithinDailyLimit, limitReached, writeWithinLimit, type DailyLimit } from './userLimits';
import { ageOf } from './users';
import { invalid } from './validation';

/** Defaults when the operator has not set the limits in the dictionary (docs/server.md, "Attempts: 2 a day, 8 in any 12 months"). */
export const RISK_DAILY_TIMES_DEFAULT = 2;
export const RISK_YEAR_TIMES_DEFAULT = 8;

const RESULT_COLUMNS = `risk_level AS riskleveldic, to_char(input_date, 'YYYYMMDD') AS riskinputdate,
  to_char(end_date, 'YYYY-MM-DD') AS corpenddate`;
const NO_RESULT: RiskResult = { riskleveldic: '', riskinputdate: '', corpenddate: '' };

async function limit(db: Queryable, dictCode: string, fallback: number): Promise<number> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM dict_values WHERE dict_code = $1', [dictCode]);
  const value = Number(rows[0]?.value);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export interface Attempts {
  /** Remaining today (never more than the 12 months allow). */
  times: number;
  /** The daily maximum. */
  totalTimes: number;
  /** What stops a further assessment, when one is stopped. */
  refusal: string | null;
}

/** Assessments saved today and in the last 12 months against the dictionary's limits. */
export async function attempts(db: Queryable, clock: Clock, userId: number): Promise<Attempts> {
  const totalTimes = await limit(db, 'RISK_DAILY_TIMES', RISK_DAILY_TIMES_DEFAULT);
  const yearly = await limit(db, 'RISK_YEAR_TIMES', RISK_YEAR_TIMES_DEFAULT);
  const { rows } = await db.query<{ today: number; year: number }>(
    `SELECT count(*) FILTER (WHERE input_date = $2::date)::int AS today,
            count(*) FILTER (WHERE input_date > $2::date - interval '12 months')::int AS year
     FROM risk_results WHERE user_id = $1`,
    [userId, chinaToday(clock)],
  );
  const today = rows[0]?.today ?? 0;
  const year = rows[0]?.year ?? 0;
  const times = Math.max(0, Math.min(totalTimes - today, yearly - year));
  const refusal = times > 0 ? null : totalTimes - today <= 0 ? riskText.attemptsUsedUp : riskText.yearlyUsedUp;
  return { times, totalTimes, refusal };
}

/** Refuses (quota exhausted) when no assessment may be saved now. */
export async function requireAttempt(db: Queryable, clock: Clock, userId: number): Promise<void> {
  const { refusal } = await attempts(db, clock, userId);
  if (refusal) limitReached(refusal);
}

async function phoneOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
  return rows[0]?.phone ?? '';
}

/** The questionnaire in force, as the client shows it. */
export async function questionnaire(db: Queryable): Promise<RiskQuestion[]> {
  return (await currentQuestions(db)).map((q) => ({
    subjectid: q.subject_id,
    surveyid: q.survey_id,
    subjectname: q.subject_name,
    choicemodel: q.choice_model,
    surveyoption: q.survey_option,
  }));
}

/** The SMS code before a save; none for an assessment that could not be saved. */
export async function sendAssessmentCode(db: Db, clock: Clock, userId: number, ip: string): Promise<void> {
  await requireAttempt(db, clock, userId);
  await sendSmsCode(db, clock, { phone: await phoneOf(db, userId), purpose: 'risk', origin: { ip } });
}

/**
 * Saves an assessment: the questionnaire in force, complete answers, the age answer the birth date gives, from 65 the
 * re-typed acknowledgement (the read flag), an attempt left and the SMS code; its score and risk type, valid
 * RISK_VALID_DAYS, with the latest re-assessment reason given since the last one.
 */
export async function saveAssessment(
  db: Db,
  clock: Clock,
  userId: number,
  req: CallRequest<'updateInvestor'>,
): Promise<RiskResult> {
  const questions = await currentQuestions(db);
  if (req.surveyid !== questions[0]?.survey_id) invalid(riskText.surveyChanged);
  const answers = parseAnswers(req.answercontent);
  if (!answers) invalid(riskText.answersInvalid);
  const score = scoreAnswers(questions, answers);
  const age = await ageOf(db, clock, userId);
  const expected = age === null ? null : ageAnswer(age);
  const given = answers.find((a) => a.subjectid === AGE_SUBJECT_ID)?.values[0];
  if (expected !== null && given !== expected) invalid(riskText.ageMismatch);
  const acknowledged = req.readFlag === '1';
  if (age !== null && age >= RISK_SENIOR_AGE && !acknowledged) invalid(riskText.acknowledgementRequired);
  // Checked before the code is spent, and again under the lock below.
  await requireAttempt(db, clock, userId);
  await requireSmsCode(db, clock, { phone: await phoneOf(db, userId), purpose: 'risk', code: req.msgCode });

  const now = clock.now();
  const today = chinaToday(clock);
  // One save at a time per investor, so two parallel saves cannot both take the last attempt.
  return writeWithinLimit(
    db,
    userId,
    (tx) => requireAttempt(tx, clock, userId),
    async (tx) => {
      const { rows } = await tx.query<RiskResult>(
        `INSERT INTO risk_results
         (user_id, survey_id, answer_content, score, risk_level, input_date, end_date, reason, age, acknowledged,
          created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date, $6::date + $7::int, COALESCE((
         SELECT r.reason FROM risk_reasons r WHERE r.user_id = $1 AND r.created_at > COALESCE(
           (SELECT max(created_at) FROM risk_results WHERE user_id = $1), '-infinity')
         ORDER BY r.created_at DESC, r.id DESC LIMIT 1), ''), $8, $9, $10)
       RETURNING ${RESULT_COLUMNS}`,
        [
          userId,
          req.surveyid,
          req.answercontent,
          score,
          levelOf(score),
          today,
          RISK_VALID_DAYS,
          age,
          acknowledged,
          now,
        ],
      );
      return rows[0] ?? NO_RESULT;
    },
  );
}

/** The latest assessment, expired or not; empty fields without one. */
export async function latestResult(db: Queryable, userId: number): Promise<RiskResult> {
  const { rows } = await db.query<RiskResult>(
    `SELECT ${RESULT_COLUMNS} FROM risk_results WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? NO_RESULT;
}

/** A re-assessment reason, kept for the next assessment; only while one may be saved. */
export async function saveReason(db: Queryable, clock: Clock, userId: number, reason: string): Promise<void> {
  await requireAttempt(db, clock, userId);
  await db.query('INSERT INTO risk_reasons (user_id, reason, created_at) VALUES ($1, $2, $3)', [
    userId,
    reason.trim(),
    clock.now(),
  ]);
}

/**
 * Pledges a day. The page sends one each time the investor confirms it; five a day leave room for an investor who
 * comes back to it, while a script cannot grow the evidence without bound.
 */
const PLEDGE_LIMIT: DailyLimit = {
  table: 'investor_pledges',
  perDay: PLEDGES_PER_DAY,
  refusal: riskText.pledgesUsedUp,
};

/** The qualified-investor pledge, one row each time it is given, at most PLEDGES_PER_DAY a China day. */
export async function savePledge(db: Db, clock: Clock, userId: number): Promise<void> {
  await insertWithinDailyLimit(db, clock, userId, PLEDGE_LIMIT, async (tx) => {
    await tx.query('INSERT INTO investor_pledges (user_id, created_at) VALUES ($1, $2)', [userId, clock.now()]);
  });
}
