/**
 * No double effects (services/submissions.ts): ten identical submissions of a state-changing call sent at once with
 * one Idempotency-Key make one effect and ten equal answers, for every call in SUBMISSION_CALLS (an upload: as many
 * at once as its caps let run); a key reused with another body is refused; an answer that is not final is not kept, so a retry runs again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  Code,
  CRS_UPLOAD_PATH,
  IDEMPOTENCY_HEADER,
  SUBMISSION_CALLS,
  TOKEN_HEADER,
  formatAnswers,
  parseOptions,
  questionKind,
  type CallKey,
  type RiskQuestion,
  type SubmissionCall,
} from '../../../src/contract';
import { systemClock } from '../../../server/services/clock';
import { SUBMISSION_REUSED_MSG, submitOnce } from '../../../server/services/submissions';
import { UPLOAD_CAPS } from '../../../server/services/uploads';
import { businessFailure, ok, systemFailure } from '../../../server/http/envelope';
import { REQUEST_SAMPLES } from '../requestSamples';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer, type AnyEnvelope, type Harness } from '../harness';
import { jpeg, multipart } from '../uploadFixtures';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const REPEATS = 10;
let keys = 0;
const newKey = () => `submission-key-${String(++keys).padStart(6, '0')}`;

const count = async (sql: string, params: unknown[] = []) => (await h.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const userRows = (table: string, phone: string) =>
  count(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = (SELECT id FROM users WHERE phone = $1)`, [phone]);

/** One submission: how to send it (after any setup) and what its effect is, counted. */
interface Case {
  prepare(): Promise<{ send: (key: string) => Promise<AnyEnvelope>; effects?: () => Promise<number> }>;
  /**
   * The call ends the sessions of its user (a password change): a repeat that arrives after it is refused by the
   * session check (06060010), which comes before any answer is replayed.
   */
  endsSession?: boolean;
  /** How many are sent at once, when fewer than REPEATS may run at a time (an upload's caps). */
  repeats?: number;
}

const post = (callKey: string, requestData: unknown, key: string, token?: string) =>
  h
    .post(
      `${API_PREFIX}/${callKey}`,
      { requestData },
      {
        [IDEMPOTENCY_HEADER]: key,
        ...(token && { [TOKEN_HEADER]: token }),
      },
    )
    .then((r) => r.json() as AnyEnvelope);

/** A call by a logged-in demo user with a fixed body. */
const asUser =
  <K extends CallKey>(callKey: K, phone: string, requestData: unknown, table?: string): Case['prepare'] =>
  async () => {
    const { xtoken } = await h.login(phone);
    return {
      send: (key) => post(callKey, requestData, key, xtoken),
      ...(table && { effects: () => userRows(table, phone) }),
    };
  };

async function riskAnswers(token: string): Promise<{ surveyid: string; answercontent: string }> {
  const env = await h.call('getQuestionary', { typeid: '1', custtype: '1' }, token);
  const questions = env.result.data as RiskQuestion[];
  const answers = questions.map((q) => {
    const options = parseOptions(q.surveyoption);
    if (questionKind(q.choicemodel) === 'text') return { subjectid: q.subjectid, values: [], labels: ['长期储备'] };
    // The verified demo investor is 45: the age question's second option.
    const chosen = q.subjectid === '1' ? options.find((o) => o.value === 'B')! : options[1]!;
    return { subjectid: q.subjectid, values: [chosen.value], labels: [chosen.label] };
  });
  return { surveyid: questions[0]!.surveyid, answercontent: formatAnswers(answers) };
}

const openActivity = async () =>
  (
    await h.db.query<{ id: number }>(
      `SELECT id FROM articles WHERE status = 1 AND sign_up_end > $1
       AND id NOT IN (SELECT article_id FROM activity_signups) ORDER BY id LIMIT 1`,
      [new Date()],
    )
  ).rows[0]!.id;

const NEW_HASH = sha256Hex('Brand#New2025');

const CASES: Record<SubmissionCall, Case> = {
  addOpinion: {
    prepare: asUser('addOpinion', PHONES.verified, { opinion: '同一条意见只记一次', type: '1' }, 'opinions'),
  },
  crsCommit: { prepare: asUser('crsCommit', PHONES.verified, { p_oricustflag: '0' }, 'crs_declarations') },
  updateCrs: { prepare: asUser('updateCrs', PHONES.verified, { p_oricustflag: '0' }, 'crs_declarations') },
  updateRiskReason: {
    prepare: asUser('updateRiskReason', PHONES.verified, { riskReason: '资产配置调整' }, 'risk_reasons'),
  },
  investorCert: { prepare: asUser('investorCert', PHONES.verified, {}, 'investor_pledges') },
  customerSignIn: { prepare: asUser('customerSignIn', PHONES.verified, {}, 'sign_ins') },
  updateNickName: { prepare: asUser('updateNickName', PHONES.verified, { nickName: '一次就好' }) },
  modifyCustomerInfo: {
    prepare: asUser('modifyCustomerInfo', PHONES.verified, REQUEST_SAMPLES.modifyCustomerInfo),
  },
  changeStatusBatch: {
    async prepare() {
      const { xtoken } = await h.login(PHONES.verified);
      const id = await count(
        `SELECT min(id)::int AS n FROM messages WHERE user_id = (SELECT id FROM users WHERE phone = $1)`,
        [PHONES.verified],
      );
      return { send: (key) => post('changeStatusBatch', { list: [{ id, isMsg: 1 }] }, key, xtoken) };
    },
  },
  saveProfilePhotoUpload: {
    async prepare() {
      const { xtoken } = await h.login(PHONES.verified);
      const headPortrait = (await jpeg()).toString('base64');
      return { send: (key) => post('saveProfilePhotoUpload', { headPortrait }, key, xtoken) };
    },
  },
  updateLoginPwd: {
    endsSession: true,
    prepare: asUser('updateLoginPwd', PHONES.verified, {
      oldPassword: DEMO_HASH,
      newPassword: NEW_HASH,
      rePassword: NEW_HASH,
    }),
  },
  applySave: {
    async prepare() {
      const { xtoken } = await h.login(PHONES.unverified);
      const articleId = await openActivity();
      const form = { ...REQUEST_SAMPLES.applySave, articleId };
      return {
        send: (key) => post('applySave', form, key, xtoken),
        effects: () => count('SELECT count(*)::int AS n FROM activity_signups WHERE article_id = $1', [articleId]),
      };
    },
  },
  updateInvestor: {
    async prepare() {
      const { xtoken } = await h.login(PHONES.verified);
      const { surveyid, answercontent } = await riskAnswers(xtoken);
      await h.call('queryRiskMsg', {}, xtoken);
      const msgCode = await h.smsCode(PHONES.verified, 'risk');
      const request = { surveyid, objtype: '1', answercontent, msgCode, readFlag: '0' };
      return {
        send: (key) => post('updateInvestor', request, key, xtoken),
        effects: () => userRows('risk_results', PHONES.verified),
      };
    },
  },
  userRegister: {
    async prepare() {
      const phone = '13700007777';
      const imgaeCode = await h.freshCaptcha(phone, 0);
      await h.call('getSmsCode', { phoneNum: phone, imgaeCode, equipmentNo: EQUIPMENT });
      const smsCode = await h.smsCode(phone, 'register');
      const request = {
        phoneNum: phone,
        password: NEW_HASH,
        rePassword: NEW_HASH,
        smsCode,
        registerSource: '4',
        equipmentNo: EQUIPMENT,
      };
      return {
        send: (key) => post('userRegister', request, key),
        effects: () => count('SELECT count(*)::int AS n FROM users WHERE phone = $1', [phone]),
      };
    },
  },
  forgetPwd: {
    async prepare() {
      const phone = PHONES.verified;
      const imgaeCode = await h.freshCaptcha(phone, 2);
      await h.call('getForgetPwdSmsCode', { phoneNum: phone, imgaeCode, equipmentNo: EQUIPMENT });
      const validateCode = await h.smsCode(phone, 'forgetPwd');
      const request = {
        phoneNum: phone,
        password: NEW_HASH,
        rePassword: NEW_HASH,
        validateCode,
        equipmentNo: EQUIPMENT,
      };
      return { send: (key) => post('forgetPwd', request, key) };
    },
  },
  resetPwdPc: {
    endsSession: true,
    async prepare() {
      const phone = PHONES.legacyWebsite;
      await h.call('getQuickySmsCode', { phoneNum: phone });
      const login = await h.call('smsPasswordLogin', {
        userName: phone,
        smsCode: await h.smsCode(phone),
        imgaeCode: '',
        loginPlatform: '2',
      });
      const token = login.result.data.xtoken as string;
      const request = { phoneNum: phone, password: NEW_HASH, rePassword: NEW_HASH, registerSource: '1' };
      return { send: (key) => post('resetPwdPc', request, key, token) };
    },
  },
  uploadCrs: {
    repeats: UPLOAD_CAPS.running,
    async prepare() {
      const { xtoken } = await h.login(PHONES.verified);
      await h.call('crsCommit', { p_oricustflag: '0' }, xtoken);
      const { payload, contentType } = multipart([
        { field: 'crsImages', name: 'page.jpg', type: 'image/jpeg', data: await jpeg() },
      ]);
      return {
        send: async (key) =>
          (
            await h.app.inject({
              method: 'POST',
              url: `${API_PREFIX}${CRS_UPLOAD_PATH}`,
              payload,
              headers: { 'content-type': contentType, [TOKEN_HEADER]: xtoken, [IDEMPOTENCY_HEADER]: key },
            })
          ).json() as AnyEnvelope,
        effects: () => userRows('crs_images', PHONES.verified),
      };
    },
  },
};

describe('ten identical submissions at once', () => {
  it('every state-changing call has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SUBMISSION_CALLS].sort());
  });

  it.each(SUBMISSION_CALLS)('%s: one effect, equal answers', async (callKey) => {
    const { prepare, endsSession, repeats = REPEATS } = CASES[callKey];
    const { send, effects } = await prepare();
    const before = effects ? await effects() : 0;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: repeats }, () => send(key)));
    const done = answers.filter((answer) => !endsSession || answer.code !== Code.sessionExpired);
    expect(done[0]?.result.statusCode, JSON.stringify(answers[0])).toBe(Code.ok);
    for (const answer of done) expect(answer).toEqual(done[0]);
    if (effects) expect(await effects()).toBe(before + 1);
    // A repeat long after is answered the same, without a second effect.
    const later = await send(key);
    expect(later).toEqual(endsSession ? expect.objectContaining({ code: Code.sessionExpired }) : done[0]);
    if (effects) expect(await effects()).toBe(before + 1);
  });
});

describe('what makes a submission', () => {
  it('without a key every request is its own submission (what the key prevents)', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    const before = await userRows('opinions', PHONES.verified);
    const request = { opinion: '没有编号的重复提交', type: '1' };
    await Promise.all(Array.from({ length: 3 }, () => h.call('addOpinion', request, xtoken)));
    expect(await userRows('opinions', PHONES.verified)).toBe(before + 3);
  });

  it('a key reused with another body is refused, running nothing; another user’s key is not shared', async () => {
    const key = newKey();
    const mine = (await h.login(PHONES.verified)).xtoken;
    const theirs = (await h.login(PHONES.senior)).xtoken;
    const before = await userRows('opinions', PHONES.verified);
    const first = await post('addOpinion', { opinion: '第一稿', type: '1' }, key, mine);
    expect(first.result.statusCode).toBe(Code.ok);
    const reused = await post('addOpinion', { opinion: '第二稿', type: '1' }, key, mine);
    expect(reused.result).toMatchObject({ statusCode: Code.invalidInput, msg: SUBMISSION_REUSED_MSG });
    expect(await userRows('opinions', PHONES.verified)).toBe(before + 1);
    // The first body again is a replay: the first answer.
    expect(await post('addOpinion', { opinion: '第一稿', type: '1' }, key, mine)).toEqual(first);
    const seniorBefore = await userRows('opinions', PHONES.senior);
    expect((await post('addOpinion', { opinion: '第一稿', type: '1' }, key, theirs)).result.statusCode).toBe(Code.ok);
    expect(await userRows('opinions', PHONES.senior)).toBe(seniorBefore + 1);
  });

  it('a malformed key is refused with a clear message and no effect', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    const before = await userRows('opinions', PHONES.verified);
    const answer = await post('addOpinion', { opinion: '编号太短', type: '1' }, 'short', xtoken);
    expect(answer.result).toMatchObject({ statusCode: Code.invalidInput, msg: '请求编号格式有误' });
    expect(await userRows('opinions', PHONES.verified)).toBe(before);
  });

  it('an answer that is not final is not kept: the retry runs again; a refusal is kept', async () => {
    const submission = { caller: 'u1', callKey: 'addOpinion', key: newKey(), body: { n: 1 } };
    let runs = 0;
    const failing = async () => (runs++, systemFailure());
    const working = async () => (runs++, ok(null, '提交成功'));
    expect((await submitOnce(h.db, systemClock, submission, failing)).code).toBe(Code.systemError);
    expect(await submitOnce(h.db, systemClock, submission, working)).toEqual(ok(null, '提交成功'));
    expect(await submitOnce(h.db, systemClock, submission, working)).toEqual(ok(null, '提交成功'));
    expect(runs).toBe(2);

    const refused = { ...submission, key: newKey() };
    const refusal = businessFailure(Code.invalidInput, '请输入意见');
    await submitOnce(h.db, systemClock, refused, async () => (runs++, refusal));
    expect(await submitOnce(h.db, systemClock, refused, working)).toEqual(refusal);
    expect(runs).toBe(3);
  });
});
