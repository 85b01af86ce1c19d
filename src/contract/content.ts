/** Calls of spec 3 (content and engagement), request and response per call key. */

/**
 * Article categories: 1 activities, 2 sign-up, 3 news, 5–7 consumer protection, 8 survey, 9 research,
 * 10 investor education, 15–18 corporate publications, 19 four-season activities, 20 wonderful activities,
 * 21 consumer-protection rights, 22 about us.
 */
export type ArticleCategory = number;

export interface Article {
  id: number;
  title: string;
  content: string;
  publishTime: string;
  author: string;
  status: number;
  category: ArticleCategory;
  articleCategory: ArticleCategory;
  imageBase: string;
  videoType: number;
  fileUuid: string;
  url: string;
}

export type ArticleSummary = Omit<Article, 'content'>;

export interface Banner {
  id: number;
  imageUuid: string;
  linkAddr: string;
}

export interface ActivitySignUp {
  applyName: string;
  customerManager: string;
  applyPhoneNumber: string;
  accompanyNumber: number;
  areaCode: '1' | '2' | '3';
  articleId: number;
  notes: string;
}

/** What applySave needs: the manager, the number of companions (0) and the notes may be left out. */
export type ActivitySignUpRequest = Omit<ActivitySignUp, 'customerManager' | 'accompanyNumber' | 'notes'> &
  Partial<Pick<ActivitySignUp, 'customerManager' | 'accompanyNumber' | 'notes'>>;

/** 0 all (query only), 1 earned, 2 used, 3 expired or deducted. */
export type PointsType = 0 | 1 | 2 | 3;

/**
 * One ledger entry. Times are `YYYY-MM-DD HH:mm:ss` in China time, '' where they do not apply: earned (1) has getTime
 * and expireTime; used (2) has usageTime; expired (3) has getTime (when those points were earned) and expireTime
 * (when they expired). pointsNum is the entry's size, always positive: the type says which way it went.
 */
export interface PointsRecord {
  detailName: string;
  pointsType: 1 | 2 | 3;
  pointsNum: number;
  getTime: string;
  expireTime: string;
  usageTime: string;
}

export interface Task {
  taskCode: 'certify' | 'signIn' | 'invite' | 'firstSubscribe' | 'serviceTrust';
  taskName: string;
  taskPoints: number;
  /**
   * 0 action available, 1 done (certify, firstSubscribe, serviceTrust) or signed today (signIn), 2 (signIn only)
   * today's rewarded places are taken and the user has not signed. invite stays 0: every qualified friend pays.
   */
  taskStatus: 0 | 1 | 2;
}

export interface PointsDetailsRequest {
  pointsType: PointsType;
  /** A month, 'YYYY-MM' (or 'YYYYMM'), by the entry's own time; left out or '' means every month. */
  pointsTime?: string;
  /** Paging is optional: without pageNum and pageSize the whole (filtered) ledger comes back. */
  pageNum?: number;
  pageSize?: number;
}

export interface ArticleListRequest {
  pageNum?: number;
  pageSize?: number;
  articleCategory?: ArticleCategory[] | ArticleCategory;
  category?: ArticleCategory;
  type?: 'SIGN_UP_AREA' | 'REVIEW_AREA' | 'GENERAL';
  displayTerminal?: 1 | 2;
  displayArea?: number;
}

export interface ContentCalls {
  queryArticleList: { req: ArticleListRequest; res: { list: ArticleSummary[]; pages: number } };
  getArticleList: { req: ArticleListRequest; res: { list: ArticleSummary[]; pages: number } };
  getConsumerKnowleageList: { req: ArticleListRequest; res: { list: ArticleSummary[]; pages: number } };
  getArticleDetail: { req: { id: number }; res: Article | null };
  articleDetailCheck: { req: { id: number }; res: { status: number; article: Article | null; checkStatus: 0 | 1 | 2 } };
  queryBanner: { req: { pageType: 2 | 3; bannerType: 10 | 11 | 12 | 13; productTerminal?: 1 | 2 }; res: Banner[] };
  queryDictValue: { req: { dictCode: string }; res: { value: string } };
  queryInvestmentAdviserInfo: { req: { investrea: string }; res: { companyName: string; description: string } };
  applySave: { req: ActivitySignUpRequest; res: null };
  /** Newest first; totalPointsNum is always the whole current balance, whatever the filter. */
  getPointsDetails: {
    req: PointsDetailsRequest;
    res: { totalPointsNum: number; pointsList: PointsRecord[]; pages: number };
  };
  /** The five tasks in the order certify, signIn, invite, firstSubscribe, serviceTrust. */
  queryTaskCenterList: {
    req: Record<string, never>;
    res: {
      appCertified: 0 | 1;
      totalPointsNum: number;
      list: Task[];
      /** The campaign period (China dates, YYYY-MM-DD, both days included): tasks pay only inside it. */
      campaignStart: string;
      campaignEnd: string;
    };
  };
  customerSignIn: { req: Record<string, never>; res: null };
  queryShareInfo: { req: Record<string, never>; res: { manageCode: string; customerBId: string } };
  queryInviteUserList: { req: Record<string, never>; res: { inviteNum: number; inviteUserNames: string[] } };
}

/** `GET /services/trustAppApi/getPicByUuid?uuid=` answers this as its data. */
export interface PicByUuid {
  /** A complete data URL (`data:<mime>;base64,…`), ready for an `<img src>`. */
  base64: string;
}
