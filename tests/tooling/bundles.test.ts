// @vitest-environment node
/**
 * The JS budgets of issue 10/11 on the production build (scripts/bundleBudget.ts): the initial route within
 * BUDGET_INITIAL_KB, every route within BUDGET_ROUTE_KB, and the heavy libraries (ApexCharts, pdf.js, qrcode, the
 * pickers) only in the pages that use them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyseBundle,
  BUDGET_INITIAL_KB,
  BUDGET_ROUTE_KB,
  kb,
  LAZY_LIBRARIES,
  type BundleReport,
} from '../../scripts/bundleBudget';
import { screens } from '../../src/paths';
import { productionBuild } from './productionBuild';

let report: BundleReport;

beforeAll(async () => {
  report = analyseBundle(await productionBuild());
}, 180_000);

describe('bundle budgets', () => {
  it(`keeps the initial route within ${BUDGET_INITIAL_KB} KB gzip`, () => {
    expect(kb(report.initial.gzip)).toBeLessThanOrEqual(BUDGET_INITIAL_KB);
  });

  it(`keeps every route within ${BUDGET_ROUTE_KB} KB gzip`, () => {
    const pages = new Set(Object.values(screens).flatMap((s) => (s.page ? [s.page] : [])));
    // Every screen's page was weighed: a page missing from the report would escape the budget.
    expect(pages.size).toBeGreaterThan(0);
    expect([...pages].filter((page) => !report.routes.some((r) => r.page === page))).toEqual([]);
    expect(report.routes.filter((r) => kb(r.gzip) > BUDGET_ROUTE_KB).map((r) => `${r.page} ${kb(r.gzip)} KB`)).toEqual(
      [],
    );
  });

  it('loads ApexCharts, pdf.js, qrcode and the pickers only in the pages that use them', () => {
    expect(report.misplaced).toEqual([]);
    // And each is really there where it is used: the check above would pass on a build that lost them.
    for (const name of Object.keys(LAZY_LIBRARIES)) {
      expect(report.routes.filter((r) => r.libraries.includes(name)).length, name).toBeGreaterThan(0);
    }
    expect(report.initial.libraries).toEqual([]);
  });
});
