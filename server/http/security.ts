import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';
import os from 'node:os';
import { requestText } from '../../src/contract';
import { STRICT_TRANSPORT_SECURITY } from './tls';

/**
 * Headers on every answer (API, static files, errors). Scripts only from our origin, plus, for a prerendered page,
 * its own inline scripts by their SHA-256 (`scriptHashes`: the first-paint script it runs before its first paint,
 * src/app/firstPaint.ts); never inline scripts in general. Styles may be inline because styled-components
 * injects <style> tags; images may be data:/blob: URLs (captchas, base64 pictures, avatars).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

/**
 * The same headers on every answer; an HTML page that runs an inline script replaces the CSP with its own. Over TLS
 * (http/tls.ts) also Strict-Transport-Security.
 */
export function registerSecurityHeaders(app: FastifyInstance, { tls = false } = {}): void {
  const headers = { ...securityHeaders(), ...(tls ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}) };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** An http(s) URL, or null for anything else (`null`, other schemes, not a URL). */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Methods that change nothing: the browser sends them cross-site freely, and no call uses them to change state. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `ALLOWED_ORIGINS`: a comma-separated list of origins (`https://app.example.com`, or `null` for pages without
 * one, such as files opened in a WebView) that may send state-changing requests besides the server's own.
 * A malformed entry stops the start.
 */
export function allowedOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = entry === 'null' ? entry : (httpUrl(entry)?.origin ?? null);
      if (origin === null) throw new Error(`ALLOWED_ORIGINS: not an origin: ${entry}`);
      return origin;
    });
}

/**
 * Refuses a POST (any method but GET, HEAD and OPTIONS) whose `Origin` header names another site: a page elsewhere
 * could otherwise make a visitor's browser log in with wrong passwords (locking the account) or send SMS codes.
 * The server's own origin is the one whose host is the request's `Host`, so it holds behind a proxy that ends
 * TLS; `allowedOrigins` adds others. Requests without `Origin` (the native apps, curl, server-to-server) pass:
 * a browser always sends it on a cross-site POST. The refusal goes through the error handler (app.ts), so a call
 * answers the envelope.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[] = []): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || origin === undefined) return;
    if (allowed.has(origin) || httpUrl(origin)?.host === request.host) return;
    throw Object.assign(new Error(requestText.origin), { statusCode: 403 });
  });
}

/**
 * `ALLOWED_HOSTS`: host names besides this machine's that the development server answers (a name the team gives
 * the machine on its network), comma-separated.
 */
export function allowedHostsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

/** The host name of a Host header: without its port, an IPv6 literal without its brackets. */
function hostName(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!;
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Development only (its endpoints hand out SMS codes and move the clock): answers only requests addressed to this
 * machine, by an address (any IP literal: a page elsewhere cannot make a browser send one for its own site),
 * `localhost` or a name under it, this machine's name, or a name in `allowedHosts`. A page that rebinds its own
 * domain to 127.0.0.1 (DNS rebinding) sends its domain as Host and is refused, so it never reads a dev endpoint.
 * Production sits behind the operator's proxy and names (docs/deployment.md) and does not check.
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[] = []): void {
  const names = new Set(['localhost', os.hostname().toLowerCase(), ...allowedHosts]);
  app.addHook('onRequest', async (request, reply) => {
    const name = hostName(request.host ?? '');
    if (isIP(name) !== 0 || names.has(name) || name.endsWith('.localhost')) return;
    return reply.code(403).type('text/plain; charset=utf-8').send(`host not allowed: ${name}`);
  });
}
