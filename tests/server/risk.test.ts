/**
 * The risk assessment calls of issue 7/11: getQuestionary, queryRiskMsg, updateInvestor, getQuestionResult,
 * queryRiskTimes, updateRiskReason and investorCert. Scoring and the risk types, the answers checked against the
 * questionnaire and the age on record, the SMS code, the daily and 12-month limits (configurable in the dictionary),
 * the 365-day validity, evidence kept as new rows, bad input (a clear 04040001, never 99999999), no session
 * (06060010), the verification gate (04040009), and one investor's assessment never reaching another.
 *
 * One server on the seeded database for the file; before each test the dev reset puts back what the tests change
 * (the clock they move by days, the assessments, reasons and pledges the limits count, sessions and SMS codes), and
 * the one test that changes the dictionary puts its values back itself.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AGE_SUBJECT_ID,
  Code,
  formatAnswers,
  parseAnswers,
  parseOptions,
  questionKind,
  riskText,
  type Answer,
  type CallKey,
  type CallRequest,
  type CallResponse,
  type RiskQuestion,
} from '../../src/contract';
import { levelOf, scoreAnswers, type QuestionRow } from '../../server/services/riskScoring';
import { PHONES, startServer, type AnyEnvelope, type Harness } from './harness';

type Who = 'verified' | 'unverified' | 'senior';
let h: Harness;
let tokens: Record<Who, string>;

async function logInAll(): Promise<void> {
  tokens = {} as Record<Who, string>;
  for (const who of ['verified', 'unverified', 'senior'] as const) tokens[who] = (await h.login(PHONES[who])).xtoken;
}

beforeAll(async () => {
  h = await startServer();
});
beforeEach(async () => {
  await h.reset();
  await logInAll();
});
afterAll(() => h.close());

const call = <K extends CallKey>(key: K, req: CallRequest<K>, as?: Who): Promise<AnyEnvelope> =>
  h.call(key, req, as ? tokens[as] : undefined);

/** result.data of a call that must succeed. */
async function data<K extends CallKey>(key: K, req: CallRequest<K>, as: Who): Promise<CallResponse<K>> {
  const env = await call(key, req, as);
  expect(env, `${key} as ${as}`).toMatchObject({ code: Code.ok, result: { statusCode: Code.ok } });
  return env.result.data as CallResponse<K>;
}

const refusal = (statusCode: string, msg: string) => ({ code: Code.ok, result: { statusCode, msg, data: null } });

/** Moves the clock by whole days; the sessions lapse on the way, so everyone logs in again. */
async function laterByDays(days: number): Promise<void> {
  await h.advanceClock(days * 86_400_000);
  await logInAll();
}

const questionnaire = async (): Promise<RiskQuestion[]> =>
  data('getQuestionary', { typeid: '1', custtype: '1' }, 'verified');

/**
 * A complete answer set: option `pick` of every choice question (a multiple choice takes `pick` and the first
 * option), the age question answered by `age`, the text question with a sentence.
 */
function answersFor(questions: RiskQuestion[], pick: number, age = 'B'): Answer[] {
  return questions.map((q) => {
    const options = parseOptions(q.surveyoption);
    const kind = questionKind(q.choicemodel);
    if (kind === 'text') return { subjectid: q.subjectid, values: [], labels: ['用于子女教育金的长期储备'] };
    const chosen =
      q.subjectid === AGE_SUBJECT_ID
        ? options.filter((o) => o.value === age)
        : kind === 'multiple'
          ? [...new Set([options[0]!, options[pick]!])]
          : [options[pick]!];
    return { subjectid: q.subjectid, values: chosen.map((o) => o.value), labels: chosen.map((o) => o.label) };
  });
}

/** Saves through the SMS step; the 70-year-old sends the read flag of the acknowledgement unless told otherwise. */
async function save(
  as: Who,
  answercontent: string,
  surveyid?: string,
  readFlag: '0' | '1' = as === 'senior' ? '1' : '0',
) {
  const questions = await questionnaire();
  await data('queryRiskMsg', {}, as);
  const msgCode = await h.smsCode(PHONES[as], 'risk');
  return call(
    'updateInvestor',
    { surveyid: surveyid ?? questions[0]!.surveyid, objtype: '1', answercontent, msgCode, readFlag },
    as,
  );
}

const resultRows = async (who: Who) =>
  (
    await h.db.query<{ answer_content: string; score: number; risk_level: string; age: number; reason: string }>(
      `SELECT answer_content, score, risk_level, age, reason FROM risk_results
       WHERE user_id = (SELECT id FROM users WHERE phone = $1) ORDER BY id`,
      [PHONES[who]],
    )
  ).rows;

describe('the questionnaire', () => {
  it('has ten choice questions and a text question, the first the age ranges, options as value:label', async () => {
    const questions = await questionnaire();
    expect(questions.length).toBeGreaterThanOrEqual(11);
    expect(new Set(questions.map((q) => q.surveyid)).size).toBe(1);
    const kinds = questions.map((q) => questionKind(q.choicemodel));
    expect(kinds.filter((k) => k === 'single').length).toBeGreaterThanOrEqual(8);
    expect(kinds).toContain('multiple');
    expect(kinds).toContain('text');
    expect(questions[0]!.subjectid).toBe(AGE_SUBJECT_ID);
    expect(parseOptions(questions[0]!.surveyoption).map((o) => o.label)).toEqual([
      '18-30岁',
      '31-50岁',
      '51-64岁',
      '65岁及以上',
    ]);
  });

  it('answers the same questionnaire to the unverified, who may read it before verifying', async () => {
    expect(await data('getQuestionary', {}, 'unverified')).toEqual(await questionnaire());
  });
});

describe('scoring', () => {
  it('gives each risk type its band of the 10–40 total', () => {
    expect([10, 16, 17, 22, 23, 28, 29, 34, 35, 40].map(levelOf)).toEqual([
      '01',
      '01',
      '02',
      '02',
      '03',
      '03',
      '04',
      '04',
      '05',
      '05',
    ]);
  });

  it('scores a multiple choice by its highest chosen option and the text question not at all', async () => {
    const { rows } = await h.db.query<QuestionRow>('SELECT * FROM risk_questions ORDER BY sort');
    const questions = await questionnaire();
    const lowest = answersFor(questions, 0, 'A');
    const highest = answersFor(questions, 3, 'A');
    // The age question scores 3 for A; the share of financial assets (question 3) scores its options in reverse
    // (A 4 … D 1); the other eight choice questions score A 1 … D 4, the multiple choice (A with D) its higher 4.
    expect(scoreAnswers(rows, lowest)).toBe(3 + 4 + 8 * 1);
    expect(scoreAnswers(rows, highest)).toBe(3 + 1 + 8 * 4);
  });
});

describe('saving an assessment', () => {
  it('checks the SMS code, stores the answers as sent with score, type and age, and answers the result', async () => {
    const questions = await questionnaire();
    const answercontent = formatAnswers(answersFor(questions, 2));
    const env = await save('verified', answercontent);
    expect(env).toMatchObject({ code: Code.ok, result: { statusCode: Code.ok, msg: riskText.saved } });
    const result = env.result.data as { riskleveldic: string; riskinputdate: string; corpenddate: string };
    // B for the age (4), option C elsewhere: 2 for the reversed question 3, 3 for the other eight: 30 → 积极型 (04).
    expect(result.riskleveldic).toBe('04');
    expect(result.riskinputdate).toMatch(/^\d{8}$/);
    const taken = `${result.riskinputdate.slice(0, 4)}-${result.riskinputdate.slice(4, 6)}-${result.riskinputdate.slice(6)}`;
    const expires = new Date(Date.parse(`${taken}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);
    expect(result.corpenddate).toBe(expires);
    expect(await data('getQuestionResult', {}, 'verified')).toEqual(result);

    const rows = await resultRows('verified');
    expect(rows).toHaveLength(2); // the seeded one stays: nothing is overwritten
    expect(rows[1]).toMatchObject({ answer_content: answercontent, score: 30, risk_level: '04', age: 45 });
    expect(parseAnswers(rows[1]!.answer_content)).toEqual(answersFor(questions, 2));
  });

  it('refuses a wrong SMS code and stores nothing', async () => {
    const questions = await questionnaire();
    await data('queryRiskMsg', {}, 'verified');
    const env = await call(
      'updateInvestor',
      {
        surveyid: questions[0]!.surveyid,
        objtype: '1',
        answercontent: formatAnswers(answersFor(questions, 1)),
        msgCode: '000000',
      },
      'verified',
    );
    expect(env).toMatchObject({ code: Code.ok, result: { statusCode: Code.smsCodeWrong } });
    expect(await resultRows('verified')).toHaveLength(1);
  });

  it('refuses answers the questionnaire does not allow, before the SMS code is spent', async () => {
    const questions = await questionnaire();
    const good = answersFor(questions, 1);
    const spoilt: Record<string, Answer[]> = {
      'a question left out': good.slice(1),
      'a question answered twice': [...good, good[1]!],
      'an option the question does not offer': good.map((a, i) => (i === 1 ? { ...a, values: ['Z'] } : a)),
      'a label other than the option’s': good.map((a, i) => (i === 1 ? { ...a, labels: ['随便写的'] } : a)),
      'two options for a single choice': good.map((a, i) =>
        i === 1 ? { ...a, values: ['A', 'B'], labels: ['10万元以下', '10-50万元'] } : a,
      ),
      'a blank text answer': good.map((a) => (a.values.length === 0 ? { ...a, labels: ['  '] } : a)),
    };
    await data('queryRiskMsg', {}, 'verified');
    const msgCode = await h.smsCode(PHONES.verified, 'risk');
    const surveyid = questions[0]!.surveyid;
    for (const [what, answers] of Object.entries(spoilt)) {
      const env = await call(
        'updateInvestor',
        { surveyid, objtype: '1', answercontent: formatAnswers(answers), msgCode },
        'verified',
      );
      expect(env, what).toEqual(refusal(Code.invalidInput, riskText.answersInvalid));
    }
    const unparsable = await call(
      'updateInvestor',
      { surveyid, objtype: '1', answercontent: 'no items', msgCode },
      'verified',
    );
    expect(unparsable).toEqual(refusal(Code.invalidInput, riskText.answersInvalid));
    const outdated = await call(
      'updateInvestor',
      { surveyid: '1999001', objtype: '1', answercontent: formatAnswers(good), msgCode },
      'verified',
    );
    expect(outdated).toEqual(refusal(Code.invalidInput, riskText.surveyChanged));
    // The code was not spent by the refusals: the good answers save with it.
    const saved = await call(
      'updateInvestor',
      { surveyid, objtype: '1', answercontent: formatAnswers(good), msgCode },
      'verified',
    );
    expect(saved).toMatchObject({ result: { statusCode: Code.ok } });
  });

  it('refuses a first answer other than the age on record, for the 45- and the 70-year-old', async () => {
    const questions = await questionnaire();
    expect(await save('verified', formatAnswers(answersFor(questions, 1, 'D')))).toEqual(
      refusal(Code.invalidInput, riskText.ageMismatch),
    );
    await h.advanceClock(61_000); // the SMS resend interval
    await logInAll();
    expect(await save('senior', formatAnswers(answersFor(questions, 1, 'B')))).toEqual(
      refusal(Code.invalidInput, riskText.ageMismatch),
    );
    await h.advanceClock(61_000);
    await logInAll();
    expect(await save('senior', formatAnswers(answersFor(questions, 1, 'D')))).toMatchObject({
      result: { statusCode: Code.ok },
    });
    expect((await resultRows('senior'))[0]).toMatchObject({ age: 70 });
  });

  it('saves a 70-year-old’s answers only with the acknowledgement confirmed, and keeps that it was', async () => {
    const questions = await questionnaire();
    const answers = formatAnswers(answersFor(questions, 1, 'D'));
    expect(await save('senior', answers, undefined, '0')).toEqual(
      refusal(Code.invalidInput, riskText.acknowledgementRequired),
    );
    expect(await resultRows('senior')).toEqual([]);
    await h.advanceClock(61_000);
    await logInAll();
    expect(await save('senior', answers, undefined, '1')).toMatchObject({ result: { statusCode: Code.ok } });
    const { rows } = await h.db.query<{ acknowledged: boolean }>(
      `SELECT acknowledged FROM risk_results WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
      [PHONES.senior],
    );
    expect(rows).toEqual([{ acknowledged: true }]);
  });

  it('refuses bad requests by the contract’s rules with 04040001', async () => {
    for (const bad of [
      { surveyid: '', objtype: '1', answercontent: '1:B:31-50岁', msgCode: '123456' },
      { surveyid: '2024001', objtype: '2', answercontent: '1:B:31-50岁', msgCode: '123456' },
      { surveyid: '2024001', objtype: '1', answercontent: '', msgCode: '123456' },
      { surveyid: '2024001', objtype: '1', answercontent: '1:B:31-50岁', msgCode: '' },
    ]) {
      const env = await h.call('updateInvestor', bad, tokens.verified);
      expect(env.code).toBe(Code.ok);
      expect(env.result.statusCode).toBe(Code.invalidInput);
      expect(env.result.msg).not.toBe('');
    }
    expect(await resultRows('verified')).toHaveLength(1);
  });
});

describe('attempts', () => {
  it('allows two a day by default, refuses the third with 您今日测评次数已经用完, and again the next day', async () => {
    const questions = await questionnaire();
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 2, totalTimes: 2 });
    const content = formatAnswers(answersFor(questions, 1));
    expect(await save('verified', content)).toMatchObject({ result: { statusCode: Code.ok } });
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 1, totalTimes: 2 });
    await h.advanceClock(61_000);
    await logInAll();
    expect(await save('verified', content)).toMatchObject({ result: { statusCode: Code.ok } });
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 0, totalTimes: 2 });

    const usedUp = refusal(Code.quotaExhausted, riskText.attemptsUsedUp);
    expect(await call('queryRiskMsg', {}, 'verified')).toEqual(usedUp);
    expect(await call('updateRiskReason', { riskReason: 'A' }, 'verified')).toEqual(usedUp);
    expect(await resultRows('verified')).toHaveLength(3);

    await laterByDays(1);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 2, totalTimes: 2 });
    expect(await save('verified', content)).toMatchObject({ result: { statusCode: Code.ok } });
  });

  it('takes the daily maximum and the 12-month cap from the dictionary', async ({ onTestFinished }) => {
    const { rows: seeded } = await h.db.query<{ dict_code: string; value: string }>(
      `SELECT dict_code, value FROM dict_values WHERE dict_code IN ('RISK_DAILY_TIMES', 'RISK_YEAR_TIMES')`,
    );
    onTestFinished(async () => {
      for (const { dict_code, value } of seeded) {
        await h.db.query('UPDATE dict_values SET value = $1 WHERE dict_code = $2', [value, dict_code]);
      }
    });
    await h.db.query(`UPDATE dict_values SET value = '3' WHERE dict_code = 'RISK_DAILY_TIMES'`);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 3, totalTimes: 3 });
    // The seeded assessment of 100 days ago counts in the 12 months.
    await h.db.query(`UPDATE dict_values SET value = '2' WHERE dict_code = 'RISK_YEAR_TIMES'`);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 1, totalTimes: 3 });
    const questions = await questionnaire();
    expect(await save('verified', formatAnswers(answersFor(questions, 1)))).toMatchObject({
      result: { statusCode: Code.ok },
    });
    expect(await call('queryRiskMsg', {}, 'verified')).toEqual(refusal(Code.quotaExhausted, riskText.yearlyUsedUp));
    // 12 months after the seeded one it no longer counts.
    await laterByDays(266);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 1, totalTimes: 3 });
  });
});

describe('validity', () => {
  it('keeps a result 365 days: the product detail matches it until then, not after', async () => {
    // DY0000001 asks for 03 (balanced); the verified investor's seeded result, taken 100 days ago, is 03.
    const meets = async () => (await data('queryProjectInfo', { trustCode: 'DY0000001' }, 'verified')).isMeetsRiskLevel;
    const { corpenddate } = await data('getQuestionResult', {}, 'verified');
    expect(await meets()).toBe(2);
    await laterByDays(265);
    expect(await meets()).toBe(2);
    await laterByDays(1);
    expect(await meets()).toBe(1);
    // The result itself is still answered, with its date, so the screen can ask for a re-assessment.
    expect((await data('getQuestionResult', {}, 'verified')).corpenddate).toBe(corpenddate);
  });
});

describe('re-assessment reason and pledge', () => {
  it('stores the reason and the next assessment carries it; the request rules want a reason', async () => {
    expect(await call('updateRiskReason', { riskReason: '  ' }, 'verified')).toEqual(
      refusal(Code.invalidInput, riskText.reasonRequired),
    );
    expect(await call('updateRiskReason', { riskReason: '家庭资产状况变化较大' }, 'verified')).toMatchObject({
      result: { statusCode: Code.ok, msg: riskText.reasonSaved },
    });
    const questions = await questionnaire();
    await save('verified', formatAnswers(answersFor(questions, 1)));
    expect((await resultRows('verified'))[1]).toMatchObject({ reason: '家庭资产状况变化较大' });
  });

  it('records every pledge as a new row with its time', async () => {
    await data('investorCert', {}, 'verified');
    await data('investorCert', {}, 'verified');
    const { rows } = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM investor_pledges WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
      [PHONES.verified],
    );
    expect(rows[0]!.n).toBe(2);
  });
});

describe('who may', () => {
  it('answers 06060010 without a session', async () => {
    for (const key of [
      'getQuestionary',
      'queryRiskMsg',
      'getQuestionResult',
      'queryRiskTimes',
      'investorCert',
    ] as const) {
      expect((await h.call(key, {})).code, key).toBe(Code.sessionExpired);
    }
  });

  it('keeps the unverified out of saving, the SMS code, the reason and the pledge (04040009)', async () => {
    const notCertified = refusal(Code.notCertified, '请先完成实名认证');
    expect(await call('queryRiskMsg', {}, 'unverified')).toEqual(notCertified);
    expect(await call('updateRiskReason', { riskReason: 'A' }, 'unverified')).toEqual(notCertified);
    expect(await call('investorCert', {}, 'unverified')).toEqual(notCertified);
    expect(
      await call(
        'updateInvestor',
        { surveyid: '2024001', objtype: '1', answercontent: '1:A:18-30岁', msgCode: '123456' },
        'unverified',
      ),
    ).toEqual(notCertified);
  });

  it('never shows or changes one investor’s assessment through another', async () => {
    const before = await data('getQuestionResult', {}, 'verified');
    expect(await data('getQuestionResult', {}, 'senior')).toEqual({
      riskleveldic: '',
      riskinputdate: '',
      corpenddate: '',
    });
    const questions = await questionnaire();
    await save('senior', formatAnswers(answersFor(questions, 0, 'D')));
    expect(await data('getQuestionResult', {}, 'verified')).toEqual(before);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 2, totalTimes: 2 });
    expect(await resultRows('verified')).toHaveLength(1);
  });
});

describe('the dev reset', () => {
  it('puts the demo investors’ assessments, reasons and pledges back to the seeded ones', async () => {
    await data('updateRiskReason', { riskReason: 'A' }, 'verified');
    await save('verified', formatAnswers(answersFor(await questionnaire(), 1)));
    await data('investorCert', {}, 'verified');
    await h.reset();
    await logInAll();
    expect(await resultRows('verified')).toHaveLength(1);
    expect(await data('queryRiskTimes', {}, 'verified')).toEqual({ times: 2, totalTimes: 2 });
    const { rows } = await h.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM risk_reasons) + (SELECT count(*) FROM investor_pledges) AS n',
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
