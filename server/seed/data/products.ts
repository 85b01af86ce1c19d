/** Hand-picked product catalogue: together the rows cover every status, industry, risk level, fund property and term unit. */
import type { FundProperty, Industry, ProjectStatus, RiskLevel } from '../../../src/contract';

export const TRUSTEE = '鼎元信托股份有限公司';

export interface ProductSpec {
  shortName: string;
  fundProperty: FundProperty;
  industry: Industry;
  risk: RiskLevel;
  status: ProjectStatus;
  minBalance: number;
  term: number;
  unit: '年' | '月' | '日';
  yieldMin: number;
  yieldMax: number;
  /** Investment adviser code for net-value, equity and mixed products. */
  adviser?: string;
}

export const PRODUCT_SPECS: readonly ProductSpec[] = [
  { shortName: '鑫享稳健1号', fundProperty: '0', industry: '1', risk: '02', status: 2, minBalance: 300_000, term: 24, unit: '月', yieldMin: 5.6, yieldMax: 6.2 },
  { shortName: '鑫享稳健2号', fundProperty: '0', industry: '1', risk: '03', status: 1, minBalance: 300_000, term: 2, unit: '年', yieldMin: 5.8, yieldMax: 6.5 },
  { shortName: '恒盈安居3号', fundProperty: '0', industry: '2', risk: '04', status: 2, minBalance: 1_000_000, term: 18, unit: '月', yieldMin: 6.5, yieldMax: 7.2 },
  { shortName: '恒盈安居5号', fundProperty: '0', industry: '2', risk: '04', status: 4, minBalance: 1_000_000, term: 2, unit: '年', yieldMin: 7.0, yieldMax: 7.5 },
  { shortName: '稳益城建7号', fundProperty: '0', industry: '1', risk: '03', status: 3, minBalance: 300_000, term: 36, unit: '月', yieldMin: 5.9, yieldMax: 6.3 },
  { shortName: '安泰金融债1号', fundProperty: '0', industry: '4', risk: '02', status: 2, minBalance: 300_000, term: 12, unit: '月', yieldMin: 4.5, yieldMax: 5.0 },
  { shortName: '嘉和实业8号', fundProperty: '0', industry: '5', risk: '03', status: 2, minBalance: 300_000, term: 18, unit: '月', yieldMin: 6.0, yieldMax: 6.8 },
  { shortName: '嘉和实业9号', fundProperty: '0', industry: '5', risk: '03', status: 1, minBalance: 3_000_000, term: 540, unit: '日', yieldMin: 6.2, yieldMax: 6.9 },
  { shortName: '汇金供应链2号', fundProperty: '0', industry: '5', risk: '02', status: 3, minBalance: 300_000, term: 365, unit: '日', yieldMin: 5.2, yieldMax: 5.8 },
  { shortName: '润泽民生6号', fundProperty: '0', industry: '9', risk: '02', status: 4, minBalance: 300_000, term: 12, unit: '月', yieldMin: 5.0, yieldMax: 5.5 },
  { shortName: '瑞丰城投12号', fundProperty: '0', industry: '1', risk: '03', status: 2, minBalance: 10_000_000, term: 3, unit: '年', yieldMin: 6.3, yieldMax: 6.8 },
  { shortName: '安泰银信通3号', fundProperty: '0', industry: '4', risk: '01', status: 3, minBalance: 300_000, term: 540, unit: '日', yieldMin: 3.8, yieldMax: 4.2 },
  { shortName: '睿衡固收增强1号', fundProperty: '1', industry: '3', risk: '02', status: 2, minBalance: 300_000, term: 10, unit: '年', yieldMin: 4.0, yieldMax: 5.5, adviser: 'IA01' },
  { shortName: '聚源量化对冲2号', fundProperty: '1', industry: '3', risk: '04', status: 2, minBalance: 1_000_000, term: 10, unit: '年', yieldMin: 6.0, yieldMax: 9.0, adviser: 'IA02' },
  { shortName: '锦程债券精选3号', fundProperty: '1', industry: '3', risk: '03', status: 3, minBalance: 300_000, term: 5, unit: '年', yieldMin: 4.5, yieldMax: 6.0, adviser: 'IA01' },
  { shortName: '长青稳利5号', fundProperty: '1', industry: '4', risk: '02', status: 4, minBalance: 300_000, term: 3, unit: '年', yieldMin: 4.2, yieldMax: 5.2, adviser: 'IA03' },
  { shortName: '天玺FOF1号', fundProperty: '1', industry: '9', risk: '03', status: 2, minBalance: 400_000, term: 7, unit: '年', yieldMin: 5.0, yieldMax: 7.0, adviser: 'IA03' },
  { shortName: '鑫享天天利1号', fundProperty: '2', industry: '4', risk: '01', status: 2, minBalance: 300_000, term: 1, unit: '日', yieldMin: 1.8, yieldMax: 2.6 },
  { shortName: '稳益周周盈2号', fundProperty: '2', industry: '4', risk: '01', status: 2, minBalance: 300_000, term: 7, unit: '日', yieldMin: 2.0, yieldMax: 2.8 },
  { shortName: '安泰月月享3号', fundProperty: '2', industry: '9', risk: '02', status: 3, minBalance: 400_000, term: 1, unit: '月', yieldMin: 2.2, yieldMax: 3.0 },
  { shortName: '汇金现金宝5号', fundProperty: '2', industry: '4', risk: '01', status: 4, minBalance: 300_000, term: 90, unit: '日', yieldMin: 1.6, yieldMax: 2.4 },
  { shortName: '聚源价值精选1号', fundProperty: 'q', industry: '3', risk: '05', status: 2, minBalance: 1_000_000, term: 10, unit: '年', yieldMin: 8.0, yieldMax: 15.0, adviser: 'IA02' },
  { shortName: '睿衡成长优选2号', fundProperty: 'q', industry: '3', risk: '05', status: 3, minBalance: 1_000_000, term: 8, unit: '年', yieldMin: 8.0, yieldMax: 12.0, adviser: 'IA01' },
  { shortName: '天玺科技创新3号', fundProperty: 'q', industry: '5', risk: '04', status: 4, minBalance: 1_000_000, term: 5, unit: '年', yieldMin: 7.0, yieldMax: 12.0, adviser: 'IA03' },
  { shortName: '锦程红利策略5号', fundProperty: 'q', industry: '3', risk: '04', status: 2, minBalance: 3_000_000, term: 10, unit: '年', yieldMin: 6.0, yieldMax: 10.0, adviser: 'IA02' },
  { shortName: '嘉和多元配置1号', fundProperty: 'h', industry: '3', risk: '03', status: 2, minBalance: 400_000, term: 5, unit: '年', yieldMin: 5.0, yieldMax: 8.0, adviser: 'IA01' },
  { shortName: '瑞丰平衡增利2号', fundProperty: 'h', industry: '9', risk: '03', status: 3, minBalance: 400_000, term: 6, unit: '年', yieldMin: 5.0, yieldMax: 7.5, adviser: 'IA03' },
  { shortName: '长青全天候3号', fundProperty: 'h', industry: '3', risk: '04', status: 4, minBalance: 400_000, term: 3, unit: '年', yieldMin: 5.5, yieldMax: 8.5, adviser: 'IA02' },
  { shortName: '润泽股债双利5号', fundProperty: 'h', industry: '4', risk: '03', status: 2, minBalance: 400_000, term: 5, unit: '年', yieldMin: 5.0, yieldMax: 7.0, adviser: 'IA01' },
  { shortName: '恒盈并购夹层1号', fundProperty: '0', industry: '9', risk: '05', status: 1, minBalance: 10_000_000, term: 3, unit: '年', yieldMin: 7.5, yieldMax: 8.5 },
];

export const INVESTMENT_ADVISERS = [
  {
    code: 'IA01',
    companyName: '启衡资产管理有限公司',
    description:
      '启衡资产管理有限公司成立于2012年，是中国证券投资基金业协会登记的私募证券投资基金管理人，专注固定收益及固收增强策略，投研团队平均从业年限逾十年。',
  },
  {
    code: 'IA02',
    companyName: '远澜私募基金管理有限公司',
    description:
      '远澜私募基金管理有限公司以量化选股和市场中性策略见长，管理规模逾百亿元，核心团队来自国内外知名资产管理机构，风控体系覆盖事前、事中、事后全流程。',
  },
  {
    code: 'IA03',
    companyName: '清和投资管理（上海）有限公司',
    description:
      '清和投资管理（上海）有限公司专注大类资产配置与FOF/MOM投资，秉持长期价值投资理念，通过多元资产、多元策略分散风险，力求为投资者获取稳健回报。',
  },
] as const;

export const INDUSTRY_NAMES: Record<Industry, string> = {
  '1': '基础设施',
  '2': '房地产',
  '3': '证券投资',
  '4': '金融机构',
  '5': '工商企业',
  '9': '其他',
};

export const RISK_LEVEL_NAMES: Record<RiskLevel, string> = {
  '01': 'R1低风险',
  '02': 'R2中低风险',
  '03': 'R3中风险',
  '04': 'R4中高风险',
  '05': 'R5高风险',
};

export const CATEGORY_NAMES: Record<FundProperty, string> = {
  '0': '固收类',
  '1': '净值型',
  '2': '现金类',
  q: '权益类',
  h: '混合及其他类',
};

/** Industry-specific wording for the detail and introduction pages. */
export const INDUSTRY_TEXTS: Record<Industry, { financier: string; background: string; repayment: string; control: string; scope: string; advantage: string }> = {
  '1': {
    financier: '融资方为某省会城市城市建设投资集团有限公司，系当地最重要的基础设施投融资主体，主体信用评级AA+。',
    background: '信托资金用于当地城市更新及配套道路、管网改造项目，项目已纳入市级重点建设计划，手续齐全。',
    repayment: '第一还款来源为融资方经营收入及项目运营收益；第二还款来源为担保方代偿。',
    control: '由当地AAA级国有企业提供全额无条件不可撤销连带责任保证担保；信托存续期间按季监控融资方财务状况。',
    scope: '向融资方发放信托贷款，用于城市基础设施建设及补充营运资金。',
    advantage: '区域经济实力较强，融资方股东背景雄厚，强担保安排，期限适中，收益稳定。',
  },
  '2': {
    financier: '融资方为某全国性百强房地产开发企业下属项目公司，项目位于长三角核心城市主城区。',
    background: '项目为刚需及改善型住宅，已取得“四证”，周边配套成熟，去化情况良好。',
    repayment: '第一还款来源为项目销售回款；第二还款来源为抵押物处置及集团担保。',
    control: '土地及在建工程抵押，抵押率不超过50%；项目公司100%股权质押；集团母公司提供连带责任保证；销售回款监管。',
    scope: '向项目公司发放信托贷款，用于项目后续开发建设。',
    advantage: '核心地段，抵押充足，销售回款封闭管理，多重风控措施。',
  },
  '3': {
    financier: '本信托计划投资于证券市场，不涉及单一融资方。',
    background: '信托计划聘请在中国证券投资基金业协会登记的私募基金管理人担任投资顾问，依据投资顾问指令进行证券投资。',
    repayment: '信托利益来源于信托财产投资运作形成的收益，不承诺保本及最低收益。',
    control: '设置预警线与止损线，单一证券持仓比例限制，由托管银行独立托管信托财产，每日估值。',
    scope: '境内上市股票、债券、证券投资基金、债券逆回购、银行存款及监管机构允许投资的其他金融工具。',
    advantage: '专业投资顾问管理，策略清晰，流动性较好，净值透明，定期开放申购赎回。',
  },
  '4': {
    financier: '交易对手为经监管机构批准设立的全国性股份制商业银行及大型金融机构。',
    background: '信托资金投资于银行间及交易所市场的高流动性金融产品，交易对手信用资质优良。',
    repayment: '信托利益来源于所投资金融产品的到期本息及投资收益。',
    control: '严格筛选交易对手白名单，投资品种以高等级、短久期为主，控制组合久期与杠杆。',
    scope: '银行存款、同业存单、货币市场工具、高等级债券及债券逆回购。',
    advantage: '交易对手实力雄厚，资产流动性高，风险较低，适合稳健型投资者配置。',
  },
  '5': {
    financier: '融资方为制造业细分领域龙头企业，连续多年盈利，经营现金流稳定。',
    background: '信托资金用于融资方供应链上下游应收账款融资及补充流动资金，交易背景真实。',
    repayment: '第一还款来源为融资方经营性现金流；第二还款来源为应收账款回款及担保方代偿。',
    control: '应收账款质押并办理中登网登记，实际控制人提供个人无限连带责任保证，回款账户监管。',
    scope: '向融资方发放信托贷款或受让其应收账款收益权。',
    advantage: '实体产业支持，核心企业信用良好，资金用途明确，期限灵活。',
  },
  '9': {
    financier: '融资方为优质企业集团下属子公司，具备良好的信用记录与偿债能力。',
    background: '信托资金用于融资方特定项目投资，项目具备稳定的现金流回报。',
    repayment: '第一还款来源为项目收益；第二还款来源为增信方代偿。',
    control: '股权质押、资产抵押及关联方保证等多重增信安排，受托人派驻财务监管人员。',
    scope: '按信托合同约定的方式进行投资，包括信托贷款、股权投资及监管允许的其他方式。',
    advantage: '交易结构清晰，增信措施完善，收益水平具有竞争力。',
  },
};

export const BANKS = {
  raise: ['招商银行北京分行营业部', '中信银行北京金融街支行', '兴业银行北京分行营业部', '浦发银行北京西单支行'],
  storage: ['中国工商银行北京分行', '中国建设银行北京分行', '交通银行北京分行', '中国银行北京市分行'],
} as const;

/** Document types shown on trustDocument; 3 is the fourth link whose identity the spec does not show. */
export const FILE_TYPES = [
  { fileType: '7', name: '认购风险申明书' },
  { fileType: '1', name: '信托合同' },
  { fileType: '2', name: '信托计划说明书' },
  { fileType: '3', name: '投资者权益须知' },
] as const;
