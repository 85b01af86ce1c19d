/** Calls of spec 3: article lists and details, activity sign-up, banners, dictionary values, advisers (services/content.ts). */
import { Code, signUpText, type ArticleListRequest } from '../../src/contract';
import { BusinessError, type CallContext, type Handlers } from '../core/calls';
import {
  articleFor,
  articlesPage,
  articleWithSignUp,
  bannersOf,
  dictValue,
  investmentAdviser,
  signUp,
} from '../services/content';

/** The three list calls share one query: published articles, newest first, with `pages` for the stop condition. */
const articleList = async (req: ArticleListRequest, { db }: CallContext) => ({ data: await articlesPage(db, req) });

export const contentHandlers: Handlers = {
  queryArticleList: articleList,
  getArticleList: articleList,
  getConsumerKnowleageList: articleList,

  getArticleDetail: async (req, ctx) => ({ data: await articleFor(ctx.db, ctx.clock, req.id) }),

  articleDetailCheck: async (req, ctx) => ({
    data: await articleWithSignUp(ctx.db, ctx.clock, ctx.session?.userId, req.id),
  }),

  applySave: async (req, ctx) => {
    if (!ctx.session) throw new BusinessError(Code.sessionExpired, '请重新登录');
    await signUp(ctx.db, ctx.clock, ctx.session.userId, req);
    return { data: null, msg: signUpText.saved };
  },

  queryBanner: async (req, { db }) => ({ data: await bannersOf(db, req) }),

  queryDictValue: async (req, { db }) => ({ data: { value: await dictValue(db, req.dictCode) } }),

  queryInvestmentAdviserInfo: async (req, { db }) => ({ data: await investmentAdviser(db, req.investrea) }),
};
