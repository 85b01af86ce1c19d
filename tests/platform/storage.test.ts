import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearLogin,
  getCookie,
  getDraft,
  getProductParam,
  getToken,
  isCertified,
  saveAppTokenOnly,
  saveLogin,
  setDraft,
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
    sessionStorage.clear();
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
  describe('drafts', () => {
    const other = { ...login, xtoken: 'tok-456', telephone: '13900000000' };

    it('keeps a logged-in draft under the phone: the same user logging in again finds it', () => {
      saveLogin(login);
      setDraft('feedback', { type: '0', opinion: '希望改进' });
      expect(Object.keys(sessionStorage)).toEqual(['draft.feedback.13800000000']);
      // The session expired: the same phone logs in again.
      saveLogin({ ...login, xtoken: 'tok-789' });
      expect(getDraft('feedback')).toEqual({ type: '0', opinion: '希望改进' });
    });

    it('drops the drafts of another phone when someone else logs in on the same tab', () => {
      saveLogin(login);
      setDraft('contactForm', { email: 'a@example.com' });
      saveLogin(other);
      expect(getDraft('contactForm')).toBeNull();
      expect(Object.keys(sessionStorage)).toEqual([]);
    });

    it('keeps the logged-out register draft under one key per tab, dropped by any login', () => {
      setDraft('register', { phoneNum: '13700000000' });
      expect(Object.keys(sessionStorage)).toEqual(['draft.register']);
      expect(getDraft('register')).toEqual({ phoneNum: '13700000000' });
      saveLogin(login);
      expect(getDraft('register')).toBeNull();
    });

    it('drops every draft on logout', () => {
      saveLogin(login);
      setDraft('activitySignUp', { articleId: 3 });
      setDraft('register', { phoneNum: '13700000000' });
      clearLogin();
      expect(Object.keys(sessionStorage)).toEqual([]);
    });

    it('answers no draft for an unreadable value', () => {
      sessionStorage.setItem('draft.register', '{broken');
      expect(getDraft('register')).toBeNull();
    });
  });
});
