/**
 * What a request can do wrong before any call rule looks at it, and the inputs an outside probe used to break
 * calls: a body of another type or over the limit, a POST from another site's page, values beyond the database's
 * integer, prototype names, empty lists where one value belongs; and where the server listens.
 */
import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALL_BODY_LIMIT,
  Code,
  REQUEST_RULES,
  TOKEN_HEADER,
  requestText,
  type CallKey,
  type FieldRule,
  type FieldRules,
} from '../../../src/contract';
import { CONNECTION_LIMITS, MAX_JSON_DEPTH, jsonDepthWithin, listenHost } from '../../../server/app';
import { bodyDeadlineMs } from '../../../server/http/api';
import { allowedHostsFromEnv, allowedOriginsFromEnv } from '../../../server/http/security';
import { DEMO_HASH, EQUIPMENT, PHONES, startServer, withApp, type Harness } from '../harness';
import { REQUEST_SAMPLES } from '../requestSamples';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.reset();
  token = (await h.login(PHONES.verified)).xtoken;
});

const refused = (msg: string) => ({ code: Code.ok, result: { data: null, msg, statusCode: Code.invalidInput } });
const KEYS = Object.keys(REQUEST_RULES) as CallKey[];

const wrongLogin = (userName: string) => ({
  requestData: { userName, password: 'f'.repeat(64), imgaeCode: '', equipmentNo: EQUIPMENT, loginPlatform: '2' },
});
const smsLoginCode = { requestData: { phoneNum: PHONES.unverified, imgaeCode: '', equipmentNo: EQUIPMENT } };

/** Four wrong passwords would bring the picture code on: a login without one still working shows none counted. */
async function expectNoFailureCounted(phone: string) {
  expect((await h.passwordLogin(phone, DEMO_HASH)).result.statusCode).toBe(Code.ok);
}

describe('call bodies: JSON only, within the limit, answered in the envelope', () => {
  it('refuses a call sent as text/plain, a form or multipart, before reading it: nothing counted, nothing sent', async () => {
    const body = JSON.stringify(wrongLogin(PHONES.unverified));
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      for (let i = 0; i < 4; i++) {
        const res = await h.post('/services/trustAppApi/userPasswordLogin', body, { 'content-type': type });
        expect(res.statusCode, type).toBe(200);
        expect(res.json(), type).toEqual(refused(requestText.contentType));
      }
      const sms = await h.post('/services/trustAppApi/getQuickySmsCode', JSON.stringify(smsLoginCode), {
        'content-type': type,
      });
      expect(sms.json(), type).toEqual(refused(requestText.contentType));
    }
    expect(await h.devSms(PHONES.unverified)).toEqual([]);
    await expectNoFailureCounted(PHONES.unverified);
  });

  it('refuses a body sent without a content type', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/services/trustAppApi/getUserRegister',
      payload: Buffer.from(JSON.stringify({ requestData: { phoneNum: PHONES.verified } })),
    });
    expect(res.json()).toEqual(refused(requestText.contentType));
  });

  it('still reads application/json, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const res = await h.post(
        '/services/trustAppApi/getUserRegister',
        JSON.stringify({ requestData: { phoneNum: PHONES.verified } }),
        { 'content-type': type },
      );
      expect(res.json().result.data, type).toEqual({ isRegister: 1 });
    }
  });

  it('answers a body over its call’s limit with the envelope, through inject and over a real connection', async () => {
    // An avatar call takes a picture's base64, no more; any other call a few KB.
    const big = JSON.stringify({ requestData: { headPortrait: 'A'.repeat(3 * 1024 * 1024) } });
    const injected = await h.post('/services/trustAppApi/saveProfilePhotoUpload', big, { xtoken: token });
    expect(injected.statusCode).toBe(200);
    expect(injected.json()).toEqual(refused(requestText.tooLarge));
    const opinion = JSON.stringify({ requestData: { opinion: '长'.repeat(CALL_BODY_LIMIT), type: '1' } });
    expect((await h.post('/services/trustAppApi/addOpinion', opinion, { xtoken: token })).json()).toEqual(
      refused(requestText.tooLarge),
    );

    const server = await withApp(h, {});
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/services/trustAppApi/saveProfilePhotoUpload`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', xtoken: token },
        body: big,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(refused(requestText.tooLarge));
    } finally {
      await server.close();
    }
  });

  it('refuses megabytes of nested brackets to a public call unparsed, declared or sent in chunks, and nesting past the bound', async () => {
    // The probe's body (balanced, so that it parses): parsed, it held the event loop for seconds and answered 成功.
    const nested = (depth: number) => `{"requestData":{},"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const declared = await h.post('/services/trustAppApi/queryPwdIntensity', nested(5 * 1024 * 1024));
    expect(declared.json()).toEqual(refused(requestText.tooLarge));
    // Without a declared length the body is cut off where it passes the limit.
    const chunked = new PassThrough();
    const answer = h.app.inject({
      method: 'POST',
      url: '/services/trustAppApi/queryPwdIntensity',
      payload: chunked,
      headers: { 'content-type': 'application/json' },
    });
    for (let i = 0; i < 8; i++) chunked.write('['.repeat(8 * 1024));
    expect((await answer).json()).toEqual(refused(requestText.tooLarge));
    chunked.destroy();

    // Within the size limit, nesting deeper than a call's request ever is answers 请求参数有误; brackets in a
    // string are text.
    expect((await h.post('/services/trustAppApi/queryPwdIntensity', nested(MAX_JSON_DEPTH + 1))).json()).toEqual(
      refused(requestText.invalid),
    );
    const within = await h.post('/services/trustAppApi/queryPwdIntensity', nested(MAX_JSON_DEPTH));
    expect(within.json().result.statusCode).toBe(Code.ok);
    expect(jsonDepthWithin(`{"a":"${'['.repeat(50)}\\"[["}`, 1)).toBe(true);
    expect(jsonDepthWithin('[[{}]]', 2)).toBe(false);
  });

  it('answers a call that needs a session and has none before reading its body', async () => {
    // The body never ends: only an answer given before reading it can arrive.
    const body = new PassThrough();
    const answer = h.app.inject({
      method: 'POST',
      url: '/services/trustAppApi/updateNickName',
      payload: body,
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: 'no-such-session' },
    });
    body.write('{"requestData":{"nickName":"');
    expect((await answer).json()).toMatchObject({ code: Code.sessionExpired });
    body.destroy();
  });
});

describe('POSTs from other sites', () => {
  // The site's name, which the development server answers once it is listed (see the Host tests below).
  let site: Harness;
  beforeAll(async () => {
    site = await withApp(h, { allowedHosts: ['trust.example.com'], housekeeping: false });
  });
  afterAll(() => site.close());
  const fromOrigin = (origin: string, payload: unknown, url = '/services/trustAppApi/userPasswordLogin') =>
    site.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', host: 'trust.example.com', origin },
    });

  it('refuses a call or upload whose Origin is another site, or null: no login failure counted, no SMS sent', async () => {
    for (const origin of ['https://evil.example', 'http://trust.example.com.evil.example', 'null', 'not a url']) {
      for (let i = 0; i < 4; i++) {
        const res = await fromOrigin(origin, wrongLogin(PHONES.unverified));
        expect(res.statusCode, origin).toBe(200);
        expect(res.json(), origin).toEqual(refused(requestText.origin));
      }
      const sms = await fromOrigin(origin, smsLoginCode, '/services/trustAppApi/getQuickySmsCode');
      expect(sms.json(), origin).toEqual(refused(requestText.origin));
      const upload = await fromOrigin(origin, { requestData: {} }, '/services/trustAppApi/ums/uploadCrs');
      expect(upload.json(), origin).toEqual(refused(requestText.origin));
    }
    expect(await h.devSms(PHONES.unverified)).toEqual([]);
    await expectNoFailureCounted(PHONES.unverified);
  });

  it('refuses a cross-site POST to the dev endpoints with HTTP 403', async () => {
    const res = await fromOrigin('https://evil.example', { advanceMs: 3_600_000 }, '/services/dev/clock');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: requestText.origin });
  });

  it('lets through its own origin (any scheme, behind a proxy that ends TLS), no Origin at all, and GETs', async () => {
    const ok = { requestData: { phoneNum: PHONES.verified } };
    for (const origin of ['https://trust.example.com', 'http://trust.example.com']) {
      const res = await fromOrigin(origin, ok, '/services/trustAppApi/getUserRegister');
      expect(res.json().result.data, origin).toEqual({ isRegister: 1 });
    }
    expect((await h.call('getUserRegister', ok.requestData)).result.data).toEqual({ isRegister: 1 });
    const get = await h.app.inject({
      method: 'GET',
      url: '/services/trustAppApi/getPicByUuid?uuid=none',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.json().result.statusCode).toBe(Code.notFound);
  });

  it('lets through the origins listed in ALLOWED_ORIGINS, and only those', async () => {
    const allowed = allowedOriginsFromEnv(' https://App.Example.com:443 , null ');
    expect(allowed).toEqual(['https://app.example.com', 'null']);
    const listed = await withApp(h, { allowedOrigins: allowed });
    try {
      const send = (origin: string) =>
        listed.app.inject({
          method: 'POST',
          url: '/services/trustAppApi/getUserRegister',
          payload: { requestData: { phoneNum: PHONES.verified } },
          headers: { origin },
        });
      expect((await send('https://app.example.com')).json().result.data).toEqual({ isRegister: 1 });
      expect((await send('null')).json().result.data).toEqual({ isRegister: 1 });
      expect((await send('https://other.example.com')).json()).toEqual(refused(requestText.origin));
    } finally {
      await listed.close();
    }
  });

  it('stops the start on a malformed ALLOWED_ORIGINS entry', () => {
    expect(allowedOriginsFromEnv(undefined)).toEqual([]);
    expect(() => allowedOriginsFromEnv('app.example.com')).toThrow(/ALLOWED_ORIGINS/);
    expect(() => allowedOriginsFromEnv('ftp://app.example.com')).toThrow(/ALLOWED_ORIGINS/);
  });
});

/** The rule a field is checked by for its sample request (a switch picks its case by an earlier field). */
function ruleFor(rule: FieldRule, sample: Record<string, unknown>): Exclude<FieldRule, { type: 'switch' }> | null {
  if (rule.type !== 'switch') return rule;
  const chosen = Object.hasOwn(rule.cases, String(sample[rule.on])) ? rule.cases[String(sample[rule.on])] : null;
  return chosen ? ruleFor(chosen, sample) : null;
}

/** Every field of every call with its rule, next to the call's sample request. */
const FIELDS = KEYS.flatMap((key) => {
  const sample = REQUEST_SAMPLES[key] as Record<string, unknown>;
  return Object.entries(REQUEST_RULES[key] as FieldRules).flatMap(([field, declared]) => {
    const rule = ruleFor(declared, sample);
    return rule ? [{ key, field, rule, sample }] : [];
  });
});

describe('slow requests', () => {
  /**
   * Sends `head` and then one byte of the body every 100 ms until the server ends the connection; answers what
   * came back.
   */
  function trickle(port: number, head: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => socket.write('x'), 100);
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => {}); // writing to a socket the server closed
      socket.on('close', () => {
        clearInterval(timer);
        resolve(received);
      });
      socket.on('timeout', () => reject(new Error('the server kept the connection')));
    });
  }

  it('cut off a body that trickles in: a call answers 请求超时 and closes, an upload closes; the deadlines are set', async () => {
    const server = await withApp(h, {
      bodyDeadline: { baseMs: 300, minBytesPerSecond: 1024 * 1024 },
      housekeeping: false,
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.app.server.address() as AddressInfo;
      const call = await trickle(
        port,
        'POST /services/trustAppApi/queryPwdIntensity HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"requestData":{}',
      );
      expect(call).toContain('connection: close');
      expect(call).toContain(requestText.tooSlow);
      const upload = await trickle(
        port,
        `POST /services/trustAppApi/ums/uploadCrs HTTP/1.1\r\nHost: localhost\r\n${TOKEN_HEADER}: ${token}\r\n` +
          'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n' +
          '--b\r\nContent-Disposition: form-data; name="crsImages"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      expect(upload).not.toContain('上传成功');
      // A body never read (a refused content type) outlives its deadline quietly: the deadline ends with the answer,
      // and an error there would be one nobody listens to, which stops the process (Vitest fails the run on it).
      const refusedType = await server.app.inject({
        method: 'POST',
        url: '/services/trustAppApi/queryPwdIntensity',
        payload: '{"requestData":{}}',
        headers: { 'content-type': 'text/plain' },
      });
      expect(refusedType.json().result.msg).toBe(requestText.contentType);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const node = server.app.server;
      expect([node.headersTimeout, node.requestTimeout, node.keepAliveTimeout, node.maxRequestsPerSocket]).toEqual([
        CONNECTION_LIMITS.headersTimeoutMs,
        600_000,
        CONNECTION_LIMITS.keepAliveTimeoutMs,
        CONNECTION_LIMITS.maxRequestsPerSocket,
      ]);
    } finally {
      await server.close();
    }
    // A call's few KB get seconds; the avatar minutes; nothing more than the client's own 10 minutes.
    expect(bodyDeadlineMs(32 * 1024)).toBe(12_000);
    expect(bodyDeadlineMs(1e12)).toBe(600_000);
  });
});

describe('the development server’s Host', () => {
  const clock = (app: Pick<Harness, 'app'>, host: string) =>
    app.app.inject({ method: 'GET', url: '/services/dev/clock', headers: { host } });

  it('answers this machine’s names and any address, and refuses a rebound domain before any endpoint', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', '192.168.1.5:8080', 'phone.localhost']) {
      expect((await clock(h, host)).statusCode, host).toBe(200);
    }
    const rebound = await clock(h, 'attacker.example:8080');
    expect(rebound.statusCode).toBe(403);
    expect(rebound.body).not.toContain('offset');
    const call = await h.app.inject({
      method: 'POST',
      url: '/services/trustAppApi/getQuickySmsCode',
      payload: { requestData: { phoneNum: PHONES.unverified } },
      headers: { host: 'attacker.example' },
    });
    expect(call.statusCode).toBe(403);
  });

  it('answers the names in ALLOWED_HOSTS too; production, with no dev endpoint, answers any Host', async () => {
    const named = await withApp(h, { allowedHosts: allowedHostsFromEnv(' DevBox.lan , ') });
    const production = await withApp(h, { production: true, housekeeping: false });
    try {
      expect((await clock(named, 'devbox.lan:8080')).statusCode).toBe(200);
      expect((await clock(named, 'other.lan')).statusCode).toBe(403);
      expect(
        (await production.app.inject({ method: 'GET', url: '/phone/', headers: { host: 'trust.example.com' } }))
          .statusCode,
      ).not.toBe(403);
    } finally {
      await Promise.all([named.close(), production.close()]);
    }
  });
});

describe('values that reached the database or a lookup as they were: refused by the field’s rule', () => {
  const expectRefused = async (spoilt: (rule: Exclude<FieldRule, { type: 'switch' }>) => unknown[], name: string) => {
    let checked = 0;
    for (const { key, field, rule, sample } of FIELDS) {
      for (const value of spoilt(rule)) {
        const env = await h.call(key, { ...sample, [field]: value }, token);
        expect(env, `${key}.${field} ${name} ${JSON.stringify(value)}`).toEqual(refused(rule.message));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  };

  it('integers beyond PostgreSQL’s integer, as numbers and as digit strings, in every id, page and category', () =>
    expectRefused(
      (rule) =>
        rule.type === 'integer' ? [2 ** 31, -(2 ** 31) - 1, 1e12, '99999999999999999999', '2147483648', '1e12'] : [],
      'beyond int4',
    ));

  it('prototype names where one of a few values belongs (periods, types, sources)', () =>
    expectRefused(
      (rule) => (rule.type === 'text' && rule.oneOf ? ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] : []),
      'prototype name',
    ));

  it('an empty list where one value belongs', () =>
    expectRefused((rule) => (rule.type === 'list' ? [] : [[]]), 'empty list'));
});

describe('where the server listens (npm start)', () => {
  it('listens on this machine only in development, unless HOST says otherwise', () => {
    expect(listenHost(false, undefined)).toBe('127.0.0.1');
    expect(listenHost(false, '')).toBe('127.0.0.1');
    expect(listenHost(false, '0.0.0.0')).toBe('0.0.0.0');
  });

  it('listens on every interface in production, or on HOST', () => {
    expect(listenHost(true, undefined)).toBe('0.0.0.0');
    expect(listenHost(true, '10.0.0.5')).toBe('10.0.0.5');
  });
});
