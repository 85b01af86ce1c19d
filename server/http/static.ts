import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const APP_BASE = '/phone/';
export const NOT_BUILT_MSG = 'trust-h5: the app is not built yet. Run `npm run build`, then restart the server.\n';
/** The build's prerendered pages: /phone/<path> is answered with `<dist>/prerendered/<path>.html` (scripts/prerender.ts). */
export const PRERENDER_DIR = 'prerendered';
export const FAVICON = 'favicon.svg';

/** The built app in dist/. */
export interface BuiltApp {
  /** The HTML answering a client route: its prerendered page, else index.html (the router decides in the browser). */
  htmlFor(url: string): string;
  /** `sha256-…` of the inline scripts of a built HTML file, for that document's CSP; read again when it changes. */
  scriptHashesOf(file: string): string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
// Screen paths are letters, digits, '-' and '_' in segments: nothing else is looked up on disk.
const PAGE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Null when the app is not built. Pages are looked up per request, so a rebuild needs no restart. */
export function readBuiltApp(distDir: string): BuiltApp | null {
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  const hashes = new Map<string, { mtimeMs: number; hashes: string[] }>();
  return {
    htmlFor(url) {
      const page = (url.split('?')[0] ?? '').slice(APP_BASE.length);
      const file = `${PRERENDER_DIR}/${page}.html`;
      return PAGE_PATH.test(page) && existsSync(path.join(distDir, file)) ? file : 'index.html';
    },
    scriptHashesOf(file) {
      const full = path.join(distDir, file);
      const mtimeMs = statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      const known = hashes.get(full);
      if (known?.mtimeMs === mtimeMs) return known.hashes;
      const found = [...(mtimeMs ? readFileSync(full, 'utf8') : '').matchAll(INLINE_SCRIPT)].map(
        ([, body]) =>
          `sha256-${createHash('sha256')
            .update(body ?? '', 'utf8')
            .digest('base64')}`,
      );
      hashes.set(full, { mtimeMs, hashes: found });
      return found;
    },
  };
}

/** Serves dist/ under /phone/; without a build, a 503 that says to build. */
export function registerStatic(app: FastifyInstance, distDir: string, built: BuiltApp | null): void {
  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  if (!built) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MSG);
    app.get('/phone', notBuilt);
    app.get('/phone/*', notBuilt);
    return;
  }
  // Pages name their icon in <head>; what else asks the origin for /favicon.ico gets the same one.
  if (existsSync(path.join(distDir, FAVICON))) {
    app.get('/favicon.ico', (_request, reply) => reply.redirect(`${APP_BASE}${FAVICON}`, 301));
  }
  void app.register(fastifyStatic, {
    root: path.resolve(distDir),
    prefix: APP_BASE,
    redirect: true,
    // The build writes .br and .gz beside every text file (scripts/precompress.ts): sent to browsers that accept them.
    preCompressed: true,
    // A prerendered page is served at its route, with the CSP that lets its inline script run; not as a file.
    allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDER_DIR}/`),
    // Vite puts content-hashed files under assets/: cache them for good; everything else is revalidated.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** Client routes (/phone/login, /phone/anything) get HTML (prerendered or the SPA shell); a missing hashed asset stays a 404. */
export function isSpaRoute(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    pathname.startsWith(APP_BASE) &&
    !pathname.startsWith(`${APP_BASE}assets/`)
  );
}
