/**
 * Spec 2 §2 net values, yields and documents on the server: series downsampled to at most 500 points with the
 * range's endpoints, cached until the business day or the values change; bad input, missing session and
 * unverified users refused with the contract's codes; documents are valid, multi-page PDFs.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, type CallKey } from '../../src/contract';
import { SERIES_MAX_POINTS } from '../../src/contract/netValue';
import { lttbIndices, readCacheStats } from '../../server/services/readCache';
import { writeClockOffset } from '../../server/services/clock';
import { failure, seededServer, type Seeded } from './catalogueFixture';
import { PHONES } from './harness';

let s: Seeded;
let oldest: string;
let cash: string;
beforeAll(async () => {
  s = await seededServer();
  const first = async (sql: string) => (await s.db.query<{ trust_code: string }>(sql)).rows[0]!.trust_code;
  oldest = await first(
    `SELECT trust_code FROM net_values GROUP BY trust_code ORDER BY min(nav_date), trust_code LIMIT 1`,
  );
  cash = await first(
    `SELECT p.trust_code FROM products p JOIN net_values n USING (trust_code) WHERE fund_property = '2'
     GROUP BY p.trust_code ORDER BY count(*) DESC LIMIT 1`,
  );
});
afterAll(() => s.close());
afterEach(() => writeClockOffset(s.db, 0));

const bounds = async (trustCode: string) =>
  (
    await s.db.query<{ first: string; last: string; n: number }>(
      `SELECT to_char(min(nav_date), 'YYYYMMDD') AS first, to_char(max(nav_date), 'YYYYMMDD') AS last,
              count(*)::int AS n FROM net_values WHERE trust_code = $1`,
      [trustCode],
    )
  ).rows[0]!;

const increasing = (dates: string[]) => dates.every((d, i) => i === 0 || d > dates[i - 1]!);

describe('demo catalogue', () => {
  it('has ten years of daily values for the oldest product and covers every status, industry, risk and property', async () => {
    const { first, last, n } = await bounds(oldest);
    const years =
      (Date.parse(`${last.slice(0, 4)}-${last.slice(4, 6)}-${last.slice(6)}`) -
        Date.parse(`${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6)}`)) /
      (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(9.9);
    expect(n).toBeGreaterThan(2500);
    const distinct = async (column: string) =>
      (await s.db.query<{ v: string }>(`SELECT DISTINCT ${column}::text AS v FROM products ORDER BY 1`)).rows.map(
        (r) => r.v,
      );
    expect(await distinct('project_status')).toEqual(['1', '2', '3', '4']);
    expect(await distinct('project_type')).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(await distinct('risk_level')).toEqual(['01', '02', '03', '04', '05']);
    expect(await distinct('fund_property')).toEqual(expect.arrayContaining(['0', '1', '2']));
  });
});

describe('downsampling', () => {
  it('keeps short series whole and long ones at the maximum, endpoints first and last, indices increasing', () => {
    expect(lttbIndices([1, 2, 3])).toEqual([0, 1, 2]);
    const long = Array.from({ length: 5000 }, (_, i) => Math.sin(i / 40) + i / 1000);
    const kept = lttbIndices(long);
    expect(kept).toHaveLength(SERIES_MAX_POINTS);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(4999);
    expect(increasing(kept.map((i) => String(i).padStart(5, '0')))).toBe(true);
  });

  it('answers at most 500 net-value rows since inception, with the first and last day of the history', async () => {
    const { first, last, n } = await bounds(oldest);
    expect(n).toBeGreaterThan(SERIES_MAX_POINTS);
    const rows = await s.call('queryproductnetvalue', { trust_code: oldest, type: '5' }, 'verified');
    expect(rows.length).toBeLessThanOrEqual(SERIES_MAX_POINTS);
    expect(rows.length).toBeGreaterThan(SERIES_MAX_POINTS - 10);
    const dates = rows.map((r) => r.netValueDate);
    expect(dates[0]).toBe(first);
    expect(dates.at(-1)).toBe(last);
    expect(increasing(dates)).toBe(true);
    const newestFirst = await s.call(
      'queryproductnetvalue',
      { trust_code: oldest, type: '5', orderBy: '1' },
      'verified',
    );
    expect(newestFirst.map((r) => r.netValueDate)).toEqual([...dates].reverse());
  });

  it('thins by the series showType names (1 net value, 2 seven-day yield), the product’s own without it', async () => {
    const req = { trust_code: oldest, type: '5' as const };
    const dates = async (showType?: 1 | 2) =>
      (await s.call('queryproductnetvalue', { ...req, ...(showType && { showType }) }, 'verified')).map(
        (r) => r.netValueDate,
      );
    const [byDefault, byNetValue, byYield] = [await dates(), await dates(1), await dates(2)];
    expect(byNetValue).toEqual(byDefault);
    // Another series keeps other days (the first and the last stay).
    expect(byYield).not.toEqual(byNetValue);
    expect([byYield[0], byYield.at(-1)]).toEqual([byNetValue[0], byNetValue.at(-1)]);
  });

  it('answers at most 500 points per income series, x and y aligned, endpoints kept, values real rows', async () => {
    const { first, last } = await bounds(oldest);
    for (const showType of ['1', '2'] as const) {
      const { x, y } = await s.call('queryProductIncome', { trustCode: oldest, showType, dateCycle: '5' }, 'verified');
      expect(x.length).toBeLessThanOrEqual(SERIES_MAX_POINTS);
      expect(y).toHaveLength(x.length);
      expect([x[0], x.at(-1)]).toEqual([first, last]);
      expect(increasing(x)).toBe(true);
      const column = showType === '1' ? 'net_value' : 'total_net_value';
      const { rows } = await s.db.query<{ y: number }>(
        `SELECT ${column}::float8 AS y FROM net_values WHERE trust_code = $1 AND nav_date = to_date($2, 'YYYYMMDD')`,
        [oldest, x[250]],
      );
      expect(y[250]).toBe(rows[0]!.y);
    }
  });

  it("leaves short ranges whole and defaults to one year ('4')", async () => {
    const month = await s.call('queryProductIncome', { trustCode: cash, dateCycle: '1' }, 'verified');
    expect(month.x.length).toBeGreaterThanOrEqual(28);
    expect(month.x.length).toBeLessThanOrEqual(31);
    const byDefault = await s.call('queryProductIncome', { trustCode: cash }, 'verified');
    expect(byDefault).toEqual(await s.call('queryProductIncome', { trustCode: cash, dateCycle: '4' }, 'verified'));
    expect(byDefault.x.length).toBeGreaterThan(360);
  });
});

describe('series cache', () => {
  it('answers a repeated call from the cache', async () => {
    const before = { ...readCacheStats(s.db) };
    const req = { trustCode: oldest, showType: '2', dateCycle: '3' } as const;
    const a = await s.call('queryProductIncome', req, 'verified');
    const mid = { ...readCacheStats(s.db) };
    const b = await s.call('queryProductIncome', req, 'verified');
    const after = readCacheStats(s.db);
    expect(b).toEqual(a);
    expect(mid.builds).toBe(before.builds + 1);
    expect(after.builds).toBe(mid.builds);
    expect(after.hits).toBe(mid.hits + 1);
  });

  it('rebuilds when a net value changes', async () => {
    const req = { trust_code: oldest, type: '2' } as const;
    const before = await s.call('queryproductnetvalue', req, 'verified');
    const last = before.at(-1)!;
    await s.db.query(
      `UPDATE net_values SET net_value = $3 WHERE trust_code = $1 AND nav_date = to_date($2, 'YYYYMMDD')`,
      [oldest, last.netValueDate, last.netValue + 0.1234],
    );
    const builds = readCacheStats(s.db).builds;
    const after = await s.call('queryproductnetvalue', req, 'verified');
    expect(readCacheStats(s.db).builds).toBe(builds + 1);
    expect(after.at(-1)!.netValue).toBeCloseTo(last.netValue + 0.1234, 4);
  });

  it('rebuilds on a new business day', async () => {
    const req = { trustCode: cash, showType: '1', dateCycle: '0' } as const;
    await s.call('queryProductIncome', req, 'verified');
    await s.call('queryProductIncome', req, 'verified');
    const builds = readCacheStats(s.db).builds;
    await writeClockOffset(s.db, 86_400_000);
    // A day later the demo sessions have expired: a fresh one on the shifted clock.
    const token = (await s.h.login(PHONES.senior)).xtoken;
    const envelope = await s.h.call('queryProductIncome', req, token);
    expect(envelope.result.statusCode).toBe(Code.ok);
    expect(readCacheStats(s.db).builds).toBe(builds + 1);
  });
});

describe('product list cache', () => {
  it('answers a repeated page from the cache and a changed product at once', async () => {
    const req = { pageNo: 1, pageSize: 10, saleProjectStatus: '2', riskLevel: '02' };
    const first = await s.call('productList', req, 'verified');
    const builds = readCacheStats(s.db).builds;
    expect(await s.call('productList', req, 'verified')).toEqual(first);
    expect(readCacheStats(s.db).builds).toBe(builds);
    await s.db.query(
      `UPDATE products SET project_short_name = project_short_name || '（更新）' WHERE trust_code = $1`,
      [first[0]!.trustCode],
    );
    const after = await s.call('productList', req, 'verified');
    expect(readCacheStats(s.db).builds).toBe(builds + 1);
    expect(after[0]!.projectShortName).toBe(`${first[0]!.projectShortName}（更新）`);
  });
});

describe('queryProductFile', () => {
  it('answers each document as a valid PDF, the trust contract with several pages', async () => {
    const pageCounts: Record<string, number> = {};
    for (const fileType of ['7', '1', '2', '3'] as const) {
      const { url } = await s.call('queryProductFile', { trustCode: oldest, fileType }, 'verified');
      const pdf = Buffer.from(url.replace(/^data:application\/pdf;base64,/, ''), 'base64').toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      // Every cross-reference entry points at its object.
      const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
      const entries = pdf.slice(xrefAt).match(/^\d{10} 00000 n $/gm)!;
      entries.forEach((entry, i) =>
        expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true),
      );
      pageCounts[fileType] = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1]);
    }
    expect(pageCounts['1']).toBeGreaterThanOrEqual(3);
    expect(Object.values(pageCounts).every((n) => n >= 1)).toBe(true);
  });
});

const SAMPLES = {
  productList: { pageNo: 1, pageSize: 10 },
  queryProjectInfo: { trustCode: 'X' },
  fixedDetail: { trustCode: 'X' },
  queryproductnetvalue: { trust_code: 'X' },
  queryProductIncome: { trustCode: 'X' },
  queryProductFile: { trustCode: 'X', fileType: '7' },
} as const satisfies Partial<Record<CallKey, object>>;

describe('refusals', () => {
  it('answers 04040001 with the rule message for wrong types, missing fields and over-long text', async () => {
    // Its own session (one per user): the senior demo customer, verified.
    const token = (await s.h.login(PHONES.senior)).xtoken;
    const bad: [CallKey, unknown][] = [
      ['productList', { pageNo: 'one', pageSize: 10 }],
      ['productList', { pageNo: 1, pageSize: 10, shortName: '名'.repeat(51) }],
      ['productList', { pageNo: 1, pageSize: 10, saleProjectStatus: '5' }],
      ['productList', { pageNo: 1, pageSize: 10, saleProjectStatus: ['3', '4'] }],
      ['productList', { pageNo: 1, pageSize: 10, riskLevel: '06' }],
      ['productList', { pageNo: 1, pageSize: 10, startAmount: 'a lot' }],
      ['queryProjectInfo', {}],
      ['fixedDetail', { trustCode: { code: 'X' } }],
      ['queryProjectInfo', { trustCode: 'X'.repeat(200) }],
      ['queryproductnetvalue', { trust_code: oldest, type: '9' }],
      ['queryproductnetvalue', {}],
      ['queryProductIncome', { trustCode: oldest, showType: 3 }],
      ['queryProductIncome', { trustCode: oldest, dateCycle: ['4'] }],
      ['queryProductFile', { trustCode: oldest }],
      ['queryProductFile', { trustCode: oldest, fileType: '9' }],
    ];
    for (const [key, req] of bad) {
      const envelope = await s.h.call(key, req, token);
      expect({ key, req, code: envelope.code, status: envelope.result.statusCode }).toEqual({
        key,
        req,
        code: Code.ok,
        status: Code.invalidInput,
      });
      expect(envelope.result.msg).toMatch(/\S/);
      expect(envelope.result.msg).not.toMatch(/系统|error/i);
    }
  });

  it('answers 06060010 to every call without a session', async () => {
    for (const [key, req] of Object.entries(SAMPLES)) {
      const envelope = await s.h.call(key, req);
      expect([key, envelope.result.statusCode]).toEqual([key, Code.sessionExpired]);
    }
  });

  it('refuses product details, net values, yields and documents to unverified users, the list not', async () => {
    expect((await s.call('productList', SAMPLES.productList, 'unverified')).length).toBe(10);
    const calls = [
      ['queryProjectInfo', { trustCode: oldest }],
      ['fixedDetail', { trustCode: oldest }],
      ['queryproductnetvalue', { trust_code: oldest }],
      ['queryProductIncome', { trustCode: oldest }],
      ['queryProductFile', { trustCode: oldest, fileType: '1' }],
    ] as const;
    for (const [key, req] of calls) {
      const e = await failure(s.call(key, req as never, 'unverified'));
      expect([key, e.statusCode, e.message]).toEqual([key, Code.notCertified, '请先完成实名认证']);
      await s.call(key, req as never, 'verified');
    }
  });
});
