import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/types';
import { seedCatalogue } from '../../server/seed/catalogue';
import { fixedClock, seededServer, type Seeded } from './catalogueFixture';

let s: Seeded;
beforeAll(async () => {
  s = await seededServer();
});
afterAll(() => s.close());

const values = async (sql: string) => (await s.db.query<{ v: string }>(sql)).rows.map((r) => String(r.v)).sort();

describe('seeded products', () => {
  it('cover every status, industry, risk level, fund property and term unit', async () => {
    expect(await values('SELECT DISTINCT project_status AS v FROM products')).toEqual(['1', '2', '3', '4']);
    expect(await values('SELECT DISTINCT project_type AS v FROM products')).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(await values('SELECT DISTINCT risk_level AS v FROM products')).toEqual(['01', '02', '03', '04', '05']);
    expect(await values('SELECT DISTINCT fund_property AS v FROM products')).toEqual(['0', '1', '2', 'h', 'q']);
    expect(await values('SELECT DISTINCT prod_term_unit AS v FROM products')).toEqual(['年', '日', '月']);
    const minimums = await values('SELECT DISTINCT person_min_balance::int AS v FROM products');
    expect(minimums).toEqual(expect.arrayContaining(['300000', '400000', '1000000', '10000000']));
    const { rows } = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(30);
  });

  it('have dates consistent with their status on the seeding day', async () => {
    const { rows } = await s.db.query<{
      project_status: number;
      start_date: string;
      end_date: string;
      expiry: string;
      remain: number;
      scale: number;
    }>(
      `SELECT project_status, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
              to_char(estimated_expiration_date, 'YYYY-MM-DD') AS expiry, remain_balance::float8 AS remain, scale::float8 AS scale FROM products`,
    );
    // The China calendar day; the seed ran earlier today, and every status has days of margin.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const p of rows) {
      if (p.project_status === 1) expect(p.start_date > today && p.remain === p.scale).toBe(true);
      if (p.project_status === 2)
        expect(p.start_date <= today && p.end_date >= today && p.remain > 0 && p.remain < p.scale).toBe(true);
      if (p.project_status === 3) expect(p.end_date < today && p.expiry > today && p.remain === 0).toBe(true);
      if (p.project_status === 4) expect(p.expiry < today && p.remain === 0).toBe(true);
    }
  });

  it('give net-value, equity and mixed products 2–5 years of trading-day values (the oldest ten) with 4 decimals', async () => {
    const { rows } = await s.db.query<{
      trust_code: string;
      days: number;
      n: number;
      weekend: number;
      bad_decimals: number;
    }>(
      `SELECT p.trust_code, (max(v.nav_date) - min(v.nav_date)) AS days, count(*)::int AS n,
              count(*) FILTER (WHERE extract(isodow FROM v.nav_date) > 5)::int AS weekend,
              count(*) FILTER (WHERE v.net_value * 10000 <> trunc(v.net_value * 10000))::int AS bad_decimals
       FROM products p JOIN net_values v USING (trust_code)
       WHERE p.fund_property IN ('1', 'q', 'h') GROUP BY p.trust_code`,
    );
    const expected = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE fund_property IN ('1','q','h') AND project_status <> 1`,
    );
    expect(rows).toHaveLength(expected.rows[0]!.n);
    const longest = Math.max(...rows.map((r) => r.days));
    // Ten years up to the last trading day before the seeding day.
    expect(longest).toBeGreaterThanOrEqual(10 * 365 - 4);
    for (const r of rows) {
      expect(r.days).toBeGreaterThanOrEqual(700);
      if (r.days !== longest) expect(r.days).toBeLessThanOrEqual(5 * 366);
      expect(r.weekend).toBe(0);
      expect(r.n).toBeGreaterThan(r.days * 0.65);
    }
  });

  it('give cash products daily yields in the realistic bands, the 7-day figure derived from the daily income', async () => {
    const { rows } = await s.db.query<{
      trust_code: string;
      min_ratio: number;
      max_ratio: number;
      min_unit: number;
      max_unit: number;
      gaps: number;
    }>(
      `SELECT trust_code, min(income_ratio)::float8 AS min_ratio, max(income_ratio)::float8 AS max_ratio,
              min(income_unit)::float8 AS min_unit, max(income_unit)::float8 AS max_unit,
              (max(nav_date) - min(nav_date) + 1 - count(*))::int AS gaps
       FROM net_values JOIN products USING (trust_code) WHERE fund_property = '2' GROUP BY trust_code`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.gaps).toBe(0);
      expect(r.min_unit).toBeGreaterThanOrEqual(0.4);
      expect(r.max_unit).toBeLessThanOrEqual(0.8);
      expect(r.min_ratio).toBeGreaterThanOrEqual(1.4);
      expect(r.max_ratio).toBeLessThanOrEqual(3.0);
    }
    const code = rows[0]!.trust_code;
    const last = await s.db.query<{ income_ratio: number; income_unit: number }>(
      'SELECT income_ratio::float8, income_unit::float8 FROM net_values WHERE trust_code = $1 ORDER BY nav_date DESC LIMIT 7',
      [code],
    );
    const average = last.rows.reduce((sum, r) => sum + r.income_unit, 0) / 7;
    expect(last.rows[0]!.income_ratio).toBeCloseTo((average * 365) / 100, 3);
  });

  it('store four valid PDF documents per product', async () => {
    const { rows } = await s.db.query<{ trust_code: string; types: string }>(
      `SELECT trust_code, string_agg(file_type, ',' ORDER BY file_type) AS types FROM product_files GROUP BY trust_code`,
    );
    expect(rows.length).toBe((await s.db.query('SELECT 1 FROM products')).rows.length);
    expect(new Set(rows.map((r) => r.types))).toEqual(new Set(['1,2,3,7']));
    const pdf = (await s.db.query<{ pdf_base64: string }>(`SELECT pdf_base64 FROM product_files LIMIT 1`)).rows[0]!
      .pdf_base64;
    const text = Buffer.from(pdf, 'base64').toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every cross-reference offset points at its object, as a viewer requires.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .slice(3)
      .filter((l) => / n $/.test(l));
    expect(entries.length).toBe(8);
    entries.forEach((line, i) => expect(text.slice(Number(line.slice(0, 10))).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});

describe('seeded content', () => {
  it('has several published articles in every category, with HTML paragraphs and a picture', async () => {
    const { rows } = await s.db.query<{ article_category: number; n: number; bad: number }>(
      `SELECT article_category, count(*)::int AS n,
              count(*) FILTER (WHERE content NOT LIKE '%<p>%' OR content NOT LIKE '%<img %' OR image_uuid IS NULL)::int AS bad
       FROM articles WHERE status = 1 GROUP BY article_category ORDER BY article_category`,
    );
    expect(rows.map((r) => r.article_category)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 15, 16, 17, 18, 19, 20, 21, 22]);
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(4);
      expect(r.bad).toBe(0);
    }
  });

  it('spreads publish times over the last year and has open and ended sign-ups and video links', async () => {
    const { rows } = await s.db.query<{ oldest: Date; newest: Date; open: number; ended: number; video: number }>(
      `SELECT min(publish_time) AS oldest, max(publish_time) AS newest,
              count(*) FILTER (WHERE sign_up_end > $1)::int AS open, count(*) FILTER (WHERE sign_up_end <= $1)::int AS ended,
              count(*) FILTER (WHERE video_type = 3 AND file_uuid <> '')::int AS video
       FROM articles WHERE status = 1`,
      [new Date()],
    );
    const r = rows[0]!;
    expect(r.newest.getTime()).toBeLessThanOrEqual(new Date().getTime());
    expect(new Date().getTime() - r.oldest.getTime()).toBeLessThanOrEqual(366 * 86_400_000);
    expect(r.open).toBeGreaterThanOrEqual(3);
    expect(r.ended).toBeGreaterThanOrEqual(3);
    expect(r.video).toBeGreaterThanOrEqual(2);
  });

  it('has banners with generated SVG pictures for every page and banner type', async () => {
    const { rows } = await s.db.query<{ page_type: number; banner_type: number; mime: string; base64: string }>(
      'SELECT b.page_type, b.banner_type, i.mime, i.base64 FROM banners b JOIN images i ON i.uuid = b.image_uuid',
    );
    expect(new Set(rows.map((r) => `${r.page_type}/${r.banner_type}`))).toEqual(
      new Set(['2/10', '2/11', '2/12', '3/13']),
    );
    for (const r of rows) {
      expect(r.mime).toBe('image/svg+xml');
      const svg = Buffer.from(r.base64, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('seeded reference data', () => {
  it('has the areas of the spec default region codes, linked province → city → county', async () => {
    const { rows } = await s.db.query<{ code: string; name: string; parent_code: string | null; level: number }>(
      `SELECT code, name, parent_code, level FROM areas WHERE code IN ('130000', '130400', '130425') ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: '130000', name: '河北省', parent_code: null, level: 1 },
      { code: '130400', name: '邯郸市', parent_code: '130000', level: 2 },
      { code: '130425', name: '大名县', parent_code: '130400', level: 3 },
    ]);
    const orphans = await s.db.query(
      `SELECT 1 FROM areas a WHERE a.parent_code IS NOT NULL AND NOT EXISTS (SELECT 1 FROM areas p WHERE p.code = a.parent_code)`,
    );
    expect(orphans.rows).toHaveLength(0);
  });

  it('has countries with Chinese and ASCII English names, China first', async () => {
    const { rows } = await s.db.query<{ key_value: string; caption: string; english: string }>(
      `SELECT key_value, caption, english FROM crm_dicts WHERE dict_key = '5084' AND system = 'DATACNT' ORDER BY sort`,
    );
    expect(rows.length).toBeGreaterThan(240);
    expect(rows[0]).toEqual({ key_value: 'CHN', caption: '中国', english: "People's Republic of China" });
    expect(rows.find((r) => r.key_value === 'USA')).toMatchObject({
      caption: '美国',
      english: 'United States of America',
    });
    for (const r of rows) {
      expect(r.caption).toMatch(/[\u4e00-\u9fff]/);
      expect(r.english).toMatch(/^[A-Z][\x20-\x7e]+$/);
    }
  });

  it('has the 56 nations, occupations including 其他, help categories with 5+ questions, and the risk questionnaire', async () => {
    expect(await values(`SELECT count(*) AS v FROM crm_dicts WHERE dict_key = '2099'`)).toEqual(['56']);
    expect(await values(`SELECT caption AS v FROM crm_dicts WHERE dict_key = '1027' AND caption = '其他'`)).toEqual([
      '其他',
    ]);
    const help = await s.db.query<{ n: number }>(
      'SELECT count(q.id)::int AS n FROM help_categories c LEFT JOIN help_questions q USING (dict_value) GROUP BY c.dict_value',
    );
    expect(help.rows.length).toBeGreaterThanOrEqual(4);
    for (const c of help.rows) expect(c.n).toBeGreaterThanOrEqual(5);
    const questions = await s.db.query<{ survey_option: string; choice_model: string }>(
      'SELECT survey_option, choice_model FROM risk_questions',
    );
    expect(questions.rows.length).toBeGreaterThanOrEqual(10);
    for (const q of questions.rows) {
      // A text question (choicemodel other than 0, 1, 2) offers no options.
      if (['0', '1', '2'].includes(q.choice_model)) expect(q.survey_option).toMatch(/^([A-Z]:[^|]+)(\|[A-Z]:[^|]+)+$/);
      else expect(q.survey_option).toBe('');
    }
  });

  it('gives each demo user their own messages, some unread', async () => {
    const { rows } = await s.db.query<{ user_id: number; n: number; unread: number; replies: number }>(
      `SELECT user_id, count(*)::int AS n, count(*) FILTER (WHERE NOT is_read)::int AS unread,
              count(*) FILTER (WHERE is_msg = 0)::int AS replies FROM messages GROUP BY user_id ORDER BY user_id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual(Object.values(s.users).sort((a, b) => a - b));
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(5);
      expect(r.unread).toBeGreaterThan(0);
      expect(r.unread).toBeLessThan(r.n);
      expect(r.replies).toBeGreaterThan(0);
    }
  });
});

/** Records what the seed writes, without a database, to compare two runs. */
function recorder(log: unknown[]): Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> } {
  const q: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      log.push([sql, params]);
      const rows = /SELECT id FROM articles/.test(sql) ? Array.from({ length: 200 }, (_, i) => ({ id: i + 1 })) : [];
      return { rows: rows as T[], affectedRows: 0 };
    },
  };
  return { ...q, transaction: (fn) => fn(q) };
}

describe('seeding', () => {
  it('is deterministic for a given clock', async () => {
    const a: unknown[] = [];
    const b: unknown[] = [];
    await seedCatalogue({ ...recorder(a), exec: async () => {}, close: async () => {}, kind: 'pglite' }, fixedClock);
    await seedCatalogue({ ...recorder(b), exec: async () => {}, close: async () => {}, kind: 'pglite' }, fixedClock);
    expect(a.length).toBeGreaterThan(10);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  }, 120_000); // two whole seeding runs in this process: CPU-bound, slow while other files run

  it('leaves an already seeded database alone', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM net_values');
    expect(await seedCatalogue(s.db, fixedClock)).toBeNull();
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM net_values');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
