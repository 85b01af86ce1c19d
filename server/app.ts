import path from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, Code, REQUEST_TIMEOUT_MS, requestText } from '../src/contract';
import type { Handlers } from './core/calls';
import type { Clock } from './core/clock';
import type { Db } from './db/types';
import { INVALID_JSON, registerApi, type BODY_DEADLINE } from './http/api';
import type { TlsFiles } from './http/tls';
import type { TrustProxy } from './http/clientAddress';
import { registerDevRoutes } from './http/dev';
import { businessFailure, serialiseReply, systemFailure } from './http/envelope';
import {
  contentSecurityPolicy,
  registerHostCheck,
  registerOriginCheck,
  registerSecurityHeaders,
} from './http/security';
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
  /** Host names besides this machine's that the development server answers (`ALLOWED_HOSTS`, http/security.ts). */
  allowedHosts?: readonly string[];
  /** HTTPS with HTTP/2 (`TLS_CERT`, `TLS_KEY`: http/tls.ts); default plain HTTP/1.1. */
  tls?: TlsFiles;
  /** How long a request body may take to arrive (http/api.ts BODY_DEADLINE); tests shorten it. */
  bodyDeadline?: typeof BODY_DEADLINE;
  /**
   * How long an idle keep-alive connection stays open (`KEEP_ALIVE_TIMEOUT_MS`, default 5 s); behind a load balancer,
   * longer than the balancer's own idle timeout (docs/deployment.md).
   */
  keepAliveTimeoutMs?: number;
}

/**
 * The connections' deadlines (docs/security.md): the headers within HEADERS_TIMEOUT_MS, the whole request within
 * the client's own timeout (REQUEST_TIMEOUT_MS; each body has a shorter deadline of its own, http/api.ts), no
 * connection silent for IDLE_TIMEOUT_MS, and a keep-alive connection serves at most MAX_REQUESTS_PER_SOCKET requests.
 */
export const CONNECTION_LIMITS = {
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1000,
  /** How often Node looks for requests past their headers or request deadline. */
  checkIntervalMs: 2_000,
};

export function keepAliveTimeoutFromEnv(value: string | undefined): number | undefined {
  const raw = value?.trim() ?? '';
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1000) {
    throw new Error(`KEEP_ALIVE_TIMEOUT_MS: expected milliseconds (at least 1000), not "${raw}"`);
  }
  return Number(raw);
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
  if (status === 408) return requestText.tooSlow;
  if (status === 415) return requestText.contentType;
  if (status === 403) return requestText.origin;
  return requestText.invalid;
}

/**
 * The body any other route reads (the dev endpoints); the calls have their own limits (http/api.ts), and the CRS
 * upload its multipart limits.
 */
const BODY_LIMIT = 64 * 1024;

/**
 * The deepest nesting of arrays and objects a body may have: a call's request is at most four levels deep (the
 * envelope, requestData, a list, its rows). Checked before parsing, so a body of nested brackets costs one pass.
 */
export const MAX_JSON_DEPTH = 8;

/** Whether the JSON text nests arrays and objects no deeper than `max`, brackets inside strings not counted. */
export function jsonDepthWithin(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return false;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return true;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, production = false } = options;
  const clock = options.clock ?? systemClock;
  const common = {
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_LIMITS.idleTimeoutMs,
    keepAliveTimeout: options.keepAliveTimeoutMs ?? CONNECTION_LIMITS.keepAliveTimeoutMs,
    maxRequestsPerSocket: CONNECTION_LIMITS.maxRequestsPerSocket,
    http2SessionTimeout: CONNECTION_LIMITS.idleTimeoutMs,
  };
  const http1 = {
    headersTimeout: CONNECTION_LIMITS.headersTimeoutMs,
    connectionsCheckingInterval: CONNECTION_LIMITS.checkIntervalMs,
  };
  // Over HTTP/2 Fastify hands the routes Node's compatibility request and reply, which offer what they use of
  // HTTP/1.1's; only the type parameters of the instance differ.
  const app = options.tls
    ? (Fastify({ ...common, http2: true, https: { allowHTTP1: true, ...options.tls } }) as unknown as FastifyInstance)
    : Fastify({ ...common, http: http1 });
  app.setReplySerializer(serialiseReply);
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const built = readBuiltApp(distDir);

  registerSecurityHeaders(app, { tls: Boolean(options.tls) });
  if (!production) registerHostCheck(app, options.allowedHosts);
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
    if (!jsonDepthWithin(raw, MAX_JSON_DEPTH)) return done(null, INVALID_JSON);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(null, INVALID_JSON);
    }
  };
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);

  await registerApi(app, {
    db,
    clock,
    production,
    handlers: options.handlers ?? allHandlers(),
    bodyDeadline: options.bodyDeadline,
  });
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
