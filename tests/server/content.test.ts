import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  type ActivitySignUp,
  type ArticleListRequest,
  type ArticleSummary,
  type CallKey,
} from '../../src/contract';
import { BusinessError } from '../../server/core/calls';
import { PHISHING_ARTICLE } from '../../server/seed/data/articles';
import { failure, seededServer, type Seeded } from './catalogueFixture';

let s: Seeded;
beforeAll(async () => {
  s = await seededServer();
});
afterAll(() => s.close());

/** Loads pages until one is shorter than the page size, as the client's list loader does. */
async function allPages(
  req: Omit<ArticleListRequest, 'pageNum' | 'pageSize'>,
  key: 'queryArticleList' | 'getArticleList' | 'getConsumerKnowleageList' = 'getArticleList',
) {
  const items: ArticleSummary[] = [];
  for (let pageNum = 1; pageNum < 30; pageNum++) {
    const page = await s.call(key, { pageNum, pageSize: 10, ...req });
    items.push(...page.list);
    if (page.list.length < 10) return { items, pages: page.pages };
  }
  throw new Error('the list never ended');
}

const activity = async (open: boolean) =>
  (
    await s.db.query<{ id: number }>(
      `SELECT id FROM articles WHERE status = 1 AND sign_up_end ${open ? '>' : '<='} $1
       AND id NOT IN (SELECT article_id FROM activity_signups) ORDER BY id LIMIT 1`,
      [new Date()],
    )
  ).rows[0]!.id;

describe('article lists', () => {
  it('page consumer-protection categories newest first, with pages matching the total and a short last page', async () => {
    const { items, pages } = await allPages({ articleCategory: [5, 6, 7] }, 'queryArticleList');
    const total = (
      await s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM articles WHERE status = 1 AND article_category IN (5, 6, 7)',
      )
    ).rows[0]!.n;
    expect(items).toHaveLength(total);
    expect(pages).toBe(Math.ceil(total / 10));
    expect(new Set(items.map((a) => a.id)).size).toBe(total);
    expect(items.every((a) => [5, 6, 7].includes(a.articleCategory))).toBe(true);
    const times = items.map((a) => a.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers summaries without the HTML body, with the picture as a data URL', async () => {
    const { list } = await s.call('getConsumerKnowleageList', { pageNum: 1, pageSize: 10, articleCategory: 10 });
    expect(list.length).toBeGreaterThan(0);
    for (const a of list) {
      expect(a).not.toHaveProperty('content');
      expect(a.imageBase.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(a.articleCategory).toBe(10);
    }
    expect(list.some((a) => a.videoType === 3 && a.fileUuid !== '' && a.url.startsWith('https://'))).toBe(true);
  });

  it("gives each activity's sign-up end in China time: after now in 报名中's list, passed in 往期回顾's, none in 活动资讯's", async () => {
    const now = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date());
    const open = await allPages({ category: 1, type: 'SIGN_UP_AREA' });
    const ended = await allPages({ category: 1, type: 'REVIEW_AREA' });
    const general = await allPages({ category: 1, type: 'GENERAL' });
    expect([open.items.length, ended.items.length, general.items.length].every((n) => n > 0)).toBe(true);
    for (const a of open.items) expect(a.signUpEnd! > now).toBe(true);
    for (const a of ended.items) expect(a.signUpEnd! <= now).toBe(true);
    for (const a of [...open.items, ...ended.items])
      expect(a.signUpEnd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(general.items.every((a) => a.signUpEnd === null)).toBe(true);
  });

  it('accepts the category as a number, a list or a comma-separated string', async () => {
    const asNumber = await allPages({ articleCategory: 21 });
    const asString = await allPages({ articleCategory: '21' as unknown as number });
    const asList = await allPages({ articleCategory: [21] });
    expect(asNumber.items.length).toBeGreaterThan(0);
    expect(asString.items).toEqual(asNumber.items);
    expect(asList.items).toEqual(asNumber.items);
    const two = await allPages({ articleCategory: '15,16' as unknown as number });
    expect(new Set(two.items.map((a) => a.articleCategory))).toEqual(new Set([15, 16]));
  });

  it('filters by section (category): 21 is every consumer-protection category', async () => {
    const { items } = await allPages({ category: 21 });
    expect(new Set(items.map((a) => a.articleCategory))).toEqual(new Set([5, 6, 7, 21]));
  });

  it('filters the activity zone by type: sign-up open, review (ended) or general', async () => {
    const signUp = await allPages({ type: 'SIGN_UP_AREA' });
    const review = await allPages({ type: 'REVIEW_AREA' });
    expect(signUp.items.length).toBeGreaterThan(0);
    expect(review.items.length).toBeGreaterThan(0);
    const ends = await s.db.query<{ id: number; open: boolean }>(
      'SELECT id, sign_up_end > $1 AS open FROM articles WHERE sign_up_end IS NOT NULL',
      [new Date()],
    );
    const open = new Map(ends.rows.map((r) => [r.id, r.open]));
    expect(signUp.items.every((a) => open.get(a.id) === true)).toBe(true);
    expect(review.items.every((a) => open.get(a.id) === false)).toBe(true);
    expect(
      (await failure(s.call('getArticleList', { pageNum: 1, pageSize: 10, type: 'OTHER' as 'GENERAL' }))).statusCode,
    ).toBe(Code.invalidInput);
  });

  it('shows app-only articles only to the app and web-only articles only to the web', async () => {
    const terminals = await s.db.query<{ id: number; display_terminal: number }>(
      'SELECT id, display_terminal FROM articles WHERE status = 1',
    );
    const byId = new Map(terminals.rows.map((r) => [r.id, r.display_terminal]));
    const app = (await allPages({ displayTerminal: 1 })).items.map((a) => byId.get(a.id));
    const web = (await allPages({ displayTerminal: 2 })).items.map((a) => byId.get(a.id));
    expect(app).toContain(1);
    expect(app).not.toContain(2);
    expect(web).toContain(2);
    expect(web).not.toContain(1);
    const everything = await allPages({});
    expect(everything.items.length).toBe(terminals.rows.length);
  });

  it('limits display-area articles to their area', async () => {
    const areas = await s.db.query<{ id: number }>('SELECT id FROM articles WHERE status = 1 AND display_area = 1');
    expect(areas.rows.length).toBeGreaterThan(0);
    const area3 = (await allPages({ displayArea: 3 })).items.map((a) => a.id);
    const area1 = (await allPages({ displayArea: 1 })).items.map((a) => a.id);
    for (const { id } of areas.rows) {
      expect(area3).not.toContain(id);
      expect(area1).toContain(id);
    }
  });

  it('never lists offline articles, and a page past the end is empty', async () => {
    const offline = await s.db.query<{ id: number }>('SELECT id FROM articles WHERE status <> 1');
    expect(offline.rows.length).toBeGreaterThan(0);
    const ids = (await allPages({})).items.map((a) => a.id);
    for (const { id } of offline.rows) expect(ids).not.toContain(id);
    const beyond = await s.call('getArticleList', { pageNum: 99, pageSize: 10 });
    expect(beyond.list).toEqual([]);
    expect(beyond.pages).toBeGreaterThan(0);
  });
});

describe('article detail', () => {
  it('cleans the stored HTML before answering it: the phishing lesson keeps its text and loses its hostile markup', async () => {
    const { rows } = await s.db.query<{ id: number; content: string }>(
      'SELECT id, content FROM articles WHERE title = $1',
      [PHISHING_ARTICLE.title],
    );
    const stored = rows[0]!;
    // The back office's copy still holds the markup; neither detail call hands it out.
    expect(stored.content).toMatch(/<script|onerror|javascript:|<iframe|<svg|url\(/i);
    const detail = await s.call('getArticleDetail', { id: stored.id });
    const checked = await s.call('articleDetailCheck', { id: stored.id });
    for (const content of [detail!.content, checked.article!.content]) {
      expect(content).not.toMatch(/<script|\son[a-z]+=|javascript:|<iframe|<svg|url\(|__xss/i);
      expect(content).toContain('钓鱼');
    }
  });

  it('answers the HTML body with paragraphs and a picture', async () => {
    const { list } = await s.call('getArticleList', { pageNum: 1, pageSize: 1, articleCategory: 3 });
    const article = await s.call('getArticleDetail', { id: list[0]!.id });
    expect(article).toMatchObject({ ...list[0], content: expect.stringContaining('<p>') });
    expect(article!.content).toContain('<img src="data:image/svg+xml;base64,');
  });

  it('answers null for unknown and offline articles', async () => {
    const offline = (await s.db.query<{ id: number }>('SELECT id FROM articles WHERE status <> 1 LIMIT 1')).rows[0]!.id;
    expect(await s.call('getArticleDetail', { id: offline })).toBeNull();
    expect(await s.call('getArticleDetail', { id: 999_999 })).toBeNull();
  });

  it('checkStatus: 1 open, 0 already signed up by this user, 2 ended or not an activity; signUp: whether it takes sign-ups at all', async () => {
    const signed = (
      await s.db.query<{ article_id: number }>('SELECT article_id FROM activity_signups WHERE user_id = $1', [
        s.users.verified,
      ])
    ).rows[0]!.article_id;
    expect(await s.call('articleDetailCheck', { id: signed }, 'verified')).toMatchObject({
      status: 1,
      checkStatus: 0,
      article: { id: signed },
    });
    expect((await s.call('articleDetailCheck', { id: signed }, 'unverified')).checkStatus).toBe(1);
    expect((await s.call('articleDetailCheck', { id: await activity(true) }, 'verified')).checkStatus).toBe(1);
    expect(await s.call('articleDetailCheck', { id: await activity(false) }, 'verified')).toMatchObject({
      checkStatus: 2,
      signUp: true,
    });
    const news = (await s.call('getArticleList', { pageNum: 1, pageSize: 1, articleCategory: 3 })).list[0]!.id;
    expect(await s.call('articleDetailCheck', { id: news }, 'verified')).toMatchObject({
      checkStatus: 2,
      signUp: false,
    });
    expect(await s.call('articleDetailCheck', { id: 999_999 }, 'verified')).toEqual({
      status: 0,
      article: null,
      checkStatus: 2,
      signUp: false,
    });
  });

  it('answers visitors without a session too: an open activity can be signed up for after login', async () => {
    const open = await activity(true);
    expect(await s.call('articleDetailCheck', { id: open })).toMatchObject({
      status: 1,
      checkStatus: 1,
      article: { id: open },
    });
  });
});

describe('applySave', () => {
  const form = (articleId: number): ActivitySignUp => ({
    applyName: '王芳',
    customerManager: '李婷',
    applyPhoneNumber: '13800000002',
    accompanyNumber: 1,
    areaCode: '2',
    articleId,
    notes: '',
  });

  it('signs the user up once for an open activity, after which checkStatus is 0', async () => {
    const id = await activity(true);
    expect((await s.call('articleDetailCheck', { id }, 'unverified')).checkStatus).toBe(1);
    await s.call('applySave', form(id), 'unverified');
    expect((await s.call('articleDetailCheck', { id }, 'unverified')).checkStatus).toBe(0);
    const again = await failure(s.call('applySave', form(id), 'unverified'));
    expect(again.message).toBe('您已报名该活动');
  });

  it('refuses ended activities, non-activities and invalid fields', async () => {
    expect((await failure(s.call('applySave', form(await activity(false)), 'senior'))).message).toBe('活动报名已结束');
    const news = (await s.call('getArticleList', { pageNum: 1, pageSize: 1, articleCategory: 3 })).list[0]!.id;
    expect((await failure(s.call('applySave', form(news), 'senior'))).statusCode).toBe(Code.notFound);
    const id = await activity(true);
    const cases: Array<[Partial<ActivitySignUp>, string]> = [
      [{ applyName: ' ' }, '请输入姓名'],
      [{ applyName: '名'.repeat(31) }, '姓名不能超过30个字'],
      [{ customerManager: '经'.repeat(31) }, '客户经理不能超过30个字'],
      [{ notes: '备'.repeat(51) }, '备注不能超过50个字'],
      [{ applyPhoneNumber: '1380000000' }, '您输入的手机号格式有误'],
      [{ areaCode: '4' as ActivitySignUp['areaCode'] }, '请选择活动地区'],
    ];
    for (const [change, message] of cases) {
      const error = await failure(s.call('applySave', { ...form(id), ...change }, 'senior'));
      expect([error.statusCode, error.message]).toEqual([Code.invalidInput, message]);
    }
    expect((await s.call('articleDetailCheck', { id }, 'senior')).checkStatus).toBe(1);
  });

  it('takes the account’s own phone as queryCustomerInfo shows it (masked), and no one else’s', async () => {
    const id = await activity(true);
    const masked = (await s.call('queryCustomerInfo', {}, 'senior')).telephone;
    expect(masked).toBe('138****0065');
    const other = await failure(s.call('applySave', { ...form(id), applyPhoneNumber: '138****0001' }, 'senior'));
    expect([other.statusCode, other.message]).toEqual([Code.invalidInput, '您输入的手机号格式有误']);
    await s.call('applySave', { ...form(id), applyPhoneNumber: masked }, 'senior');
    const { rows } = await s.db.query<{ phone: string }>(
      'SELECT apply_phone_number AS phone FROM activity_signups WHERE article_id = $1 AND user_id = $2',
      [id, s.users.senior],
    );
    expect(rows).toEqual([{ phone: '13800000065' }]);
  });

  it('signs a user up once under 10 concurrent identical requests', async () => {
    const id = await activity(true);
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => s.call('applySave', form(id), 'senior')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.flatMap((a) => (a.status === 'rejected' ? [a.reason as unknown] : []));
    expect(refused).toHaveLength(9);
    for (const error of refused) {
      expect(error).toBeInstanceOf(BusinessError);
      expect([(error as BusinessError).statusCode, (error as BusinessError).message]).toEqual([
        Code.invalidInput,
        '您已报名该活动',
      ]);
    }
    const rows = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity_signups WHERE article_id = $1 AND user_id = $2',
      [id, s.users.senior],
    );
    expect(rows.rows[0]!.n).toBe(1);
    expect((await s.call('articleDetailCheck', { id }, 'senior')).checkStatus).toBe(0);
  });
});

describe('banners, dictionary values, investment advisers', () => {
  it('answers the banners of a page and type in order, terminal-specific ones only to their terminal', async () => {
    const news = await s.call('queryBanner', { pageType: 2, bannerType: 10, productTerminal: 2 });
    expect(news.length).toBeGreaterThanOrEqual(2);
    expect(news[0]).toEqual({
      id: expect.any(Number),
      imageUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      linkAddr: expect.stringMatching(/^\/phone\//),
    });
    const ios = (await s.call('queryBanner', { pageType: 3, bannerType: 13, productTerminal: 1 })).map((b) => b.id);
    const android = (await s.call('queryBanner', { pageType: 3, bannerType: 13, productTerminal: 2 })).map((b) => b.id);
    const shared = ios.filter((id) => android.includes(id));
    expect(shared.length).toBeGreaterThan(0);
    expect(ios.length).toBe(shared.length + 1);
    expect(android.length).toBe(shared.length + 1);
    for (const b of news) {
      const image = await s.db.query('SELECT 1 FROM images WHERE uuid = $1', [b.imageUuid]);
      expect(image.rows).toHaveLength(1);
    }
    expect(await s.call('queryBanner', { pageType: 3, bannerType: 10, productTerminal: 1 })).toEqual([]);
  });

  it('answers dictionary values and notFound for an unknown code', async () => {
    expect((await s.call('queryDictValue', { dictCode: 'HOME_PAGE_COLOUR' })).value).toMatch(/^#[0-9A-F]{6}$/i);
    expect((await s.call('queryDictValue', { dictCode: 'H5_SERVER_PAGE_DESC_JF' })).value).toContain('积分');
    expect((await failure(s.call('queryDictValue', { dictCode: 'NOPE' }))).statusCode).toBe(Code.notFound);
  });

  it('answers the investment adviser by code or by the trust code of a product it serves', async () => {
    const product = (
      await s.db.query<{ trust_code: string }>(
        'SELECT trust_code FROM products WHERE investment_adviser_code = $1 LIMIT 1',
        ['IA02'],
      )
    ).rows[0]!.trust_code;
    const byCode = await s.call('queryInvestmentAdviserInfo', { investrea: 'IA02' });
    expect(byCode.companyName).toBe('远澜私募基金管理有限公司');
    expect(await s.call('queryInvestmentAdviserInfo', { investrea: product })).toEqual(byCode);
    const fixedIncome = (
      await s.db.query<{ trust_code: string }>(
        `SELECT trust_code FROM products WHERE investment_adviser_code IS NULL LIMIT 1`,
      )
    ).rows[0]!.trust_code;
    expect((await failure(s.call('queryInvestmentAdviserInfo', { investrea: fixedIncome }))).statusCode).toBe(
      Code.notFound,
    );
  });
});

describe('reference data', () => {
  it('selectArea: provinces for 000000, then the children of a code', async () => {
    const provinces = await s.call('selectArea', { code: '000000' });
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ name: '河北省', code: '130000' });
    expect(await s.call('selectArea', { code: '130000' })).toContainEqual({ name: '邯郸市', code: '130400' });
    expect(await s.call('selectArea', { code: '130400' })).toContainEqual({ name: '大名县', code: '130425' });
    expect(await s.call('selectArea', { code: '130425' })).toEqual([]);
    expect((await failure(s.call('selectArea', { code: '13' }))).statusCode).toBe(Code.invalidInput);
  });

  it('queryCrmDictList and queryDict answer the dictionary of a key within its system', async () => {
    const nations = await s.call('queryCrmDictList', { key: '2099', system: 'TA' });
    expect(nations).toHaveLength(56);
    expect(nations[0]).toEqual({ caption: '汉族', key_value: '01', dictName: '汉族', dictValue: '01', english: 'Han' });
    expect((await s.call('queryCrmDictList', { key: '1027', system: 'TA' })).map((o) => o.caption)).toContain('其他');
    const countries = await s.call('queryCrmDictList', { key: '5084', system: 'DATACNT' });
    expect(countries[0]).toMatchObject({ key_value: 'CHN', caption: '中国' });
    expect(await s.call('queryCrmDictList', { key: '5084', system: 'TA' })).toEqual([]);
    const { results } = await s.call('queryDict', { key: '5084', system: 'DATACNT' });
    expect(results).toEqual(countries);
    expect((await s.call('queryDict', { key: '5090', system: 'DATACNT' })).results.map((r) => r.key_value)).toEqual([
      'A',
      'B',
    ]);
  });

  it('help: categories, questions by category or title, detail by id', async () => {
    const categories = await s.call('helpCenterList', {});
    expect(categories.map((c) => c.dictName)).toEqual(
      expect.arrayContaining(['账户相关', '产品相关', '风险测评', '积分活动']),
    );
    const account = await s.call('helpQuestionList', { dictValue: '1' });
    expect(account.length).toBeGreaterThanOrEqual(5);
    const all = await s.call('helpQuestionList', {});
    expect(all.length).toBeGreaterThan(account.length);
    const search = await s.call('helpQuestionList', { title: '密码' });
    expect(search.length).toBeGreaterThan(0);
    expect(search.every((q) => q.title.includes('密码'))).toBe(true);
    expect(await s.call('helpQuestionList', { title: '%' })).toEqual([]);
    expect(await s.call('helpQuestionList', { dictValue: '3', title: '密码' })).toEqual([]);
    expect(await s.call('helpQuestionDetail', { id: account[0]!.id })).toEqual(account[0]);
    const missing = await failure(s.call('helpQuestionDetail', { id: 999_999 }));
    expect(missing.statusCode).toBe(Code.notFound);
  });
});

describe('getPicByUuid: cacheable pictures, uncached failures', () => {
  const PIC = '/services/trustAppApi/getPicByUuid';
  const bannerUuid = async () =>
    (await s.call('queryBanner', { pageType: 2, bannerType: 10, productTerminal: 2 }))[0]!.imageUuid;

  it('answers a picture with a year-long immutable Cache-Control and a strong ETag that does not change', async () => {
    const uuid = await bannerUuid();
    const res = await s.h.get(`${PIC}?uuid=${uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(res.json()).toMatchObject({
      code: Code.ok,
      result: { statusCode: Code.ok, data: { base64: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
    });
    expect((await s.h.get(`${PIC}?uuid=${uuid}`)).headers.etag).toBe(etag);
    const other = (await s.call('queryBanner', { pageType: 2, bannerType: 12 }))[0]!.imageUuid;
    expect((await s.h.get(`${PIC}?uuid=${other}`)).headers.etag).not.toBe(etag);
  });

  it('answers 304 with no body when If-None-Match holds the ETag (alone, weak, in a list, or *)', async () => {
    const uuid = await bannerUuid();
    const etag = String((await s.h.get(`${PIC}?uuid=${uuid}`)).headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await s.h.get(`${PIC}?uuid=${uuid}`, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body, ifNoneMatch).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await s.h.get(`${PIC}?uuid=${uuid}`, { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().result.data.base64).toMatch(/^data:image\//);
  });

  it('answers bad and unknown uuids with a clear business message, never cached, never a system failure', async () => {
    const cases: Array<[string, string, string]> = [
      ['', Code.invalidInput, '请传入图片编号'],
      ['?uuid=', Code.invalidInput, '请传入图片编号'],
      ['?uuid=%20%20', Code.invalidInput, '请传入图片编号'],
      [`?uuid=${'a'.repeat(101)}`, Code.invalidInput, '图片编号参数有误'],
      ['?uuid=a%00b', Code.invalidInput, '图片编号参数有误'],
      ["?uuid=x'%20OR%20'1'='1", Code.invalidInput, '图片编号参数有误'],
      ['?uuid=a&uuid=b', Code.invalidInput, '图片编号参数有误'],
      ['?uuid=00000000-0000-4000-8000-000000000000', Code.notFound, '图片不存在'],
    ];
    for (const [query, statusCode, msg] of cases) {
      // A client holding a tag must still not turn a failure into a 304.
      const res = await s.h.get(`${PIC}${query}`, { 'if-none-match': '*' });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ code: Code.ok, result: { data: null, msg, statusCode } });
      expect(res.headers['cache-control'], query).toBe('no-store');
      expect(res.headers.etag, query).toBeUndefined();
    }
  });

  it('keeps the fault hook, and an injected fault is not cached either', async () => {
    const uuid = await bannerUuid();
    await s.h.post('/services/dev/faults', { callKey: 'getPicByUuid', httpStatus: 503, times: 1 });
    const faulted = await s.h.get(`${PIC}?uuid=${uuid}`);
    expect(faulted.statusCode).toBe(503);
    expect(faulted.headers['cache-control']).toBe('no-store');
    expect(faulted.headers.etag).toBeUndefined();
    expect((await s.h.get(`${PIC}?uuid=${uuid}`)).statusCode).toBe(200);
  });
});

describe('bad input to the content calls: 04040001 with a clear message, never a system failure', () => {
  /** The raw envelope, asserting the request was answered at the business level (HTTP 200, envelope 00000000). */
  const raw = async (key: CallKey, requestData: unknown) => {
    const res = await s.h.post(`/services/trustAppApi/${key}`, { requestData });
    expect(res.statusCode, `${key} ${JSON.stringify(requestData)}`).toBe(200);
    return res.json() as { code: string; result: { data: unknown; msg: string; statusCode: string } };
  };
  const refused = (msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode: Code.invalidInput } });
  // Beyond what requestRules.test.ts spoils (missing, an object, one past each end, a NUL byte, too many items):
  // text that is not a number, negatives, huge and fractional numbers, other JSON types.
  const notNumbers: unknown[] = ['abc', '1a', '１', ' 1 ', '0x10', '1e3', '', true, [1], [], null];
  const negatives: unknown[] = [-1, '-1', -2_147_483_648];
  const huge: unknown[] = [1e20, Number.MAX_SAFE_INTEGER, '99999999999999999999', 2 ** 31];
  const fractions: unknown[] = [1.5, '2.0', 0.1];

  const listCalls = ['queryArticleList', 'getArticleList', 'getConsumerKnowleageList'] as const;
  const listPage = { pageNum: 1, pageSize: 10 };

  it.each(listCalls)('%s: pages, categories, section, area type, terminal and area', async (key) => {
    const cases: Array<[Record<string, unknown>, string]> = [];
    const bad = (field: string, values: unknown[], message: string) => {
      for (const value of values) cases.push([{ ...listPage, articleCategory: [1], [field]: value }, message]);
    };
    // An empty page or category ('', null or []) means none given, so it is not refused.
    const given = (values: unknown[]) =>
      values.filter((v) => v !== '' && v !== null && !(Array.isArray(v) && v.length === 0));
    bad('pageNum', [...given(notNumbers), 0, ...negatives, ...huge, ...fractions], '分页参数有误');
    bad('pageSize', [...given(notNumbers), 0, 101, ...negatives, ...huge, ...fractions], '分页参数有误');
    bad(
      'articleCategory',
      ['abc', '1,x', '1;2', -1, '-3', 1000, 1e20, 1.5, '2.5', true, [[1]], [null], [1, 'x'], ['1', -1]],
      '文章分类参数有误',
    );
    bad('category', ['abc', -1, 1000, 1e20, 3.5, true, [21]], '栏目参数有误');
    bad('type', ['OTHER', 'general', 'SIGN_UP_AREA ', 1, true, ['GENERAL']], '专区类型参数有误');
    bad('displayTerminal', ['web', 0, 3, -1, 1e20, 1.5, true], '展示终端参数有误');
    bad('displayArea', ['abc', -1, 1000, 1e20, 2.5, true], '展示区域参数有误');
    for (const [requestData, message] of cases)
      expect(await raw(key, requestData), JSON.stringify(requestData)).toEqual(refused(message));
  });

  it.each(listCalls)('%s: what may be left out falls back to the first page of 10, every category', async (key) => {
    const total = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE status = 1')).rows[0]!
      .n;
    for (const requestData of [{}, { pageNum: '', pageSize: null, articleCategory: [] }, { articleCategory: '' }]) {
      const env = await raw(key, requestData);
      expect(env.result.statusCode, JSON.stringify(requestData)).toBe(Code.ok);
      const data = env.result.data as { list: ArticleSummary[]; pages: number };
      expect(data.list).toHaveLength(10);
      expect(data.pages).toBe(Math.ceil(total / 10));
    }
    // Numbers as text are read as numbers; the last allowed page is empty, not a failure.
    expect((await raw(key, { pageNum: '2', pageSize: '5', articleCategory: '21' })).result.statusCode).toBe(Code.ok);
    const last = await raw(key, { pageNum: 100_000, pageSize: 100 });
    expect(last.result).toMatchObject({ statusCode: Code.ok, data: { list: [] } });
  });

  it.each(['getArticleDetail', 'articleDetailCheck'] as const)('%s: the article id', async (key) => {
    for (const id of [...notNumbers, 0, ...negatives, ...huge, ...fractions, { id: 1 }]) {
      expect(await raw(key, { id }), JSON.stringify(id)).toEqual(refused('文章编号参数有误'));
    }
    expect(await raw(key, {})).toEqual(refused('文章编号参数有误'));
    // A well-formed id no article has is not bad input: the detail is empty.
    expect((await raw(key, { id: 2_147_483_647 })).result.statusCode).toBe(Code.ok);
  });

  it('queryBanner: page type, banner type and terminal', async () => {
    const good = { pageType: 3, bannerType: 13, productTerminal: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [];
    const bad = (field: string, values: unknown[], message: string) => {
      for (const value of values) cases.push([{ ...good, [field]: value }, message]);
    };
    bad('pageType', [...notNumbers, 0, 1, 4, ...negatives, ...huge, 2.5], '页面类型参数有误');
    bad('bannerType', [...notNumbers, 0, 9, 14, ...negatives, ...huge, 10.5], '轮播类型参数有误');
    bad('productTerminal', ['ios', 0, 3, -1, ...huge, 1.5, true], '终端类型参数有误');
    cases.push([{ bannerType: 13 }, '页面类型参数有误'], [{ pageType: 3 }, '轮播类型参数有误']);
    for (const [requestData, message] of cases) {
      expect(await raw('queryBanner', requestData), JSON.stringify(requestData)).toEqual(refused(message));
    }
    // Numbers as text are read as numbers.
    expect((await raw('queryBanner', { pageType: '3', bannerType: '13' })).result.statusCode).toBe(Code.ok);
  });

  it('queryDictValue: the dictionary code', async () => {
    for (const dictCode of [undefined, null, '', '   ']) {
      expect(await raw('queryDictValue', { dictCode }), String(dictCode)).toEqual(refused('请传入字典编码'));
    }
    // A list is a value of the wrong type, even an empty one.
    for (const dictCode of ['HOME PAGE', '../HOME_PAGE_COLOUR', "x' OR '1'='1", '<script>', 'Ü', true, { a: 1 }, []]) {
      expect(await raw('queryDictValue', { dictCode }), String(dictCode)).toEqual(refused('请求参数有误'));
    }
    // Surrounding blanks are not part of the code.
    expect((await raw('queryDictValue', { dictCode: ' HOME_PAGE_COLOUR ' })).result.statusCode).toBe(Code.ok);
  });
});

describe('seeded demo content for the browser tests', () => {
  it('has a published news article whose stored body carries hostile markup around readable text', async () => {
    const { items } = await allPages({ articleCategory: 3 });
    const listed = items.filter((a) => a.title === PHISHING_ARTICLE.title);
    expect(listed).toHaveLength(1);
    const article = await s.call('getArticleDetail', { id: listed[0]!.id });
    expect(article).toMatchObject({ articleCategory: 3, status: 1, videoType: 0 });
    // As the back office stored it (the detail call answers it cleaned).
    const stored = await s.db.query<{ content: string }>('SELECT content FROM articles WHERE id = $1', [article!.id]);
    const html = stored.rows[0]!.content;
    for (const hostile of [
      '<script>',
      ' onerror="',
      'href="javascript:',
      '<iframe src="https://',
      '<svg onload="',
      'url(http://',
      "__xss('article:",
    ]) {
      expect(html, hostile).toContain(hostile);
    }
    expect(html).toContain('<img src="data:image/svg+xml;base64,');
    expect(html).toContain('不会以任何理由索要您的登录密码');
  });

  it('has a video link (videoType 3) under a discover tab as well as under 7, 9 and 10', async () => {
    const videos = (
      await s.db.query<{ article_category: number }>(
        `SELECT DISTINCT article_category FROM articles WHERE status = 1 AND video_type = 3 ORDER BY article_category`,
      )
    ).rows.map((r) => r.article_category);
    expect(videos).toEqual([7, 9, 10, 22]);
    const { list } = await s.call('queryArticleList', { pageNum: 1, pageSize: 10, articleCategory: [22] });
    const film = list.find((a) => a.title === '鼎元信托企业宣传片');
    expect(film).toMatchObject({ videoType: 3, fileUuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(film!.url).toBe(`https://media.dingyuan-trust.example/video/${film!.fileUuid}.mp4`);
  });

  it('links banners only to tabs their pages have', async () => {
    const { rows } = await s.db.query<{ link_addr: string }>('SELECT link_addr FROM banners');
    const tabs: Record<string, number[]> = {
      info: [1, 15, 16, 17, 18],
      consumerKnowleage: [5, 6, 7],
      findManageIndex: [1, 19, 20, 21, 22],
    };
    for (const { link_addr: link } of rows) {
      const [, page, nav] = /^\/phone\/(\w+)\?activeNav=(\d+)$/.exec(link) ?? [];
      if (page && page in tabs) expect(tabs[page], link).toContain(Number(nav));
    }
    expect(rows.map((r) => r.link_addr)).toContain('/phone/info?activeNav=16');
  });

  it('has no H5_POINTS_ENTRY_SHOW dictionary row: the points entry follows H5_SERVER_PAGE_DESC_JF', async () => {
    expect((await failure(s.call('queryDictValue', { dictCode: 'H5_POINTS_ENTRY_SHOW' }))).statusCode).toBe(
      Code.notFound,
    );
  });
});
