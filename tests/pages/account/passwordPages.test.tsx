/**
 * The password pages with their real implementations, the calls stubbed at the typed api: what each page sends
 * (hashed passwords, the spec's payload), where it goes afterwards, and the view-only rules (lengths, show/hide,
 * when buttons are active) that the generated tests do not state.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/api';
import { Code } from '../../../src/contract';
import { getToken, saveAppTokenOnly, saveLogin } from '../../../src/platform/storage';
import { DEFAULT_PASSWORD_RULE } from '../../../src/validation/password';
import { hashPassword } from '../../../src/api/password';
import { renderApp } from '../../app/helpers';

const ok = <T,>(data: T) => ({ statusCode: Code.ok, data, msg: '' }) as never;
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
// The picture code's field is cleared when a picture arrives: type it only once the picture shows.
const pictureShown = () =>
  waitFor(() => expect(screen.getByRole('button', { name: '获取图形验证码' }).querySelector('img')).not.toBeNull());

beforeEach(() => {
  vi.spyOn(api, 'queryPwdIntensity').mockResolvedValue(ok(DEFAULT_PASSWORD_RULE));
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('forgot password page', () => {
  it('limits each input and shows a password only while its toggle is pressed', async () => {
    const { user } = await renderApp(['/phone/forgetPassword']);
    await screen.findByLabelText('手机号');
    expect(box('手机号').maxLength).toBe(11);
    expect(box('图形验证码').maxLength).toBe(6);
    expect(box('短信验证码').maxLength).toBe(6);
    expect(box('新密码').maxLength).toBe(20);
    expect(box('确认新密码').maxLength).toBe(20);

    expect(box('新密码').type).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示新密码' }));
    expect(box('新密码').type).toBe('text');
    expect(box('确认新密码').type).toBe('password');
    await user.click(screen.getByRole('button', { name: '显示新密码' }));
    expect(box('新密码').type).toBe('password');

    await user.type(box('短信验证码'), 'a1b2c3');
    expect(box('短信验证码').value).toBe('123');
  });

  it('asks for the SMS code with a valid phone, says when the picture code is missing, and sends it with it', async () => {
    vi.spyOn(api, 'getImgCode').mockResolvedValue(ok({ imageVerification: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    const sms = vi
      .spyOn(api, 'getForgetPwdSmsCode')
      .mockResolvedValue({ statusCode: Code.ok, data: null, msg: '验证码已发送至您的手机, 请注意查收' } as never);
    const { user } = await renderApp(['/phone/forgetPassword']);
    const send = await screen.findByRole('button', { name: '获取验证码' });
    expect(send).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '获取图形验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    await user.type(box('手机号'), '13800000002');
    // Spec 1 §4: the button needs a valid phone only; spec 1 §5: the missing picture code is said on the tap.
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    expect(sms).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '获取图形验证码' }));
    await pictureShown();
    expect(api.getImgCode).toHaveBeenCalledWith(expect.objectContaining({ imageCodeType: 2, phoneNum: '13800000002' }));
    await user.type(box('图形验证码'), 'ab12');
    await user.click(send);
    expect(sms.mock.calls[0]![0]).toEqual(expect.objectContaining({ phoneNum: '13800000002', imgaeCode: 'ab12' }));
    expect(await screen.findByRole('button', { name: /^重新获取\d+s$/ })).toBeTruthy();
    // Spec 1 §7: what getForgetPwdSmsCode answers is shown.
    expect(screen.getByText('验证码已发送至您的手机, 请注意查收')).toBeTruthy();
  });

  it('loads a new picture when the SMS request refuses the picture code (04040517)', async () => {
    const picture = vi
      .spyOn(api, 'getImgCode')
      .mockResolvedValue(ok({ imageVerification: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    vi.spyOn(api, 'getForgetPwdSmsCode').mockResolvedValue({
      statusCode: Code.captchaWrong,
      data: null,
      msg: '图片验证码错误',
    } as never);
    const { user } = await renderApp(['/phone/forgetPassword']);
    await user.type(await screen.findByLabelText('手机号'), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取图形验证码' }));
    await pictureShown();
    await user.type(box('图形验证码'), 'zzzz');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图片验证码错误')).toBeTruthy();
    await waitFor(() => expect(picture).toHaveBeenCalledTimes(2));
    expect(box('图形验证码').value).toBe('');
  });

  it('sends the reset with hashed passwords; a legacy website user is sent to SMS login', async () => {
    vi.spyOn(api, 'getImgCode').mockResolvedValue(ok({ imageVerification: 'data:image/svg+xml;base64,PHN2Zy8+' }));
    const reset = vi
      .spyOn(api, 'forgetPwd')
      .mockResolvedValue({ statusCode: Code.passwordLoginForbidden, data: null, msg: '' } as never);
    const { user, router } = await renderApp(['/phone/forgetPassword']);
    await user.type(await screen.findByLabelText('手机号'), '13800000003');
    await user.click(screen.getByRole('button', { name: '获取图形验证码' }));
    await pictureShown();
    await user.type(box('图形验证码'), 'ab12');
    await user.type(box('短信验证码'), '123456');
    await user.type(box('新密码'), 'Safe#2025');
    await user.type(box('确认新密码'), 'Safe#2025');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('dialog', { name: '温馨提示' })).toBeTruthy();
    expect(reset).toHaveBeenCalledWith(
      expect.objectContaining({
        phoneNum: '13800000003',
        password: hashPassword('Safe#2025'),
        rePassword: hashPassword('Safe#2025'),
        validateCode: '123456',
        imgaeCode: 'ab12',
      }),
      { expect: [Code.passwordLoginForbidden] },
    );
    // One text for one action: the login screen's own 快捷登录, which opens SMS login with the phone.
    await user.click(screen.getByRole('button', { name: '快捷登录' }));
    await waitFor(() => expect(router.location.search).toBe('?loginType=2&phoneNum=13800000003'));
    expect(router.location.pathname).toBe('/phone/login');
  });
});

describe('set password page', () => {
  it('sends resetPwdPc with hashed passwords and registerSource 1, clears the ended login, then opens login after 0.5 s', async () => {
    saveLogin({ xtoken: 'sms-login-token', isCertified: 0, telephone: '13800000003', realName: '' });
    const save = vi.spyOn(api, 'resetPwdPc').mockResolvedValue(ok(null));
    const { user, router } = await renderApp(['/phone/setPassword?phoneNum=13800000003']);
    await user.type(await screen.findByLabelText('新密码'), 'Safe#2025');
    await user.type(box('确认密码'), 'Safe#2026');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await user.clear(box('确认密码'));
    await user.type(box('确认密码'), 'Safe#2025');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('设置密码成功')).toBeTruthy();
    expect(save).toHaveBeenCalledWith({
      phoneNum: '13800000003',
      password: hashPassword('Safe#2025'),
      rePassword: hashPassword('Safe#2025'),
      registerSource: '1',
    });
    // The server ended the SMS-login session: nothing of it stays on the device.
    expect(getToken()).toBe('');
    expect(document.cookie).not.toContain('apptoken=');
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'));
    expect(router.location.search).toBe('?phoneNum=13800000003');
  });
});

describe('change password page', () => {
  it('is the ordinary change page without a first login: no first-login header', async () => {
    await renderApp(['/phone/changePassword']);
    expect(await screen.findByLabelText('原密码')).toBeTruthy();
    expect(screen.queryByText('为了您的账户安全，首次登录需修改登录密码')).toBeNull();
  });

  it('after a first login says why the user is here, activates 确定 once all three are filled, and keeps what was typed when the call fails', async () => {
    vi.spyOn(api, 'updateLoginPwd').mockRejectedValue(new Error('原密码错误'));
    const { user } = await renderApp(['/phone/changePassword?firstLogin=1']);
    expect(await screen.findByRole('heading', { name: '为了您的账户安全，首次登录需修改登录密码' })).toBeTruthy();
    expect(screen.getByText('密码为8~20位数字、字母、特殊字符，且至少包含其中两种')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: '确定' });
    for (const [label, text] of [
      ['原密码', 'Wrong@2024'],
      ['新密码', 'Safe#2025'],
    ] as const) {
      expect(box(label).maxLength).toBe(20);
      await user.type(box(label), text);
      expect(confirm).toHaveProperty('disabled', true);
    }
    await user.type(box('确认密码'), 'Safe#2025');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    expect([box('原密码').value, box('新密码').value, box('确认密码').value]).toEqual([
      'Wrong@2024',
      'Safe#2025',
      'Safe#2025',
    ]);
  });

  it('sends hashed passwords, clears the stored token (the server ended the sessions) and opens login after 1 s', async () => {
    saveAppTokenOnly('change-only-token');
    const change = vi.spyOn(api, 'updateLoginPwd').mockResolvedValue(ok(null));
    const { user, router } = await renderApp(['/phone/changePassword']);
    await user.type(await screen.findByLabelText('原密码'), 'Demo@1234');
    await user.type(box('新密码'), 'Safe#2025');
    await user.type(box('确认密码'), 'Safe#2025');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeTruthy();
    expect(change).toHaveBeenCalledWith({
      oldPassword: hashPassword('Demo@1234'),
      newPassword: hashPassword('Safe#2025'),
      rePassword: hashPassword('Safe#2025'),
    });
    expect(getToken()).toBe('');
    expect(router.location.pathname).toBe('/phone/changePassword');
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'));
  });

  it('falls back to the default rule when queryPwdIntensity fails', async () => {
    vi.spyOn(api, 'queryPwdIntensity').mockRejectedValue(new Error('查询密码规则失败'));
    const change = vi.spyOn(api, 'updateLoginPwd').mockResolvedValue(ok(null));
    const { user } = await renderApp(['/phone/changePassword']);
    await user.type(await screen.findByLabelText('原密码'), 'Demo@1234');
    await user.type(box('新密码'), '12345678');
    await user.type(box('确认密码'), '12345678');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('您输入的密码格式有误')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
  });
});
