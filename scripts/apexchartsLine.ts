/**
 * ApexCharts (4.7, MIT) built from its own sources with only what the net-value line chart uses.
 *
 * The package's single ESM bundle carries every chart type, the toolbar, zoom and selection, exports and
 * annotations: ≈ 150 KB gzip on the one route that draws a chart. Building from `apexcharts/src` lets the build
 * leave out what that chart never runs: the other chart types become objects whose every method throws, and the
 * modules every chart constructs but a chart without toolbar, zoom, annotations or export never uses become
 * objects whose methods do nothing. A chart that needs one of them (a bar chart, a toolbar) must take it out of the
 * lists below: it then fails loudly in the tests, not silently.
 */
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { Plugin } from 'vite';

const SRC = join(dirname(createRequire(import.meta.url).resolve('apexcharts/package.json')), 'src');

/** Chart types the product does not draw. Every chart constructs some of them; drawing one throws. */
const OMITTED_CHARTS = [
  'Bar',
  'BarStacked',
  'BoxCandleStick',
  'HeatMap',
  'Pie',
  'Radar',
  'Radial',
  'RangeBar',
  'Treemap',
];
/**
 * Modules every chart constructs whose methods a chart without toolbar, zoom, annotations, export, legend, title
 * and responsive options never needs (each checks its option and returns, or is never called).
 */
const INERT_MODULES = [
  'modules/Exports',
  'modules/Toolbar',
  'modules/ZoomPanSelection',
  'modules/annotations/Annotations',
  'modules/legend/Legend',
  'modules/TitleSubtitle',
  'modules/Responsive',
];
/** svg.js plug-ins only the selection, resize and drag of zoom and annotations use. */
const OMITTED_PLUGINS = ['@svgdotjs/svg.draggable.js', '@svgdotjs/svg.select.js', '@svgdotjs/svg.resize.js'];

const STUB = '\0apexcharts-omitted:';

const stripJs = (path: string) => path.replace(/\.js$/, '');

export function apexchartsLine(): Plugin {
  return {
    name: 'apexcharts-line',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === 'apexcharts') return join(SRC, 'apexcharts.js');
      if (!importer?.startsWith(SRC + sep)) return null;
      if (OMITTED_PLUGINS.includes(source)) return `${STUB}plugin`;
      if (source.endsWith('.css')) return `${join(dirname(importer), source)}?inline`;
      if (!source.startsWith('.')) return null;
      const relative = stripJs(join(dirname(importer), source))
        .slice(SRC.length + 1)
        .split(sep)
        .join('/');
      const chart = OMITTED_CHARTS.find((name) => relative === `charts/${name}`);
      if (chart) return `${STUB}chart:${chart}`;
      if (INERT_MODULES.includes(relative)) return `${STUB}inert`;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const kind = id.slice(STUB.length);
      if (kind === 'plugin') return 'export {};';
      if (kind === 'inert') {
        return [
          'const nothing = () => undefined;',
          'export default class Inert {',
          '  constructor() {',
          '    return new Proxy(this, { get: (target, key) => (key in target ? target[key] : nothing) });',
          '  }',
          '}',
        ].join('\n');
      }
      const name = kind.slice('chart:'.length);
      return [
        `const refuse = () => { throw new Error('ApexCharts: ${name} charts are not in this build'); };`,
        'export default class Omitted {',
        '  constructor() {',
        '    return new Proxy(this, { get: (target, key) => (key in target ? target[key] : refuse) });',
        '  }',
        '}',
      ].join('\n');
    },
  };
}
