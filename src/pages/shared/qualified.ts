/**
 * The qualified-investor thresholds (spec 2 §2 "Qualified-investor pledge", "Qualification-proof examples"; the
 * 2018 asset-management rules, Art. 5), written once for the pledge and the proof examples.
 */
export const QUALIFIED = {
  experienceYears: 2,
  householdNetFinancialAssets: '300万元',
  householdFinancialAssets: '500万元',
  averageYearlyIncome: '40万元',
  incomeYears: 3,
  /** Minimum in one product, by kind. */
  minimums: [
    ['固定收益类产品', '30万元'],
    ['混合类产品', '40万元'],
    ['权益类、商品及金融衍生品类产品', '100万元'],
  ],
  /** How recent a proof must be. */
  assetProofValidity: '1年',
  creditReportValidity: '1个月',
} as const;
