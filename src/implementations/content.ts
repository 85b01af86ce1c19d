/**
 * The content screens' calls (spec 3 §7): article lists page by page, an article, banners with their pictures and
 * the points entry's dictionary value. Lists and details run on the loader chart (machines/loader/loader.ts); the
 * pictures and the flag are small reads of their own.
 */
import { LOGIN_REQUIRED, pageOf, type PageOutcome } from '../../machines/loader/loader';
import { api, getPicByUuid } from '../api';
import { Code, type Article, type ArticleListRequest, type ArticleSummary } from '../contract';
import { getTerminalType, isAndroid, isIOS } from '../platform/terminal';

/** Spec 3 §9: ten articles a page. */
export const ARTICLE_PAGE_SIZE = 10;

/** Which list call a screen uses (spec 3 §7: the consumer list serves 5–7, and 3, 9 and 10 on the web). */
export type ArticleListCall = 'queryArticleList' | 'getArticleList' | 'getConsumerKnowleageList';

/** What a tab of a list asks for: its call and filters; the page, size and terminal are added per request. */
export interface ArticleListQuery extends Omit<ArticleListRequest, 'pageNum' | 'pageSize' | 'displayTerminal'> {
  call: ArticleListCall;
}

/** One page of a tab's articles; 04040528 on the article list asks for a login first (spec 3 §4, §8). */
export async function loadArticles({
  page,
  pageSize,
  query,
}: {
  page: number;
  pageSize: number;
  query: ArticleListQuery;
}): Promise<PageOutcome> {
  const { call, ...filters } = query;
  const answer = await api[call](
    { ...filters, pageNum: page, pageSize, displayTerminal: getTerminalType() },
    { expect: [Code.articleLoginRequired] },
  );
  if (answer.statusCode !== Code.ok) return LOGIN_REQUIRED;
  return pageOf(answer.data.list satisfies ArticleSummary[]);
}

/** An article by id; an unknown, offline or missing id is an empty screen ("no information", spec 3 §2). */
export async function loadArticle({ query }: { query: number | null }): Promise<PageOutcome> {
  if (query === null) return pageOf([]);
  const { data } = await api.getArticleDetail({ id: query });
  return pageOf(data && data.content !== undefined ? [data satisfies Article] : []);
}

/** Spec 3 §3: an article whose section (`category`) is 1 is an activity; it opens as one (activeNav 0). */
export const ACTIVITY_CATEGORY = 1;
export const isActivity = (article: Pick<Article, 'category'>): boolean => article.category === ACTIVITY_CATEGORY;

/**
 * Spec 3 §2 "Article click rule": a videoType 3 item is a file or video link (its fileUuid names the file, `url`
 * is where it is served). Everything else opens the detail.
 */
export const VIDEO_LINK_TYPE = 3;
export const isFileLink = (article: Pick<Article, 'videoType'>): boolean => article.videoType === VIDEO_LINK_TYPE;

/** The address a file or video link opens: its served URL, only http(s). */
export function fileLinkOf(article: Pick<Article, 'url'>): string | null {
  return /^https?:\/\//i.test(article.url) ? article.url : null;
}

export interface BannerSlide {
  id: number;
  picture: string;
  linkAddr: string;
}

/**
 * A carousel's banners with their pictures (queryBanner, then getPicByUuid per banner, spec 3 §3). A picture that
 * cannot be fetched drops its banner; a carousel that cannot load at all is simply not shown (the page's article
 * list is what the reader came for).
 */
export async function loadBanners(pageType: 2 | 3, bannerType: 10 | 11 | 12 | 13): Promise<BannerSlide[]> {
  const terminal = navigatorTerminal();
  const { data } = await api.queryBanner({ pageType, bannerType, ...(terminal && { productTerminal: terminal }) });
  const slides = await Promise.all(
    data.map(async (banner) => {
      try {
        const { data: picture } = await getPicByUuid(banner.imageUuid);
        return { id: banner.id, picture: picture.base64, linkAddr: banner.linkAddr };
      } catch {
        return null;
      }
    }),
  );
  return slides.filter((s): s is BannerSlide => s !== null);
}

/** productTerminal (spec 3 §3): 1 iOS, 2 Android; neither in a desktop browser. */
const navigatorTerminal = (): 1 | 2 | null => (isIOS() ? 1 : isAndroid() ? 2 : null);

/** Spec 3 §3: the points page description; the discover page shows its points entry only when the server gives one. */
export const POINTS_ENTRY_DICT = 'H5_SERVER_PAGE_DESC_JF';

export async function loadPointsEntry(): Promise<string | null> {
  const answer = await api.queryDictValue({ dictCode: POINTS_ENTRY_DICT }, { expect: [Code.notFound] });
  return answer.statusCode === Code.ok && answer.data.value.trim() ? answer.data.value : null;
}
