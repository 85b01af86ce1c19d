/**
 * The My page's logout action with its real implementations, loginOut stubbed at the typed api: the confirm
 * step, and that leaving works even when the call fails (spec 1 §4 "Logout"). The generated tests cover the
 * flow's states; this checks storage, cookies and where the user lands.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/api';
import { Code } from '../../../src/contract';
import { getCookie, saveLogin, setItem, StorageKey } from '../../../src/platform/storage';
import { PLACEHOLDER_TEXT } from '../../../src/ui';
import { renderApp } from '../../app/helpers';

const LOGOUT_KEYS = ['token_trustms', 'isCertified', 'password', 'hasGreet', 'access'];

function logIn() {
  saveLogin({ xtoken: 'a'.repeat(64), isCertified: 2, telephone: '13800000001', realName: '张三' });
  setItem(StorageKey.password, 'stored');
  setItem(StorageKey.hasGreet, '1');
  setItem(StorageKey.access, '1');
}

async function confirmLogout() {
  const { user, router } = renderApp(['/phone/mineManagerIndex']);
  await user.click(await screen.findByRole('button', { name: '退出登录' }));
  await user.click(screen.getByRole('button', { name: '确定' }));
  return router;
}

function expectLoggedOut() {
  for (const key of LOGOUT_KEYS) expect(localStorage.getItem(key), key).toBeNull();
  expect(getCookie('apptoken')).toBeNull();
  // The spec's list only: the phone and name stay for the next login.
  expect(localStorage.getItem('telephone')).toBe('13800000001');
}

beforeEach(logIn);
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('My page placeholder: logout', () => {
  it('keeps the placeholder and shows no logout action without a session', async () => {
    localStorage.clear();
    renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText(PLACEHOLDER_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
  });

  it('asks first: 取消 keeps the session', async () => {
    const call = vi.spyOn(api, 'loginOut');
    const { user } = renderApp(['/phone/mineManagerIndex']);
    expect(await screen.findByText(PLACEHOLDER_TEXT)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(screen.getByRole('dialog', { name: '确定退出登录吗？' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(localStorage.getItem('token_trustms')).toBe('a'.repeat(64));
  });

  it('calls loginOut, clears the session and opens login', async () => {
    const call = vi.spyOn(api, 'loginOut').mockResolvedValue({ statusCode: Code.ok, data: null, msg: '' } as never);
    const router = await confirmLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone/login'));
    expect(call).toHaveBeenCalledTimes(1);
    expectLoggedOut();
  });

  it.each([
    ['the network is down', new ApiError({ kind: 'network', msg: '网络异常，请检查网络后重试' })],
    ['the server fails', new ApiError({ kind: 'system', code: '99999999', msg: '退出登录失败' })],
    [
      'the session had already expired',
      new ApiError({ kind: 'session', code: Code.sessionExpired, msg: '请重新登录' }),
    ],
  ])('still clears the session and opens login when %s', async (_case, error) => {
    vi.spyOn(api, 'loginOut').mockRejectedValue(error);
    const router = await confirmLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/phone/login'));
    expectLoggedOut();
  });
});
