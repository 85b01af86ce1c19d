import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type Message } from '../../src/contract';
import { failure, seededServer, type Seeded } from './catalogueFixture';

let s: Seeded;
beforeAll(async () => {
  s = await seededServer();
});
afterAll(() => s.close());

const ownIds = async (userId: number) =>
  (await s.db.query<{ id: number }>('SELECT id FROM messages WHERE user_id = $1 ORDER BY id', [userId])).rows.map(
    (r) => r.id,
  );

describe('findCustManager', () => {
  it('answers the verified user’s adviser, and null for a user without one', async () => {
    expect(await s.call('findCustManager', {}, 'verified')).toEqual({
      name: '李婷',
      headImage: expect.any(String),
      workYears: 8,
      telephone: '13900000001',
      weChatNo: 'liting_wealth',
      address: expect.stringContaining('北京'),
    });
    expect(await s.call('findCustManager', {}, 'unverified')).toBeNull();
  });
});

describe('message list', () => {
  it('answers only the user’s own messages, newest first, 20 per page by default', async () => {
    const { list, total } = await s.call('getPushMsg', {}, 'verified');
    const own = await ownIds(s.users.verified);
    expect(total).toBe(own.length);
    expect(list.map((m) => m.id).sort((a, b) => a - b)).toEqual(own.slice(0, 20));
    expect(list.map((m) => m.pushTime)).toEqual(
      list
        .map((m) => m.pushTime)
        .sort()
        .reverse(),
    );
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      pushTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      isRead: expect.any(Number),
      isMsg: expect.any(Number),
      entityId: expect.any(String),
    });
  });

  it('pages until a short page', async () => {
    const seen: Message[] = [];
    for (let pageNo = 1; pageNo < 10; pageNo++) {
      const { list } = await s.call('getPushMsg', { pageNo, pageSize: 3 }, 'unverified');
      seen.push(...list);
      if (list.length < 3) break;
    }
    expect(seen.map((m) => m.id).sort((a, b) => a - b)).toEqual(await ownIds(s.users.unverified));
  });
});

describe('read status', () => {
  it('isUnReadMsg turns off once every message is marked read (empty list = mark all)', async () => {
    expect(await s.call('isUnReadMsg', {}, 'unverified')).toEqual({ isNews: 1 });
    await s.call('changeStatusBatch', { list: [] }, 'unverified');
    expect(await s.call('isUnReadMsg', {}, 'unverified')).toEqual({ isNews: 0 });
    expect(await s.call('isUnReadMsg', {}, 'senior')).toEqual({ isNews: 1 });
  });

  it('marks only the listed messages, and never another user’s', async () => {
    const unread = (await s.call('getPushMsg', {}, 'senior')).list.filter((m) => m.isRead === 0);
    expect(unread.length).toBeGreaterThanOrEqual(2);
    const othersUnread = (await s.call('getPushMsg', {}, 'verified')).list.filter((m) => m.isRead === 0);
    await s.call(
      'changeStatusBatch',
      {
        list: [
          { id: unread[0]!.id, isMsg: unread[0]!.isMsg },
          ...othersUnread.map((m) => ({ id: m.id, isMsg: m.isMsg })),
        ],
      },
      'senior',
    );
    const after = new Map((await s.call('getPushMsg', {}, 'senior')).list.map((m) => [m.id, m.isRead]));
    expect(after.get(unread[0]!.id)).toBe(1);
    expect(after.get(unread[1]!.id)).toBe(0);
    const othersAfter = (await s.call('getPushMsg', {}, 'verified')).list.filter((m) => m.isRead === 0);
    expect(othersAfter.map((m) => m.id)).toEqual(othersUnread.map((m) => m.id));
  });
});

describe('message detail', () => {
  it('lists a notice with the user’s other notices on the same subject, and marks it read', async () => {
    const { list } = await s.call('getPushMsg', {}, 'verified');
    const grouped = list.filter((m) => m.isMsg === 1 && list.filter((o) => o.entityId === m.entityId).length > 1);
    expect(grouped.length).toBeGreaterThanOrEqual(2);
    const message = grouped[0]!;
    const { msgData } = await s.call(
      'getMsgDetail',
      { id: message.id, isMsg: 1, entityId: message.entityId },
      'verified',
    );
    expect(msgData!.msgList.map((m) => m.id).sort()).toEqual(
      grouped
        .filter((m) => m.entityId === message.entityId)
        .map((m) => m.id)
        .sort(),
    );
    const times = msgData!.msgList.map((m) => m.pushTime);
    expect(times).toEqual([...times].sort());
    const unread = list.find((m) => m.isRead === 0)!;
    await s.call('getMsgDetail', { id: unread.id, isMsg: unread.isMsg, entityId: unread.entityId }, 'verified');
    expect((await s.call('getPushMsg', {}, 'verified')).list.find((m) => m.id === unread.id)!.isRead).toBe(1);
  });

  it('shows a complaint reply as the user’s opinion with the platform replies', async () => {
    const reply = (await s.call('getPushMsg', {}, 'verified')).list.find(
      (m) => m.isMsg === 0 && m.title.includes('投诉'),
    )!;
    const { msgData } = await s.call('getMsgDetail', { id: reply.id, isMsg: 0, entityId: reply.entityId }, 'verified');
    expect(msgData).toEqual({
      opinion: expect.stringContaining('收益分配'),
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      msgList: [expect.objectContaining({ title: '平台回复' }), expect.objectContaining({ title: '平台回复' })],
    });
  });

  it('answers 找不到消息 for another user’s message or an unknown id', async () => {
    const others = await ownIds(s.users.verified);
    const error = await failure(s.call('getMsgDetail', { id: others[0]!, isMsg: 1, entityId: '' }, 'unverified'));
    expect(error.statusCode).toBe(Code.notFound);
    expect(error.message).toBe('找不到消息');
    expect((await failure(s.call('getMsgDetail', { id: 999_999, isMsg: 1, entityId: '' }, 'verified'))).message).toBe(
      '找不到消息',
    );
  });
});

describe('addOpinion', () => {
  const count = async () =>
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM opinions WHERE user_id = $1', [s.users.senior]))
      .rows[0]!.n;

  it('rejects an empty or blank opinion, more than 100 characters, and an unknown type', async () => {
    const before = await count();
    for (const opinion of ['', '   ']) {
      const error = await failure(s.call('addOpinion', { opinion, type: '0', source: '1' }, 'senior'));
      expect(error.statusCode).toBe(Code.invalidInput);
      expect(error.message).toBe('请填写投诉或建议');
    }
    expect(
      (await failure(s.call('addOpinion', { opinion: '长'.repeat(101), type: '1', source: '1' }, 'senior'))).statusCode,
    ).toBe(Code.invalidInput);
    expect(
      (await failure(s.call('addOpinion', { opinion: '好', type: '2' as '0', source: '1' }, 'senior'))).statusCode,
    ).toBe(Code.invalidInput);
    expect(await count()).toBe(before);
  });

  it('stores a valid opinion of exactly 100 characters for the session user', async () => {
    const text = '建'.repeat(99) + '😀';
    await s.call('addOpinion', { opinion: text, type: '1', source: '' }, 'senior');
    const { rows } = await s.db.query<{ opinion: string; type: string; source: string }>(
      'SELECT opinion, type, source FROM opinions WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [s.users.senior],
    );
    expect(rows[0]).toEqual({ opinion: text, type: '1', source: '1' });
  });
});
