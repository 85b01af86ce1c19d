/**
 * One user cannot reach another's data. Every call whose request names an id or a phone is classified here (a call
 * added with such a field fails the first test until it is): either it names the caller's own data, and user B
 * then tries it on user A's and is refused without reading or changing anything, or what it names is not a user's
 * data (the catalogue, a lookup the account rules guard), with the reason. The session's own data (profile,
 * contact, declarations, assessments, points, invitations, messages) is read by B and never holds A's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, REQUEST_RULES, type CallKey } from '../../../src/contract';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer, type AnyEnvelope, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** A request field that names something: an id, a code, a phone or a login name. */
const NAMING_FIELD = /id$|phone|telephone|list|uuid|code$|userName/i;
const namingCalls = Object.entries(REQUEST_RULES)
  .filter(([, rules]) => Object.keys(rules).some((field) => NAMING_FIELD.test(field)))
  .map(([key]) => key as CallKey);

const A = PHONES.verified;
const B = PHONES.senior;
const NEW_HASH = sha256Hex('Other#Pass2025');

const ok = (env: AnyEnvelope) => env.code === Code.ok && env.result.statusCode === Code.ok;
const userId = async (phone: string) =>
  (await h.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone])).rows[0]!.id;
/** A's messages and their read flags, straight from the database. */
const messagesOf = async (phone: string) =>
  (
    await h.db.query<{ id: number; is_read: number }>(
      'SELECT id, is_read FROM messages WHERE user_id = $1 ORDER BY id',
      [await userId(phone)],
    )
  ).rows;

/** What B tries on A's data, and the proof that it neither read nor changed it. */
type Attempt = () => Promise<void>;
type Classification = { owned: Attempt } | { notUserData: string };

const CALLS: Partial<Record<CallKey, Classification>> = {
  getMsgDetail: {
    async owned() {
      const [message] = await messagesOf(A);
      const b = (await h.login(B)).xtoken;
      const answer = await h.call('getMsgDetail', { id: message!.id, isMsg: 1, entityId: '' }, b);
      expect(answer.result).toMatchObject({ statusCode: Code.notFound, data: null });
      expect((await messagesOf(A))[0]).toEqual(message);
    },
  },
  changeStatusBatch: {
    async owned() {
      const before = await messagesOf(A);
      const b = (await h.login(B)).xtoken;
      await h.call('changeStatusBatch', { list: before.map((m) => ({ id: m.id, isMsg: 1 })) }, b);
      expect(await messagesOf(A)).toEqual(before);
    },
  },
  resetPwdPc: {
    async owned() {
      const b = (await h.login(B)).xtoken;
      const answer = await h.call(
        'resetPwdPc',
        { phoneNum: A, password: NEW_HASH, rePassword: NEW_HASH, registerSource: '1' },
        b,
      );
      expect(ok(answer)).toBe(false);
      expect(ok(await h.passwordLogin(A, DEMO_HASH))).toBe(true);
    },
  },
  forgetPwd: {
    async owned() {
      // B asks for a reset code on B's own phone and offers it for A's.
      const imgaeCode = await h.freshCaptcha(B, 2);
      await h.call('getForgetPwdSmsCode', { phoneNum: B, imgaeCode, equipmentNo: EQUIPMENT });
      const validateCode = await h.smsCode(B, 'forgetPwd');
      const answer = await h.call('forgetPwd', {
        phoneNum: A,
        password: NEW_HASH,
        rePassword: NEW_HASH,
        validateCode,
        equipmentNo: EQUIPMENT,
      });
      expect(answer.result.statusCode).toBe(Code.smsCodeWrong);
      expect(ok(await h.passwordLogin(A, DEMO_HASH))).toBe(true);
    },
  },
  applySave: {
    async owned() {
      const { rows } = await h.db.query<{ id: number }>(
        `SELECT id FROM articles WHERE status = 1 AND sign_up_end > now()
         AND id NOT IN (SELECT article_id FROM activity_signups) ORDER BY id LIMIT 1`,
      );
      const articleId = rows[0]!.id;
      const b = (await h.login(B)).xtoken;
      // B types A's phone as the contact number: the sign-up is still B's, and A is not signed up.
      const form = {
        applyName: '王芳',
        customerManager: '李婷',
        applyPhoneNumber: A,
        accompanyNumber: 0,
        areaCode: '2',
        articleId,
        notes: '',
      };
      expect(ok(await h.call('applySave', form, b))).toBe(true);
      const a = (await h.login(A)).xtoken;
      expect((await h.call('articleDetailCheck', { id: articleId }, a)).result.data.checkStatus).toBe(1);
      const owners = await h.db.query<{ user_id: number }>(
        'SELECT user_id FROM activity_signups WHERE article_id = $1',
        [articleId],
      );
      expect(owners.rows).toEqual([{ user_id: await userId(B) }]);
    },
  },
  updateInvestor: { notUserData: 'surveyid names the questionnaire; the SMS code is checked against the caller' },
  userRegister: {
    notUserData: 'registers the phone its own SMS code was sent to; customerBId and manageCode name the inviter',
  },
  getUserRegister: { notUserData: 'a lookup, limited per client address (enumeration.test.ts)' },
  getImgCode: { notUserData: 'draws a picture code for the phone; reveals nothing' },
  getSmsCode: { notUserData: 'sends to the phone itself, under the SMS caps (abuseLimits.test.ts)' },
  getQuickySmsCode: { notUserData: 'sends to the phone itself, under the SMS caps (abuseLimits.test.ts)' },
  getForgetPwdSmsCode: { notUserData: 'sends to the phone itself, under the SMS caps (abuseLimits.test.ts)' },
  userPasswordLogin: { notUserData: 'a login: the password and the attempt limits guard it (loginBurst.test.ts)' },
  smsPasswordLogin: { notUserData: 'a login: the SMS code and the attempt limits guard it (loginBurst.test.ts)' },
  modifyCustomerInfo: { notUserData: 'the codes name areas and dictionary entries; the contact is the caller’s' },
  selectArea: { notUserData: 'the area catalogue' },
  helpQuestionDetail: { notUserData: 'the help catalogue' },
  queryProjectInfo: { notUserData: 'the product catalogue' },
  fixedDetail: { notUserData: 'the product catalogue' },
  queryproductnetvalue: { notUserData: 'the product catalogue' },
  queryProductIncome: { notUserData: 'the product catalogue' },
  queryProductFile: { notUserData: 'the product catalogue' },
  getQuestionary: { notUserData: 'the questionnaire' },
  getArticleDetail: { notUserData: 'the article catalogue' },
  articleDetailCheck: { notUserData: 'the article catalogue; the sign-up status is the caller’s' },
  queryDictValue: { notUserData: 'the dictionary' },
};

describe('calls that name an id or a phone', () => {
  it('are each classified here', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...namingCalls].sort());
  });

  const owned = Object.entries(CALLS).flatMap(([key, c]) => ('owned' in c ? [[key, c.owned] as const] : []));
  it.each(owned)('%s: B cannot read or change A’s', async (_key, attempt) => {
    await attempt();
  });
});

describe('the session’s own data', () => {
  it('B reads B’s profile, contact, declaration, assessment, points, invitations and messages, never A’s', async () => {
    const a = (await h.login(A)).xtoken;
    const marker = '甲的私人备注';
    expect(ok(await h.call('updateNickName', { nickName: '甲的昵称' }, a))).toBe(true);
    expect(ok(await h.call('addOpinion', { opinion: marker, type: '1' }, a))).toBe(true);
    expect(ok(await h.call('crsCommit', { p_oricustflag: '0' }, a))).toBe(true);
    const b = (await h.login(B)).xtoken;
    const reads: Array<[CallKey, object]> = [
      ['queryCustomerInfo', {}],
      ['selectContact', {}],
      ['selectCrs', {}],
      ['getQuestionResult', {}],
      ['getPointsDetails', { pointsType: 0, pageNum: 1, pageSize: 50 }],
      ['queryInviteUserList', {}],
      ['getPushMsg', { pageNo: 1, pageSize: 50 }],
      ['queryShareInfo', {}],
    ];
    const aId = await userId(A);
    for (const [key, request] of reads) {
      const answer = await h.call(key, request, b);
      expect(ok(answer), key).toBe(true);
      const text = JSON.stringify(answer.result.data);
      for (const secret of ['甲的昵称', marker, A, `CB${String(aId).padStart(8, '0')}`]) {
        expect(text.includes(secret), `${key} shows ${secret}`).toBe(false);
      }
    }
    // The same reads as A do show A's own data: the check above can see it.
    expect(JSON.stringify((await h.call('queryCustomerInfo', {}, a)).result.data)).toContain('甲的昵称');
  });
});
