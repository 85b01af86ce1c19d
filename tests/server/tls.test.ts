/**
 * HTTPS with HTTP/2 (TLS_CERT, TLS_KEY: server/http/tls.ts): pages and calls over one multiplexed connection, HTTP/1.1
 * for a client that does not ask for HTTP/2, Strict-Transport-Security only over TLS, and the start refused when
 * the pair is incomplete.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, requestText, TOKEN_HEADER } from '../../src/contract';
import { tlsFromEnv, STRICT_TRANSPORT_SECURITY } from '../../server/http/tls';
import { selfSignedCertificate } from '../../scripts/selfSignedCertificate.mjs';
import { DEMO_HASH, EQUIPMENT, PHONES, startServer, withApp, type Harness } from './harness';
import { multipart, png } from './uploadFixtures';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  protocol: string;
}

let dir: string;
let certificate: ReturnType<typeof selfSignedCertificate>;
let h: Harness;
let tlsServer: Harness;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'trust-h5-tls-'));
  certificate = selfSignedCertificate(dir);
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>trust-h5</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), '<!doctype html><title>登录</title><h1>登录</h1>');
  h = await startServer({ distDir: dist });
  tlsServer = await withApp(h, { distDir: dist, tls: { cert: certificate.cert, key: certificate.key } });
  await tlsServer.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://127.0.0.1:${(tlsServer.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await tlsServer.close();
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request over an HTTP/2 connection that trusts the test certificate. */
function overHttp2(
  url: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca: certificate.cert });
    session.on('error', reject);
    const req = session.request({ ':method': method, ':path': url, ...headers });
    let text = '';
    let head: http2.IncomingHttpHeaders = {};
    req.setEncoding('utf8');
    req.on('response', (h2Headers) => (head = h2Headers));
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: text, protocol });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One request over HTTPS from a client that offers no HTTP/2. */
function overHttp1(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${url}`, { ca: certificate.cert }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, protocol: res.httpVersion }),
        );
      })
      .on('error', reject);
  });
}

const loginBody = (origin: string) =>
  [
    { origin, 'content-type': 'application/json' },
    JSON.stringify({
      requestData: {
        userName: PHONES.verified,
        password: DEMO_HASH,
        imgaeCode: '',
        equipmentNo: EQUIPMENT,
        loginPlatform: '2',
      },
    }),
  ] as const;

describe('HTTPS with HTTP/2', () => {
  it.each([
    ['HTTP/2', 'h2', () => overHttp2('/phone/login')],
    // Node's https offers no HTTP/2, like an old WebView's stack.
    ['HTTP/1.1 to a client that does not offer HTTP/2', '1.1', () => overHttp1('/phone/login')],
  ])('serves a prerendered page over %s, with Strict-Transport-Security', async (_name, protocol, get) => {
    const page = await get();
    expect(page.protocol).toBe(protocol);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>登录</h1>');
    expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a call from a page of its own origin over HTTP/2, and refuses one from another site', async () => {
    const login = await overHttp2('/services/trustAppApi/userPasswordLogin', 'POST', ...loginBody(origin));
    expect(login.status).toBe(200);
    const envelope = JSON.parse(login.body);
    expect(envelope.result.statusCode).toBe(Code.ok);
    expect(envelope.result.data.xtoken).toEqual(expect.any(String));

    const foreign = await overHttp2(
      '/services/trustAppApi/userPasswordLogin',
      'POST',
      ...loginBody('https://other.example'),
    );
    expect(JSON.parse(foreign.body).result).toMatchObject({ statusCode: Code.invalidInput, msg: requestText.origin });
  });

  it('takes a picture upload (multipart) over HTTP/2', async () => {
    const token = (await h.login(PHONES.verified)).xtoken;
    const { payload, contentType } = multipart([{ name: 'a.png', type: 'image/png', data: await png() }]);
    const headers = { origin, 'content-type': contentType, [TOKEN_HEADER]: token };
    const res = await overHttp2('/services/trustAppApi/ums/uploadCrs', 'POST', headers, payload);
    expect(JSON.parse(res.body)).toMatchObject({ code: Code.ok, result: { statusCode: Code.ok, data: { count: 1 } } });
  });

  it('sends no Strict-Transport-Security over plain HTTP (TLS ends before it, at the proxy)', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/phone/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TLS_CERT and TLS_KEY', () => {
  it('serve plain HTTP when neither is set, and read both PEM files when both are', () => {
    expect(tlsFromEnv(undefined, undefined)).toBeUndefined();
    expect(tlsFromEnv('', ' ')).toBeUndefined();
    expect(tlsFromEnv(certificate.certPath, certificate.keyPath)).toEqual({
      cert: certificate.cert,
      key: certificate.key,
    });
  });

  it('stop the start when only one is set, or a file cannot be read', () => {
    expect(() => tlsFromEnv(certificate.certPath, undefined)).toThrow('TLS_CERT and TLS_KEY go together');
    expect(() => tlsFromEnv(undefined, certificate.keyPath)).toThrow('TLS_CERT and TLS_KEY go together');
    expect(() => tlsFromEnv(path.join(dir, 'missing.pem'), certificate.keyPath)).toThrow(/^TLS_CERT: cannot read/);
  });
});
