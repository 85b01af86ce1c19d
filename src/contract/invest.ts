/** Calls of spec 2 (investment side), request and response per call key. */
import type { AreaItem, DictItem } from './account';

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

export interface InvestCalls {
  productList: {
    req: { pageNo?: number; pageSize?: number; shortName?: string } & ProductFilter;
    res: ProductSummary[];
  };
  queryProjectInfo: { req: { trustCode: string }; res: Product };
  fixedDetail: { req: { trustCode: string }; res: Product };
  queryproductnetvalue: {
    /** type: absent means the default period '4'. */
    req: { trust_code: string; type?: ChartPeriod; orderBy?: '0' | '1' | ''; showType?: 1 | 2 };
    res: NetValueRecord[];
  };
  queryProductIncome: {
    req: { trustCode: string; showType?: '1' | '2'; orderBy?: '0' | '1' | ''; dateCycle?: ChartPeriod };
    res: { x: string[]; y: number[] };
  };
  /** fileType 7 subscription risk statement, 1 trust contract, 2 trust plan description, 3 the fourth document. */
  queryProductFile: { req: { trustCode: string; fileType: '7' | '1' | '2' | '3' }; res: { url: string } };
  getQuestionary: { req: { typeid?: '1'; custtype?: '1' }; res: RiskQuestion[] };
  updateInvestor: {
    /** readFlag '1': the 65+ acknowledgement was re-typed and confirmed (required from 65). */
    req: { surveyid: string; objtype: '1'; answercontent: string; msgCode: string; readFlag?: '0' | '1' };
    res: RiskResult;
  };
  queryRiskMsg: { req: Record<string, never>; res: null };
  getQuestionResult: { req: Record<string, never>; res: RiskResult };
  queryRiskTimes: { req: Record<string, never>; res: { times: number; totalTimes: number } };
  updateRiskReason: { req: { riskReason: string }; res: null };
  queryDict: { req: { key: '5084' | '5090'; system: 'DATACNT' }; res: { results: DictItem[] } };
  updateCrs: { req: CrsForm; res: null };
  crsCommit: { req: CrsForm; res: null };
  selectCrs: { req: Record<string, never>; res: { oricustflag: string; crsauditstatus: '' | '1' | '2' | '3' } };
  investorCert: { req: Record<string, never>; res: null };
}

export type { AreaItem };
