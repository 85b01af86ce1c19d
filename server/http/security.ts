import type { FastifyInstance } from 'fastify';

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

/** The same headers on every answer; an HTML page that runs an inline script replaces the CSP with its own. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
