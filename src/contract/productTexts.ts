/**
 * Texts of the product detail, project introduction and documents. A module of its own, imported by those pages
 * directly (not through the contract's index), so that they ride in the product pages' chunk, not the entry.
 */
/** The product detail, its project introduction and its documents (spec 2 §2 "Product detail", "Project introduction", "Documents"). */
export const productText = {
  onSaleDate: '开售日期',
  remainQuota: '剩余可预约额度',
  investNow: '立即投资',
  raiseEnded: '募集结束',
  riskMatch: '您的风险承受能力与本产品风险等级相匹配',
  riskMismatch: '您的风险承受能力与本产品风险等级不匹配',
  /** Beside the headline figures, and in the bar in place of 立即投资 when it does not match. */
  match: '匹配',
  mismatch: '不匹配',
  productLevel: '产品风险',
  investorType: '您的类型',
  mismatchShort: '风险等级不匹配，暂不可投资',
  expiredShort: '风险测评已过期，暂不可投资',
  notAssessedShort: '完成风险测评后可投资',
  viewAssessment: '查看测评',
  projectIntro: '项目介绍',
  documents: '产品文件',
  netValue: '历史业绩',
  disclaimer:
    '本页面内容仅供参考，不构成任何投资建议或承诺。信托产品不同于银行存款，过往业绩不代表未来表现，投资需谨慎。',
  blocked: '请在APP中操作',
  pageIndicator: (n: number, m: number) => `第 ${n} / ${m} 页`,
  previousPage: '上一页',
  nextPage: '下一页',
  close: '关闭',
  fileFailed: '文件加载失败',
} as const;

/** Fund property as a category (spec 2 §2 "Project introduction", §3). */
/** 1 (net-value type) is not named by the spec; 净值型 as the reference server's demo data calls it. */
export const CATEGORY_NAMES: Record<string, string> = {
  '0': '固收类',
  '1': '净值型',
  '2': '现金类',
  q: '权益类',
  h: '混合及其他类',
};

/** Investor condition codes (spec 2 §3), in the names of the investor's types (RISK_TYPES): one name per type. */
export const INVESTOR_CONDITIONS: Record<string, string> = {
  '01': '保守型及以上',
  '02': '稳健型及以上',
  '03': '平衡型及以上',
  '04': '积极型及以上',
  '05': '激进型',
};

/** The four documents (spec 2 §2 "Documents"): 7, 1, 2 and the fourth (fileType 3; the spec does not name it, the reference server's demo documents do). */
export const PRODUCT_FILES = [
  { fileType: '7', title: '认购风险申明书' },
  { fileType: '1', title: '信托合同' },
  { fileType: '2', title: '信托计划说明书' },
  { fileType: '3', title: '投资者权益须知' },
] as const;
