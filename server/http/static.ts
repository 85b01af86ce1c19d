import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const APP_BASE = '/phone/';
export const NOT_BUILT_MSG = 'trust-h5: the app is not built yet. Run `npm run build`, then restart the server.\n';
export const FAVICON = 'favicon.svg';

/** True when `reply.sendFile` can answer the SPA shell. */
export function registerStatic(app: FastifyInstance, distDir: string): boolean {
  app.get('/', (_request, reply) => reply.redirect(APP_BASE));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MSG);
    app.get('/phone', notBuilt);
    app.get('/phone/*', notBuilt);
    return false;
  }
  // Pages name their icon in <head>; what else asks the origin for /favicon.ico gets the same one.
  if (existsSync(path.join(distDir, FAVICON))) {
    app.get('/favicon.ico', (_request, reply) => reply.redirect(`${APP_BASE}${FAVICON}`, 301));
  }
  void app.register(fastifyStatic, {
    root: path.resolve(distDir),
    prefix: APP_BASE,
    redirect: true,
    // Vite puts content-hashed files under assets/: cache them for good; everything else is revalidated.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

/** Client routes (/phone/login, /phone/anything) get the SPA shell; a missing hashed asset stays a 404. */
export function isSpaRoute(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    pathname.startsWith(APP_BASE) &&
    !pathname.startsWith(`${APP_BASE}assets/`)
  );
}
