/**
 * The products of spec 2 (§2 list and detail, §5 net values and yields, §7 productList, queryProjectInfo, fixedDetail,
 * queryproductnetvalue, queryProductIncome, queryProductFile): the rules and the SQL behind routes/invest.ts.
 * Requests arrive checked against the contract's request rules (page ranges, filter values, periods, document
 * types); what is left here needs the database.
 */
import {
  Code,
  type CallRequest,
  type ChartPeriod,
  type NetValueRecord,
  type Product,
  type ProductSummary,
  productText,
} from '../../src/contract';
import { BusinessError } from '../core/calls';
import type { Clock } from '../core/clock';
import type { Queryable } from '../db/types';
import { chinaToday } from './clock';
import { cachedRead, downsample, serialisedOnce } from './readCache';
import { pageParams } from './sql';

/** A filter value as the client stores it: '', '2', '3,4'. Empty means no filter. */
const listParam = (value: string | undefined): string[] | null => (value ? value.split(',') : null);

const SUMMARY_COLUMNS = `
  trust_code AS "trustCode", project_short_name AS "projectShortName",
  expected_profit_min::float8 AS "expectedProfitMin", expected_profit_max::float8 AS "expectedProfitMax",
  fund_time_limit AS "fundtimelimit", prod_term_unit AS "prodTermUnit", risk_level AS "riskLevel",
  person_min_balance::float8 AS "personMinBalance", project_type AS "projectType",
  project_status::int AS "projectStatus", fund_property AS "fundproperty"`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS},
  project_name AS "projectName", company_name AS "companyName", trust_registration_code AS "trustRegistrationCode",
  reserve_base_balance::float8 AS "reserveBaseBalance", per_min_add_balance::float8 AS "perminaddbalance",
  buy_rule AS "buyRule", expect_yield_detail AS "expectYieldDetail", income_app_rules AS "incomeAppRules",
  project_advantage AS "projectAdvantage", financier_desc AS "financierDesc", project_background AS "projectBackgroud",
  repayment_source AS "repaymentSource", risk_ctrl_method AS "riskCtrlMethod", invest_scope AS "investScope",
  raise_name AS "raiseName", raise_bank_name AS "raiseBankName", raise_acco AS "raiseAcco",
  storage_name AS "storageName", storage_bank AS "storageBank", storage_bankacco AS "storageBankacco",
  scale::float8 AS "scale", remain_balance::float8 AS "remainBalance", bonus_type AS "bonusType",
  to_char(start_date, 'YYYYMMDD') AS "startDate", to_char(end_date, 'YYYYMMDD') AS "endDate",
  to_char(estimated_setup_date, 'YYYYMMDD') AS "estimatedSetupdate",
  to_char(estimated_expiration_date, 'YYYYMMDD') AS "estimatedExpirationDate",
  investor_condition AS "investorCondition"`;

/** The names the filter shows for the codes (the contract's), as the detail answers them. */
const namesOf = (choices: ReadonlyArray<{ value: string; label: string }>): Record<string, string> =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.label]));
const INDUSTRY_NAMES = namesOf(productText.industry);
const RISK_NAMES = namesOf(productText.riskLevel);

async function findProduct(
  db: Queryable,
  trustCode: string,
): Promise<Omit<Product, 'isMeetsRiskLevel' | 'riskleveldic' | 'projecttype'>> {
  const { rows } = await db.query<Omit<Product, 'isMeetsRiskLevel' | 'riskleveldic' | 'projecttype'>>(
    `SELECT ${DETAIL_COLUMNS} FROM products WHERE trust_code = $1`,
    [trustCode],
  );
  const product = rows[0];
  if (!product) throw new BusinessError(Code.notFound, '产品不存在');
  return product;
}

/** 2 when the user's unexpired risk type reaches the product's investor condition; 1 otherwise or without a result. */
async function meetsRiskLevel(
  db: Queryable,
  clock: Clock,
  userId: number | undefined,
  investorCondition: string,
): Promise<1 | 2> {
  if (userId === undefined) return 1;
  const { rows } = await db.query<{ risk_level: string }>(
    `SELECT risk_level FROM risk_results WHERE user_id = $1 AND end_date >= $2::date ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, chinaToday(clock)],
  );
  const level = rows[0]?.risk_level;
  return level !== undefined && level >= investorCondition ? 2 : 1;
}

/** A product's detail with its names, and whether the user's risk type suits it (`userId` of the session, if any). */
export async function productDetail(
  db: Queryable,
  clock: Clock,
  userId: number | undefined,
  trustCode: string,
): Promise<Product> {
  const product = await findProduct(db, trustCode);
  return {
    ...product,
    riskleveldic: RISK_NAMES[product.riskLevel] ?? '',
    projecttype: INDUSTRY_NAMES[product.projectType] ?? '',
    isMeetsRiskLevel: await meetsRiskLevel(db, clock, userId, product.investorCondition),
  };
}

/** Windows relative to the latest value, so that a product that stopped valuing still shows its last year. */
const PERIODS: Record<ChartPeriod, string | null> = {
  '0': '7 days',
  '1': '1 month',
  '2': '3 months',
  '3': '6 months',
  '4': '1 year',
  '5': null,
  '': null,
};

/** The spec's default period is '4' (1 year); an explicit '' or '5' means since inception. */
const periodInterval = (period: ChartPeriod | undefined): string | null => PERIODS[period ?? '4'];

/** '0' (or nothing) oldest first (charts), '1' newest first (detail tables). */
const orderDirection = (orderBy: string | undefined): 'ASC' | 'DESC' => (orderBy === '1' ? 'DESC' : 'ASC');

async function productKind(db: Queryable, trustCode: string): Promise<{ trustCode: string; cash: boolean }> {
  const { rows } = await db.query<{ fund_property: string }>(
    'SELECT fund_property FROM products WHERE trust_code = $1',
    [trustCode],
  );
  if (!rows[0]) throw new BusinessError(Code.notFound, '产品不存在');
  return { trustCode, cash: rows[0].fund_property === '2' };
}

/** Rows of one product inside the period window, the newest value as the anchor. */
function windowedQuery(
  trustCode: string,
  columns: string,
  period: ChartPeriod | undefined,
  orderBy: string | undefined,
): { sql: string; params: unknown[] } {
  const interval = periodInterval(period);
  const direction = orderDirection(orderBy);
  const windowSql = interval
    ? `AND nav_date > (SELECT max(nav_date) FROM net_values WHERE trust_code = $1) - $2::interval`
    : '';
  return {
    sql: `SELECT ${columns} FROM net_values WHERE trust_code = $1 ${windowSql} ORDER BY nav_date ${direction}`,
    params: interval ? [trustCode, interval] : [trustCode],
  };
}

const NAV_COLUMNS = `to_char(nav_date, 'YYYYMMDD') AS "netValueDate", net_value::float8 AS "netValue",
  total_net_value::float8 AS "totalNetValue", income_ratio::float8 AS "incomeRatio", income_unit::float8 AS "incomeUnit",
  income_ratio_30days::float8 AS "incomeRatio30days", income_ratio_90days::float8 AS "incomeRatio90days",
  income_ratio_halfyear::float8 AS "incomeRatioHalfyear", income_ratio_1year::float8 AS "incomeRatio1year",
  income_ratio_setup::float8 AS "incomeRatioSetup"`;

type NullableRecord = { [K in keyof NetValueRecord]: NetValueRecord[K] | null };

/** A page of products with the filter and the searched name, on sale first, newest first. */
export async function productsPage(db: Queryable, req: CallRequest<'productList'>): Promise<ProductSummary[]> {
  const { limit, offset } = pageParams(req.pageNo, req.pageSize, 10);
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const name = req.shortName ?? '';
  if (name) add(`project_short_name ILIKE ? ESCAPE '\\'`, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const statuses = listParam(req.saleProjectStatus);
  if (statuses) add('project_status = ANY(?::smallint[])', statuses.map(Number));
  const industries = listParam(req.type);
  if (industries) add('project_type = ANY(?::text[])', industries);
  const risks = listParam(req.riskLevel);
  if (risks) add('risk_level = ANY(?::text[])', risks);
  // Bands are half-open [start, end) so that a 1,000,000 product falls in exactly one band.
  if (req.startAmount !== undefined) add('person_min_balance >= ?', req.startAmount);
  if (req.endAmount !== undefined) add('person_min_balance < ?', req.endAmount);
  params.push(limit, offset);
  // 50 list screens at once queue on PGlite's one connection: pages are cached until the products change.
  return cachedRead(db, 'products', `list|${JSON.stringify(params)}|${where.join('&')}`, async () => {
    const { rows } = await db.query<ProductSummary>(
      `SELECT ${SUMMARY_COLUMNS} FROM products ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY CASE project_status WHEN 2 THEN 0 WHEN 1 THEN 1 ELSE 2 END, start_date DESC, trust_code
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return rows;
  });
}

/**
 * A product's net-value records in the period, thinned for the chart, in the order asked; serialised once. showType
 * (spec 2 §7) says which series the records are for, so which value keeps the chart's shape when they are thinned:
 * 1 the unit net value, 2 the seven-day yield; without it, the product's own (yield for a cash product).
 */
export async function netValues(db: Queryable, clock: Clock, req: CallRequest<'queryproductnetvalue'>) {
  const period = req.type ?? '4';
  const rows = await cachedRead(
    db,
    ['products', 'net_values'],
    `nav|${req.trust_code}|${period}|${req.showType ?? ''}`,
    async () => {
      const kind = await productKind(db, req.trust_code);
      const { trustCode } = kind;
      const cash = req.showType === undefined ? kind.cash : req.showType === 2;
      const { sql, params } = windowedQuery(trustCode, NAV_COLUMNS, period, '0');
      const { rows } = await db.query<NullableRecord>(sql, params);
      // Period yields are null until the history is long enough; the contract marks them optional.
      const records = rows.map((row) => {
        const record: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(row)) if (value !== null) record[key] = value;
        return record as unknown as NetValueRecord;
      });
      // The shape of the chart drawn from these rows: 7-day yield for cash products, unit net value otherwise.
      return downsample(records, (r) => (cash ? (r.incomeRatio ?? r.netValue) : r.netValue));
    },
    chinaToday(clock),
  );
  const order = orderDirection(req.orderBy);
  return serialisedOnce(rows, order, () => (order === 'DESC' ? [...rows].reverse() : rows));
}

/** One series of a product in the period (its yield or net value, by `showType`), thinned, in the order asked. */
export async function productIncome(
  db: Queryable,
  clock: Clock,
  req: CallRequest<'queryProductIncome'>,
): Promise<{ x: string[]; y: number[] }> {
  const showType = req.showType ?? '1';
  const period = req.dateCycle ?? '4';
  const points = await cachedRead(
    db,
    ['products', 'net_values'],
    `income|${req.trustCode}|${period}|${showType}`,
    async () => {
      const { trustCode, cash } = await productKind(db, req.trustCode);
      // Cash products: '1' 7-day annualised yield, '2' income per 10,000 units. Net-value products: unit and
      // accumulated net value.
      const column = cash
        ? showType === '1'
          ? 'income_ratio'
          : 'income_unit'
        : showType === '1'
          ? 'net_value'
          : 'total_net_value';
      const { sql, params } = windowedQuery(
        trustCode,
        `to_char(nav_date, 'YYYYMMDD') AS x, ${column}::float8 AS y`,
        period,
        '0',
      );
      const { rows } = await db.query<{ x: string; y: number }>(sql, params);
      return downsample(rows, (r) => r.y);
    },
    chinaToday(clock),
  );
  const ordered = orderDirection(req.orderBy) === 'DESC' ? [...points].reverse() : points;
  return { x: ordered.map((r) => r.x), y: ordered.map((r) => r.y) };
}

/** A product's document as a data URL. */
export async function productFile(db: Queryable, trustCode: string, fileType: string): Promise<string> {
  const { rows } = await db.query<{ pdf_base64: string }>(
    'SELECT pdf_base64 FROM product_files WHERE trust_code = $1 AND file_type = $2',
    [trustCode, fileType],
  );
  if (!rows[0]) throw new BusinessError(Code.notFound, '文件不存在');
  return `data:application/pdf;base64,${rows[0].pdf_base64}`;
}
