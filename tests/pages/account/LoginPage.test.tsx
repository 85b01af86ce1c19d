/** The login page against a stubbed server: what it sends, stores and shows, and where it goes. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../../src/api/password';
import { Code } from '../../../src/contract';
import { StorageKey } from '../../../src/platform/storage';
import { toast } from '../../../src/platform/notices';
import { renderApp } from '../../app/helpers';

type Answer = { statusCode?: string; data?: unknown; msg?: string };
const requests: Array<{ key: string; data: Record<string, unknown> }> = [];
let answers: Record<string, Answer[]> = {};

/** Answers each call key from its queue (the last answer repeats), and records what was sent. */
const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
  const key = String(input).split('/').pop()!;
  requests.push({ key, data: (JSON.parse(String(init.body)) as { requestData: Record<string, unknown> }).requestData });
  const queue = answers[key] ?? [{}];
  const { statusCode = Code.ok, data = null, msg = '' } = (queue.length > 1 ? queue.shift() : queue[0])!;
  return new Response(JSON.stringify({ code: Code.ok, result: { statusCode, data, msg } }), { status: 200 });
});
const sent = (key: string) => requests.filter((r) => r.key === key).map((r) => r.data);

const LOGIN = {
  type: 1,
  certificateType: '0',
  pwdChangeType: 1,
  xtoken: 'tok123',
  isCertified: 2,
  telephone: '138****0001',
  realName: '张明远',
};
const PICTURE = 'data:image/svg+xml;base64,PHN2Zy8+';

const loginButton = () => screen.getByRole('button', { name: '登录' });
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; max-age=0; path=/`));
  requests.length = 0;
  answers = {};
  toast.dismiss();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('logs in by password: hashed password, platform 2, one equipment number; stores the login; product list after 1 s', async () => {
    answers.userPasswordLogin = [{ data: LOGIN, msg: '登录成功' }];
    const { user, router } = await renderApp(['/phone/login']);
    expect((await screen.findByRole('tab', { name: '密码登录' })).getAttribute('aria-selected')).toBe('true');
    expect(loginButton().getAttribute('aria-disabled')).toBe('true');
    await user.type(box('账号'), '13800000001');
    await user.type(box('密码'), 'Demo@1234');
    expect(loginButton().getAttribute('aria-disabled')).toBe('false');
    await user.click(loginButton());

    expect(await screen.findByRole('status')).toHaveProperty('textContent', '登录成功');
    const [request] = sent('userPasswordLogin');
    expect(request).toEqual({
      userName: '13800000001',
      password: hashPassword('Demo@1234'),
      imgaeCode: '',
      equipmentNo: expect.stringMatching(/^\d{13}$/),
      loginPlatform: '2',
    });
    expect(localStorage.getItem(StorageKey.token)).toBe('tok123');
    expect(localStorage.getItem(StorageKey.realName)).toBe('张明远');
    expect(document.cookie).toContain('apptoken=tok123');
    expect(router.location.pathname).toBe('/phone/login');
    await waitFor(() => expect(router.location.pathname).toBe('/phone/productList'));
  });

  it('says what is missing when login is tapped before the fields are filled', async () => {
    const { user } = await renderApp(['/phone/login']);
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入手机号或证件号');
    await user.type(box('账号'), '13800000001');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(loginButton());
    expect(screen.getByRole('alert').textContent).toBe('请输入密码');
    expect(sent('userPasswordLogin')).toHaveLength(0);
  });

  it('shows a picture code after 00000015, refreshes it on a tap, and sends it with the next login', async () => {
    answers.userPasswordLogin = [{ statusCode: Code.captchaRequired, msg: '请输入图片验证码' }, { data: LOGIN }];
    answers.getImgCode = [{ data: { imageVerification: PICTURE } }];
    const { user } = await renderApp(['/phone/login']);
    await user.type(await screen.findByLabelText('账号'), '11010519810315201X');
    await user.type(box('密码'), 'Demo@1234');
    await user.click(loginButton());

    const picture = await screen.findByRole('button', { name: '图形验证码，点击刷新' });
    await waitFor(() => expect(picture.querySelector('img')?.getAttribute('src')).toBe(PICTURE));
    expect(sent('getImgCode')).toEqual([
      { imageCodeType: 1, phoneNum: '11010519810315201X', equipmentNo: sent('userPasswordLogin')[0]!.equipmentNo },
    ]);
    await user.click(picture);
    await waitFor(() => expect(sent('getImgCode')).toHaveLength(2));

    await user.type(box('图片验证码'), 'ab12cd34');
    expect(box('图片验证码').value).toBe('ab12cd');
    await user.click(loginButton());
    await screen.findByRole('status');
    expect(sent('userPasswordLogin')[1]).toMatchObject({ imgaeCode: 'ab12cd' });
  });

  it('keeps only the token and opens change password on a forced first change', async () => {
    answers.userPasswordLogin = [{ data: { ...LOGIN, certificateType: '1', pwdChangeType: 0, xtoken: 'change-only' } }];
    const { user, router } = await renderApp(['/phone/login']);
    await user.type(await screen.findByLabelText('账号'), '13800000004');
    await user.type(box('密码'), 'Demo@1234');
    await user.click(loginButton());
    await waitFor(() => expect(router.location.pathname).toBe('/phone/changePassword'));
    expect(localStorage.getItem(StorageKey.token)).toBe('change-only');
    expect(localStorage.getItem(StorageKey.isCertified)).toBeNull();
    expect(document.cookie).not.toContain('apptoken');
  });

  it('keeps what was typed when the server refuses the login', async () => {
    answers.userPasswordLogin = [{ statusCode: Code.loginFailed, msg: '账号或密码错误' }];
    const { user } = await renderApp(['/phone/login']);
    await user.type(await screen.findByLabelText('账号'), '13800000001');
    await user.type(box('密码'), 'Wrong@1234');
    await user.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(box('账号').value).toBe('13800000001');
    expect(box('密码').value).toBe('Wrong@1234');
    expect(loginButton().getAttribute('aria-disabled')).toBe('false');
  });

  it('logs in by SMS from loginType=2: the SMS button sends the phone, the code keeps digits only', async () => {
    answers.smsPasswordLogin = [{ data: LOGIN }];
    const { user, router } = await renderApp(['/phone/login?loginType=2']);
    const sms = await screen.findByRole('button', { name: '获取验证码' });
    expect(sms).toHaveProperty('disabled', true);
    await user.type(box('手机号'), '13800000001');
    await user.click(sms);
    expect(await screen.findByRole('button', { name: '重新获取60s' })).toBeTruthy();
    expect(sent('getQuickySmsCode')).toEqual([
      { phoneNum: '13800000001', equipmentNo: expect.stringMatching(/^\d{13}$/) },
    ]);

    await user.type(box('短信验证码'), '12a34b5678');
    expect(box('短信验证码').value).toBe('123456');
    await user.click(loginButton());
    expect(sent('smsPasswordLogin')).toEqual([
      {
        userName: '13800000001',
        smsCode: '123456',
        imgaeCode: '',
        equipmentNo: sent('getQuickySmsCode')[0]!.equipmentNo,
        loginPlatform: '2',
      },
    ]);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/productList'));
  });

  it('shows the register form on the register tab, and the login form as it was left on the login tab', async () => {
    const { user } = await renderApp(['/phone/login?loginType=2']);
    await user.type(await screen.findByLabelText('手机号'), '13800000001');
    await user.click(screen.getByRole('tab', { name: '注册' }));
    expect(screen.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: '注册' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '登录' }));
    expect(screen.getByRole('tab', { name: '快捷登录' }).getAttribute('aria-selected')).toBe('true');
    expect(box('手机号').value).toBe('13800000001');
  });

  it('limits the inputs and links to forgot password', async () => {
    const { user, router } = await renderApp(['/phone/login']);
    expect((await screen.findByLabelText('账号')).getAttribute('maxlength')).toBe('30');
    expect(box('密码').getAttribute('maxlength')).toBe('20');
    await user.click(screen.getByRole('tab', { name: '快捷登录' }));
    expect(box('手机号').getAttribute('maxlength')).toBe('11');
    expect(box('短信验证码').getAttribute('maxlength')).toBe('6');
    await user.click(screen.getByRole('link', { name: '忘记密码' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/forgetPassword'));
  });
});
