/**
 * The prerender, a Vite plugin (vite.config.ts). Every page paints from HTML, before any JavaScript has loaded:
 *
 * once the browser bundle is generated, src/app/prerender.tsx is built for Node and every screen of src/paths.ts is
 * rendered into `prerendered/<path>.html`: the built index.html with the page's markup in #root, its styled-components
 * styles, its <title>, the first-paint script and style (src/app/firstPaint.ts), and a <template> of the app's
 * scripts: the entry, the modules it imports and the page's own chunk with its imports, so the browser fetches them
 * all together (once the page is painted) instead of discovering the page's chunk after the entry has run.
 *
 * The server answers /phone/<path> with `prerendered/<path>.html` (server/http/static.ts); src/main.tsx hydrates it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderModule } from '../src/app/prerender';

/** Where the pages go in dist/; the server reads them from there. */
export const PRERENDER_DIR = 'prerendered';
const ENTRY = 'src/app/prerender.tsx';
const ENTRY_FILE = 'prerender.mjs';
/** The element after the prerendered root that the first frame waits for. */
const PAGE_END = 'page-end';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces what index.html must have with literal text (no `$` patterns). */
function replaceOnce(html: string, search: string | RegExp, replace: (match: string) => string): string {
  if (!html.match(search)) throw new Error(`prerender: index.html has no ${String(search)}`);
  return html.replace(search, replace);
}

/** A chunk and every chunk it imports statically: what the browser needs before the chunk can run. */
function withStaticImports(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') chunk.imports.forEach((dep) => withStaticImports(bundle, dep, seen));
  return seen;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'trust-h5:prerender',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      // The Node build below loads this same config: it must not prerender in turn.
      if (config.build.ssr) return;
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('prerender: the build has no index.html');
      const template = String(index.source);
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('prerender: the build has no entry chunk');
      // index.html loads the entry with a module script and preloads its static imports. A prerendered page keeps
      // them, with its page chunk's, in a <template> that the first-paint script loads once the page is painted
      // (src/app/firstPaint.ts).
      const appTags =
        /\s*<(script type="module"|link rel="modulepreload") crossorigin (src|href)="[^"]+">(<\/script>)?/g;
      const indexTags = template.match(appTags)?.map((tag) => tag.trim()) ?? [];
      const entryTag = `<script type="module" crossorigin src="${config.base}${entry.fileName}"></script>`;
      if (!indexTags.includes(entryTag)) return this.error(`prerender: index.html has no ${entryTag}`);
      const pageTemplate = template.replace(appTags, '');
      const loadedByIndex = withStaticImports(bundle, entry.fileName);
      const preload = (file: string) => `<link rel="modulepreload" crossorigin href="${config.base}${file}">`;

      mkdirSync(path.join(config.root, '.tmp'), { recursive: true });
      // Inside the project, so the Node build's imports resolve from its node_modules.
      const outDir = mkdtempSync(path.join(config.root, '.tmp', 'prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          // One self-contained module: Node's CommonJS interop would hand styled-components' default export wrong.
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: ENTRY_FILE } },
          },
        });
        const server = (await import(pathToFileURL(path.join(outDir, ENTRY_FILE)).href)) as PrerenderModule;
        for (const target of server.PRERENDER_TARGETS) {
          const pageId = path.resolve(config.root, target.pageModule);
          const page = chunks.find((chunk) => chunk.facadeModuleId === pageId);
          if (!page) return this.error(`prerender: no chunk for ${target.pageModule} (${target.url})`);
          const appScripts = [
            preload(entry.fileName),
            ...indexTags.filter((tag) => tag !== entryTag),
            ...[...withStaticImports(bundle, page.fileName)].filter((file) => !loadedByIndex.has(file)).map(preload),
            entryTag,
          ];
          const { html, styles } = await server.prerender(target.url);
          const { prerenderAttr, inertQueryAttr, appScriptsId } = server.FIRST_PAINT_CONFIG;
          const attributes = [
            `${prerenderAttr}="${escapeHtml(target.url)}"`,
            ...(target.inertQuery.length ? [`${inertQueryAttr}="${escapeHtml(target.inertQuery.join(' '))}"`] : []),
          ];
          // No frame until the whole page is parsed: a parser that yields on a slow phone painted half a row (the bottom
          // menu with one of its three tabs), whose items then moved as the rest arrived. The marker follows the root:
          // Chromium lets a frame through once an expected element has started, not ended.
          // Then, before the page's styles and markup, what decides what they may show at the first paint. The
          // template first: a page rendered afresh has its modules fetched as soon as the script runs.
          const firstPaint = [
            `<link rel="expect" href="#${PAGE_END}" blocking="render">`,
            `<template id="${appScriptsId}">\n${appScripts.join('\n')}\n</template>`,
            `<style>${server.firstPaintStyle()}</style>`,
            `<script>${server.firstPaintScript()}</script>`,
          ];
          let pageHtml = replaceOnce(pageTemplate, /<html[^>]*(?=>)/, (tag) => `${tag} ${attributes.join(' ')}`);
          pageHtml = replaceOnce(pageHtml, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(target.title)}</title>`);
          pageHtml = replaceOnce(pageHtml, '</head>', () => `${[...firstPaint, styles].join('\n')}\n</head>`);
          // Inert until the app has started (src/app/firstPaint.ts): no tap or typing is lost to hydration.
          pageHtml = replaceOnce(
            pageHtml,
            '<div id="root"></div>',
            () => `<div id="root" inert>${html}</div><template id="${PAGE_END}"></template>`,
          );
          this.emitFile({
            type: 'asset',
            fileName: `${PRERENDER_DIR}${target.url.slice(config.base.length - 1)}.html`,
            source: pageHtml,
          });
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
