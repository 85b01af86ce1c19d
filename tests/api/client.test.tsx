import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api, getPicByUuid } from '../../src/api/calls';
import { uploadCrs } from '../../src/api/crsUpload';
import { ApiError, configureClient, leavePage, request } from '../../src/api/client';
import { hashPassword } from '../../src/api/password';
import { Code, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../src/contract';
import { saveLogin } from '../../src/platform/storage';
import { CallsInFlight, ToastHost } from '../../src/app/Feedback';
import { loading, toast } from '../../src/platform/notices';
import { renderWithTheme } from '../setup/render';

type FetchArgs = [input: string, init: RequestInit & { headers: Headers }];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (code: string, statusCode: string, data: unknown = null, msg = '') => ({
  code,
  result: { data, msg, statusCode },
});
const answer = (response: Response | (() => Response)) =>
  fetchMock.mockImplementationOnce(async () => (typeof response === 'function' ? response() : response));

const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('no request was sent');
  return call;
};

/** Runs a call that must fail; returns the ApiError after React has rendered the toast. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  let error: unknown;
  await act(async () => {
    error = await promise.then(
      () => new Error('the call resolved'),
      (e: unknown) => e,
    );
  });
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const toastText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('call client', () => {
  const host = { navigate: vi.fn(), currentPath: vi.fn(() => '/phone/productList') };

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    host.navigate.mockReset();
    host.currentPath.mockReset().mockReturnValue('/phone/productList');
    configureClient(host);
    toast.dismiss();
    renderWithTheme(
      <>
        <ToastHost />
        <CallsInFlight bars={{ top: true, bottom: true }} />
      </>,
    );
  });

  afterEach(() => {
    // Whatever happened, the indicator is off again.
    expect(loading.count()).toBe(0);
    vi.unstubAllGlobals();
  });

  it('POSTs { requestData } to the call path with the token header and resolves data and msg', async () => {
    saveLogin({ xtoken: 'tok-1', isCertified: 2, telephone: '13800000000', realName: '张三' });
    answer(json(envelope(Code.ok, Code.ok, { isRegister: 1 }, '查询成功')));

    const result = await api.getUserRegister({ phoneNum: '13800000000' });

    expect(result).toEqual({ statusCode: Code.ok, data: { isRegister: 1 }, msg: '查询成功' });
    const [url, init] = lastCall();
    expect(url).toBe('/services/trustAppApi/getUserRegister');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ requestData: { phoneNum: '13800000000' } });
    expect(init.headers.get('xtoken')).toBe('tok-1');
    expect(init.headers.get('content-type')).toBe('application/json');
    expect(toastText()).toBeNull();
  });

  it('sends no token header before login', async () => {
    answer(json(envelope(Code.ok, Code.ok, { rule: '', msg: '' })));
    await api.queryPwdIntensity();
    expect(lastCall()[1].headers.has('xtoken')).toBe(false);
    expect(JSON.parse(String(lastCall()[1].body))).toEqual({ requestData: {} });
  });

  it('shows the loading indicator while a call is in flight', async () => {
    let respond!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (respond = resolve)));
    const pending = api.productList({ pageNo: 1, pageSize: 10 });
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    await act(async () => {
      respond(json(envelope(Code.ok, Code.ok, [])));
      await pending;
    });
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });

  it('a business failure shows the server message and rejects with kind business', async () => {
    answer(json(envelope(Code.ok, Code.invalidInput, null, '您输入的手机号格式有误')));
    const error = await failure(api.getUserRegister({ phoneNum: '1' }));
    expect(error).toMatchObject({
      kind: 'business',
      code: Code.ok,
      statusCode: Code.invalidInput,
      msg: '您输入的手机号格式有误',
    });
    expect(toastText()).toBe('您输入的手机号格式有误');
  });

  it('without a server message the toast says "<action>失败"', async () => {
    answer(json(envelope(Code.ok, Code.loginFailed)));
    const error = await failure(
      api.userPasswordLogin({ userName: 'a', password: 'b', imgaeCode: '', equipmentNo: '1', loginPlatform: '2' }),
    );
    expect(error.msg).toBe('登录失败');
    expect(toastText()).toBe('登录失败');
  });

  it('expected status codes resolve as values, without a toast', async () => {
    answer(json(envelope(Code.ok, Code.captchaRequired, null, '请输入图片验证码')));
    const result = await api.userPasswordLogin(
      {
        userName: '13800000000',
        password: hashPassword('Passw0rd!'),
        imgaeCode: '',
        equipmentNo: '1',
        loginPlatform: '2',
      },
      { expect: [Code.captchaRequired, Code.captchaWrong, Code.passwordLoginForbidden, Code.smsLoginTip] },
    );
    expect(result).toEqual({ statusCode: Code.captchaRequired, data: null, msg: '请输入图片验证码' });
    expect(toastText()).toBeNull();
    expectTypeOf(result.statusCode).toEqualTypeOf<'00000000' | '00000015' | '04040517' | '04040540' | '04040541'>();
  });

  it('a status code that is not expected still fails', async () => {
    answer(json(envelope(Code.ok, Code.accountLocked, null, '账户已锁定')));
    const error = await failure(
      api.smsPasswordLogin(
        { userName: '1', imgaeCode: '', smsCode: '1', loginPlatform: '2' },
        { expect: [Code.captchaRequired] },
      ),
    );
    expect(error.statusCode).toBe(Code.accountLocked);
    expect(toastText()).toBe('账户已锁定');
  });

  it('06060010 shows the message and goes to login', async () => {
    answer(json(envelope(Code.sessionExpired, '', null, '登录已过期，请重新登录')));
    const error = await failure(api.queryCustomerInfo());
    expect(error).toMatchObject({ kind: 'session', code: Code.sessionExpired });
    expect(toastText()).toBe('登录已过期，请重新登录');
    expect(host.navigate).toHaveBeenCalledWith('/phone/login?redirect=%2Fphone%2FproductList');
  });

  it('06060010 without a message says 请重新登录, and stays put when already on login', async () => {
    host.currentPath.mockReturnValue('/phone/login');
    answer(json(envelope(Code.sessionExpired, '')));
    await failure(api.loginOut());
    expect(toastText()).toBe('请重新登录');
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('any other envelope code is a system failure', async () => {
    answer(json(envelope(Code.systemError, '')));
    const error = await failure(api.productList({ pageNo: 1, pageSize: 10 }));
    expect(error).toMatchObject({ kind: 'system', code: Code.systemError });
    expect(toastText()).toBe('查询产品列表失败');
  });

  it('HTTP 404 goes to the 404 screen', async () => {
    answer(new Response('Not Found', { status: 404 }));
    const error = await failure(api.queryBanner({ pageType: 3, bannerType: 13, productTerminal: 2 }));
    expect(error).toMatchObject({ kind: 'http', code: -404, status: 404 });
    expect(host.navigate).toHaveBeenCalledWith('/phone/404');
  });

  it('another HTTP status rejects with code -404', async () => {
    answer(new Response('<html>502</html>', { status: 502 }));
    const error = await failure(api.productList({ pageNo: 1, pageSize: 10 }));
    expect(error).toMatchObject({ kind: 'http', code: -404, status: 502 });
    expect(toastText()).toBe('查询产品列表失败');
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('HTTP 500 with a JSON body is still an HTTP failure', async () => {
    answer(json(envelope(Code.ok, Code.ok), 500));
    const error = await failure(api.selectCrs());
    expect(error).toMatchObject({ kind: 'http', code: -404, status: 500 });
  });

  it('a network failure says so', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.helpCenterList());
    expect(error.kind).toBe('network');
    expect(toastText()).toBe('网络异常，请检查网络后重试');
  });

  it('a timeout says so', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const error = await failure(request('helpCenterList', {}, { action: '查询帮助分类', timeout: 20 }));
    expect(error.kind).toBe('timeout');
    expect(toastText()).toBe('请求超时，请稍后重试');
  });

  it("a timeout says so where the WebView drops the abort's reason (before Chrome 98 and iOS 15.4)", async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          const aborted = () => reject(new DOMException('The user aborted a request.', 'AbortError'));
          init.signal?.addEventListener('abort', aborted);
        }),
    );
    const error = await failure(request('helpCenterList', {}, { action: '查询帮助分类', timeout: 20 }));
    expect(error.kind).toBe('timeout');
    expect(toastText()).toBe('请求超时，请稍后重试');
  });

  it('leaving the page abandons its reads without a word, and lets its submissions and the app’s own reads finish', async () => {
    const stalled = (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(json(envelope(Code.ok, Code.ok, null, '已提交'))), 200);
      });
    fetchMock.mockImplementation(stalled);
    saveLogin({ xtoken: 'a'.repeat(64), isCertified: 2, telephone: '13800000001', realName: '' });
    const read = api.helpCenterList().catch((e: unknown) => e);
    const pageColour = api.queryDictValue({ dictCode: 'HOME_PAGE_COLOUR' }, { outlivesPage: true });
    const complaint = api.addOpinion({ type: '0', opinion: '好', source: '1' });
    expect(loading.count()).toBe(3);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { interval: 5 });
    await act(async () => leavePage());
    const dropped = (await read) as ApiError;
    expect(dropped).toBeInstanceOf(ApiError);
    expect(dropped.kind).toBe('abandoned');
    expect(toastText()).toBeNull();
    // Abandoned, the read no longer holds the loading veil up; the others finish with their answers.
    expect(loading.count()).toBe(2);
    expect((await complaint).msg).toBe('已提交');
    expect((await pageColour).statusCode).toBe(Code.ok);
    // A read of the page now shown is not touched by the leave before it.
    fetchMock.mockImplementationOnce(stalled);
    expect((await api.helpCenterList()).statusCode).toBe(Code.ok);
  });

  it('a quiet read shows nothing: no loading veil, no toast, no detour to login; it only resolves or rejects', async () => {
    answer(json(envelope(Code.ok, Code.ok, { isCertified: 2 })));
    const read = api.queryCustomerInfo(undefined, { quiet: true });
    expect(loading.count()).toBe(0);
    expect((await read).data).toEqual({ isCertified: 2 });
    answer(json(envelope(Code.sessionExpired, Code.sessionExpired, null, '请重新登录')));
    expect((await failure(api.queryCustomerInfo(undefined, { quiet: true }))).kind).toBe('session');
    answer(json({}, 500));
    expect((await failure(api.queryCustomerInfo(undefined, { quiet: true }))).kind).toBe('http');
    expect(toastText()).toBeNull();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', 'not json {'],
    ['JSON without an envelope', '{"hello":"world"}'],
    ['an empty body', ''],
  ])('a malformed body (%s) fails with the action message', async (_case, body) => {
    answer(new Response(body, { status: 200 }));
    const error = await failure(api.getArticleDetail({ id: 1 }));
    expect(error.kind).toBe('malformed');
    expect(toastText()).toBe('查询文章详情失败');
  });

  it('updateInvestor carries the version and agent headers', async () => {
    answer(
      json(envelope(Code.ok, Code.ok, { riskleveldic: '03', riskinputdate: '20250101', corpenddate: '20260101' })),
    );
    await api.updateInvestor({ surveyid: '1', objtype: '1', answercontent: '1:A', msgCode: '123456' });
    const { headers } = lastCall()[1];
    expect([headers.get('version'), headers.get('agent')]).toEqual(['146', '2']);
  });

  it('a submission keeps its idempotency key until the server answers; the next one, or a changed form, gets a new key', async () => {
    const sentKey = () => lastCall()[1].headers.get(IDEMPOTENCY_HEADER);
    const opinion = { opinion: '建议增加夜间模式', type: '1' } as const;

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(api.addOpinion(opinion));
    const first = sentKey();
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    // No answer reached the client: its retry may repeat what the server already did, so it is the same submission.
    answer(json({ broken: true }, 502));
    await failure(api.addOpinion(opinion));
    expect(sentKey()).toBe(first);
    answer(json(envelope(Code.ok, Code.invalidInput, null, '请输入意见')));
    await failure(api.addOpinion(opinion));
    expect(sentKey()).toBe(first);
    // The server answered: the next submission is a new one.
    answer(json(envelope(Code.ok, Code.ok)));
    await api.addOpinion(opinion);
    const second = sentKey();
    expect(second).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second).not.toBe(first);
    // A form changed before its retry is another submission (the server refuses a key reused with another body).
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(api.addOpinion(opinion));
    const third = sentKey();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(api.addOpinion({ ...opinion, opinion: '建议增加深色模式' }));
    expect(sentKey()).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sentKey()).not.toBe(third);
    // Reads carry no key.
    answer(json(envelope(Code.ok, Code.ok, [])));
    await api.helpCenterList();
    expect(sentKey()).toBeNull();
  });

  it('getPicByUuid is a GET with the uuid in the query', async () => {
    answer(json(envelope(Code.ok, Code.ok, { base64: 'iVBOR' })));
    const result = await getPicByUuid('abc-1');
    expect(result.data.base64).toBe('iVBOR');
    const [url, init] = lastCall();
    expect(url).toBe('/services/trustAppApi/getPicByUuid?uuid=abc-1');
    expect(init.method).toBe('GET');
  });

  it('uploadCrs sends multipart requestData and crsImages, and names its failure 图片上传异常', async () => {
    answer(json(envelope(Code.ok, Code.ok)));
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    await uploadCrs(files);
    const [url, init] = lastCall();
    expect(url).toBe('/services/trustAppApi/ums/uploadCrs');
    const form = init.body as FormData;
    expect(form.get('requestData')).toBe('{}');
    expect(form.getAll('crsImages').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.png']);
    expect(init.headers.get(IDEMPOTENCY_HEADER)).toMatch(IDEMPOTENCY_KEY_PATTERN);

    answer(json(envelope(Code.ok, Code.invalidInput)));
    await failure(uploadCrs(files));
    expect(toastText()).toBe('图片上传异常');
  });
});

describe('hashPassword', () => {
  it('is lowercase hex SHA-256', () => {
    expect(hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
