import { readFileSync } from 'node:fs';

/**
 * `TLS_CERT` and `TLS_KEY`: the server's certificate (chain) and private key, PEM files. With both, it speaks HTTPS
 * and offers HTTP/2 (HTTP/1.1 for clients that do not ask for it): one connection carries a page's twenty-odd
 * modules at once instead of six at a time. Without them, plain HTTP/1.1 behind a proxy that terminates TLS
 * (docs/deployment.md). One without the other, or a file that cannot be read, stops the start.
 */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

export function tlsFromEnv(certPath: string | undefined, keyPath: string | undefined): TlsFiles | undefined {
  const cert = certPath?.trim();
  const key = keyPath?.trim();
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: set both (PEM files) or neither');
  return { cert: readPem('TLS_CERT', cert), key: readPem('TLS_KEY', key) };
}

function readPem(name: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`${name}: cannot read ${file} (${(error as Error).message})`, { cause: error });
  }
}

/** Sent on every answer over TLS: the browser keeps to HTTPS for this host for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
