/** Spec 2 (investment): its data and its calls, each declared once (`investCalls`). */
import { defineCall } from './defineCall.ts';
import { fieldRules } from './fields.ts';
import {
  amount,
  crsForm,
  dictSystem,
  integer,
  invalid,
  oneOfText,
  orderBy,
  page,
  period,
  text,
  trustCode,
} from './requestRules.ts';
import { REASSESS_REASON_MAX } from './risk.ts';
import { riskText } from './texts.ts';

import type { AreaItem, DictItem } from './account.ts';

/** 1 upcoming, 2 raising, 3/4 ended. */
export type ProjectStatus = 1 | 2 | 3 | 4;
/** 01 low … 05 high (R1–R5). */
export type RiskLevel = '01' | '02' | '03' | '04' | '05';
/** Industry: 1 infrastructure, 2 real estate, 3 securities, 4 financial institutions, 5 industrial and commercial, 9 other. */
export type Industry = '1' | '2' | '3' | '4' | '5' | '9';
/** Net-value screens: 1 net-value type, 2 yield (cash) type. Category naming: 0 fixed income, 2 cash, q equity, h mixed. */
export type FundProperty = '0' | '1' | '2' | 'q' | 'h';

export interface ProductSummary {
  trustCode: string;
  projectShortName: string;
  expectedProfitMin: number;
  expectedProfitMax: number;
  fundtimelimit: number;
  prodTermUnit: '年' | '月' | '日';
  riskLevel: RiskLevel;
  personMinBalance: number;
  projectType: Industry;
  projectStatus: ProjectStatus;
  fundproperty: FundProperty;
}

export interface Product extends ProductSummary {
  projectName: string;
  companyName: string;
  trustRegistrationCode: string;
  reserveBaseBalance: number;
  perminaddbalance: number;
  buyRule: string;
  expectYieldDetail: string;
  incomeAppRules: string;
  projectAdvantage: string;
  financierDesc: string;
  projectBackgroud: string;
  repaymentSource: string;
  riskCtrlMethod: string;
  investScope: string;
  riskleveldic: string;
  projecttype: string;
  raiseName: string;
  raiseBankName: string;
  raiseAcco: string;
  storageName: string;
  storageBank: string;
  storageBankacco: string;
  scale: number;
  bonusType: string;
  startDate: string;
  endDate: string;
  estimatedSetupdate: string;
  estimatedExpirationDate: string;
  isMeetsRiskLevel: 1 | 2;
  remainBalance: number;
  investorCondition: RiskLevel;
}

export interface ProductFilter {
  saleProjectStatus?: string;
  type?: string;
  riskLevel?: string;
  startAmount?: number;
  endAmount?: number;
}

export interface NetValueRecord {
  netValueDate: string;
  netValue: number;
  totalNetValue: number;
  incomeRatio: number;
  incomeUnit: number;
  incomeRatio30days?: number;
  incomeRatio90days?: number;
  incomeRatioHalfyear?: number;
  incomeRatio1year?: number;
  incomeRatioSetup?: number;
}

/** Chart period: 0 7 days, 1 1 month, 2 3 months, 3 half year, 4 1 year (default), 5 or '' since inception. */
export type ChartPeriod = '0' | '1' | '2' | '3' | '4' | '5' | '';

export interface RiskQuestion {
  subjectid: string;
  surveyid: string;
  subjectname: string;
  choicemodel: string;
  surveyoption: string;
}

export interface RiskResult {
  riskleveldic: RiskLevel | '';
  riskinputdate: string;
  corpenddate: string;
}

export interface CrsTaxRow {
  p_taxnation: string;
  p_taxnationText: string;
  p_taxno: string;
}

export interface CrsForm {
  p_oricustflag: '0' | '1' | '2';
  p_tax?: CrsTaxRow[];
  p_englastname?: string;
  p_engname?: string;
  p_birthdate?: string;
  p_engcurrentworknation?: string;
  jzsfzw?: string;
  p_currentadrfixcn?: string;
  p_currentaddr?: string;
  jjgjyw?: string;
  jjsfyw?: string;
  p_engcurrentaddr?: string;
  p_engregaddr?: string;
  p_bornnation?: string;
  p_engbornnation?: string;
  cssfzw?: string;
  cscszw?: string;
  cssfyw?: string;
  cscsyw?: string;
  csdzyw?: string;
  p_homeplace?: string;
  p_taxexplain?: string;
  reansonforexe?: 'A' | 'B' | '';
}

/**
 * The calls of spec 2, one declaration each (`defineCall`): request and response types, action, session,
 * submission, headers and request rules.
 */
export const investCalls = {
  productList: defineCall<
    { pageNo?: number; pageSize?: number; shortName?: string } & ProductFilter,
    ProductSummary[]
  >()({
    label: '查询产品列表',
    rules: {
      ...page,
      shortName: text(50, { trim: true }),
      // Filter values as the client stores them: '', '2', '3,4' (spec 2 §2 "Product filter").
      saleProjectStatus: text(20, { pattern: /^[1-4](,[1-4])*$/, message: '产品状态参数有误' }),
      type: text(20, { pattern: /^[1-59](,[1-59])*$/, message: '投资行业参数有误' }),
      riskLevel: text(20, { pattern: /^0[1-5](,0[1-5])*$/, message: '风险等级参数有误' }),
      startAmount: amount(),
      endAmount: amount(),
    },
  }),
  queryProjectInfo: defineCall<{ trustCode: string }, Product>()({
    label: '查询产品详情',
    rules: { trustCode },
  }),
  fixedDetail: defineCall<{ trustCode: string }, Product>()({
    label: '查询产品详情',
    rules: { trustCode },
  }),
  queryproductnetvalue: defineCall<
    { trust_code: string; type?: ChartPeriod; orderBy?: '0' | '1' | ''; showType?: 1 | 2 },
    NetValueRecord[]
  >()({
    label: '查询产品净值',
    rules: {
      trust_code: trustCode,
      type: period,
      orderBy,
      showType: integer(1, 2, { message: '展示类型参数有误' }),
    },
  }),
  queryProductIncome: defineCall<
    { trustCode: string; showType?: '1' | '2'; orderBy?: '0' | '1' | ''; dateCycle?: ChartPeriod },
    { x: string[]; y: number[] }
  >()({
    label: '查询产品收益',
    rules: {
      trustCode,
      showType: oneOfText(['1', '2'], { message: '展示类型参数有误' }),
      orderBy,
      dateCycle: period,
    },
  }),
  /** fileType 7 subscription risk statement, 1 trust contract, 2 trust plan description, 3 the fourth document. */
  queryProductFile: defineCall<{ trustCode: string; fileType: '7' | '1' | '2' | '3' }, { url: string }>()({
    label: '查询产品文件',
    rules: {
      trustCode,
      fileType: oneOfText(['7', '1', '2', '3'], { required: '文件类型参数有误', message: '文件类型参数有误' }),
    },
  }),
  getQuestionary: defineCall<{ typeid?: '1'; custtype?: '1' }, RiskQuestion[]>()({
    label: '查询测评问卷',
    rules: { typeid: oneOfText(['1']), custtype: oneOfText(['1']) },
  }),
  updateInvestor: defineCall<
    { surveyid: string; objtype: '1'; answercontent: string; msgCode: string; readFlag?: '0' | '1' },
    RiskResult
  >()({
    label: '提交风险测评',
    submission: true,
    // Spec 2 §7: updateInvestor sends version 146 and agent 2.
    headers: { version: '146', agent: '2' },
    rules: {
      surveyid: text(32, { required: invalid }),
      objtype: oneOfText(['1'], { required: invalid }),
      answercontent: text(4000, { required: invalid }),
      msgCode: fieldRules.smsCode,
      readFlag: oneOfText(['0', '1']),
    },
  }),
  queryRiskMsg: defineCall<Record<string, never>, null>()({
    label: '获取短信验证码',
    rules: {},
  }),
  getQuestionResult: defineCall<Record<string, never>, RiskResult>()({
    label: '查询测评结果',
    rules: {},
  }),
  queryRiskTimes: defineCall<Record<string, never>, { times: number; totalTimes: number }>()({
    label: '查询测评次数',
    rules: {},
  }),
  updateRiskReason: defineCall<{ riskReason: string }, null>()({
    label: '提交测评原因',
    submission: true,
    // Spec 2 §2: a reason (E: the user's own text, sent as the reason) is required.
    rules: { riskReason: text(REASSESS_REASON_MAX, { trim: true, required: riskText.reasonRequired }) },
  }),
  queryDict: defineCall<{ key: '5084' | '5090'; system: 'DATACNT' }, { results: DictItem[] }>()({
    label: '查询字典',
    public: true,
    rules: {
      key: oneOfText(['5084', '5090'], { required: '请传入字典编码', message: '字典编码有误' }),
      system: dictSystem,
    },
  }),
  updateCrs: defineCall<CrsForm, null>()({
    label: '提交声明',
    submission: true,
    rules: crsForm,
  }),
  crsCommit: defineCall<CrsForm, null>()({
    label: '提交声明',
    submission: true,
    rules: crsForm,
  }),
  selectCrs: defineCall<Record<string, never>, { oricustflag: string; crsauditstatus: '' | '1' | '2' | '3' }>()({
    label: '查询声明',
    rules: {},
  }),
  investorCert: defineCall<Record<string, never>, null>()({
    label: '合格投资者确认',
    submission: true,
    rules: {},
  }),
};

export type { AreaItem };
