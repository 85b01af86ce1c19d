/**
 * Texts of the net-value screens, in their own module (not re-exported by the contract's index) so that they travel
 * only with the chart routes' chunks, not with the entry.
 *
 * The net-value and yield screens (spec 2 §2 "Net value and yield page", §4 periods, §9). The spec names the tabs and
 * ranges without their captions; these are the channel's usual ones.
 */
/**
 * The most points a series answer holds (queryproductnetvalue, queryProductIncome): the server thins a longer one to
 * this many, keeping its shape (server/services/readCache.ts, LTTB).
 */
export const SERIES_MAX_POINTS = 500;

export const netValueText = {
  tabs: {
    trend: '净值走势',
    detail: '净值明细',
    annual: '七日年化收益率',
    unit: '万份收益',
  },
  periods: {
    '0': '近7天',
    '1': '近1月',
    '2': '近3月',
    '3': '近半年',
    '4': '近1年',
    '5': '成立以来',
  },
  date: '日期',
  netValue: '单位净值',
  totalNetValue: '累计净值',
  incomeRatio: '七日年化收益率',
  incomeUnit: '万份收益（元）',
  lastNavDate: '数据更新日期',
  navDate: '净值日期',
  /** The return over the chart's range, named after it: 近1年收益率. */
  rangeReturn: (period: string) => `${period}收益率`,
  /** Under a table of a series the server thinned (more days than SERIES_MAX_POINTS). */
  thinned: '区间较长，表中按走势选取部分交易日展示；逐日数据请选择较短区间',
  adviser: '投资顾问',
} as const;
