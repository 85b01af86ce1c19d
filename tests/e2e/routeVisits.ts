/**
 * What each screen of the route table (src/paths.ts) needs to be opened as a visitor would open it: signed in as the
 * verified demo customer or not (the account-access screens are for visitors), and its query, taken from the
 * server's demo data where the screen shows one thing. Suites that open every screen share it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { HelpQuestion, Message, ProductSummary } from '../../src/contract';
import { screens, type ScreenName } from '../../src/paths';
import type { Browser } from './browser';

export const VERIFIED = '13800000001';

/** Ids the demo data gives to the screens that show one thing. */
export interface DemoData {
  product: ProductSummary;
  cash: ProductSummary;
  article: number;
  question: HelpQuestion;
  message: Message;
}

/** How a screen is opened. A screen missing from the table is a type error. */
export interface Visit {
  signedIn: boolean;
  query?: (d: DemoData) => string;
}
const visitor: Visit = { signedIn: false };
const customer: Visit = { signedIn: true };
const product = (more = '') => ({ signedIn: true, query: (d: DemoData) => `trustCode=${d.product.trustCode}${more}` });
const netValue = { ...customer, query: (d: DemoData) => `trustCode=${d.product.trustCode}&fundproperty=1` };
const article = (activeNav: string) => ({
  signedIn: false,
  query: (d: DemoData) => `activityId=${d.article}&activeNav=${activeNav}`,
});

export const VISITS: Record<ScreenName, Visit> = {
  login: visitor,
  forgetPassword: visitor,
  changePassword: customer,
  setPassword: { signedIn: false, query: () => 'phoneNum=13800000002' },
  agreementChange: { signedIn: false, query: () => 'phoneNum=13800000003' },
  privacyPolicy: visitor,
  codeRegister: visitor,
  promotionIndex: { signedIn: false, query: () => 'search=1&manageCode=8001' },
  adviserRegister: { signedIn: false, query: () => 'manageCode=8001' },
  adviserRegisterResult: { signedIn: false, query: () => 'phoneNum=13800000002' },
  adviserQr: { signedIn: false, query: () => 'manageCode=8001' },
  download: visitor,
  status: { signedIn: false, query: () => 'status=2&phoneNum=13800000001' },
  mineManagerIndex: customer,
  mineInfoMessage: customer,
  mineModifyInformation: customer,
  mineModifyNickname: customer,
  mineManagerFeedback: customer,
  mineFinancialManager: customer,
  mineManagerhelpCenter: customer,
  mineManagerhelpCenterApp: customer,
  mineHelpCenterDetail: { signedIn: true, query: (d) => `id=${d.question.id}` },
  mineHelpCenterDetailApp: { signedIn: true, query: (d) => `id=${d.question.id}` },
  mineManagerNoticeToast: customer,
  mineNoticeDetail: {
    signedIn: true,
    query: (d) => `toastId=${d.message.id}&isMsg=${d.message.isMsg}&entityId=${d.message.entityId}`,
  },
  about: visitor,
  aboutUs: visitor,
  aboutWealth: visitor,
  aboutUsVip: visitor,
  branchNetwork: visitor,
  contactUs: visitor,
  guide: visitor,
  productList: customer,
  searchPage: customer,
  productInfo: product(),
  projectIntroduction: product('&fundproperty=1'),
  cashProjectIntro: { signedIn: true, query: (d) => `trustCode=${d.cash.trustCode}&fundproperty=2` },
  trustDocument: product('&fundproperty=1'),
  historyNetValue: netValue,
  historyNetValueApp: netValue,
  lineChartPage: netValue,
  lineChartPageApp: netValue,
  investment: product(),
  riskIndex: { signedIn: true, query: () => 'age=45' },
  riskIndexApp: { signedIn: true, query: () => 'age=45' },
  riskCollect: customer,
  riskCollectApp: customer,
  riskMessageApp: customer,
  riskResult: customer,
  riskResultApp: customer,
  crsDeclareIndex: customer,
  crsDeclareIndexApp: customer,
  crsDeclareResult: customer,
  crsDeclareResultApp: customer,
  investorExplain: customer,
  risktip: customer,
  proofExamples: { signedIn: true, query: () => 'exampleIndex=1' },
  findManageIndex: visitor,
  info: visitor,
  infoHome: visitor,
  infoZone: visitor,
  service: visitor,
  serviceDetail: article('1'),
  consumerKnowleage: visitor,
  consumerDetail: article('1'),
  findManageActiveDetail: { signedIn: true, query: () => 'activityId=3&activeNav=0' },
  infoDetail: article('3'),
  activeDetail: article('1'),
  taskCenter: customer,
  pointsList: customer,
  pointsRules: customer,
  personalInfo: customer,
  activeInvite: customer,
  inviteShare: customer,
  preventionFraud: visitor,
  incomeAgreement: visitor,
  wealthExperience: visitor,
  jiating: visitor,
  teshu: visitor,
  cishan: visitor,
  /** In a browser the page replaces itself with the outside site; inside the app it stays and asks the host. */
  trustSystem: { signedIn: false, query: () => 'terminalType=1' },
  notFound: visitor,
};

export const ROUTES = Object.keys(screens) as ScreenName[];

/** The path and query a screen is opened with, e.g. `/phone/productInfo?trustCode=…`. */
export function visitPath(name: ScreenName, demo: DemoData): string {
  const query = VISITS[name].query?.(demo);
  return `/phone/${screens[name].path}${query ? `?${query}` : ''}`;
}

/** Reads the demo ids through the API, signed in as the verified customer in `page` (and signs out again). */
export async function loadDemoData(b: Browser, page: Page): Promise<DemoData> {
  await b.loginAs(page, VERIFIED);
  const products: ProductSummary[] = await b.callAs(page, 'productList', { pageNo: 1, pageSize: 50 });
  const open = products.filter((p) => p.projectStatus === 2);
  const articles: { list: Array<{ id: number }> } = await b.callAs(page, 'getArticleList', {
    pageNum: 1,
    pageSize: 1,
    displayTerminal: 2,
  });
  const questions: HelpQuestion[] = await b.callAs(page, 'helpQuestionList', {});
  const messages: { list: Message[] } = await b.callAs(page, 'getPushMsg', { pageNo: 1, pageSize: 1 });
  const demo = {
    product: open.find((p) => p.fundproperty === '1')!,
    cash: products.find((p) => p.fundproperty === '2')!,
    article: articles.list[0]!.id,
    question: questions[0]!,
    message: messages.list[0]!,
  };
  expect(Object.values(demo).every(Boolean), 'the demo data has a screen of each kind').toBe(true);
  await page.evaluate(() => localStorage.clear());
  return demo;
}
