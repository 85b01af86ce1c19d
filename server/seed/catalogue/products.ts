import type { Queryable } from '../../db/types';
import {
  BANKS,
  FILE_TYPES,
  INDUSTRY_TEXTS,
  INVESTMENT_ADVISERS,
  PRODUCT_SPECS,
  TRUSTEE,
  type ProductSpec,
} from '../data/products';
import { productDocument } from './documents';
import { addDays, addMonths, insertRows, isoDay, round, type Random } from './util';

export interface SeededProduct {
  trustCode: string;
  shortName: string;
  status: number;
  fundProperty: string;
}

interface Dates {
  start: Date;
  end: Date;
  setup: Date;
  expiry: Date;
}

function termEnd(from: Date, spec: ProductSpec): Date {
  if (spec.unit === '年') return addMonths(from, spec.term * 12);
  if (spec.unit === '月') return addMonths(from, spec.term);
  return addDays(from, spec.term);
}

const hasHistory = (spec: ProductSpec) => spec.fundProperty !== '0' && spec.status !== 1;

/**
 * Dates consistent with the status on the seeding day. Fixed-income plans run for their term; net-value,
 * cash, equity and mixed plans are open-ended (term = holding or open period) and have 2–5 years of history
 * (ten for the oldest).
 */
function productDates(spec: ProductSpec, today: Date, rng: Random): Dates {
  if (hasHistory(spec)) {
    const expiry = spec.status === 4 ? addDays(today, -rng.int(60, 300)) : addMonths(today, rng.int(36, 96));
    const setup = spec.historyYears
      ? addMonths(today, -12 * spec.historyYears)
      : spec.status === 4
        ? addDays(expiry, -rng.int(730, 1600))
        : addDays(today, -rng.int(730, 1825));
    // Open products raise in recurring open periods: the current one for status 2, the first one otherwise.
    const start = spec.status === 2 ? addDays(today, -rng.int(3, 15)) : addDays(setup, -rng.int(20, 40));
    const end = spec.status === 2 ? addDays(today, rng.int(5, 25)) : addDays(setup, -2);
    return { start, end, setup, expiry };
  }
  let start: Date;
  if (spec.status === 1) start = addDays(today, rng.int(3, 15));
  else if (spec.status === 2) start = addDays(today, -rng.int(3, 20));
  else if (spec.status === 3) {
    // Established and still running: started long enough ago to be set up, early enough to be before expiry.
    const termDays = (termEnd(today, spec).getTime() - today.getTime()) / 86_400_000;
    start = addDays(today, -rng.int(40, Math.max(41, Math.floor(termDays) - 40)));
  } else start = addDays(termEnd(today, { ...spec, term: -spec.term }), -rng.int(60, 400));
  const end = spec.status === 2 ? addDays(today, rng.int(5, 25)) : addDays(start, rng.int(15, 30));
  const setup = addDays(end, 2);
  return { start, end, setup, expiry: termEnd(setup, spec) };
}

function wan(amount: number): string {
  return `${amount / 10_000}万元`;
}

function productTexts(spec: ProductSpec, addBalance: number) {
  const industry = INDUSTRY_TEXTS[spec.industry];
  const fixed = spec.fundProperty === '0';
  const cash = spec.fundProperty === '2';
  const tiers = [spec.minBalance, spec.minBalance * 3, spec.minBalance * 10];
  const step = (spec.yieldMax - spec.yieldMin) / 2;
  return {
    buyRule: `认购起点${wan(spec.minBalance)}，超过部分须以${wan(addBalance)}的整数倍递增；本产品仅面向合格投资者销售。`,
    expectYieldDetail: fixed
      ? tiers
          .map(
            (t, i) =>
              `${wan(t)}(含)${i < 2 ? `-${wan(tiers[i + 1] ?? t)}` : '以上'}：${(spec.yieldMin + step * i).toFixed(2)}%/年`,
          )
          .join('；')
      : `业绩比较基准${spec.yieldMin.toFixed(2)}%-${spec.yieldMax.toFixed(2)}%/年。业绩比较基准不构成受托人对信托收益的承诺或保证。`,
    incomeAppRules: fixed
      ? '信托收益按自然季度分配，信托计划到期时一次性分配信托本金及剩余收益。'
      : cash
        ? '每日计提收益，每月最后一个工作日将累计收益结转为信托单位；赎回资金T+1日到账。'
        : '信托计划按份额净值申购、赎回，不承诺保本和最低收益；收益分配以信托单位净值体现。',
    projectAdvantage: industry.advantage,
    financierDesc: fixed ? industry.financier : '',
    projectBackgroud: industry.background,
    repaymentSource: fixed ? industry.repayment : '',
    riskCtrlMethod: industry.control,
    investScope: cash ? INDUSTRY_TEXTS['4'].scope : industry.scope,
    // Not 固定收益 alone, which reads as a promise 资管新规 forbids: what a bank's wealth product says, then the class.
    bonusType: `非保本浮动收益（${fixed ? '固定收益类' : cash ? '现金管理类' : '净值型'}）`,
  };
}

/** Net-value history on trading days: a random walk with drift set by the benchmark and volatility by risk level. */
function netValueRows(code: string, spec: ProductSpec, from: Date, to: Date, rng: Random): unknown[][] {
  const sigma = { '01': 0.0004, '02': 0.0012, '03': 0.003, '04': 0.007, '05': 0.012 }[spec.risk];
  const drift = (spec.yieldMin + spec.yieldMax) / 2 / 100 / 250;
  const days: Date[] = [];
  const totals: number[] = [];
  const rows: unknown[][] = [];
  let unit = 1;
  let paid = 0;
  let previous = 1;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const weekday = d.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (days.length > 0) unit = Math.max(0.3, unit * Math.exp(drift - (sigma * sigma) / 2 + sigma * rng.normal()));
    // Occasional cash distributions: the unit value drops, the accumulated (total) value does not.
    if (unit >= 1.2 && rng.next() < 0.01) {
      unit -= 0.1;
      paid += 0.1;
    }
    const u = round(unit, 4);
    const total = round(unit + paid, 4);
    days.push(d);
    totals.push(total);
    const dayChange = round((total / previous - 1) * 100, 4);
    const dayGain = round((total - previous) * 10_000, 4);
    previous = total;
    rows.push([code, isoDay(d), u, total, dayChange, dayGain, ...periodReturns(days, totals)]);
  }
  return rows;
}

const WINDOWS = [30, 90, 182, 365] as const;

/** Returns over the last 30/90/182/365 days and since inception, in percent; null until history is long enough. */
function periodReturns(days: Date[], totals: number[]): (number | null)[] {
  const last = days.length - 1;
  const lastDay = days[last]!;
  const now = totals[last]!;
  const windows = WINDOWS.map((w) => {
    const since = addDays(lastDay, -w);
    if (days[0]! > since) return null;
    let i = last;
    while (i > 0 && days[i]! > since) i--;
    return round((now / totals[i]! - 1) * 100, 4);
  });
  return [...windows, round((now / totals[0]! - 1) * 100, 4)];
}

/**
 * Cash-product history, every calendar day: income per 10,000 units mean-reverts around a slowly drifting
 * level within 0.40–0.80, so the 7-day annualised yield (average × 365 / 10,000) stays around 1.5–2.9%.
 */
function cashRows(code: string, from: Date, to: Date, rng: Random): unknown[][] {
  const rows: unknown[][] = [];
  const units: number[] = [];
  let level = rng.range(0.48, 0.7);
  let u = level;
  const annualised = (values: number[]) => round(((values.reduce((a, b) => a + b, 0) / values.length) * 365) / 100, 4);
  for (let d = from; d <= to; d = addDays(d, 1)) {
    level = Math.min(0.76, Math.max(0.44, level + rng.normal() * 0.002));
    u = Math.min(0.8, Math.max(0.4, u + 0.15 * (level - u) + rng.normal() * 0.02));
    units.push(round(u, 4));
    const n = units.length;
    const tail = (w: number) => (n >= w ? annualised(units.slice(n - w)) : null);
    rows.push([
      code,
      isoDay(d),
      1,
      1,
      annualised(units.slice(-7)),
      units[n - 1],
      tail(30),
      tail(90),
      tail(182),
      tail(365),
      annualised(units),
    ]);
  }
  return rows;
}

const NET_VALUE_COLUMNS = [
  'trust_code',
  'nav_date',
  'net_value',
  'total_net_value',
  'income_ratio',
  'income_unit',
  'income_ratio_30days',
  'income_ratio_90days',
  'income_ratio_halfyear',
  'income_ratio_1year',
  'income_ratio_setup',
] as const;

const PRODUCT_COLUMNS = [
  'trust_code',
  'project_name',
  'project_short_name',
  'company_name',
  'trust_registration_code',
  'person_min_balance',
  'reserve_base_balance',
  'per_min_add_balance',
  'buy_rule',
  'expected_profit_min',
  'expected_profit_max',
  'expect_yield_detail',
  'income_app_rules',
  'project_advantage',
  'financier_desc',
  'project_background',
  'repayment_source',
  'risk_ctrl_method',
  'invest_scope',
  'risk_level',
  'investor_condition',
  'raise_name',
  'raise_bank_name',
  'raise_acco',
  'storage_name',
  'storage_bank',
  'storage_bankacco',
  'scale',
  'remain_balance',
  'fund_time_limit',
  'prod_term_unit',
  'project_type',
  'fund_property',
  'bonus_type',
  'start_date',
  'end_date',
  'estimated_setup_date',
  'estimated_expiration_date',
  'project_status',
  'investment_adviser_code',
] as const;

export async function seedProducts(
  q: Queryable,
  today: Date,
  rng: Random,
): Promise<{ products: SeededProduct[]; netValues: number }> {
  await insertRows(
    q,
    'investment_advisers',
    ['code', 'company_name', 'description'],
    INVESTMENT_ADVISERS.map((a) => [a.code, a.companyName, a.description]),
  );
  const products: SeededProduct[] = [];
  const rows: unknown[][] = [];
  const navRows: unknown[][] = [];
  const fileRows: unknown[][] = [];
  PRODUCT_SPECS.forEach((spec, i) => {
    const dates = productDates(spec, today, rng);
    // By position, not by the setup year (which moves with the calendar): tests and links can name a product.
    const trustCode = `DY${String(i + 1).padStart(7, '0')}`;
    const projectName = `${spec.shortName}集合资金信托计划`;
    const scaleWan = spec.fundProperty === '2' ? rng.int(100, 400) * 1000 : rng.int(5, 60) * 1000;
    const scale = scaleWan * 10_000;
    const remain =
      spec.status === 1 ? scale : spec.status === 2 ? Math.round((scale * rng.range(0.1, 0.6)) / 100_000) * 100_000 : 0;
    const addBalance = spec.minBalance >= 3_000_000 ? 1_000_000 : spec.minBalance >= 1_000_000 ? 100_000 : 10_000;
    const texts = productTexts(spec, addBalance);
    const registrationCode = `ZXD31Y${dates.setup.getUTCFullYear()}${String(dates.setup.getUTCMonth() + 1).padStart(2, '0')}0${rng.digits(9)}`;
    const raiseBank = rng.pick(BANKS.raise);
    const storageBank = rng.pick(BANKS.storage);
    rows.push([
      trustCode,
      projectName,
      spec.shortName,
      TRUSTEE,
      registrationCode,
      spec.minBalance,
      spec.minBalance,
      addBalance,
      texts.buyRule,
      spec.yieldMin,
      spec.yieldMax,
      texts.expectYieldDetail,
      texts.incomeAppRules,
      texts.projectAdvantage,
      texts.financierDesc,
      texts.projectBackgroud,
      texts.repaymentSource,
      texts.riskCtrlMethod,
      texts.investScope,
      spec.risk,
      spec.risk,
      `${TRUSTEE}（${spec.shortName}信托财产专户）`,
      raiseBank,
      `1109${rng.digits(12)}`,
      `${spec.shortName}集合资金信托计划托管户`,
      storageBank,
      `0200${rng.digits(15)}`,
      scale,
      remain,
      spec.term,
      spec.unit,
      spec.industry,
      spec.fundProperty,
      texts.bonusType,
      isoDay(dates.start),
      isoDay(dates.end),
      isoDay(dates.setup),
      isoDay(dates.expiry),
      spec.status,
      spec.adviser ?? null,
    ]);
    products.push({ trustCode, shortName: spec.shortName, status: spec.status, fundProperty: spec.fundProperty });
    if (hasHistory(spec)) {
      const yesterday = addDays(today, -1);
      const last = dates.expiry < yesterday ? dates.expiry : yesterday;
      navRows.push(
        ...(spec.fundProperty === '2'
          ? cashRows(trustCode, dates.setup, last, rng)
          : netValueRows(trustCode, spec, dates.setup, last, rng)),
      );
    }
    for (const file of FILE_TYPES) {
      const pdf = productDocument(file.fileType, file.name, {
        spec,
        trustCode,
        projectName,
        registrationCode,
        scaleWan,
        addBalance,
        raiseBank,
        storageBank,
        setupDate: isoDay(dates.setup),
        expiryDate: isoDay(dates.expiry),
        incomeRules: texts.incomeAppRules,
      });
      fileRows.push([trustCode, file.fileType, `${spec.shortName}${file.name}.pdf`, pdf.toString('base64')]);
    }
  });
  await insertRows(q, 'products', PRODUCT_COLUMNS, rows);
  await insertRows(q, 'net_values', NET_VALUE_COLUMNS, navRows);
  await insertRows(q, 'product_files', ['trust_code', 'file_type', 'file_name', 'pdf_base64'], fileRows);
  return { products, netValues: navRows.length };
}
