/**
 * The content of spec 3 (§2–§5 articles, activities and their sign-up, banners, dictionary values, investment
 * advisers): the rules and the SQL behind routes/content.ts. Requests arrive checked against the contract's request
 * rules (pages, categories, area types, the sign-up form); what is left here needs the database.
 */
import { createHash } from 'node:crypto';
import {
  Code,
  MASKED_PHONE_PATTERN,
  maskPhone,
  phoneText,
  type Article,
  type ArticleListRequest,
  type ArticleSummary,
  type Banner,
  type CallRequest,
} from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { cleanArticleHtml } from './articleHtml';
import { cachedRead } from './readCache';
import { chinaTime, pageParams } from './sql';
import { findUserById } from './users';
import { invalid } from './validation';

const SUMMARY_COLUMNS = `a.id, a.title, ${chinaTime('a.publish_time')} AS "publishTime",
  a.author, a.status::int AS status, a.category::int AS category, a.article_category::int AS "articleCategory",
  COALESCE('data:' || i.mime || ';base64,' || i.base64, '') AS "imageBase", a.video_type::int AS "videoType",
  a.file_uuid AS "fileUuid", a.url, ${chinaTime('a.sign_up_end')} AS "signUpEnd"`;

const FROM = 'FROM articles a LEFT JOIN images i ON i.uuid = a.image_uuid';

/** articleCategory arrives as one number, a list, or a comma-separated string; the request rules make it a list. */
function categoryList(value: ArticleListRequest['articleCategory']): number[] | null {
  if (value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return list.length ? list : null;
}

/** The three list calls share one query: published articles, newest first, with `pages` for the stop condition. */
export async function articlesPage(
  db: Queryable,
  req: ArticleListRequest,
): Promise<{ list: ArticleSummary[]; pages: number }> {
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
  return cachedRead(
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
}

type StoredArticle = Article & { signUpOpen: boolean | null };

/** A published article, with whether its sign-up is open (null: it takes none). */
async function findArticle(db: Queryable, clock: Clock, id: number): Promise<StoredArticle | null> {
  const { rows } = await db.query<StoredArticle>(
    `SELECT ${SUMMARY_COLUMNS}, a.content, CASE WHEN a.sign_up_end IS NULL THEN NULL ELSE a.sign_up_end > $2 END AS "signUpOpen"
     ${FROM} WHERE a.id = $1 AND a.status = 1`,
    [id, clock.now()],
  );
  return rows[0] ?? null;
}

/** What a reader is given of an article: its HTML cleaned of anything that could run (server/services/articleHtml.ts). */
async function readable<A extends Article>(article: A): Promise<A> {
  return { ...article, content: await cleanArticleHtml(article.content) };
}

/** A published article as a reader is given it, or null. */
export async function articleFor(db: Queryable, clock: Clock, id: number): Promise<Article | null> {
  const found = await findArticle(db, clock, id);
  if (!found) return null;
  const { signUpOpen: _signUpOpen, ...article } = found;
  return readable(article);
}

/**
 * checkStatus: 2 when the article takes no sign-ups or its sign-up has ended, else 0 if this user signed up, else 1;
 * signUp: whether it takes sign-ups at all (an activity that never did shows no sign-up block).
 */
export async function articleWithSignUp(db: Queryable, clock: Clock, userId: number | undefined, id: number) {
  const found = await findArticle(db, clock, id);
  if (!found) return { status: 0, article: null, checkStatus: 2 as const, signUp: false };
  const { signUpOpen, ...stored } = found;
  const article = await readable(stored);
  let checkStatus: 0 | 1 | 2 = signUpOpen ? 1 : 2;
  if (signUpOpen && userId !== undefined) {
    const signed = await db.query('SELECT 1 FROM activity_signups WHERE article_id = $1 AND user_id = $2', [
      article.id,
      userId,
    ]);
    if (signed.rows.length > 0) checkStatus = 0;
  }
  return { status: article.status, article, checkStatus, signUp: signUpOpen !== null };
}

/**
 * The phone a sign-up gives: a full number as typed, or the account's own where the form sent it as prefilled from
 * queryCustomerInfo, masked (spec 3 §7); a masked number that is not the account's is refused.
 */
async function signUpPhone(db: Queryable, userId: number, sent: string): Promise<string> {
  if (!MASKED_PHONE_PATTERN.test(sent)) return sent;
  const own = (await findUserById(db, userId))?.phone ?? '';
  if (maskPhone(own) !== sent) invalid(phoneText.invalid);
  return own;
}

/** Activity sign-up (spec 3 §3, §5): open activities only, once per user; results are announced later by SMS. */
export async function signUp(db: Queryable, clock: Clock, userId: number, req: CallRequest<'applySave'>) {
  const article = await findArticle(db, clock, req.articleId);
  if (!article || article.signUpOpen === null) throw new BusinessError(Code.notFound, '活动不存在');
  if (!article.signUpOpen) invalid('活动报名已结束');
  const phone = await signUpPhone(db, userId, req.applyPhoneNumber);
  const inserted = await db.query(
    `INSERT INTO activity_signups (article_id, user_id, apply_name, customer_manager, apply_phone_number, accompany_number, area_code, notes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (article_id, user_id) DO NOTHING RETURNING id`,
    [
      article.id,
      userId,
      req.applyName,
      req.customerManager ?? '',
      phone,
      req.accompanyNumber ?? 0,
      req.areaCode,
      req.notes ?? '',
      clock.now(),
    ],
  );
  if (inserted.rows.length === 0) invalid('您已报名该活动');
}

/** A page's banners of one kind, for the terminal asked (none: every terminal's). */
export async function bannersOf(db: Queryable, req: CallRequest<'queryBanner'>): Promise<Banner[]> {
  const { pageType, bannerType } = req;
  const terminal = req.productTerminal ?? null;
  return cachedRead(db, 'banners', `${pageType}|${bannerType}|${terminal}`, async () => {
    const { rows } = await db.query<Banner>(
      `SELECT id, image_uuid AS "imageUuid", link_addr AS "linkAddr" FROM banners
       WHERE page_type = $1 AND banner_type = $2 AND (product_terminal IS NULL OR product_terminal = $3)
       ORDER BY sort, id`,
      [pageType, bannerType, terminal],
    );
    return rows;
  });
}

/** A dictionary value by its code. */
export async function dictValue(db: Queryable, dictCode: string): Promise<string> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM dict_values WHERE dict_code = $1', [dictCode]);
  if (!rows[0]) throw new BusinessError(Code.notFound, '字典项不存在');
  return rows[0].value;
}

/** An investment adviser by its code, or by the trust code of a product it serves (the net-value screen's link). */
export async function investmentAdviser(db: Queryable, key: string) {
  const { rows } = await db.query<{ companyName: string; description: string }>(
    `SELECT company_name AS "companyName", description FROM investment_advisers
     WHERE code = $1 OR code = (SELECT investment_adviser_code FROM products WHERE trust_code = $1)`,
    [key],
  );
  if (!rows[0]) throw new BusinessError(Code.notFound, '暂无投资顾问信息');
  return rows[0];
}

/**
 * A picture of the catalogue (banners, articles, products) as a data URL with its ETag, or null. A picture never
 * changes under its uuid, so a found one is cached until the images change.
 */
export async function pictureOf(db: Queryable, uuid: string): Promise<{ base64: string; etag: string } | null> {
  return cachedRead(db, 'images', uuid, async () => {
    const r = await db.query<{ mime: string; base64: string }>('SELECT mime, base64 FROM images WHERE uuid = $1', [
      uuid,
    ]);
    const image = r.rows[0];
    if (!image) return null;
    const base64 = image.base64.startsWith('data:') ? image.base64 : `data:${image.mime};base64,${image.base64}`;
    const etag = `"${createHash('sha256').update(uuid).update('\n').update(base64).digest('base64url')}"`;
    return { base64, etag };
  });
}
