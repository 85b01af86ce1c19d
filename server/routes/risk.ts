/**
 * The risk assessment of spec 2 (§2 "Risk questionnaire" to "Risk result", §7): the questionnaire, the SMS code
 * before saving, the save with its scoring and limits, the result, the remaining attempts, the re-assessment reason,
 * and the qualified-investor pledge. Assessments, reasons and pledges are evidence: each is a new row with its time
 * (and for an assessment the questionnaire, the answers as the investor saw them, the score and the age); no call
 * changes or deletes one.
 */
import {
  AGE_SUBJECT_ID,
  Code,
  RISK_SENIOR_AGE,
  RISK_VALID_DAYS,
  ageAnswer,
  parseAnswers,
  riskText,
  type RiskQuestion,
  type RiskResult,
} from '../../src/contract';
import { BusinessError, sessionOf, type CallContext, type Handlers } from '../core/calls';
import type { Queryable } from '../db/types';
import { chinaToday } from '../services/clock';
import { currentQuestions, levelOf, scoreAnswers } from '../services/riskScoring';
import { SMS_SENT_MSG, requireSmsCode, sendSmsCode } from '../services/sms';
import { requireCertified } from '../services/users';
import { invalid } from '../services/validation';

/** Whole years between the birth date and today in China; null when the birth date is not on record. */
async function ageOf(ctx: CallContext, userId: number): Promise<number | null> {
  const { rows } = await ctx.db.query<{ age: number | null }>(
    `SELECT date_part('year', age($2::date, birth_date))::int AS age FROM users WHERE id = $1`,
    [userId, chinaToday(ctx.clock)],
  );
  return rows[0]?.age ?? null;
}

async function limit(db: Queryable, dictCode: string, fallback: number): Promise<number> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM dict_values WHERE dict_code = $1', [dictCode]);
  const value = Number(rows[0]?.value);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Defaults when the operator has not set the limits in the dictionary (decisions.md). */
export const RISK_DAILY_TIMES_DEFAULT = 2;
export const RISK_YEAR_TIMES_DEFAULT = 8;

interface Attempts {
  /** Remaining today (never more than the 12 months allow). */
  times: number;
  /** The daily maximum. */
  totalTimes: number;
  /** What stops a further assessment, when one is stopped. */
  refusal: string | null;
}

/** Assessments saved today and in the last 12 months against the dictionary's limits. */
async function attempts(db: Queryable, ctx: CallContext, userId: number): Promise<Attempts> {
  const totalTimes = await limit(db, 'RISK_DAILY_TIMES', RISK_DAILY_TIMES_DEFAULT);
  const yearly = await limit(db, 'RISK_YEAR_TIMES', RISK_YEAR_TIMES_DEFAULT);
  const { rows } = await db.query<{ today: number; year: number }>(
    `SELECT count(*) FILTER (WHERE input_date = $2::date)::int AS today,
            count(*) FILTER (WHERE input_date > $2::date - interval '12 months')::int AS year
     FROM risk_results WHERE user_id = $1`,
    [userId, chinaToday(ctx.clock)],
  );
  const today = rows[0]?.today ?? 0;
  const year = rows[0]?.year ?? 0;
  const times = Math.max(0, Math.min(totalTimes - today, yearly - year));
  const refusal = times > 0 ? null : totalTimes - today <= 0 ? riskText.attemptsUsedUp : riskText.yearlyUsedUp;
  return { times, totalTimes, refusal };
}

async function requireAttempt(db: Queryable, ctx: CallContext, userId: number): Promise<void> {
  const { refusal } = await attempts(db, ctx, userId);
  if (refusal) throw new BusinessError(Code.quotaExhausted, refusal);
}

async function phoneOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
  return rows[0]?.phone ?? '';
}

const RESULT_COLUMNS = `risk_level AS riskleveldic, to_char(input_date, 'YYYYMMDD') AS riskinputdate,
  to_char(end_date, 'YYYY-MM-DD') AS corpenddate`;
const NO_RESULT: RiskResult = { riskleveldic: '', riskinputdate: '', corpenddate: '' };

export const riskHandlers: Handlers = {
  getQuestionary: async (_req, { db }) => {
    const rows = await currentQuestions(db);
    const questions: RiskQuestion[] = rows.map((q) => ({
      subjectid: q.subject_id,
      surveyid: q.survey_id,
      subjectname: q.subject_name,
      choicemodel: q.choice_model,
      surveyoption: q.survey_option,
    }));
    return { data: questions };
  },

  queryRiskMsg: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    // No code for an assessment that could not be saved.
    await requireAttempt(ctx.db, ctx, userId);
    await sendSmsCode(ctx.db, ctx.clock, {
      phone: await phoneOf(ctx.db, userId),
      purpose: 'risk',
      origin: { ip: ctx.ip },
    });
    return { data: null, msg: SMS_SENT_MSG };
  },

  updateInvestor: async (req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    const questions = await currentQuestions(ctx.db);
    if (req.surveyid !== questions[0]?.survey_id) invalid(riskText.surveyChanged);
    const answers = parseAnswers(req.answercontent);
    if (!answers) invalid(riskText.answersInvalid);
    const score = scoreAnswers(questions, answers);
    const age = await ageOf(ctx, userId);
    const expected = age === null ? null : ageAnswer(age);
    const given = answers.find((a) => a.subjectid === AGE_SUBJECT_ID)?.values[0];
    if (expected !== null && given !== expected) invalid(riskText.ageMismatch);
    // From 65 the answers are saved only with the re-typed acknowledgement confirmed (spec 2 §2, the read flag).
    const acknowledged = req.readFlag === '1';
    if (age !== null && age >= RISK_SENIOR_AGE && !acknowledged) invalid(riskText.acknowledgementRequired);
    // Checked before the code is spent, and again under the lock below.
    await requireAttempt(ctx.db, ctx, userId);
    await requireSmsCode(ctx.db, ctx.clock, {
      phone: await phoneOf(ctx.db, userId),
      purpose: 'risk',
      code: req.msgCode,
    });

    const now = ctx.clock.now();
    const today = chinaToday(ctx.clock);
    const result = await ctx.db.transaction(async (tx) => {
      // One save at a time per investor, so two parallel saves cannot both take the last attempt.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await requireAttempt(tx, ctx, userId);
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
    });
    return { data: result, msg: riskText.saved };
  },

  getQuestionResult: async (_req, ctx) => {
    const { rows } = await ctx.db.query<RiskResult>(
      `SELECT ${RESULT_COLUMNS} FROM risk_results WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [sessionOf(ctx).userId],
    );
    return { data: rows[0] ?? NO_RESULT };
  },

  queryRiskTimes: async (_req, ctx) => {
    const { times, totalTimes } = await attempts(ctx.db, ctx, sessionOf(ctx).userId);
    return { data: { times, totalTimes } };
  },

  updateRiskReason: async (req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await requireAttempt(ctx.db, ctx, userId);
    await ctx.db.query('INSERT INTO risk_reasons (user_id, reason, created_at) VALUES ($1, $2, $3)', [
      userId,
      req.riskReason.trim(),
      ctx.clock.now(),
    ]);
    return { data: null, msg: riskText.reasonSaved };
  },

  investorCert: async (_req, ctx) => {
    const userId = sessionOf(ctx).userId;
    await requireCertified(ctx.db, userId);
    await ctx.db.query('INSERT INTO investor_pledges (user_id, created_at) VALUES ($1, $2)', [userId, ctx.clock.now()]);
    return { data: null, msg: riskText.pledgeSaved };
  },
};
