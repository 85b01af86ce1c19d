/** Spec 3 (content and engagement): its data and its calls, each declared once (`contentCalls`). */
import { defineCall } from './defineCall.ts';
import {
  fieldRules,
  MASKED_PHONE_PATTERN,
  PHONE_PATTERN,
  SIGN_UP_MAX_ACCOMPANY,
  SIGN_UP_NAME_MAX_LENGTH,
  SIGN_UP_NOTES_MAX_LENGTH,
} from './fields.ts';
import { articleList, id, integer, oneOfText, page, text } from './requestRules.ts';
import { signUpText } from './texts.ts';

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
  /**
   * When its sign-up closes, China time (yyyy-mm-dd hh:mm:ss); null for an article that takes none. Not in the spec's
   * fields: a list shows each activity as 报名中 or 已结束 by it (the detail's checkStatus decides the button).
   */
  signUpEnd: string | null;
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

/**
 * One friend this customer invited, whatever they have done since (ours, beside queryInviteUserList's spec fields,
 * which name only the friends who qualified): masked name (the masked phone before verification), the day they
 * registered (China date), how far they are, and the reward paid to the inviter for them with its day.
 */
export interface InvitedFriend {
  name: string;
  registeredOn: string;
  /** registered: to verify; certified: to pledge as a qualified investor; qualified: both done. */
  stage: 'registered' | 'certified' | 'qualified';
  rewardPoints: number;
  /** The China day the reward was paid; '' when none was (not qualified yet, or outside the campaign). */
  rewardedOn: string;
}

/** Points are flagged this many days before they expire (ours, issue 16/18). */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * What of the balance expires within EXPIRING_WITHIN_DAYS (ours, beside the spec's answers of the task centre and
 * the ledger): how many points, and the first day one of them expires (China date, YYYY-MM-DD); null when none.
 */
export interface ExpiringPoints {
  points: number;
  firstDate: string;
}

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

/**
 * The calls of spec 3, one declaration each (`defineCall`): request and response types, action, session,
 * submission, headers and request rules.
 */
export const contentCalls = {
  queryArticleList: defineCall<ArticleListRequest, { list: ArticleSummary[]; pages: number }>()({
    label: '查询文章列表',
    public: true,
    rules: articleList,
  }),
  getArticleList: defineCall<ArticleListRequest, { list: ArticleSummary[]; pages: number }>()({
    label: '查询文章列表',
    public: true,
    rules: articleList,
  }),
  getConsumerKnowleageList: defineCall<ArticleListRequest, { list: ArticleSummary[]; pages: number }>()({
    label: '查询文章列表',
    public: true,
    rules: articleList,
  }),
  getArticleDetail: defineCall<{ id: number }, Article | null>()({
    label: '查询文章详情',
    public: true,
    rules: { id: id('文章编号参数有误') },
  }),
  /** `signUp` is ours (spec 3 §7 gives status, article, checkStatus): whether the article takes sign-ups at all. */
  articleDetailCheck: defineCall<
    { id: number },
    { status: number; article: Article | null; checkStatus: 0 | 1 | 2; signUp: boolean }
  >()({
    label: '查询报名状态',
    // Public: visitors read activity pages; checkStatus reflects the session when there is one.
    public: true,
    rules: { id: id('文章编号参数有误') },
  }),
  queryBanner: defineCall<{ pageType: 2 | 3; bannerType: 10 | 11 | 12 | 13; productTerminal?: 1 | 2 }, Banner[]>()({
    label: '查询轮播图',
    public: true,
    rules: {
      pageType: integer(2, 3, { required: '页面类型参数有误', message: '页面类型参数有误' }),
      bannerType: integer(10, 13, { required: '轮播类型参数有误', message: '轮播类型参数有误' }),
      productTerminal: integer(1, 2, { message: '终端类型参数有误' }),
    },
  }),
  queryDictValue: defineCall<{ dictCode: string }, { value: string }>()({
    label: '查询配置',
    public: true,
    // Dictionary codes are upper-case words joined by underscores (HOME_PAGE_COLOUR, H5_SERVER_PAGE_DESC_JF).
    rules: { dictCode: text(64, { trim: true, required: '请传入字典编码', pattern: /^[A-Za-z0-9_]+$/ }) },
  }),
  queryInvestmentAdviserInfo: defineCall<{ investrea: string }, { companyName: string; description: string }>()({
    label: '查询投资顾问信息',
    public: true,
    rules: { investrea: text(32, { required: '请传入投资顾问' }) },
  }),
  applySave: defineCall<ActivitySignUpRequest, null>()({
    label: '活动报名',
    submission: true,
    // The sign-up form's order (spec 3 §2: prefilled name, phone and customer manager).
    rules: {
      applyName: text(SIGN_UP_NAME_MAX_LENGTH, {
        trim: true,
        required: signUpText.nameRequired,
        tooLong: signUpText.nameTooLong,
      }),
      // The account's phone as queryCustomerInfo shows it (masked) stands for itself: the server puts in the number.
      applyPhoneNumber: {
        ...fieldRules.phone,
        pattern: new RegExp(`${PHONE_PATTERN.source}|${MASKED_PHONE_PATTERN.source}`),
      },
      customerManager: text(SIGN_UP_NAME_MAX_LENGTH, { trim: true, tooLong: signUpText.managerTooLong }),
      accompanyNumber: integer(0, SIGN_UP_MAX_ACCOMPANY, { message: signUpText.accompanyInvalid }),
      areaCode: oneOfText(['1', '2', '3'], { required: signUpText.areaRequired, message: signUpText.areaRequired }),
      notes: text(SIGN_UP_NOTES_MAX_LENGTH, { trim: true, tooLong: signUpText.notesTooLong }),
      articleId: id('文章编号参数有误', '活动不存在'),
    },
  }),
  /** Newest first; totalPointsNum is always the whole current balance, whatever the filter. */
  getPointsDetails: defineCall<
    PointsDetailsRequest,
    { totalPointsNum: number; pointsList: PointsRecord[]; pages: number; expiring: ExpiringPoints | null }
  >()({
    label: '查询积分明细',
    rules: {
      // 0 all, 1 earned, 2 used, 3 expired (spec 3 §3).
      pointsType: integer(0, 3, { required: '请选择积分类型', message: '积分类型参数有误' }),
      // A month: yyyy-mm or yyyymm (1900–2099, months 01–12); '' or nothing means every month.
      pointsTime: text(7, { pattern: /^(19|20)\d{2}-?(0[1-9]|1[0-2])$/, message: '查询月份格式应为YYYY-MM' }),
      pageNum: page.pageNo,
      pageSize: page.pageSize,
    },
  }),
  /** The five tasks in the order certify, signIn, invite, firstSubscribe, serviceTrust. */
  queryTaskCenterList: defineCall<
    Record<string, never>,
    {
      appCertified: 0 | 1;
      totalPointsNum: number;
      list: Task[];
      /** The campaign period (China dates, YYYY-MM-DD, both days included): tasks pay only inside it. */
      campaignStart: string;
      campaignEnd: string;
      expiring: ExpiringPoints | null;
    }
  >()({
    label: '查询任务列表',
    rules: {},
  }),
  customerSignIn: defineCall<Record<string, never>, null>()({
    label: '签到',
    submission: true,
    rules: {},
  }),
  queryShareInfo: defineCall<Record<string, never>, { manageCode: string; customerBId: string }>()({
    label: '查询分享信息',
    rules: {},
  }),
  queryInviteUserList: defineCall<
    Record<string, never>,
    { inviteNum: number; inviteUserNames: string[]; inviteUsers: InvitedFriend[] }
  >()({
    label: '查询邀请列表',
    rules: {},
  }),
};

/** `GET /services/trustAppApi/getPicByUuid?uuid=` answers this as its data. */
export interface PicByUuid {
  /** A complete data URL (`data:<mime>;base64,…`), ready for an `<img src>`. */
  base64: string;
}
