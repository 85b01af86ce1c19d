/**
 * A throwaway certificate for 127.0.0.1 and localhost, made by openssl in a folder of the caller's: what the server
 * needs to speak HTTPS with HTTP/2 (server/http/tls.ts) in the Lighthouse bench and the tests. `spki` is the
 * SHA-256 of its public key, for Chromium's `--ignore-certificate-errors-spki-list` (trusts this key, no other).
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function selfSignedCertificate(dir) {
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
        ...['-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    throw new Error(`openssl could not make a test certificate (apt-get install -y openssl): ${error.message}`, {
      cause: error,
    });
  }
  const key = readFileSync(keyPath);
  const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return {
    certPath,
    keyPath,
    cert: readFileSync(certPath),
    key,
    spki: createHash('sha256').update(der).digest('base64'),
  };
}
