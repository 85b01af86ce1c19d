// @vitest-environment-options { "url": "https://trust.example.com/phone/" }
/**
 * Over HTTPS the login cookies (the token among them) are Secure, so a browser never sends them over plain HTTP;
 * storage.test.ts covers the same calls on an http page, where Secure cookies could not be set at all.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { clearLogin, getCookie, saveLogin } from '../../src/platform/storage';

afterEach(() => vi.restoreAllMocks());

it('sets and clears every login cookie with Secure on a page served over HTTPS', () => {
  const setter = vi.spyOn(Document.prototype, 'cookie', 'set');
  saveLogin({ xtoken: 'tok-secure', isCertified: 2, telephone: '13800000000', realName: '张三' });
  expect(getCookie('apptoken')).toBe('tok-secure');
  clearLogin();
  const written = setter.mock.calls.map(([cookie]) => cookie);
  expect(written.filter((cookie) => cookie.startsWith('apptoken='))).toHaveLength(2);
  for (const cookie of written) expect(cookie, cookie).toMatch(/; Secure$/);
});
