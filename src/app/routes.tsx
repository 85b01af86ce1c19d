import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router-dom';
import { HOME_PATH } from './paths';
import { Shell } from './Shell';
import type { RouteHandle } from './title';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

interface PageRoute extends RouteHandle {
  /** Relative to /phone. */
  path: string;
  /** The page module; omitted while a later issue builds the screen (the shared placeholder says so). */
  page?: PageLoader;
}

const placeholder: PageLoader = () => import('../pages/shared/PlaceholderPage');

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

/**
 * Every screen the three specs name, with its Chinese title. A later issue replaces `page` only.
 * Unnamed screens of the specs (contact page, tips/guide page, news list, invitation share page, the
 * external trust-system redirect) get routes when their issue names them.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  // Spec 1: account access
  { path: 'login', title: '登录', page: () => import('../pages/account/LoginPage') },
  { path: 'forgetPassword', title: '忘记密码', page: () => import('../pages/account/ForgotPasswordPage') },
  { path: 'changePassword', title: '修改密码', page: () => import('../pages/account/ChangePasswordPage') },
  { path: 'setPassword', title: '设置密码', page: () => import('../pages/account/SetPasswordPage') },
  { path: 'agreement/register', title: '电子渠道服务协议', page: () => import('../pages/account/AgreementPage') },
  { path: 'privacyPolicy', title: '隐私政策', page: () => import('../pages/account/PrivacyPolicyPage') },
  { path: 'codeRegister', title: '邀请注册', page: () => import('../pages/account/CodeRegisterPage') },
  { path: 'promotionIndex', title: '注册', page: () => import('../pages/account/PromotionRegisterPage') },
  { path: 'jz/register', title: '注册', page: () => import('../pages/account/AdviserRegisterPage') },
  {
    path: 'jz/registerResult',
    title: '注册结果',
    page: () => import('../pages/account/StatusPage').then((m) => ({ default: m.JzRegisterResultPage })),
  },
  { path: 'jz/QRcode', title: '专属二维码', page: () => import('../pages/account/AdviserQrPage') },
  { path: 'download', title: '下载APP', page: () => import('../pages/account/DownloadPage') },
  { path: 'status', title: '注册结果', page: () => import('../pages/account/StatusPage') },
  // Spec 1: personal area
  { path: 'mineManagerIndex', title: '我的', menu: true, page: () => import('../pages/mine/MinePlaceholderPage') },
  { path: 'mineInfoMessage', title: '个人信息' },
  { path: 'mineModifyInformation', title: '联系信息' },
  { path: 'mineModifyNickname', title: '修改昵称' },
  { path: 'mineManagerFeedback', title: '投诉建议' },
  { path: 'mineFinancialManager', title: '我的理财经理' },
  { path: 'mineManagerhelpCenter', title: '帮助中心' },
  { path: 'mineManagerhelpCenterApp', title: '帮助中心' },
  { path: 'mineHelpCenterDetail', title: '问题详情' },
  { path: 'mineHelpCenterDetailApp', title: '问题详情' },
  { path: 'mineManagerNoticeToast', title: '消息中心' },
  { path: 'mineNoticeDetail', title: '消息详情' },
  // Static company pages (spec 1 §2, spec 3 §2)
  { path: 'about', title: '公司简介', menu: true, page: () => import('../pages/content/AboutPage') },
  { path: 'aboutUs', title: '关于我们' },
  { path: 'aboutWealth', title: '财富管理服务' },
  { path: 'aboutUsVip', title: '贵宾服务' },
  { path: 'branchNetwork', title: '服务网点' },
  // Spec 2: investment
  { path: 'productList', title: '产品', menu: true },
  { path: 'searchPage', title: '产品搜索' },
  { path: 'productInfo', title: '产品详情' },
  { path: 'projectIntroduction', title: '项目介绍' },
  { path: 'cashProjectIntro', title: '项目介绍' },
  { path: 'trustDocument', title: '产品文件' },
  { path: 'historyNetValue', title: '历史业绩' },
  { path: 'historyNetValueApp', title: '历史业绩' },
  { path: 'lineChartPage', title: '业绩走势' },
  { path: 'lineChartPageApp', title: '业绩走势' },
  { path: 'investment', title: '投资顾问' },
  // Spec 2: suitability
  { path: 'riskIndex', title: '风险测评' },
  { path: 'riskIndexApp', title: '风险测评' },
  { path: 'riskCollect', title: '重新测评' },
  { path: 'riskCollectApp', title: '重新测评' },
  { path: 'riskMessageApp', title: '短信验证' },
  { path: 'riskResult', title: '测评结果' },
  { path: 'riskResultApp', title: '测评结果' },
  { path: 'crsDeclareIndex', title: '税收居民身份声明' },
  { path: 'crsDeclareIndexApp', title: '税收居民身份声明' },
  { path: 'crsDeclareResult', title: '声明结果' },
  { path: 'crsDeclareResultApp', title: '声明结果' },
  { path: 'investorExplain', title: '合格投资者承诺' },
  { path: 'risktip', title: '风险提示' },
  { path: 'proofExamples', title: proofExampleTitle },
  // Spec 3: discover and articles
  { path: 'findManageIndex', title: '发现', menu: true },
  { path: 'info', title: '资讯' },
  { path: 'service', title: '服务' },
  { path: 'serviceDetail', title: '服务详情' },
  { path: 'consumerKnowleage', title: '消保专区' },
  { path: 'consumerDetail', title: '消保详情' },
  { path: 'findManageActiveDetail', title: articleDetailTitle },
  { path: 'infoDetail', title: articleDetailTitle },
  { path: 'activeDetail', title: articleDetailTitle },
  // Spec 3: points and tasks
  { path: 'taskCenter', title: '任务中心' },
  { path: 'pointsList', title: '积分明细' },
  { path: 'pointsRules', title: '积分规则' },
  { path: 'personalInfo', title: '积分商城用户声明' },
  { path: 'activeInvite', title: '邀请好友' },
  // Spec 3: static and explainer pages
  { path: 'agreement/preventionFraud', title: '防范电信网络诈骗声明' },
  { path: 'agreement/incomeAgreement', title: '收益账户变更协议' },
  { path: 'wealthExperience', title: '财富体检' },
  { path: 'jiating', title: '家族信托' },
  { path: 'teshu', title: '特殊需要信托' },
  { path: 'cishan', title: '慈善信托' },
  // Shell
  { path: '404', title: '页面不存在', page: () => import('../pages/shared/NotFoundPage') },
];

// A redirect route renders nothing: its loader answers before any render (`element: null` says so to the router).
// `replace`, not `redirect`: back from home must not return to the path that redirected (and redirect again).
const toHome = { loader: () => replace(HOME_PATH), element: null };
// Blank while the first page's chunk loads: a spinner would only flash.
const Booting = () => null;

export const appRoutes: RouteObject[] = [
  {
    path: '/phone',
    element: <Shell />,
    HydrateFallback: Booting,
    children: [
      { index: true, ...toHome },
      ...PAGE_ROUTES.map(({ path, title, menu, page = placeholder }): RouteObject => ({
        path,
        handle: { title, menu } satisfies RouteHandle,
        lazy: async () => ({ Component: (await page()).default }),
      })),
      // Dev only: every flow stepped offline (src/pages/dev/FlowsPage.tsx). The env check stays inline so the
      // production build drops the route and its chunk.
      ...(import.meta.env.DEV
        ? [
            {
              path: '__flows',
              handle: { title: '流程演示' } satisfies RouteHandle,
              lazy: async () => ({ Component: (await import('../pages/dev/FlowsPage')).default }),
            },
          ]
        : []),
      { path: '*', ...toHome },
    ],
  },
  { path: '*', ...toHome, HydrateFallback: Booting },
];
