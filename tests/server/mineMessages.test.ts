/**
 * Issue 8's message, complaint and reference calls beyond contentMine.test.ts: bad input answered 04040001 with
 * the contract's text (never 99999999), one user never reading or changing another's messages or complaint
 * threads, a new complaint or suggestion getting its demo reply after OPINION_REPLY_DELAY_MS of business time,
 * and the public reference calls (areas, dictionaries, help centre, dictionary value, investment adviser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CallKey, type Message } from '../../src/contract';
import { OPINION_REPLY_DELAY_MS } from '../../server/services/opinionReplies';
import { seededServer, type DemoUser, type Seeded } from './catalogueFixture';
import { PHONES, type AnyEnvelope } from './harness';

let s: Seeded;
const tokens = {} as Record<DemoUser, string>;

beforeAll(async () => {
  s = await seededServer();
  for (const who of ['verified', 'unverified', 'senior'] as const) tokens[who] = (await s.h.login(PHONES[who])).xtoken;
});
afterAll(() => s.close());

const raw = (key: CallKey, requestData: unknown, as?: DemoUser): Promise<AnyEnvelope> =>
  s.h.call(key, requestData, as ? tokens[as] : undefined);
const refused = (msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode: Code.invalidInput } });
const notFound = { code: Code.ok, result: { data: null, msg: '找不到消息', statusCode: Code.notFound } };

const messagesOf = async (who: DemoUser) =>
  (
    await s.db.query<{ id: number; is_read: boolean; is_msg: number; entity_id: string }>(
      'SELECT id, is_read, is_msg, entity_id FROM messages WHERE user_id = $1 ORDER BY id',
      [s.users[who]],
    )
  ).rows;
const allMessages = async (who: DemoUser) => (await s.call('getPushMsg', { pageSize: 100 }, who)).list;

describe('bad input to the message and complaint calls: 04040001 with the contract’s text', () => {
  it.each([
    ['getPushMsg', { pageNo: 0 }, '分页参数有误'],
    ['getPushMsg', { pageSize: 101 }, '分页参数有误'],
    ['getPushMsg', { pageNo: 'one' }, '分页参数有误'],
    ['getPushMsg', { pageNo: 1.5 }, '分页参数有误'],
    ['changeStatusBatch', { list: 'all' }, '消息编号有误'],
    ['changeStatusBatch', { list: [{ id: 'x', isMsg: 1 }] }, '消息编号有误'],
    ['changeStatusBatch', { list: [{ isMsg: 1 }] }, '消息编号有误'],
    ['changeStatusBatch', { list: [1, 2] }, '消息编号有误'],
    ['changeStatusBatch', { list: Array.from({ length: 1001 }, (_, i) => ({ id: i + 1, isMsg: 1 })) }, '消息编号有误'],
    ['getMsgDetail', {}, '消息编号有误'],
    ['getMsgDetail', { id: 'abc', isMsg: 1 }, '消息编号有误'],
    ['getMsgDetail', { id: 0, isMsg: 1 }, '消息编号有误'],
    ['getMsgDetail', { id: 1, isMsg: 2 }, '消息编号有误'],
    ['getMsgDetail', { id: 1, isMsg: 1, entityId: 'e'.repeat(65) }, '请求参数有误'],
    ['addOpinion', {}, '请填写投诉或建议'],
    ['addOpinion', { opinion: '好' }, '请选择投诉或建议'],
    ['addOpinion', { type: '0', opinion: '   ' }, '请填写投诉或建议'],
    ['addOpinion', { type: true, opinion: '好' }, '请选择投诉或建议'],
    ['addOpinion', { type: '2', opinion: '好' }, '请选择投诉或建议'],
    ['addOpinion', { type: '1', opinion: ['好'] }, '请求参数有误'],
    ['addOpinion', { type: '1', opinion: '好'.repeat(101) }, '投诉或建议不能超过100个字'],
    ['addOpinion', { type: '1', opinion: '好', source: 's'.repeat(11) }, '请求参数有误'],
  ] as const)('%s %j', async (key, requestData, msg) => {
    const before = await messagesOf('verified');
    expect(await raw(key, requestData, 'verified')).toEqual(refused(msg));
    expect(await messagesOf('verified')).toEqual(before);
  });

  it('a requestData that is not an object is 请求参数有误, not a system failure', async () => {
    for (const requestData of [null, 'x', [1], 3])
      expect(await raw('getMsgDetail', requestData, 'verified')).toEqual(refused('请求参数有误'));
  });
});

describe('one user’s messages and complaints are theirs alone', () => {
  it('getPushMsg and isUnReadMsg answer only the caller’s messages', async () => {
    const own = new Set((await messagesOf('senior')).map((m) => m.id));
    const listed = await allMessages('senior');
    expect(listed.length).toBe(own.size);
    expect(listed.every((m) => own.has(m.id))).toBe(true);
  });

  it('user B cannot open user A’s notice or complaint reply, whatever ids B sends', async () => {
    const a = await messagesOf('verified');
    const aReply = a.find((m) => m.is_msg === 0)!;
    const aNotice = a.find((m) => m.is_msg === 1 && !m.is_read)!;
    expect(await raw('getMsgDetail', { id: aReply.id, isMsg: 0, entityId: aReply.entity_id }, 'senior')).toEqual(
      notFound,
    );
    expect(await raw('getMsgDetail', { id: aNotice.id, isMsg: 1, entityId: aNotice.entity_id }, 'senior')).toEqual(
      notFound,
    );
    // B's own complaint reply with A's opinion id as entityId still shows B's own opinion: the stored link counts.
    const bReply = (await messagesOf('senior')).find((m) => m.is_msg === 0)!;
    const { msgData } = await s.call('getMsgDetail', { id: bReply.id, isMsg: 0, entityId: aReply.entity_id }, 'senior');
    const bOpinion = await s.db.query<{ opinion: string }>(
      'SELECT opinion FROM opinions WHERE id = $1 AND user_id = $2',
      [Number(bReply.entity_id), s.users.senior],
    );
    expect(msgData!.opinion).toBe(bOpinion.rows[0]!.opinion);
    // Opening A's message did not mark it read for A.
    expect((await messagesOf('verified')).find((m) => m.id === aNotice.id)!.is_read).toBe(false);
  });

  it('a notice’s detail lists only the caller’s notices of that subject, not another user’s of the same entityId', async () => {
    const a = await messagesOf('verified');
    const b = await messagesOf('senior');
    const shared = b.find((m) => m.is_msg === 1 && m.entity_id && a.some((o) => o.entity_id === m.entity_id));
    expect(shared).toBeDefined();
    const { msgData } = await s.call(
      'getMsgDetail',
      { id: shared!.id, isMsg: 1, entityId: shared!.entity_id },
      'senior',
    );
    const ownIds = new Set(b.map((m) => m.id));
    expect(msgData!.msgList.every((m) => ownIds.has(m.id))).toBe(true);
  });

  it('changeStatusBatch takes the spec’s array of messages: those listed are read, the others stay unread', async () => {
    const unread = (await messagesOf('senior')).filter((m) => !m.is_read);
    expect(unread.length).toBeGreaterThan(1);
    const [first, ...rest] = unread;
    const env = await raw('changeStatusBatch', [{ id: first!.id, isMsg: first!.is_msg }], 'senior');
    expect(env.result).toEqual({ data: null, msg: '已全部标为已读', statusCode: Code.ok });
    const after = await messagesOf('senior');
    expect(after.find((m) => m.id === first!.id)!.is_read).toBe(true);
    expect(after.filter((m) => !m.is_read).map((m) => m.id)).toEqual(rest.map((m) => m.id));
    expect(await raw('changeStatusBatch', [{ id: 'x', isMsg: 1 }], 'senior')).toEqual(refused('消息编号有误'));
    expect(await raw('changeStatusBatch', [1, 2], 'senior')).toEqual(refused('消息编号有误'));
    // Only this call reads an array: another answers 请求参数有误.
    expect(await raw('getPushMsg', [], 'senior')).toEqual(refused('请求参数有误'));
  });

  it('user B cannot mark user A’s messages read, listed (as the spec’s array or a list) or by mark-all', async () => {
    const aUnread = (await messagesOf('verified')).filter((m) => !m.is_read);
    expect(aUnread.length).toBeGreaterThan(0);
    const listed = aUnread.map((m) => ({ id: m.id, isMsg: m.is_msg }));
    expect((await raw('changeStatusBatch', listed, 'senior')).result.statusCode).toBe(Code.ok);
    const env = await raw('changeStatusBatch', { list: listed }, 'senior');
    expect(env.result.statusCode).toBe(Code.ok);
    await raw('changeStatusBatch', { list: [] }, 'senior');
    await raw('changeStatusBatch', {}, 'senior');
    expect((await messagesOf('verified')).filter((m) => !m.is_read).map((m) => m.id)).toEqual(aUnread.map((m) => m.id));
    expect(await s.call('isUnReadMsg', {}, 'verified')).toEqual({ isNews: 1 });
    expect(await s.call('isUnReadMsg', {}, 'senior')).toEqual({ isNews: 0 });
  });
});

describe('the adviser card', () => {
  it('findCustManager answers the caller’s own adviser: each user sees theirs', async () => {
    expect((await s.call('findCustManager', {}, 'verified'))!.name).toBe('李婷');
    expect((await s.call('findCustManager', {}, 'senior'))!.name).toBe('周文博');
    expect(await s.call('findCustManager', {}, 'unverified')).toBeNull();
  });
});

describe('addOpinion: a complaint or suggestion becomes a thread that the demo platform answers', () => {
  const reply = (list: Message[], title: string) => list.filter((m) => m.isMsg === 0 && m.title === title);

  it(`answers a complaint ('0') ${OPINION_REPLY_DELAY_MS / 60_000} minutes of business time later, once`, async () => {
    await s.call('changeStatusBatch', { list: [] }, 'unverified');
    const before = reply(await allMessages('unverified'), '您的投诉已回复').length;
    const env = await raw(
      'addOpinion',
      { opinion: '  理财经理电话一直打不通  ', type: '0', source: '1' },
      'unverified',
    );
    expect(env.result).toEqual({ data: null, msg: '提交成功，感谢您的反馈', statusCode: Code.ok });

    // At once: its thread on top of the message centre, read, with what was written and no reply yet.
    const [sent] = await allMessages('unverified');
    expect(sent).toMatchObject({ isMsg: 0, isRead: 1, title: '您的投诉已提交', content: '理财经理电话一直打不通' });
    const waiting = await s.call('getMsgDetail', { id: sent!.id, isMsg: 0, entityId: sent!.entityId }, 'unverified');
    expect(waiting.msgData).toMatchObject({ opinion: '理财经理电话一直打不通', msgList: [] });

    // Not yet: no reply, nothing unread.
    await s.h.advanceClock(OPINION_REPLY_DELAY_MS - 60_000);
    expect(await s.call('isUnReadMsg', {}, 'unverified')).toEqual({ isNews: 0 });
    expect(reply(await allMessages('unverified'), '您的投诉已回复').length).toBe(before);

    await s.h.advanceClock(60_000);
    expect(await s.call('isUnReadMsg', {}, 'unverified')).toEqual({ isNews: 1 });
    const replies = reply(await allMessages('unverified'), '您的投诉已回复');
    expect(replies.length).toBe(before + 1);
    const newest = replies[0]!;
    expect(newest.isRead).toBe(0);
    // The same thread, now the reply: one entry per complaint.
    expect([newest.id, newest.entityId]).toEqual([sent!.id, sent!.entityId]);
    expect(reply(await allMessages('unverified'), '您的投诉已提交').some((m) => m.id === sent!.id)).toBe(false);
    const { msgData } = await s.call(
      'getMsgDetail',
      { id: newest.id, isMsg: 0, entityId: newest.entityId },
      'unverified',
    );
    expect(msgData).toEqual({
      opinion: '理财经理电话一直打不通',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      msgList: [expect.objectContaining({ title: '平台回复', content: newest.content })],
    });
    // Later calls do not answer it again.
    await s.h.advanceClock(60_000);
    expect(reply(await allMessages('unverified'), '您的投诉已回复').length).toBe(before + 1);
    // Another user's thread is not touched by it.
    const other = await s.call('getMsgDetail', { id: newest.id, isMsg: 0, entityId: newest.entityId }, 'unverified');
    expect(other.msgData!.msgList).toHaveLength(1);
    expect(await raw('getMsgDetail', { id: newest.id, isMsg: 0, entityId: newest.entityId }, 'senior')).toEqual(
      notFound,
    );
  });

  it("answers a suggestion ('1') with the suggestion title", async () => {
    const before = reply(await allMessages('senior'), '您的建议已回复').length;
    await s.call('addOpinion', { opinion: '希望增加夜间模式', type: '1', source: '1' }, 'senior');
    await s.h.advanceClock(OPINION_REPLY_DELAY_MS);
    expect(reply(await allMessages('senior'), '您的建议已回复').length).toBe(before + 1);
  });
});

describe('reference calls of the personal area (public)', () => {
  it('selectArea: provinces, cities of a province, districts of a city; nothing under an unknown code', async () => {
    const provinces = await s.call('selectArea', { code: '000000' });
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ code: '130000', name: '河北省' });
    expect(await s.call('selectArea', {})).toEqual(provinces);
    expect(await s.call('selectArea', { code: '130000' })).toContainEqual({ code: '130400', name: '邯郸市' });
    expect(await s.call('selectArea', { code: '130400' })).toContainEqual({ code: '130425', name: '大名县' });
    expect(await s.call('selectArea', { code: '990000' })).toEqual([]);
    expect(await raw('selectArea', { code: 'abc' })).toEqual(refused('地区编码有误'));
    expect(await raw('selectArea', { code: '1300001' })).toEqual(refused('地区编码有误'));
    expect(await raw('selectArea', { code: { a: 1 } })).toEqual(refused('地区编码有误'));
  });

  it('queryCrmDictList: nations, occupations (with 其他) and countries; a bad key or system is refused', async () => {
    expect(await s.call('queryCrmDictList', { key: '2099', system: 'TA' })).toHaveLength(56);
    expect(await s.call('queryCrmDictList', { key: '1027', system: 'TA' })).toContainEqual(
      expect.objectContaining({ key_value: '99', caption: '其他', dictValue: '99', dictName: '其他' }),
    );
    expect((await s.call('queryCrmDictList', { key: '5084', system: 'DATACNT' }))[0]).toMatchObject({
      key_value: 'CHN',
      caption: '中国',
    });
    expect(await s.call('queryCrmDictList', { key: '2099', system: 'DATACNT' })).toEqual([]);
    expect(await raw('queryCrmDictList', { key: '9999', system: 'TA' })).toEqual(refused('字典编码有误'));
    expect(await raw('queryCrmDictList', { key: '2099' })).toEqual(refused('请传入字典编码'));
    expect(await raw('queryCrmDictList', { system: 'TA' })).toEqual(refused('请传入字典编码'));
  });

  it('help centre: categories, questions by category or title, detail by id, 暂无相关信息 for an unknown id', async () => {
    const categories = await s.call('helpCenterList', {});
    expect(categories).toHaveLength(5);
    const first = categories[0]!;
    const questions = await s.call('helpQuestionList', { dictValue: first.dictValue });
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const q = questions[0]!;
    expect(await s.call('helpQuestionDetail', { id: q.id })).toEqual(q);
    const byTitle = await s.call('helpQuestionList', { title: q.title.slice(0, 4) });
    expect(byTitle.map((x) => x.id)).toContain(q.id);
    // A search for % or _ matches those characters, not everything.
    expect(await s.call('helpQuestionList', { title: '%' })).toEqual([]);
    expect(await s.call('helpQuestionList', { title: '没有这样的问题' })).toEqual([]);
    expect(await raw('helpQuestionList', { title: '问'.repeat(51) })).toEqual(refused('请求参数有误'));
    expect(await raw('helpQuestionDetail', { id: 999_999 })).toEqual({
      code: Code.ok,
      result: { data: null, msg: '暂无相关信息', statusCode: Code.notFound },
    });
    expect(await raw('helpQuestionDetail', { id: 'x' })).toEqual(refused('问题编号有误'));
    expect(await raw('helpQuestionDetail', {})).toEqual(refused('问题编号有误'));
  });

  it('queryDictValue answers HOME_PAGE_COLOUR; queryInvestmentAdviserInfo needs its code', async () => {
    const { value } = (await s.call('queryDictValue', { dictCode: 'HOME_PAGE_COLOUR' })) as { value: string };
    expect(value).toEqual(expect.any(String));
    expect(value).not.toBe('');
    expect(await raw('queryDictValue', {})).toEqual(refused('请传入字典编码'));
    expect(await raw('queryDictValue', { dictCode: 'x'.repeat(65) })).toEqual(refused('请求参数有误'));
    expect(await raw('queryInvestmentAdviserInfo', {})).toEqual(refused('请传入投资顾问'));
  });
});

describe('the dev reset with reseed', () => {
  it('puts the demo users’ messages and complaints back as seeded: read ones unread again, added ones gone', async () => {
    const seeded = await allMessages('verified');
    const unread = seeded.filter((m) => m.isRead === 0).map((m) => m.id);
    expect(unread.length).toBeGreaterThan(0);
    await s.call('changeStatusBatch', { list: [] }, 'verified');
    await s.call('addOpinion', { opinion: '重置前的投诉', type: '0', source: '1' }, 'verified');
    await s.h.advanceClock(OPINION_REPLY_DELAY_MS);
    expect((await allMessages('verified')).length).toBe(seeded.length + 1);

    // Last in this file: the reset ends every session (the fixture's too), so this reads with a new login.
    await s.h.reset();
    tokens.verified = (await s.h.login(PHONES.verified)).xtoken;
    const read = await raw('getPushMsg', { pageSize: 100 }, 'verified');
    const restored = (read.result.data as { list: Message[] }).list;
    expect(restored.map((m) => m.id)).toEqual(seeded.map((m) => m.id));
    expect(restored.filter((m) => m.isRead === 0).map((m) => m.id)).toEqual(unread);
    const opinions = await s.db.query('SELECT 1 FROM opinions WHERE user_id = $1 AND opinion = $2', [
      s.users.verified,
      '重置前的投诉',
    ]);
    expect(opinions.rows).toEqual([]);
  });
});
