import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLogin,
  getCookie,
  getProductParam,
  getToken,
  isCertified,
  saveAppTokenOnly,
  saveLogin,
  setItem,
  setProductParam,
  StorageKey,
} from '../../src/platform/storage';

const login = { xtoken: 'tok-123', isCertified: 2 as const, telephone: '13800000000', realName: '张三' };

function clearCookies() {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; path=/; max-age=0`;
  }
}

const storedKeys = () => Object.keys(localStorage).sort();
const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0])
    .sort();

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });

  it('uses exactly the keys of spec 1 §3', () => {
    expect(Object.values(StorageKey).sort()).toEqual(
      [
        'token_trustms',
        'isCertified',
        'password',
        'hasGreet',
        'access',
        'telephone',
        'realName',
        'productParam',
      ].sort(),
    );
  });

  it('saveLogin stores token and user fields and sets the four cookies', () => {
    saveLogin(login);
    expect(localStorage.getItem('token_trustms')).toBe('tok-123');
    expect(localStorage.getItem('isCertified')).toBe('2');
    expect(localStorage.getItem('telephone')).toBe('13800000000');
    expect(localStorage.getItem('realName')).toBe('张三');
    expect(cookieNames()).toEqual(['apptoken', 'isCertified', 'realName', 'telephone']);
    expect(getCookie('apptoken')).toBe('tok-123');
    expect(getCookie('realName')).toBe('张三');
    // The shell reads the full phone; only screens mask it.
    expect(getCookie('telephone')).toBe('13800000000');
    expect(getToken()).toBe('tok-123');
    expect(isCertified()).toBe(true);
  });

  it('saveAppTokenOnly keeps only the token: no user fields, no cookies', () => {
    saveAppTokenOnly('first-login');
    expect(storedKeys()).toEqual(['token_trustms']);
    expect(getToken()).toBe('first-login');
    expect(document.cookie).toBe('');
    expect(isCertified()).toBe(false);
  });

  it('clearLogin clears token, certified flag, password, greeting flag, access and the cookies, nothing else', () => {
    saveLogin(login);
    for (const key of ['password', 'hasGreet', 'access'] as const) setItem(key, '1');
    setProductParam({ riskLevel: '03' });

    clearLogin();

    expect(storedKeys()).toEqual(['productParam', 'realName', 'telephone']);
    expect(document.cookie).toBe('');
    expect(getToken()).toBe('');
  });

  it('keeps the product filter under productParam', () => {
    expect(getProductParam()).toEqual({});
    setProductParam({ saleProjectStatus: '3,4', startAmount: 10_000_000 });
    expect(JSON.parse(localStorage.getItem('productParam') ?? '')).toEqual({
      saleProjectStatus: '3,4',
      startAmount: 10_000_000,
    });
    expect(getProductParam()).toEqual({ saleProjectStatus: '3,4', startAmount: 10_000_000 });
    localStorage.setItem('productParam', '{broken');
    expect(getProductParam()).toEqual({});
  });
});
