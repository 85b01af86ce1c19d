/** Read calls of spec 3: article lists and details, activity sign-up status, banners, dictionary values, advisers. */
import {
  Code,
  signUpText,
  type Article,
  type ArticleListRequest,
  type ArticleSummary,
  type Banner,
} from '../../src/contract';
import { BusinessError, type CallContext, type Handlers } from '../core/calls';
import { cleanArticleHtml } from '../services/articleHtml';
import { cachedRead } from '../services/readCache';
import { invalid } from '../services/validation';
import { pageParams } from './invest';

/*
 * Requests arrive checked against the contract's REQUEST_RULES (pages, categories, area types, the sign-up form);
 * what is left here needs the database.
 */

const SUMMARY_COLUMNS = `a.id, a.title, to_char(a.publish_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "publishTime",
  a.author, a.status::int AS status, a.category::int AS category, a.article_category::int AS "articleCategory",
  COALESCE('data:' || i.mime || ';base64,' || i.base64, '') AS "imageBase", a.video_type::int AS "videoType",
  a.file_uuid AS "fileUuid", a.url`;

const FROM = 'FROM articles a LEFT JOIN images i ON i.uuid = a.image_uuid';

/** articleCategory arrives as one number, a list, or a comma-separated string; the request rules make it a list. */
function categoryList(value: ArticleListRequest['articleCategory']): number[] | null {
  if (value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return list.length ? list : null;
}

/** The three list calls share one query: published articles, newest first, with `pages` for the stop condition. */
async function articleList(
  req: ArticleListRequest,
  { db }: CallContext,
): Promise<{ data: { list: ArticleSummary[]; pages: number } }> {
  const { limit, offset } = pageParams(req.pageNum, req.pageSize, 10);
  const where = ['a.status = 1'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const categories = categoryList(req.articleCategory);
  if (categories) add('a.article_category = ANY(?::int[])', categories);
  if (req.category !== undefined) add('a.category = ?', req.category);
  if (req.type) add('a.area_type = ?', req.type);
  // An article for every terminal (0) or area (0) shows everywhere.
  if (req.displayTerminal !== undefined) add('a.display_terminal IN (0, ?)', req.displayTerminal);
  if (req.displayArea !== undefined) add('a.display_area IN (0, ?)', req.displayArea);
  const whereSql = `WHERE ${where.join(' AND ')}`;
  // The same for every reader: cached until an article or picture changes (services/readCache.ts).
  const data = await cachedRead(
    db,
    ['articles', 'images'],
    `list|${whereSql}|${JSON.stringify([params, limit, offset])}`,
    async () => {
      const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles a ${whereSql}`, params);
      const { rows } = await db.query<ArticleSummary>(
        `SELECT ${SUMMARY_COLUMNS} ${FROM} ${whereSql} ORDER BY a.publish_time DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      );
      return { list: rows, pages: Math.ceil((total.rows[0]?.n ?? 0) / limit) };
    },
  );
  return { data };
}

async function findArticle(ctx: CallContext, id: number): Promise<(Article & { signUpOpen: boolean | null }) | null> {
  const { rows } = await ctx.db.query<Article & { signUpOpen: boolean | null }>(
    `SELECT ${SUMMARY_COLUMNS}, a.content, CASE WHEN a.sign_up_end IS NULL THEN NULL ELSE a.sign_up_end > $2 END AS "signUpOpen"
     ${FROM} WHERE a.id = $1 AND a.status = 1`,
    [id, ctx.clock.now()],
  );
  return rows[0] ?? null;
}

/** What a reader is given of an article: its HTML cleaned of anything that could run (server/services/articleHtml.ts). */
async function readable<A extends Article>(article: A): Promise<A> {
  return { ...article, content: await cleanArticleHtml(article.content) };
}

export const contentHandlers: Handlers = {
  queryArticleList: articleList,
  getArticleList: articleList,
  getConsumerKnowleageList: articleList,

  getArticleDetail: async (req, ctx) => {
    const found = await findArticle(ctx, req.id);
    if (!found) return { data: null };
    const { signUpOpen: _signUpOpen, ...article } = found;
    return { data: await readable(article) };
  },

  /** checkStatus: 2 when the article takes no sign-ups or its sign-up has ended, else 0 if this user signed up, else 1. */
  articleDetailCheck: async (req, ctx) => {
    const found = await findArticle(ctx, req.id);
    if (!found) return { data: { status: 0, article: null, checkStatus: 2 } };
    const { signUpOpen, ...stored } = found;
    const article = await readable(stored);
    let checkStatus: 0 | 1 | 2 = signUpOpen ? 1 : 2;
    if (signUpOpen && ctx.session) {
      const signed = await ctx.db.query('SELECT 1 FROM activity_signups WHERE article_id = $1 AND user_id = $2', [
        article.id,
        ctx.session.userId,
      ]);
      if (signed.rows.length > 0) checkStatus = 0;
    }
    return { data: { status: article.status, article, checkStatus } };
  },

  /** Activity sign-up (spec 3 §3, §5): open activities only, once per user; results are announced later by SMS. */
  applySave: async (req, ctx) => {
    if (!ctx.session) throw new BusinessError(Code.sessionExpired, '请重新登录');
    const { applyName: name, applyPhoneNumber: phone, areaCode: area } = req;
    const manager = req.customerManager ?? '';
    const notes = req.notes ?? '';
    const accompany = req.accompanyNumber ?? 0;
    const article = await findArticle(ctx, req.articleId);
    if (!article || article.signUpOpen === null) throw new BusinessError(Code.notFound, '活动不存在');
    if (!article.signUpOpen) invalid('活动报名已结束');
    const inserted = await ctx.db.query(
      `INSERT INTO activity_signups (article_id, user_id, apply_name, customer_manager, apply_phone_number, accompany_number, area_code, notes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (article_id, user_id) DO NOTHING RETURNING id`,
      [article.id, ctx.session.userId, name, manager, phone, accompany, area, notes, ctx.clock.now()],
    );
    if (inserted.rows.length === 0) invalid('您已报名该活动');
    return { data: null, msg: signUpText.saved };
  },

  queryBanner: async (req, { db }) => {
    const { pageType, bannerType } = req;
    const terminal = req.productTerminal ?? null;
    const rows = await cachedRead(db, 'banners', `${pageType}|${bannerType}|${terminal}`, async () => {
      const { rows } = await db.query<Banner>(
        `SELECT id, image_uuid AS "imageUuid", link_addr AS "linkAddr" FROM banners
         WHERE page_type = $1 AND banner_type = $2 AND (product_terminal IS NULL OR product_terminal = $3)
         ORDER BY sort, id`,
        [pageType, bannerType, terminal],
      );
      return rows;
    });
    return { data: rows };
  },

  queryDictValue: async (req, { db }) => {
    const { rows } = await db.query<{ value: string }>('SELECT value FROM dict_values WHERE dict_code = $1', [
      req.dictCode,
    ]);
    if (!rows[0]) throw new BusinessError(Code.notFound, '字典项不存在');
    return { data: { value: rows[0].value } };
  },

  /** investrea is an adviser code or the trust code of a product the adviser serves (the net-value screen links with trustCode). */
  queryInvestmentAdviserInfo: async (req, { db }) => {
    const key = req.investrea;
    const { rows } = await db.query<{ companyName: string; description: string }>(
      `SELECT company_name AS "companyName", description FROM investment_advisers
       WHERE code = $1 OR code = (SELECT investment_adviser_code FROM products WHERE trust_code = $1)`,
      [key],
    );
    if (!rows[0]) throw new BusinessError(Code.notFound, '暂无投资顾问信息');
    return { data: rows[0] };
  },
};
