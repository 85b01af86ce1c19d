import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, Code, requestText } from '../src/contract';
import type { Handlers } from './core/calls';
import type { Clock } from './core/clock';
import type { Db } from './db/types';
import { INVALID_JSON, registerApi } from './http/api';
import type { TlsFiles } from './http/tls';
import type { TrustProxy } from './http/clientAddress';
import { registerDevRoutes } from './http/dev';
import { businessFailure, serialiseReply, systemFailure } from './http/envelope';
import { contentSecurityPolicy, registerOriginCheck, registerSecurityHeaders } from './http/security';
import { isSpaRoute, readBuiltApp, registerStatic } from './http/static';
import { allHandlers } from './routes';
import { readClockOffset, shiftedClock, systemClock } from './services/clock';
import { startHousekeeping, type Housekeeping } from './services/housekeeping';

export const DEFAULT_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export interface ServerOptions {
  db: Db;
  /** Base time source; the dev clock offset stored in the database is added to it (not in production). */
  clock?: Clock;
  /** Production mode: no /services/dev endpoints, no clock offset, no fault injection. */
  production?: boolean;
  /** The built app served under /phone/; default dist/ at the repository root. */
  distDir?: string;
  /** Replaces the call handlers (tests); default: every route module merged. */
  handlers?: Handlers;
  /** Fastify's logger (pino): off by default, a level and where it writes. */
  logger?: boolean | { level: string; stream?: Writable };
  /**
   * The housekeeping job (services/housekeeping): runs when the server is ready and then every `intervalMs`
   * (default 10 minutes); stopped when it closes. `false` turns it off.
   */
  housekeeping?: { intervalMs?: number } | false;
  /** Which proxies may tell the client's address (http/clientAddress.ts); default none. */
  trustProxy?: TrustProxy;
  /** Origins besides the server's own that may send POSTs (`ALLOWED_ORIGINS`, http/security.ts). */
  allowedOrigins?: readonly string[];
  /** HTTPS with HTTP/2 (`TLS_CERT`, `TLS_KEY`: http/tls.ts); default plain HTTP/1.1. */
  tls?: TlsFiles;
}

/**
 * Where `npm start` listens: `HOST` when it is set; otherwise every interface in production, and only this machine
 * in development, where the dev endpoints hand out SMS codes and move the clock.
 */
export function listenHost(production: boolean, host: string | undefined): string {
  return host?.trim() || (production ? '0.0.0.0' : '127.0.0.1');
}

/** A refused request's message by its HTTP status: what the body or its headers did wrong. */
function refusalText(status: number): string {
  if (status === 413) return requestText.tooLarge;
  if (status === 415) return requestText.contentType;
  if (status === 403) return requestText.origin;
  return requestText.invalid;
}

/** Room for a base64 avatar in a JSON body (saveProfilePhotoUpload). */
const BODY_LIMIT = 10 * 1024 * 1024;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, production = false } = options;
  const clock = options.clock ?? systemClock;
  const common = { logger: options.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: options.trustProxy ?? false };
  // Over HTTP/2 Fastify hands the routes Node's compatibility request and reply, which offer what they use of
  // HTTP/1.1's; only the type parameters of the instance differ.
  const app = options.tls
    ? (Fastify({ ...common, http2: true, https: { allowHTTP1: true, ...options.tls } }) as unknown as FastifyInstance)
    : Fastify(common);
  app.setReplySerializer(serialiseReply);
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const built = readBuiltApp(distDir);

  registerSecurityHeaders(app, { tls: Boolean(options.tls) });
  registerOriginCheck(app, options.allowedOrigins);

  // Set before any route: Fastify binds a route to the error handler in force when the route is declared.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (request.url.startsWith(API_PREFIX)) {
      // Framework-level failures of a call (body too large or not JSON, broken multipart, a foreign origin) still
      // answer the envelope.
      if (status >= 400 && status < 500) {
        return reply.code(200).send(businessFailure(Code.invalidInput, refusalText(status)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(200).send(systemFailure());
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: status >= 500 ? 'Internal Server Error' : (error as Error).message });
  });

  // Only JSON bodies are read (and multipart on the upload route, api.ts): any other type answers 415, for a call
  // the envelope, so a page of another site cannot send a call as a form or as text/plain, which a browser sends
  // cross-site without asking. JSON that does not parse reaches the handlers as a marker, so calls answer 04040001
  // rather than HTTP 400.
  const parseJson = (_request: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
    const raw = body.toString();
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(null, INVALID_JSON);
    }
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);

  await registerApi(app, { db, clock, production, handlers: options.handlers ?? allHandlers() });
  if (!production) registerDevRoutes(app, { db, clock });
  registerStatic(app, distDir, built);

  if (options.housekeeping !== false) {
    const intervalMs = options.housekeeping?.intervalMs;
    let job: Housekeeping | null = null;
    // Business time, as the calls see it: the dev offset applies outside production.
    const businessClock = async () => (production ? clock : shiftedClock(clock, await readClockOffset(db)));
    app.addHook('onReady', async () => {
      job = startHousekeeping({
        db,
        clock: businessClock,
        intervalMs,
        onError: (err) => app.log.error({ err }, 'housekeeping failed'),
      });
      await job.idle();
    });
    // Before the database closes (main.ts closes the app first), so no run is left writing to it.
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (built && isSpaRoute(request.method, request.url)) {
      const file = built.htmlFor(request.url);
      return (
        reply
          .header('cache-control', 'no-cache')
          // The page's own inline script (the first-paint one) by its hash, and no other.
          .header('content-security-policy', contentSecurityPolicy(built.scriptHashesOf(file)))
          .type('text/html; charset=utf-8')
          .sendFile(file)
      );
    }
    return reply.code(404).send({ message: 'Not Found' });
  });

  return app;
}
