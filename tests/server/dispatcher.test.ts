import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, TOKEN_HEADER } from '../../src/contract';
import { allHandlers } from '../../server/routes';
import { NOT_BUILT_MSG } from '../../server/http/static';
import { serialisedOnce } from '../../server/services/readCache';
import { PHONES, startServer, withApp } from './harness';
import type { Harness } from './harness';

let h: Harness;
let dist: string;
const FIRST_PAINT = 'document.documentElement.setAttribute("data-boot", "hydrate")';

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'trust-h5-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>trust-h5</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Prerendered pages, each with the build's inline first-paint script.
  mkdirSync(path.join(dist, 'prerendered', 'agreement'), { recursive: true });
  const page = (title: string) =>
    `<!doctype html><title>${title}</title><script>${FIRST_PAINT}</script><div id="root"><h1>${title}</h1></div>`;
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), page('登录'));
  writeFileSync(path.join(dist, 'prerendered', 'agreement', 'register.html'), page('电子渠道服务协议'));
  h = await startServer({ distDir: dist });
});
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => h.reset());

describe('the call envelope', () => {
  it('answers success as code and statusCode 00000000 with data and msg', async () => {
    const env = await h.call('getUserRegister', { phoneNum: PHONES.verified });
    expect(env).toEqual({
      code: Code.ok,
      result: { data: { isRegister: 1 }, msg: expect.any(String), statusCode: Code.ok },
    });
  });

  it('answers a business failure as code 00000000 with its statusCode and the spec message', async () => {
    const env = await h.call('getUserRegister', { phoneNum: '12345' });
    expect(env.code).toBe(Code.ok);
    expect(env.result).toMatchObject({ statusCode: Code.invalidInput, msg: '您输入的手机号格式有误', data: null });
  });

  it('reads JSON sent with a charset parameter, as browsers and ofetch may send it', async () => {
    const res = await h.post(
      '/services/trustAppApi/getUserRegister',
      JSON.stringify({ requestData: { phoneNum: PHONES.verified } }),
      {
        'content-type': 'application/json;charset=UTF-8',
      },
    );
    expect(res.json().result.data).toEqual({ isRegister: 1 });
  });

  it('answers HTTP 404 for a call key the server does not know', async () => {
    const res = await h.post('/services/trustAppApi/noSuchCall', { requestData: {} });
    expect(res.statusCode).toBe(404);
    expect((await h.post('/services/trustAppApi/__proto__', { requestData: {} })).statusCode).toBe(404);
  });

  it('answers 04040001 for a body that is not JSON or has no requestData object', async () => {
    for (const payload of [
      '{not json',
      '',
      JSON.stringify({}),
      JSON.stringify({ requestData: 'x' }),
      JSON.stringify({ requestData: [1] }),
    ]) {
      const res = await h.post('/services/trustAppApi/getUserRegister', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: Code.ok,
        result: { statusCode: Code.invalidInput, msg: '请求参数有误' },
      });
    }
    const plain = await h.post('/services/trustAppApi/getUserRegister', '{bad', { 'content-type': 'text/plain' });
    expect(plain.json()).toMatchObject({ result: { statusCode: Code.invalidInput } });
  });

  it('answers an unexpected error as 99999999 with a generic message that leaks nothing', async () => {
    const failing = await withApp(h, {
      distDir: dist,
      handlers: {
        ...allHandlers(),
        getUserRegister: async () => {
          throw new Error('relation "secret_table" does not exist');
        },
      },
    });
    const res = await failing.post('/services/trustAppApi/getUserRegister', {
      requestData: { phoneNum: PHONES.verified },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: Code.systemError,
      result: { data: null, msg: '系统繁忙，请稍后重试', statusCode: Code.systemError },
    });
    expect(res.body).not.toContain('secret_table');
    await failing.close();
  });

  it('sends an answer serialised once (a cached large answer) as the same envelope, its text written once per variant', async () => {
    const answer = [{ isRegister: 1 }];
    let shaped = 0;
    const serialised = await withApp(h, {
      distDir: dist,
      handlers: {
        ...allHandlers(),
        getUserRegister: async () => ({
          data: serialisedOnce(answer, 'only', () => (shaped++, answer)) as never,
          msg: '已注册',
        }),
      },
    });
    for (let i = 0; i < 2; i++) {
      const res = await serialised.post('/services/trustAppApi/getUserRegister', {
        requestData: { phoneNum: PHONES.verified },
      });
      expect(res.json()).toEqual({ code: Code.ok, result: { data: answer, msg: '已注册', statusCode: Code.ok } });
    }
    expect(shaped).toBe(1);
    // Stringified any other way (a stored submission, a log line) it is still its value.
    expect(JSON.parse(JSON.stringify({ data: serialisedOnce(answer, 'only', () => answer) }))).toEqual({
      data: answer,
    });
    await serialised.close();
  });
});

describe('sessions on protected calls', () => {
  it('answers 06060010 without a token, with an unknown token and with a malformed one', async () => {
    for (const token of [undefined, 'a'.repeat(64), 'not-a-token']) {
      const env = await h.call('queryCustomerInfo', {}, token);
      expect(env).toMatchObject({ code: Code.sessionExpired, result: { msg: '请重新登录', data: null } });
    }
  });

  it('lets public calls through without a token', async () => {
    expect((await h.call('queryPwdIntensity', {})).code).toBe(Code.ok);
  });

  it('accepts the xtoken header and answers the customer summary with a masked phone', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    expect(xtoken).toMatch(/^[0-9a-f]{64}$/);
    const env = await h.call('queryCustomerInfo', {}, xtoken);
    expect(env.result.data).toMatchObject({ telephone: '138****0001', realName: '张明远', isCertified: 2 });
  });

  it('slides the 30-minute idle expiry with use, and answers 登录已过期 once it lapses', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    await h.advanceClock(25 * 60_000);
    expect((await h.call('queryCustomerInfo', {}, xtoken)).code).toBe(Code.ok);
    await h.advanceClock(25 * 60_000); // 50 min after login, 25 after last use
    expect((await h.call('queryCustomerInfo', {}, xtoken)).code).toBe(Code.ok);
    await h.advanceClock(31 * 60_000);
    expect(await h.call('queryCustomerInfo', {}, xtoken)).toMatchObject({
      code: Code.sessionExpired,
      result: { msg: '登录已过期，请重新登录' },
    });
    expect((await h.call('queryCustomerInfo', {}, xtoken)).result.msg).toBe('请重新登录');
  });

  it('writes a session at most once a minute, however often it is used', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    const hash = createHash('sha256').update(xtoken).digest('hex');
    const expiry = async () => {
      const { rows } = await h.db.query<{ e: Date }>('SELECT expires_at AS e FROM sessions WHERE token_hash = $1', [
        hash,
      ]);
      return Number(rows[0]?.e.getTime());
    };
    await h.advanceClock(30_000);
    const atLogin = await expiry();
    expect((await h.call('queryCustomerInfo', {}, xtoken)).code).toBe(Code.ok);
    expect(await expiry()).toBe(atLogin);
    await h.advanceClock(31_000); // 61 s after login: the stored expiry is more than a minute behind
    expect((await h.call('queryCustomerInfo', {}, xtoken)).code).toBe(Code.ok);
    // The clock runs on between the two calls, by the few milliseconds the calls take.
    expect(await expiry()).toBeGreaterThanOrEqual(atLogin + 61_000);
    expect(await expiry()).toBeLessThan(atLogin + 62_000);
  });

  it('ends a session at 24 hours even when it is used all along', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    for (let i = 0; i < 50; i++) {
      await h.advanceClock(29 * 60_000);
      const env = await h.call('queryCustomerInfo', {}, xtoken);
      if (env.code !== Code.ok) {
        expect(i * 29).toBeGreaterThanOrEqual(23 * 60);
        return;
      }
    }
    throw new Error('the session never ended');
  });
});

describe('security headers', () => {
  it('sends CSP without inline scripts, nosniff, referrer policy and frame options on every kind of answer', async () => {
    const answers = [
      await h.post('/services/trustAppApi/getUserRegister', { requestData: {} }),
      await h.post('/services/trustAppApi/unknown', { requestData: {} }),
      await h.get('/phone/'),
      await h.get('/phone/assets/app-abc123.js'),
      await h.get('/nowhere'),
    ];
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('the built app under /phone/', () => {
  it('redirects / to /phone/ and serves index.html there', async () => {
    const root = await h.get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/phone/');
    const index = await h.get('/phone/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>trust-h5</title>');
  });

  it('serves static files, with long caching for hashed assets', async () => {
    const asset = await h.get('/phone/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a prerendered route with its page, whatever the query', async () => {
    for (const [url, title] of [
      ['/phone/login', '登录'],
      ['/phone/login?loginType=2&redirect=%2Fphone%2Fabout', '登录'],
      ['/phone/agreement/register?phoneNum=13800000001', '电子渠道服务协议'],
    ] as const) {
      const res = await h.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${title}</h1>`);
    }
  });

  it('lets a prerendered page run its own inline script, by hash, and nothing else any inline script', async () => {
    const hash = createHash('sha256').update(FIRST_PAINT).digest('base64');
    const page = String((await h.get('/phone/login')).headers['content-security-policy']);
    expect(page).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(page).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const url of ['/phone/', '/phone/no/such/page', '/phone/assets/app-abc123.js', '/services/trustAppApi/x']) {
      const other = String((await h.get(url)).headers['content-security-policy']);
      expect(other, url).toContain("script-src 'self';");
    }
  });

  it('follows a rebuild without a restart: a new page, a changed inline script', async () => {
    const file = path.join(dist, 'prerendered', 'download.html');
    expect((await h.get('/phone/download')).body).not.toContain('下载APP');
    writeFileSync(file, '<!doctype html><script>start()</script><div id="root"><h1>下载APP</h1></div>');
    try {
      const res = await h.get('/phone/download');
      expect(res.body).toContain('<h1>下载APP</h1>');
      const hash = createHash('sha256').update('start()').digest('base64');
      expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    } finally {
      rmSync(file);
    }
  });

  it('does not serve a prerendered page as a file, where its script could not run', async () => {
    const res = await h.get('/phone/prerendered/login.html');
    expect(res.body).not.toContain('<h1>登录</h1>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves the icon, and sends /favicon.ico to it', async () => {
    const icon = await h.get('/phone/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const legacy = await h.get('/favicon.ico');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/phone/favicon.svg');
  });

  it('answers other client routes and unknown paths with index.html so the router decides', async () => {
    for (const url of ['/phone/mineNoticeDetail', '/phone/no/such/page', '/phone/login/', '/phone/agreement']) {
      const res = await h.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps a missing hashed asset and paths outside /phone a 404', async () => {
    expect((await h.get('/phone/assets/missing.js')).statusCode).toBe(404);
    expect((await h.get('/elsewhere')).statusCode).toBe(404);
  });

  it('answers 503 with a hint to build when dist/ is missing', async () => {
    const unbuilt = await withApp(h, { distDir: path.join(dist, 'nope') });
    const res = await unbuilt.get('/phone/login');
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(NOT_BUILT_MSG);
    expect(res.body).toContain('npm run build');
    await unbuilt.close();
  });
});

describe('getPicByUuid', () => {
  it('answers a stored picture as a data URL and a missing one as 04040007', async () => {
    await h.db.query(
      `INSERT INTO images (uuid, mime, base64) VALUES ('test-pic', 'image/png', 'iVBORw0KGgo=') ON CONFLICT DO NOTHING`,
    );
    const found = (await h.get('/services/trustAppApi/getPicByUuid?uuid=test-pic')).json();
    expect(found).toMatchObject({
      code: Code.ok,
      result: { statusCode: Code.ok, data: { base64: 'data:image/png;base64,iVBORw0KGgo=' } },
    });
    const missing = (await h.get('/services/trustAppApi/getPicByUuid?uuid=nope')).json();
    expect(missing.result.statusCode).toBe(Code.notFound);
    const empty = (await h.get('/services/trustAppApi/getPicByUuid')).json();
    expect(empty.result.statusCode).toBe(Code.invalidInput);
  });
});

describe('fault injection (dev)', () => {
  const addFault = (body: object) => h.post('/services/dev/faults', body);

  it('answers an injected HTTP status the given number of times, then the real answer', async () => {
    expect((await addFault({ callKey: 'getUserRegister', httpStatus: 500, times: 2 })).statusCode).toBe(200);
    const send = () => h.post('/services/trustAppApi/getUserRegister', { requestData: { phoneNum: PHONES.verified } });
    expect((await send()).statusCode).toBe(500);
    expect((await send()).statusCode).toBe(500);
    const real = await send();
    expect(real.statusCode).toBe(200);
    expect(real.json().result.data).toEqual({ isRegister: 1 });
  });

  it('answers a malformed body that is not valid JSON', async () => {
    await addFault({ callKey: 'queryPwdIntensity', malformed: true, times: 1 });
    const res = await h.post('/services/trustAppApi/queryPwdIntensity', { requestData: {} });
    expect(res.statusCode).toBe(200);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  it('answers an injected business code and message; 06060010 goes in the envelope code', async () => {
    await addFault({ callKey: 'getImgCode', businessCode: '04040517', msg: '图片验证码错误', times: 1 });
    expect(await h.call('getImgCode', { imageCodeType: 1, phoneNum: PHONES.verified, equipmentNo: 'x' })).toEqual({
      code: Code.ok,
      result: { data: null, msg: '图片验证码错误', statusCode: '04040517' },
    });
    await addFault({ callKey: 'queryPwdIntensity', businessCode: Code.sessionExpired });
    expect((await h.call('queryPwdIntensity', {})).code).toBe(Code.sessionExpired);
  });

  it('delays a call by the injected latency and still answers it', async () => {
    await addFault({ callKey: 'queryPwdIntensity', latencyMs: 20, times: 1 });
    const env = await h.call('queryPwdIntensity', {});
    expect(env.result.statusCode).toBe(Code.ok);
    expect(env.result.data.rule).toContain('{8,20}');
  });

  it('applies to the upload and picture endpoints, and DELETE clears every fault', async () => {
    await addFault({ callKey: 'getPicByUuid', httpStatus: 503 });
    await addFault({ callKey: 'uploadCrs', httpStatus: 502 });
    expect((await h.get('/services/trustAppApi/getPicByUuid?uuid=x')).statusCode).toBe(503);
    expect((await h.post('/services/trustAppApi/ums/uploadCrs', {})).statusCode).toBe(502);
    const cleared = await h.app.inject({ method: 'DELETE', url: '/services/dev/faults' });
    expect(cleared.json()).toEqual({ cleared: 2 });
    expect((await h.get('/services/trustAppApi/getPicByUuid?uuid=x')).statusCode).toBe(200);
  });

  it('refuses a fault without a call key or with a bad value', async () => {
    expect((await addFault({ httpStatus: 500 })).statusCode).toBe(400);
    expect((await addFault({ callKey: 'x', httpStatus: 200 })).statusCode).toBe(400);
    expect((await addFault({ callKey: 'x', businessCode: 'abc' })).statusCode).toBe(400);
  });
});

describe('dev endpoints', () => {
  it('shows and shifts the server clock, and reset puts it back', async () => {
    const before = (await h.get('/services/dev/clock')).json();
    expect(before.offsetMs).toBe(0);
    const shifted = (await h.post('/services/dev/clock', { advanceMs: 3_600_000 })).json();
    expect(shifted.offsetMs).toBe(3_600_000);
    expect(new Date(shifted.now).getTime() - Date.now()).toBeGreaterThan(3_500_000);
    expect((await h.post('/services/dev/clock', { offsetMs: 5 })).json().offsetMs).toBe(5);
    expect((await h.post('/services/dev/clock', {})).statusCode).toBe(400);
    await h.reset();
    expect((await h.get('/services/dev/clock')).json().offsetMs).toBe(0);
  });

  it('reset ends sessions and clears the SMS outbox', async () => {
    const { xtoken } = await h.login(PHONES.verified);
    await h.call('getQuickySmsCode', { phoneNum: PHONES.verified });
    expect(await h.devSms(PHONES.verified)).toHaveLength(1);
    await h.reset();
    expect(await h.devSms(PHONES.verified)).toHaveLength(0);
    expect((await h.call('queryCustomerInfo', {}, xtoken)).code).toBe(Code.sessionExpired);
  });

  it('do not exist in production mode, where faults and the clock offset are not applied either', async () => {
    await h.post('/services/dev/faults', { callKey: 'queryPwdIntensity', httpStatus: 500 });
    await h.post('/services/dev/clock', { advanceMs: 3_600_000 });
    const prod = await withApp(h, { production: true, distDir: dist });
    for (const [method, url] of [
      ['GET', '/services/dev/sms?phoneNum=13800000001'],
      ['GET', '/services/dev/captcha?phoneNum=13800000001&imageCodeType=1'],
      ['GET', '/services/dev/clock'],
      ['POST', '/services/dev/clock'],
      ['POST', '/services/dev/faults'],
      ['DELETE', '/services/dev/faults'],
      ['POST', '/services/dev/reset'],
    ] as const) {
      expect((await prod.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await prod.call('queryPwdIntensity', {})).code).toBe(Code.ok);
    // The token header still works in production.
    const { xtoken } = await prod.login(PHONES.verified);
    const res = await prod.post(
      '/services/trustAppApi/queryCustomerInfo',
      { requestData: {} },
      { [TOKEN_HEADER]: xtoken },
    );
    expect(res.json().code).toBe(Code.ok);
    await prod.close();
  });
});
