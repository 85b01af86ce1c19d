/**
 * The register form in each variant, through its pages and the real register flow, with the calls faked at the
 * call layer: what each variant sends (registerSource, equipmentNo, bindings, hashed passwords), what it says, and
 * where it goes. The generated model tests cover the chart itself on /phone/promotionIndex?search=1.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../src/api/password';
import { Code } from '../../../src/contract';
import { renderApp } from '../../app/helpers';
// Loaded up front: a route's lazy import takes real time, which fake timers would not wait for.
import '../../../src/pages/account/AdviserRegisterPage';
import '../../../src/pages/account/CodeRegisterPage';
import '../../../src/pages/account/PromotionRegisterPage';
import '../../../src/pages/account/DownloadPage';
import '../../../src/pages/account/StatusPage';
import '../../../src/pages/account/LoginPage';

const api = vi.hoisted(() => ({
  queryPwdIntensity: vi.fn(),
  selectManagerInfo: vi.fn(),
  getUserRegister: vi.fn(),
  getImgCode: vi.fn(),
  getSmsCode: vi.fn(),
  userRegister: vi.fn(),
}));
vi.mock('../../../src/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api }));

// Each test types a whole form through the real page: give a loaded two-core machine room.
vi.setConfig({ testTimeout: 20_000 });

const PHONE = '13912340418';
const PASSWORD = 'Reg@2024x';
const NOW = new Date('2026-03-01T08:00:00Z');
const SERVER_RULE_MSG = '密码须为8-20位，且包含字母、数字、特殊字符中的至少两种';
const ok = (data: unknown, msg = '成功') => Promise.resolve({ statusCode: Code.ok, data, msg });

type User = ReturnType<typeof userEvent.setup>;
let user: User;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  api.queryPwdIntensity.mockImplementation(() =>
    ok({ rule: '^(?=.*\\d)(?=.*[A-Za-z]).{8,20}$', msg: SERVER_RULE_MSG }),
  );
  api.selectManagerInfo.mockImplementation(
    ({ broker_account, broker_name }: { broker_account?: string; broker_name?: string }) =>
      ok(
        [
          { broker_name: '李婷', broker_account: '8001' },
          { broker_name: '周文博', broker_account: '8002' },
        ].filter((c) => c.broker_account === broker_account || (broker_name && c.broker_name.includes(broker_name))),
      ),
  );
  api.getUserRegister.mockImplementation(() => ok({ isRegister: 0 }));
  api.getImgCode.mockImplementation(() => ok({ imageVerification: 'data:image/svg+xml;base64,PHN2Zy8+' }));
  api.getSmsCode.mockImplementation(() => ok(null, '验证码已发送至您的手机, 请注意查收'));
  api.userRegister.mockImplementation(() => ok(null, '恭喜您, 注册成功'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function open(path: string, terminalType: 1 | 2 = 2) {
  const view = await renderApp([path], { terminalType });
  await screen.findByRole('button', { name: '注册' });
  await wait();
  return view;
}

async function type(label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

/** Phone and passwords, a picture code, an SMS code, the agreement: the whole form, as a user fills it. */
async function fillForm({ agree = true }: { agree?: boolean } = {}) {
  await type('手机号', PHONE);
  await type('登录密码', PASSWORD);
  await type('确认密码', PASSWORD);
  await user.click(button('获取图形验证码'));
  await screen.findByText('看不清？点击图片刷新');
  await type('图形验证码', 'ab3d');
  await user.click(button('获取验证码'));
  await screen.findByText('验证码已发送至您的手机, 请注意查收');
  await type('短信验证码', '246810');
  if (agree) await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
}

async function registerAndWait() {
  await user.click(button('注册'));
  await screen.findByText('恭喜您, 注册成功');
  await wait(1000);
}

/** The page the app is on once any lazy page has loaded (a loaded machine can be slow to fetch a chunk). */
async function landsOn(
  router: { location: { pathname: string; search: string } },
  path: string,
  { pathOnly = false } = {},
) {
  await vi.waitFor(() => {
    const { pathname, search } = router.location;
    expect(pathOnly ? pathname : pathname + search).toBe(path);
  });
}

const sent = () => api.userRegister.mock.calls.at(-1)![0] as Record<string, string>;
/** A timestamp of when the page loaded: not before the test began, not after now. */
const loadedAt = (equipmentNo: string) => {
  expect(Number(equipmentNo)).toBeGreaterThanOrEqual(NOW.getTime());
  expect(Number(equipmentNo)).toBeLessThanOrEqual(Date.now());
  return equipmentNo;
};

describe('promotion register (/phone/promotionIndex)', () => {
  it('registers with hashed passwords, source 5 and the fixed device number, counts the SMS button down, then shows the download page after 1 s', async () => {
    const { router } = await open('/phone/promotionIndex');
    await fillForm();
    expect(api.getImgCode).toHaveBeenCalledWith({ imageCodeType: 0, phoneNum: PHONE, equipmentNo: 'H5' });
    expect(api.getSmsCode.mock.calls[0]![0]).toEqual({ phoneNum: PHONE, imgaeCode: 'ab3d', equipmentNo: 'H5' });
    expect(button('重新获取60s')).toBeTruthy();
    await user.click(button('注册'));
    expect(sent()).toEqual({
      phoneNum: PHONE,
      password: hashPassword(PASSWORD),
      rePassword: hashPassword(PASSWORD),
      smsCode: '246810',
      imgaeCode: 'ab3d',
      registerSource: '5',
      equipmentNo: 'H5',
    });
    await screen.findByText('恭喜您, 注册成功');
    await wait(1000);
    await landsOn(router, '/phone/download', { pathOnly: true });
  });

  it('asks for a valid phone, password and repeat before a picture code, and for the picture code before an SMS code', async () => {
    await open('/phone/promotionIndex');
    await user.click(button('获取图形验证码'));
    expect(screen.getByRole('alert').textContent).toBe('请输入手机号');
    expect((button('获取验证码') as HTMLButtonElement).disabled).toBe(true);
    await type('手机号', '1391234');
    await user.click(button('获取图形验证码'));
    expect(screen.getByRole('alert').textContent).toBe('您输入的手机号格式有误');
    await type('手机号', PHONE);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(button('获取图形验证码'));
    expect(screen.getByRole('alert').textContent).toBe('请输入密码');
    await type('登录密码', PASSWORD);
    await user.click(button('获取图形验证码'));
    expect(screen.getByRole('alert').textContent).toBe('请输入确认密码');
    await type('确认密码', 'Reg@2024y');
    await user.click(button('获取图形验证码'));
    expect(screen.getByRole('alert').textContent).toBe('两次输入的密码不一致');
    expect(api.getImgCode).not.toHaveBeenCalled();
    await user.click(button('获取验证码'));
    expect(screen.getByRole('alert').textContent).toBe('请输入图形验证码');
    expect(api.getSmsCode).not.toHaveBeenCalled();
    expect(button('获取验证码').textContent).toBe('获取验证码');
  });

  it('keeps the SMS input to six digits, and everything typed when a call fails', async () => {
    api.userRegister.mockImplementation(() => Promise.reject(new Error('短信验证码错误或已失效')));
    await open('/phone/promotionIndex');
    await fillForm();
    await type('短信验证码', '24a68b101');
    expect(field('短信验证码').value).toBe('246810');
    await user.click(button('注册'));
    await wait();
    expect(field('手机号').value).toBe(PHONE);
    expect(field('登录密码').value).toBe(PASSWORD);
    expect(field('确认密码').value).toBe(PASSWORD);
    expect(field('图形验证码').value).toBe('ab3d');
    expect(field('短信验证码').value).toBe('246810');
    expect((button('注册') as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the register button inactive until the passwords match and the agreement is ticked; a missing picture code is said on the tap', async () => {
    await open('/phone/promotionIndex');
    await fillForm({ agree: false });
    const register = button('注册') as HTMLButtonElement;
    expect(register.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    expect(register.disabled).toBe(false);
    await type('确认密码', 'Reg@2024y');
    expect(register.disabled).toBe(true);
    await type('确认密码', PASSWORD);
    // A new picture clears its field: the old one is spent.
    await user.click(button('获取图形验证码'));
    await wait();
    expect(field('图形验证码').value).toBe('');
    await user.click(register);
    expect(screen.getByRole('alert').textContent).toBe('请输入图形验证码');
    expect(api.userRegister).not.toHaveBeenCalled();
  });

  it('search=1: finds advisers by name (6 characters at most) and registers with the one picked', async () => {
    await open('/phone/promotionIndex?search=1');
    await type('理财经理', '李婷李婷李婷李婷');
    expect(field('理财经理').value).toBe('李婷李婷李婷');
    await type('理财经理', '李');
    await user.click(button('搜索'));
    await user.click(await screen.findByRole('button', { name: '李婷（8001）' }));
    expect(api.selectManagerInfo).toHaveBeenLastCalledWith({ broker_name: '李' });
    expect(field('理财经理').value).toBe('李婷');
    expect(screen.queryByRole('button', { name: '李婷（8001）' })).toBeNull();
    await fillForm();
    await user.click(button('注册'));
    expect(sent()).toMatchObject({ manageCode: '8001', registerSource: '5' });
  });

  it('search=1: says when no adviser has the name', async () => {
    await open('/phone/promotionIndex?search=1');
    await type('理财经理', '王');
    await user.click(button('搜索'));
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
  });

  it('a wrong picture code on the SMS request: the server says so and a new picture replaces the spent one', async () => {
    api.getSmsCode.mockImplementationOnce(() =>
      Promise.resolve({ statusCode: Code.captchaWrong, data: null, msg: '图片验证码错误' }),
    );
    await open('/phone/promotionIndex');
    await type('手机号', PHONE);
    await type('登录密码', PASSWORD);
    await type('确认密码', PASSWORD);
    await user.click(button('获取图形验证码'));
    await screen.findByText('看不清？点击图片刷新');
    await type('图形验证码', 'zzzz');
    await user.click(button('获取验证码'));
    expect(await screen.findByText('图片验证码错误')).toBeTruthy();
    expect(api.getImgCode).toHaveBeenCalledTimes(2);
    expect(field('图形验证码').value).toBe('');
    expect(button('获取验证码').textContent).toBe('获取验证码');
  });

  it('an already registered phone on an H5 page: 该手机号已经注册, then login with that phone', async () => {
    api.getUserRegister.mockImplementation(() => ok({ isRegister: 1 }));
    const { router } = await open('/phone/promotionIndex');
    await type('手机号', PHONE);
    await type('登录密码', PASSWORD);
    await type('确认密码', PASSWORD);
    await user.click(button('获取图形验证码'));
    expect(await screen.findByText('该手机号已经注册')).toBeTruthy();
    expect(api.getImgCode).not.toHaveBeenCalled();
    await wait(1000);
    await landsOn(router, `/phone/login?phoneNum=${PHONE}`);
  });

  it('userRegister 04040004 also leads to login with that phone', async () => {
    api.userRegister.mockImplementation(() =>
      Promise.resolve({ statusCode: Code.alreadyRegistered, data: null, msg: '该手机号已经注册' }),
    );
    const { router } = await open('/phone/promotionIndex');
    await fillForm();
    await user.click(button('注册'));
    expect(api.userRegister.mock.calls[0]![1]).toEqual({ expect: [Code.alreadyRegistered] });
    expect(await screen.findByText('该手机号已经注册')).toBeTruthy();
    await wait(1000);
    await landsOn(router, `/phone/login?phoneNum=${PHONE}`);
  });
});

describe('invitation, shared-link and adviser-QR links', () => {
  it('codeRegister?brokeraccount&id: shows the adviser found by code, binds adviser and inviter, then the status page', async () => {
    const { router } = await open('/phone/codeRegister?brokeraccount=8001&id=CB00000001');
    expect(api.selectManagerInfo).toHaveBeenCalledWith({ broker_account: '8001' });
    expect(screen.getByText('李婷')).toBeTruthy();
    await fillForm();
    await registerAndWait();
    expect(sent()).toMatchObject({
      manageCode: '8001',
      customerBId: 'CB00000001',
      registerSource: '5',
      equipmentNo: 'H5',
    });
    await landsOn(router, `/phone/status?status=1&phoneNum=${PHONE}`);
  });

  it('the shared link (code, name, brokeraccount, id): shows the manager named by the link, then the download page', async () => {
    const { router } = await open(
      `/phone/codeRegister?code=8002&name=${encodeURIComponent('周文博')}&brokeraccount=8001&id=CB00000001`,
    );
    expect(screen.getByText('周文博')).toBeTruthy();
    expect(api.selectManagerInfo).not.toHaveBeenCalled();
    await fillForm();
    await registerAndWait();
    expect(sent()).toMatchObject({ manageCode: '8002', customerBId: 'CB00000001' });
    await landsOn(router, '/phone/download', { pathOnly: true });
  });

  it('jz/register?manageCode: shows the adviser, then the adviser-QR result page', async () => {
    const { router } = await open('/phone/jz/register?manageCode=8001');
    expect(screen.getByText('李婷')).toBeTruthy();
    await fillForm();
    await registerAndWait();
    expect(sent()).toMatchObject({ manageCode: '8001' });
    expect(sent()).not.toHaveProperty('customerBId');
    await landsOn(router, `/phone/jz/registerResult?phoneNum=${PHONE}`);
  });
});

describe("the login screen's register tab", () => {
  async function openTab(terminalType: 1 | 2) {
    const view = await renderApp(['/phone/login'], { terminalType });
    await user.click(await screen.findByRole('tab', { name: '注册' }));
    await screen.findByRole('button', { name: '注册' });
    await wait();
    return view;
  }

  it('in a browser: source 5, the page-load timestamp as equipmentNo; then the login tab with the phone registered', async () => {
    const { router } = await openTab(2);
    // Spec 1 §2: the register tab shows no adviser.
    expect(screen.queryByText('理财经理')).toBeNull();
    await fillForm();
    await registerAndWait();
    expect(sent()).toMatchObject({ registerSource: '5', equipmentNo: loadedAt(sent().equipmentNo!) });
    await landsOn(router, '/phone/login', { pathOnly: true });
    expect(screen.getByRole('tab', { name: '登录' }).getAttribute('aria-selected')).toBe('true');
    expect(field('账号').value).toBe(PHONE);
  });

  it('a registered phone in a browser stays on the login screen: 该手机号已经注册, then the login tab with it', async () => {
    api.getUserRegister.mockImplementation(() => ok({ isRegister: 1 }));
    const { router } = await openTab(2);
    await type('手机号', PHONE);
    await user.click(button('获取图形验证码'));
    expect(await screen.findByText('该手机号已经注册')).toBeTruthy();
    await wait(1000);
    await landsOn(router, '/phone/login', { pathOnly: true });
    expect(field('账号').value).toBe(PHONE);
  });

  it('inside the app (the in-app flow): active once all is filled, the server password message, source 4, then the status page', async () => {
    const { router } = await openTab(1);
    await type('手机号', PHONE);
    await type('登录密码', 'abcdefgh');
    await type('确认密码', 'abcdefgh');
    // No passwords are needed for a picture code here.
    await user.click(button('获取图形验证码'));
    await screen.findByText('看不清？点击图片刷新');
    await type('图形验证码', 'ab3d');
    await type('短信验证码', '246810');
    const register = button('注册') as HTMLButtonElement;
    expect(register.disabled).toBe(false);
    await user.click(register);
    expect(within(screen.getByRole('alert')).getByText(SERVER_RULE_MSG)).toBeTruthy();
    await type('登录密码', PASSWORD);
    await type('确认密码', PASSWORD);
    await user.click(register);
    expect(screen.getByRole('alert').textContent).toBe('请阅读并同意电子渠道服务协议');
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await registerAndWait();
    expect(sent()).toMatchObject({ registerSource: '4', equipmentNo: loadedAt(sent().equipmentNo!) });
    await landsOn(router, `/phone/status?status=1&phoneNum=${PHONE}`);
  });

  it('inside the app a registered phone goes to the status page with status 2', async () => {
    api.getUserRegister.mockImplementation(() => ok({ isRegister: 1 }));
    const { router } = await openTab(1);
    await type('手机号', PHONE);
    await user.click(button('获取图形验证码'));
    expect(await screen.findByText('该手机号已经注册')).toBeTruthy();
    await wait(1000);
    await landsOn(router, `/phone/status?status=2&phoneNum=${PHONE}`);
  });
});

describe('agreement links', () => {
  it('open the agreement and the privacy policy in a modal iframe without ticking the box', async () => {
    await open('/phone/promotionIndex');
    await user.click(button('《电子渠道服务协议》'));
    const dialog = screen.getByRole('dialog', { name: '电子渠道服务协议' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe('/phone/agreement/register?embedded=1');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await user.click(button('《隐私政策》'));
    expect(screen.getByRole('dialog', { name: '隐私政策' }).querySelector('iframe')?.getAttribute('src')).toBe(
      '/phone/privacyPolicy?showAll=1&embedded=1',
    );
    expect((screen.getByRole('checkbox', { name: '我已阅读并同意' }) as HTMLInputElement).checked).toBe(false);
  });
});
