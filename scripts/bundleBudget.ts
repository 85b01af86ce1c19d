/**
 * What each route makes a phone download, from the production build's chunk graph, and the budgets it must keep
 * (issue 10/11). Used by the test suite (tests/tooling/bundles.test.ts, so `npm test` enforces the budgets) and by
 * `npm run bench` (which writes the table into docs/performance.md).
 *
 * A route's JS is an upper bound of what it can load:
 * - what every route needs to run: the entry and its static imports;
 * - the route's page chunk with everything it imports, statically or lazily (a chart, a PDF viewer, a picker that
 *   opens on a tap): a page that loads a library only on a tap still counts it.
 * What the entry loads by itself once the page is running (the page colour's read, through the call client) is not
 * part of a route that makes no call of its own; it is reported beside the initial route (`startReads`).
 * The PDF viewer's worker is not a module of the page: it runs on its own thread once a document is opened, and is
 * reported beside the routes (`workers`), not inside them.
 */
import { gzipSync } from 'node:zlib';
import { screens } from '../src/paths';

export const BUDGET_INITIAL_KB = 110;
export const BUDGET_ROUTE_KB = 250;
/** The landing page (HOME_PATH): its JS is "the initial route". */
export const INITIAL_PAGE = screens.about.page;

/** Libraries that only the pages that use them may load, with those pages (by page module under src/pages). */
export const LAZY_LIBRARIES: Record<string, { module: RegExp; pages: RegExp }> = {
  ApexCharts: {
    module: /node_modules\/(react-)?apexcharts\//,
    pages: /^invest\/NetValueScreen$/,
  },
  'pdf.js': { module: /node_modules\/pdfjs-dist\//, pages: /^invest\/TrustDocumentPage$/ },
  qrcode: { module: /node_modules\/qrcode\//, pages: /^(account\/AdviserQrPage|points\/InviteSharePage)$/ },
  pickers: {
    module: /src\/ui\/Picker\.tsx$/,
    pages:
      /^(mine\/ContactFormPage|points\/PointsListPage|invest\/CrsDeclare\w*Screen|content\/\w*(Detail|Article)\w*Page)$/,
  },
};

/** The fields of a Rollup/Rolldown output chunk the budget reads. */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
}

export interface RouteWeight {
  /** Page module under src/pages, without extension. */
  page: string;
  files: string[];
  gzip: number;
  libraries: string[];
}

export interface BundleReport {
  initial: RouteWeight;
  /** Gzip KB the entry loads by itself after start, beyond the initial route (the page colour's read). */
  startReads: number;
  routes: RouteWeight[];
  /** Gzip size of every chunk. */
  sizes: Map<string, number>;
  /** Libraries found where they must not be: in the start-up chunks or in a page that does not use them. */
  misplaced: string[];
  failures: string[];
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The page modules of the screens (src/paths.ts; a screen without one shows the shared placeholder). */
const PAGES = new Set(Object.values(screens).map((screen) => screen.page ?? 'shared/PlaceholderPage'));
const pageOf = (moduleId: string | null) => {
  const page = moduleId?.match(/\/src\/pages\/(.+)\.tsx$/)?.[1];
  return page && PAGES.has(page) ? page : null;
};

export function analyseBundle(output: readonly { type: string }[]): BundleReport {
  const chunks = new Map(
    output.filter((o): o is BuiltChunk => o.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const sizes = new Map([...chunks.values()].map((c) => [c.fileName, gzipSync(c.code, { level: 9 }).length]));
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('bundle: no entry chunk');
  const isPage = (file: string) => pageOf(chunks.get(file)?.facadeModuleId ?? null) !== null;
  // Page modules, screens' or not (the placeholder): loaded by the router for a route, never by the entry itself.
  const isPageModule = (file: string) => /\/src\/pages\//.test(chunks.get(file)?.facadeModuleId ?? '');

  const closure = (roots: string[], lazy: boolean, into = new Set<string>()) => {
    const visit = (file: string) => {
      if (into.has(file)) return;
      into.add(file);
      const chunk = chunks.get(file);
      if (!chunk) return;
      chunk.imports.forEach(visit);
      if (lazy) chunk.dynamicImports.filter((f) => !isPage(f)).forEach(visit);
    };
    roots.forEach(visit);
    return into;
  };
  const start = closure([entry.fileName], false);
  const afterStart = closure(
    entry.dynamicImports.filter((f) => !isPageModule(f)),
    true,
  );

  const weigh = (page: string, file: string): RouteWeight => {
    const files = [...closure([file], true, new Set(start))];
    const modules = files.flatMap((f) => chunks.get(f)?.moduleIds ?? []);
    return {
      page,
      files,
      gzip: files.reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0),
      libraries: Object.keys(LAZY_LIBRARIES).filter((name) =>
        modules.some((id) => LAZY_LIBRARIES[name]!.module.test(id)),
      ),
    };
  };
  const routes = [...chunks.values()]
    .filter((c) => isPage(c.fileName))
    .map((c) => weigh(pageOf(c.facadeModuleId)!, c.fileName))
    .sort((a, b) => b.gzip - a.gzip);
  const initial = routes.find((r) => r.page === INITIAL_PAGE);
  if (!initial) throw new Error(`bundle: no chunk for ${INITIAL_PAGE}`);

  const initialFiles = new Set(initial.files);
  const startReads = [...afterStart]
    .filter((f) => !initialFiles.has(f))
    .reduce((sum, f) => sum + (sizes.get(f) ?? 0), 0);
  const startModules = [...start, ...afterStart].flatMap((f) => chunks.get(f)?.moduleIds ?? []);
  const misplaced = [
    ...Object.entries(LAZY_LIBRARIES)
      .filter(([, { module }]) => startModules.some((id) => module.test(id)))
      .map(([name]) => `${name} is loaded at start by every route`),
    ...routes.flatMap((r) =>
      r.libraries
        .filter((name) => !LAZY_LIBRARIES[name]!.pages.test(r.page))
        .map((name) => `${name} is loaded by ${r.page}, which does not use it`),
    ),
  ];
  const failures = [
    ...(kb(initial.gzip) > BUDGET_INITIAL_KB ? [`initial route ${kb(initial.gzip)} KB > ${BUDGET_INITIAL_KB} KB`] : []),
    ...routes
      .filter((r) => kb(r.gzip) > BUDGET_ROUTE_KB)
      .map((r) => `${r.page} ${kb(r.gzip)} KB > ${BUDGET_ROUTE_KB} KB`),
    ...misplaced,
  ];
  return { initial, startReads, routes, sizes, misplaced, failures };
}
