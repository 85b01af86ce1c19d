import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, type ProductSummary } from '../../src/contract';
import { failure, seededServer, type DemoUser, type Seeded } from './catalogueFixture';

let s: Seeded;
beforeAll(async () => {
  s = await seededServer();
});
afterAll(() => s.close());

const codeOf = async (shortName: string) =>
  (
    await s.db.query<{ trust_code: string }>('SELECT trust_code FROM products WHERE project_short_name = $1', [
      shortName,
    ])
  ).rows[0]!.trust_code;

/** Every page of a filtered list, loading until a page comes back short (the client's stop condition). */
async function allPages(filter: Record<string, unknown>, as: DemoUser): Promise<ProductSummary[]> {
  const items: ProductSummary[] = [];
  for (let pageNo = 1; pageNo < 20; pageNo++) {
    const page = await s.call('productList', { pageNo, pageSize: 10, ...filter }, as);
    items.push(...page);
    if (page.length < 10) return items;
  }
  throw new Error('the list never ended');
}

describe('productList', () => {
  it('pages through every product once, raising products first, and ends with a short page', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((pageNo) => s.call('productList', { pageNo, pageSize: 10 }, 'verified')),
    );
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 0]);
    const codes = pages.flat().map((p) => p.trustCode);
    expect(new Set(codes).size).toBe(30);
    const statuses = pages.flat().map((p) => p.projectStatus);
    expect(statuses.slice(0, statuses.lastIndexOf(2) + 1).every((st) => st === 2)).toBe(true);
    expect(statuses.indexOf(1)).toBeGreaterThan(statuses.lastIndexOf(2));
  });

  it('answers summaries with the contract fields and types', async () => {
    const [first] = await s.call('productList', { pageNo: 1, pageSize: 1 }, 'verified');
    expect(first).toEqual({
      trustCode: expect.any(String),
      projectShortName: expect.any(String),
      expectedProfitMin: expect.any(Number),
      expectedProfitMax: expect.any(Number),
      fundtimelimit: expect.any(Number),
      prodTermUnit: expect.stringMatching(/^[年月日]$/),
      riskLevel: expect.stringMatching(/^0[1-5]$/),
      personMinBalance: expect.any(Number),
      projectType: expect.stringMatching(/^[1-59]$/),
      projectStatus: 2,
      fundproperty: expect.stringMatching(/^[012qh]$/),
    });
  });

  it('searches the short name as text, not as a pattern', async () => {
    const hits = await allPages({ shortName: '鑫享' }, 'verified');
    expect(hits.length).toBe(3);
    expect(hits.every((p) => p.projectShortName.includes('鑫享'))).toBe(true);
    expect(await s.call('productList', { pageNo: 1, pageSize: 10, shortName: '%' }, 'verified')).toEqual([]);
  });

  it('filters by sale status, with ended sent as "3,4"', async () => {
    const ended = await allPages({ saleProjectStatus: '3,4' }, 'verified');
    expect(ended.length).toBeGreaterThan(0);
    expect(new Set(ended.map((p) => p.projectStatus))).toEqual(new Set([3, 4]));
    const upcoming = await allPages({ saleProjectStatus: '1' }, 'verified');
    expect(upcoming.map((p) => p.projectStatus)).toEqual(upcoming.map(() => 1));
    expect(upcoming.length + ended.length + (await allPages({ saleProjectStatus: '2' }, 'verified')).length).toBe(30);
  });

  it('filters by industry and risk level together', async () => {
    const list = await allPages({ type: '3', riskLevel: '05' }, 'verified');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.projectType === '3' && p.riskLevel === '05')).toBe(true);
  });

  it('filters amount bands as [start, end), so that 1,000,000 is in exactly one band', async () => {
    const under1m = await allPages({ endAmount: 1_000_000 }, 'verified');
    const band1to3 = await allPages({ startAmount: 1_000_000, endAmount: 3_000_000 }, 'verified');
    const from10m = await allPages({ startAmount: 10_000_000 }, 'verified');
    expect(under1m.every((p) => p.personMinBalance < 1_000_000)).toBe(true);
    expect(band1to3.every((p) => p.personMinBalance >= 1_000_000 && p.personMinBalance < 3_000_000)).toBe(true);
    expect(band1to3.some((p) => p.personMinBalance === 1_000_000)).toBe(true);
    expect(from10m.length).toBeGreaterThan(0);
    expect(from10m.every((p) => p.personMinBalance >= 10_000_000)).toBe(true);
    // The client's defective 3-to-10-million band (end 1,000,000) is an empty range, not an error.
    expect(
      await s.call(
        'productList',
        { pageNo: 1, pageSize: 10, startAmount: 3_000_000, endAmount: 1_000_000 },
        'verified',
      ),
    ).toEqual([]);
  });

  it('treats empty filter values as no filter and rejects unknown values', async () => {
    const all = await s.call(
      'productList',
      { pageNo: 1, pageSize: 50, saleProjectStatus: '', type: '', riskLevel: '' },
      'verified',
    );
    expect(all).toHaveLength(30);
    expect(
      (await failure(s.call('productList', { pageNo: 1, pageSize: 10, saleProjectStatus: '7' }, 'verified')))
        .statusCode,
    ).toBe(Code.invalidInput);
    expect((await failure(s.call('productList', { pageNo: 0, pageSize: 10 }, 'verified'))).statusCode).toBe(
      Code.invalidInput,
    );
  });
});

describe('product detail', () => {
  it('answers every detail field, dates as yyyymmdd, and the same product from both detail calls', async () => {
    const code = await codeOf('鑫享稳健1号');
    const detail = await s.call('queryProjectInfo', { trustCode: code }, 'verified');
    expect(detail).toMatchObject({
      trustCode: code,
      projectName: '鑫享稳健1号集合资金信托计划',
      companyName: '鼎元信托股份有限公司',
      projectStatus: 2,
      fundproperty: '0',
      riskLevel: '02',
      riskleveldic: '中低风险',
      projecttype: '基础设施',
      personMinBalance: 300_000,
      prodTermUnit: '月',
      fundtimelimit: 24,
    });
    for (const key of ['startDate', 'endDate', 'estimatedSetupdate', 'estimatedExpirationDate'] as const)
      expect(detail[key]).toMatch(/^\d{8}$/);
    expect(detail.remainBalance).toBeGreaterThan(0);
    expect(detail.remainBalance).toBeLessThan(detail.scale);
    expect(detail.raiseAcco).toMatch(/^\d+$/);
    expect(await s.call('fixedDetail', { trustCode: code }, 'verified')).toEqual(detail);
  });

  it('answers notFound for an unknown trust code', async () => {
    const error = await failure(s.call('queryProjectInfo', { trustCode: 'NOPE' }, 'verified'));
    expect(error.statusCode).toBe(Code.notFound);
    expect(error.message).toBe('产品不存在');
    expect((await failure(s.call('fixedDetail', { trustCode: '' }, 'verified'))).statusCode).toBe(Code.invalidInput);
  });

  it('computes isMeetsRiskLevel from the unexpired risk result: 2 when it reaches the investor condition', async () => {
    // The verified demo user is balanced (03).
    const r3 = await codeOf('稳益城建7号');
    const r5 = await codeOf('聚源价值精选1号');
    expect((await s.call('queryProjectInfo', { trustCode: r3 }, 'verified')).isMeetsRiskLevel).toBe(2);
    expect((await s.call('queryProjectInfo', { trustCode: r5 }, 'verified')).isMeetsRiskLevel).toBe(1);
    expect((await s.call('queryProjectInfo', { trustCode: r3 }, 'senior')).isMeetsRiskLevel).toBe(1);
    // An expired radical (05) result counts as none.
    await s.db.query(
      `INSERT INTO risk_results (user_id, survey_id, answer_content, score, risk_level, input_date, end_date, created_at)
       VALUES ($1, '2024001', '', 40, '05', '2024-01-01', '2025-01-01', '2024-01-01')`,
      [s.users.senior],
    );
    expect((await s.call('fixedDetail', { trustCode: r3 }, 'senior')).isMeetsRiskLevel).toBe(1);
  });
});

describe('verification', () => {
  it('lets an unverified customer browse the list but not open detail, net values or documents', async () => {
    const code = await codeOf('鑫享天天利1号');
    expect(await s.call('productList', { pageNo: 1, pageSize: 10 }, 'unverified')).toHaveLength(10);
    // Each refusal is caught as it comes: on PostgreSQL the five calls really run at once.
    const refusals = await Promise.all(
      [
        s.call('queryProjectInfo', { trustCode: code }, 'unverified'),
        s.call('fixedDetail', { trustCode: code }, 'unverified'),
        s.call('queryproductnetvalue', { trust_code: code, type: '4', orderBy: '0', showType: 2 }, 'unverified'),
        s.call('queryProductIncome', { trustCode: code, showType: '1', orderBy: '0', dateCycle: '4' }, 'unverified'),
        s.call('queryProductFile', { trustCode: code, fileType: '7' }, 'unverified'),
      ].map(failure),
    );
    for (const error of refusals) {
      expect([error.statusCode, error.message]).toEqual([Code.notCertified, '请先完成实名认证']);
    }
  });
});

describe('queryproductnetvalue', () => {
  it('windows the history relative to the latest value, by period', async () => {
    const code = await codeOf('聚源价值精选1号');
    const all = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '5', orderBy: '0', showType: 1 },
      'verified',
    );
    const latest = all[all.length - 1]!.netValueDate;
    const toDate = (ymd: string) => new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}T00:00:00Z`);
    const spanDays = (rows: { netValueDate: string }[]) =>
      (toDate(latest).getTime() - toDate(rows[0]!.netValueDate).getTime()) / 86_400_000;
    const week = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '0', orderBy: '0', showType: 1 },
      'verified',
    );
    expect(week.length).toBeGreaterThanOrEqual(4);
    expect(week.length).toBeLessThanOrEqual(5);
    expect(spanDays(week)).toBeLessThan(7);
    const year = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '4', orderBy: '0', showType: 1 },
      'verified',
    );
    expect(spanDays(year)).toBeLessThan(366);
    expect(spanDays(year)).toBeGreaterThan(358);
    const months = await Promise.all(
      ['1', '2', '3'].map((type) =>
        s.call('queryproductnetvalue', { trust_code: code, type: type as '1', orderBy: '0', showType: 1 }, 'verified'),
      ),
    );
    expect(months.map((m) => m.length)).toEqual([...months.map((m) => m.length)].sort((a, b) => a - b));
    expect(spanDays(months[2]!)).toBeGreaterThan(175);
    expect(spanDays(months[2]!)).toBeLessThan(185);
    expect(all.length).toBeGreaterThan(year.length);
    expect(
      await s.call('queryproductnetvalue', { trust_code: code, type: '', orderBy: '0', showType: 1 }, 'verified'),
    ).toHaveLength(all.length);
  });

  it("defaults to one year, orders by orderBy ('1' newest first) and rejects unknown periods", async () => {
    const code = await codeOf('聚源价值精选1号');
    const year = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '4', orderBy: '0', showType: 1 },
      'verified',
    );
    const byDefault = await s.call('queryproductnetvalue', { trust_code: code } as never, 'verified');
    expect(byDefault).toEqual(year);
    const desc = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '4', orderBy: '1', showType: 1 },
      'verified',
    );
    expect(desc).toEqual([...year].reverse());
    expect(
      (
        await failure(
          s.call('queryproductnetvalue', { trust_code: code, type: '9' as '0', orderBy: '0', showType: 1 }, 'verified'),
        )
      ).statusCode,
    ).toBe(Code.invalidInput);
    expect(
      (
        await failure(
          s.call('queryproductnetvalue', { trust_code: 'NOPE', type: '4', orderBy: '0', showType: 1 }, 'verified'),
        )
      ).statusCode,
    ).toBe(Code.notFound);
  });

  it('answers net values with 4 decimals and period yields once the history is long enough', async () => {
    const code = await codeOf('睿衡固收增强1号');
    const rows = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '5', orderBy: '0', showType: 1 },
      'verified',
    );
    expect(rows[0]).not.toHaveProperty('incomeRatio1year');
    const last = rows[rows.length - 1]!;
    expect(last).toEqual({
      netValueDate: expect.stringMatching(/^\d{8}$/),
      netValue: expect.any(Number),
      totalNetValue: expect.any(Number),
      incomeRatio: expect.any(Number),
      incomeUnit: expect.any(Number),
      incomeRatio30days: expect.any(Number),
      incomeRatio90days: expect.any(Number),
      incomeRatioHalfyear: expect.any(Number),
      incomeRatio1year: expect.any(Number),
      incomeRatioSetup: expect.any(Number),
    });
    expect(Math.round(last.netValue * 10_000)).toBeCloseTo(last.netValue * 10_000, 6);
    expect(last.incomeRatioSetup).toBeCloseTo((last.totalNetValue / rows[0]!.totalNetValue - 1) * 100, 2);
  });
});

describe('queryProductIncome', () => {
  it('answers the 7-day yield (1) or income per 10,000 units (2) of a cash product as x/y series', async () => {
    const code = await codeOf('鑫享天天利1号');
    const records = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '1', orderBy: '0', showType: 2 },
      'verified',
    );
    const ratio = await s.call(
      'queryProductIncome',
      { trustCode: code, showType: '1', orderBy: '0', dateCycle: '1' },
      'verified',
    );
    const unit = await s.call(
      'queryProductIncome',
      { trustCode: code, showType: '2', orderBy: '0', dateCycle: '1' },
      'verified',
    );
    expect(ratio.x).toEqual(records.map((r) => r.netValueDate));
    expect(ratio.y).toEqual(records.map((r) => r.incomeRatio));
    expect(unit.y).toEqual(records.map((r) => r.incomeUnit));
    // A cash product values every calendar day.
    expect(ratio.x.length).toBeGreaterThanOrEqual(28);
    expect(ratio.y.every((y) => y >= 1.4 && y <= 3)).toBe(true);
    expect(unit.y.every((y) => y >= 0.4 && y <= 0.8)).toBe(true);
  });

  it('answers unit and accumulated net values for a net-value product, and rejects unknown show types', async () => {
    const code = await codeOf('聚源价值精选1号');
    const records = await s.call(
      'queryproductnetvalue',
      { trust_code: code, type: '2', orderBy: '1', showType: 1 },
      'verified',
    );
    const unit = await s.call(
      'queryProductIncome',
      { trustCode: code, showType: '1', orderBy: '1', dateCycle: '2' },
      'verified',
    );
    const total = await s.call(
      'queryProductIncome',
      { trustCode: code, showType: '2', orderBy: '1', dateCycle: '2' },
      'verified',
    );
    expect(unit.y).toEqual(records.map((r) => r.netValue));
    expect(total.y).toEqual(records.map((r) => r.totalNetValue));
    expect(unit.x[0]! > unit.x[1]!).toBe(true);
    expect(
      (
        await failure(
          s.call(
            'queryProductIncome',
            { trustCode: code, showType: '3' as '1', orderBy: '0', dateCycle: '1' },
            'verified',
          ),
        )
      ).statusCode,
    ).toBe(Code.invalidInput);
  });
});

describe('queryProductFile', () => {
  it('answers a PDF data URL per document type', async () => {
    const code = await codeOf('鑫享稳健1号');
    for (const fileType of ['7', '1', '2'] as const) {
      const { url } = await s.call('queryProductFile', { trustCode: code, fileType }, 'verified');
      expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
      expect(Buffer.from(url.split(',')[1]!, 'base64').subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
  });

  it('rejects unknown types and answers notFound for unknown products', async () => {
    expect(
      (await failure(s.call('queryProductFile', { trustCode: 'X', fileType: '9' as '7' }, 'verified'))).statusCode,
    ).toBe(Code.invalidInput);
    expect(
      (await failure(s.call('queryProductFile', { trustCode: 'NOPE', fileType: '7' }, 'verified'))).statusCode,
    ).toBe(Code.notFound);
  });
});
