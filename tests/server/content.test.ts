import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ActivitySignUp, type ArticleListRequest, type ArticleSummary } from '../../src/contract';
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

  it('checkStatus: 1 open, 0 already signed up by this user, 2 ended or not an activity', async () => {
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
    expect((await s.call('articleDetailCheck', { id: await activity(false) }, 'verified')).checkStatus).toBe(2);
    const news = (await s.call('getArticleList', { pageNum: 1, pageSize: 1, articleCategory: 3 })).list[0]!.id;
    expect((await s.call('articleDetailCheck', { id: news }, 'verified')).checkStatus).toBe(2);
    expect(await s.call('articleDetailCheck', { id: 999_999 }, 'verified')).toEqual({
      status: 0,
      article: null,
      checkStatus: 2,
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
