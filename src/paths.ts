/**
 * Every screen of the three specs, in one place: its path under /phone, its title, whether it shows the bottom menu,
 * and the page module that renders it (`src/pages/<page>.tsx`; without one the shared placeholder says a later
 * issue builds it). The route table (src/app/routes.tsx) is built from this list, and every link, redirect and
 * flow's `navigate` target is built by `href`, so a path is written nowhere else.
 *
 * It imports nothing: the call layer, the platform, machines (types) and pages may all use it.
 */

/** A title may depend on the query, e.g. proofExamples by exampleIndex. */
export type Title = string | ((query: URLSearchParams) => string);

type QueryValue = string | number | undefined;
type Query = Record<string, QueryValue>;

/** A route's props for its page (`props` of a screen): plain values, as the route table is data. */
export type PageProps = Readonly<Record<string, string | number | boolean>>;

export interface Screen<Q extends Query | null = null> {
  /** Relative to /phone. */
  path: string;
  title: Title;
  /** Shows the bottom menu (outside the app). */
  menu?: boolean;
  /** The page module under src/pages, without extension; omitted while a later issue builds the screen. */
  page?: string;
  /** What the page module's component is given: one module serves a screen's browser and App routes. */
  props?: PageProps;
  /**
   * Query keys that do not change what the page first renders (login's `redirect` is read only once a login
   * completes), or `key=value` for a value the page takes when the key is missing. Every screen is prerendered
   * without a query; a URL whose query holds only these and the shell's own keys (terminal type, embedded) hydrates
   * that HTML, anything else makes the browser render the page itself. Leaving a key out only costs the early paint;
   * listing one the first render reads breaks hydration (tests/app/hydration.test.tsx tries each).
   */
  inertQuery?: readonly (Q extends Query ? (keyof Q & string) | `${keyof Q & string}=${string}` : never)[];
  /** Type only: the query the screen takes. */
  readonly query?: Q;
}

const screen = <Q extends Query | null = null>(
  path: string,
  title: Title,
  more: Omit<Screen<Q>, 'path' | 'title' | 'query'> = {},
) => ({ path, title, ...more }) as Screen<Q>;

export const ROOT = '/phone';
export const DEFAULT_TITLE = '财富管理';

const PROOF_EXAMPLE_TITLES: Record<string, string> = {
  '1': '投资经历证明',
  '2': '收入证明示例',
  '3': '金融资产证明示例',
  '4': '其他文件示例',
};
const proofExampleTitle = (q: URLSearchParams) => PROOF_EXAMPLE_TITLES[q.get('exampleIndex') ?? ''] ?? '证明示例';

// activeNav 0 is an activity with sign-up; 3, 9 and 10 are titled as news detail (spec 3 §2).
const articleDetailTitle = (q: URLSearchParams) => {
  const nav = q.get('activeNav');
  if (nav === '0') return '活动详情';
  return nav === '3' || nav === '9' || nav === '10' ? '新闻详情' : '文章详情';
};

/** A phone number and where a completed login returns to (an in-app path; anything else is ignored). */
type LoginQuery = { loginType?: '1' | '2'; userName?: string; phoneNum?: string; redirect?: string };
type PhoneQuery = { phoneNum?: string };
/** The help centre: a category (dictValue) or a title search; a detail by question id or by category. */
type HelpListQuery = { dictValue?: string; title?: string };
type HelpDetailQuery = { id?: number | string; dictValue?: string };

/** A product's screens (spec 2 §2): its trust code; the introduction and documents also its fund property, type=1 hides the introduction's top section. */
type ProductQuery = { trustCode?: string };
/** The questionnaire and the re-assessment reason: the investor's age and where the app goes afterwards. */
type RiskQuery = { age?: string; jumpType?: string };
/** The CRS form: jumpType 1 sends it with updateCrs (spec 2 §4 "CRS commit"). */
type CrsQuery = { jumpType?: string };
/** A tabbed article list: the tab (an article category, spec 3 §2). */
type TabQuery = { activeNav?: string };
/** The discover page also takes the terminal type (1 in-app, 2 web) and the customer id of the app (spec 3 §2). */
type DiscoverQuery = TabQuery & { type?: string; customId?: string };
/** The information/activity list: the top tab (info or activity) and its sub-tab. */
type ZoneQuery = { zone?: string; activeNav?: string };
/** An article or activity (spec 3 §2): its id, the tab it was opened from, the terminal type and whether from a list. */
type ArticleQuery = { activityId?: number | string; activeNav?: string; type?: string; isList?: string };
/** An article page first renders its loading state, whichever article it shows; activeNav changes its title. */
const ARTICLE_INERT = ['activityId'] as const;
type IntroQuery = { trustCode?: string; fundproperty?: string; type?: string };
/** The net-value screen as the product detail links to it: fundproperty 1 net value, 2 yield (cash). */
type NetValueQuery = {
  trustCode?: string;
  fundproperty?: '1' | '2';
  page?: string;
  isOpen?: string;
  incomeratio?: string;
  lastNavDate?: string;
  incomeUnit?: string;
  yieldType?: string;
};
/** A net-value page first renders its loading state for any product; a missing fundproperty is a net-value one. */
const NET_VALUE_INERT = ['trustCode', 'fundproperty=1'] as const;

export const screens = {
  // Spec 1: account access
  login: screen<LoginQuery>('login', '登录', { page: 'account/LoginPage', inertQuery: ['redirect'] }),
  forgetPassword: screen('forgetPassword', '忘记密码', { page: 'account/ForgotPasswordPage' }),
  /** firstLogin=1: the forced change after the first login (spec 1 §2); without it the ordinary change page. */
  changePassword: screen<{ firstLogin?: '1' }>('changePassword', '修改密码', { page: 'account/ChangePasswordPage' }),
  setPassword: screen<PhoneQuery>('setPassword', '设置密码', { page: 'account/SetPasswordPage' }),
  agreementChange: screen<PhoneQuery & { embedded?: '1' }>('agreement/register', '电子渠道服务协议', {
    page: 'account/AgreementPage',
  }),
  privacyPolicy: screen<{ showAll?: '1'; embedded?: '1' }>('privacyPolicy', '隐私政策', {
    page: 'account/PrivacyPolicyPage',
  }),
  codeRegister: screen<{ brokeraccount?: string; id?: string }>('codeRegister', '邀请注册', {
    page: 'account/CodeRegisterPage',
  }),
  promotionIndex: screen<{ search?: '1'; manageCode?: string }>('promotionIndex', '注册', {
    page: 'account/PromotionRegisterPage',
  }),
  adviserRegister: screen<{ manageCode?: string }>('jz/register', '注册', { page: 'account/AdviserRegisterPage' }),
  adviserRegisterResult: screen<PhoneQuery & { status?: 1 | 2 }>('jz/registerResult', '注册结果', {
    page: 'account/JzRegisterResultPage',
  }),
  adviserQr: screen<{ manageCode?: string }>('jz/QRcode', '专属二维码', { page: 'account/AdviserQrPage' }),
  download: screen('download', '下载APP', { page: 'account/DownloadPage' }),
  status: screen<PhoneQuery & { status?: 1 | 2 }>('status', '注册结果', { page: 'account/StatusPage' }),
  // Spec 1: personal area
  mineManagerIndex: screen('mineManagerIndex', '我的', { menu: true, page: 'mine/MinePage' }),
  mineInfoMessage: screen('mineInfoMessage', '个人信息', { page: 'mine/PersonalInfoPage' }),
  mineModifyInformation: screen('mineModifyInformation', '联系信息', { page: 'mine/ContactFormPage' }),
  mineModifyNickname: screen('mineModifyNickname', '修改昵称', { page: 'mine/NicknamePage' }),
  mineManagerFeedback: screen('mineManagerFeedback', '投诉建议', { page: 'mine/FeedbackPage' }),
  /** investrea: a product's trust code or an investment adviser's code, whose company the page adds (docs/client.md). */
  mineFinancialManager: screen<{ investrea?: string }>('mineFinancialManager', '我的理财经理', {
    page: 'mine/FinancialManagerPage',
  }),
  mineManagerhelpCenter: screen<HelpListQuery>('mineManagerhelpCenter', '帮助中心', {
    page: 'mine/HelpCenterScreen',
    props: { app: false },
  }),
  mineManagerhelpCenterApp: screen<HelpListQuery>('mineManagerhelpCenterApp', '帮助中心', {
    page: 'mine/HelpCenterScreen',
    props: { app: true },
  }),
  mineHelpCenterDetail: screen<HelpDetailQuery>('mineHelpCenterDetail', '问题详情', { page: 'mine/HelpDetailPage' }),
  mineHelpCenterDetailApp: screen<HelpDetailQuery>('mineHelpCenterDetailApp', '问题详情', {
    page: 'mine/HelpDetailPage',
  }),
  mineManagerNoticeToast: screen('mineManagerNoticeToast', '消息中心', { page: 'mine/MessagesPage' }),
  mineNoticeDetail: screen<{ toastId?: number | string; isMsg?: 0 | 1; entityId?: string }>(
    'mineNoticeDetail',
    '消息详情',
    {
      page: 'mine/MessageDetailPage',
    },
  ),
  // Static company pages (spec 1 §2, spec 3 §2)
  about: screen('about', '公司简介', { menu: true, page: 'content/AboutPage' }),
  aboutUs: screen('aboutUs', '关于我们', { page: 'content/AboutUsPage' }),
  aboutWealth: screen('aboutWealth', '财富管理服务', { page: 'content/AboutWealthPage' }),
  aboutUsVip: screen('aboutUsVip', '贵宾服务', { page: 'content/AboutUsVipPage' }),
  branchNetwork: screen('branchNetwork', '服务网点', { page: 'content/BranchNetworkPage' }),
  /** Spec 1 §2 "Contact page" and "Tips screen" (spec 3's guide page) name no route: these are ours. */
  contactUs: screen('contactUs', '联系我们', { page: 'content/ContactPage' }),
  guide: screen('guide', '服务指南', { page: 'content/GuidePage' }),
  // Spec 2: investment
  productList: screen('productList', '产品', { menu: true, page: 'invest/ProductListPage' }),
  searchPage: screen<{ shortName?: string }>('searchPage', '产品搜索', { page: 'invest/SearchPage' }),
  productInfo: screen<ProductQuery>('productInfo', '产品详情', {
    page: 'invest/ProductInfoPage',
    inertQuery: ['trustCode'],
  }),
  projectIntroduction: screen<IntroQuery>('projectIntroduction', '项目介绍', { page: 'invest/ProjectIntroPage' }),
  cashProjectIntro: screen<IntroQuery>('cashProjectIntro', '项目介绍', { page: 'invest/ProjectIntroPage' }),
  trustDocument: screen<IntroQuery>('trustDocument', '产品文件', { page: 'invest/TrustDocumentPage' }),
  historyNetValue: screen<NetValueQuery>('historyNetValue', '历史业绩', {
    page: 'invest/NetValueScreen',
    props: { layout: 'history', inApp: false },
    inertQuery: NET_VALUE_INERT,
  }),
  historyNetValueApp: screen<NetValueQuery>('historyNetValueApp', '历史业绩', {
    page: 'invest/NetValueScreen',
    props: { layout: 'history', inApp: true },
    inertQuery: NET_VALUE_INERT,
  }),
  lineChartPage: screen<NetValueQuery>('lineChartPage', '业绩走势', {
    page: 'invest/NetValueScreen',
    props: { layout: 'lineChart', inApp: false },
  }),
  lineChartPageApp: screen<NetValueQuery>('lineChartPageApp', '业绩走势', {
    page: 'invest/NetValueScreen',
    props: { layout: 'lineChart', inApp: true },
  }),
  investment: screen<{ trustCode?: string }>('investment', '投资顾问', { page: 'invest/InvestmentPage' }),
  // Spec 2: suitability
  riskIndex: screen<RiskQuery>('riskIndex', '风险测评', {
    page: 'invest/RiskQuestionnaireScreen',
    props: { inApp: false },
  }),
  riskIndexApp: screen<RiskQuery>('riskIndexApp', '风险测评', {
    page: 'invest/RiskQuestionnaireScreen',
    props: { inApp: true },
  }),
  riskCollect: screen<RiskQuery>('riskCollect', '重新测评', {
    page: 'invest/RiskCollectScreen',
    props: { inApp: false },
  }),
  riskCollectApp: screen<RiskQuery>('riskCollectApp', '重新测评', {
    page: 'invest/RiskCollectScreen',
    props: { inApp: true },
  }),
  riskMessageApp: screen<RiskQuery & { param?: string }>('riskMessageApp', '短信验证', {
    page: 'invest/RiskQuestionnaireScreen',
    props: { inApp: true },
  }),
  riskResult: screen('riskResult', '测评结果', { page: 'invest/RiskResultScreen', props: { inApp: false } }),
  riskResultApp: screen('riskResultApp', '测评结果', { page: 'invest/RiskResultScreen', props: { inApp: true } }),
  crsDeclareIndex: screen<CrsQuery>('crsDeclareIndex', '税收居民身份声明', {
    page: 'invest/CrsDeclareScreen',
    props: { inApp: false },
  }),
  crsDeclareIndexApp: screen<CrsQuery>('crsDeclareIndexApp', '税收居民身份声明', {
    page: 'invest/CrsDeclareScreen',
    props: { inApp: true },
  }),
  crsDeclareResult: screen('crsDeclareResult', '声明结果', {
    page: 'invest/CrsDeclareResultScreen',
    props: { inApp: false },
  }),
  crsDeclareResultApp: screen('crsDeclareResultApp', '声明结果', {
    page: 'invest/CrsDeclareResultScreen',
    props: { inApp: true },
  }),
  investorExplain: screen('investorExplain', '合格投资者承诺', { page: 'invest/InvestorExplainPage' }),
  risktip: screen('risktip', '风险提示', { page: 'invest/RiskTipPage' }),
  proofExamples: screen<{ exampleIndex?: string }>('proofExamples', proofExampleTitle, {
    page: 'invest/ProofExamplesPage',
  }),
  // Spec 3: discover and articles
  findManageIndex: screen<DiscoverQuery>('findManageIndex', '发现', { menu: true, page: 'content/DiscoverPage' }),
  info: screen<TabQuery>('info', '资讯', { page: 'content/InfoPage' }),
  /** Spec 3 §2 "Home/info page" and the "information/activity list variant" name no route: these are ours. */
  infoHome: screen<TabQuery>('infoHome', '资讯首页', { page: 'content/InfoHomePage' }),
  infoZone: screen<ZoneQuery>('infoZone', '资讯活动', { page: 'content/InfoZonePage' }),
  service: screen<TabQuery>('service', '服务', { page: 'content/ServicePage' }),
  serviceDetail: screen<ArticleQuery>('serviceDetail', '服务详情', {
    page: 'content/ArticleDetailPage',
    inertQuery: ARTICLE_INERT,
  }),
  consumerKnowleage: screen<TabQuery>('consumerKnowleage', '消保专区', { page: 'content/ConsumerKnowledgePage' }),
  consumerDetail: screen<ArticleQuery>('consumerDetail', '消保详情', {
    page: 'content/ArticleDetailPage',
    inertQuery: ARTICLE_INERT,
  }),
  findManageActiveDetail: screen<ArticleQuery>('findManageActiveDetail', articleDetailTitle, {
    page: 'content/ArticleDetailPage',
    inertQuery: ARTICLE_INERT,
  }),
  infoDetail: screen<ArticleQuery>('infoDetail', articleDetailTitle, {
    page: 'content/ArticleDetailPage',
    inertQuery: ARTICLE_INERT,
  }),
  activeDetail: screen<ArticleQuery>('activeDetail', articleDetailTitle, {
    page: 'content/ArticleDetailPage',
    inertQuery: ARTICLE_INERT,
  }),
  // Spec 3: points and tasks
  taskCenter: screen('taskCenter', '任务中心', { page: 'points/TaskCenterPage' }),
  pointsList: screen('pointsList', '积分明细', { page: 'points/PointsListPage' }),
  pointsRules: screen('pointsRules', '积分规则', { page: 'points/PointsRulesPage' }),
  personalInfo: screen('personalInfo', '积分商城用户声明', { page: 'points/PointsStatementPage' }),
  activeInvite: screen('activeInvite', '邀请好友', { page: 'points/ActiveInvitePage' }),
  /** Spec 3 §2 "Invitation share page" names no route: this is ours. */
  inviteShare: screen('inviteShare', '邀请海报', { page: 'points/InviteSharePage' }),
  // Spec 3: static and explainer pages
  preventionFraud: screen('agreement/preventionFraud', '防范电信网络诈骗声明', { page: 'content/PreventionFraudPage' }),
  incomeAgreement: screen('agreement/incomeAgreement', '收益账户变更协议', { page: 'content/IncomeAgreementPage' }),
  wealthExperience: screen('wealthExperience', '财富体检', { page: 'content/WealthExperiencePage' }),
  jiating: screen('jiating', '家族信托', { page: 'content/JiatingPage' }),
  teshu: screen('teshu', '特殊需要信托', { page: 'content/TeshuPage' }),
  cishan: screen('cishan', '慈善信托', { page: 'content/CishanPage' }),
  /** Spec 3 §2: "one page redirects to an external trust-system site (target not shown)"; the path is ours. */
  trustSystem: screen('trustSystem', '信托业务系统', { page: 'content/TrustSystemPage' }),
  // Shell
  notFound: screen('404', '页面不存在', { page: 'shared/NotFoundPage' }),
} satisfies Record<string, Screen<Query | null>>;

export type ScreenName = keyof typeof screens;
type QueryOf<N extends ScreenName> = (typeof screens)[N] extends Screen<infer Q> ? Q : null;

/**
 * Where a flow or a link goes: a screen by name with its typed query. `replace` replaces the current history entry
 * (a page that must not be returned to with back, such as a finished registration form).
 */
export type Destination =
  | {
      [N in ScreenName]: { to: N; replace?: boolean } & (QueryOf<N> extends Query ? { query?: QueryOf<N> } : unknown);
    }[ScreenName]
  /** Back to a page that sent the user elsewhere first (a login on the way): an in-app path, else home. */
  | { to: 'returnTo'; path: string; replace?: boolean };

/** The URL of a destination: `href({ to: 'login', query: { loginType: '2' } })` → `/phone/login?loginType=2`. */
export function href(destination: Destination | ScreenName): string {
  const d = typeof destination === 'string' ? ({ to: destination } as Destination) : destination;
  if (d.to === 'returnTo') return isAppPath(d.path) ? d.path : HOME_PATH;
  const query = 'query' in d && d.query ? d.query : {};
  const search = new URLSearchParams(
    Object.entries(query as Query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  ).toString();
  return `${ROOT}/${screens[d.to].path}${search ? `?${search}` : ''}`;
}

/** Where the app lands (spec 1 §2: /phone/ and unknown paths lead to about). */
export const HOME_PATH = href('about');

export const MENU_TABS = [
  { label: '产品', to: href('productList'), icon: 'products' },
  { label: '发现', to: href('findManageIndex'), icon: 'discover' },
  { label: '我的', to: href('mineManagerIndex'), icon: 'mine' },
] as const;

/** A path inside the app that a login may return to; anything else (another site, a protocol) is not one. */
export function isAppPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith(`${ROOT}/`) && !path.startsWith('//') && !path.includes('\\');
}
