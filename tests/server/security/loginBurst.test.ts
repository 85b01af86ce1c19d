/**
 * Logins in parallel: every attempt is counted before its (slow) check, so a burst of requests for one account
 * gets no more checks than the same requests one after another: 3 without a picture code, and none after the 10th.
 * On `server-pg` the requests really run side by side on the pool's connections.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../../src/contract';
import type { AnyEnvelope, Harness } from '../harness';
import { DEMO_HASH, EQUIPMENT, PHONES, sha256Hex, startServer } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const WRONG = sha256Hex('Wrong@9999');
const BURST = 40;

/** How many answers had each status code. */
function tally(envs: AnyEnvelope[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const env of envs) counts[env.result.statusCode] = (counts[env.result.statusCode] ?? 0) + 1;
  return counts;
}

const passwordLogin = (userName: string, password: string, imgaeCode = '', equipmentNo = EQUIPMENT) =>
  h.call('userPasswordLogin', { userName, password, imgaeCode, equipmentNo, loginPlatform: '2' });

/** One live login picture per device, so a burst can carry a distinct right answer in every request. */
async function picturesFor(userName: string, count: number): Promise<Array<{ device: string; text: string }>> {
  const pictures = [];
  for (let i = 0; i < count; i++) {
    const device = `burst-${i}`;
    pictures.push({ device, text: await h.freshCaptcha(userName, 1, device) });
  }
  return pictures;
}

/** 3 failures one after another: from now on every attempt needs a picture code. */
async function failThreeTimes(userName: string): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await passwordLogin(userName, WRONG)).result.statusCode).toBe(Code.loginFailed);
}

describe('password login under a burst of parallel requests', () => {
  it(`checks 3 of ${BURST} simultaneous wrong passwords and asks the rest for a picture code`, async () => {
    const envs = await Promise.all(Array.from({ length: BURST }, () => passwordLogin(PHONES.verified, WRONG)));
    expect(tally(envs)).toEqual({ [Code.loginFailed]: 3, [Code.captchaRequired]: BURST - 3 });
    // The right password after the burst still needs the picture: the burst was counted.
    expect((await passwordLogin(PHONES.verified, DEMO_HASH)).result.statusCode).toBe(Code.captchaRequired);
  });

  it('does the same for a name without an account', async () => {
    const envs = await Promise.all(Array.from({ length: BURST }, () => passwordLogin('13911112222', WRONG)));
    expect(tally(envs)).toEqual({ [Code.loginFailed]: 3, [Code.captchaRequired]: BURST - 3 });
  });

  it(`locks at the 10th failure when ${BURST} attempts with right picture codes arrive together`, async () => {
    await failThreeTimes(PHONES.verified);
    const pictures = await picturesFor(PHONES.verified, BURST);
    const envs = await Promise.all(pictures.map((p) => passwordLogin(PHONES.verified, WRONG, p.text, p.device)));
    // Attempts 4–9 are checked and fail; the 10th locks, and every later one is refused unchecked.
    expect(tally(envs)).toEqual({ [Code.loginFailed]: 6, [Code.accountLocked]: BURST - 6 });
    const [last] = await picturesFor(PHONES.verified, 1);
    expect((await passwordLogin(PHONES.verified, DEMO_HASH, last!.text, last!.device)).result).toMatchObject({
      statusCode: Code.accountLocked,
      msg: '登录失败次数过多，请15分钟后再试',
    });
  });

  it('lets a right password in at the 10th attempt, which clears the lock it set', async () => {
    await failThreeTimes(PHONES.verified);
    for (const p of await picturesFor(PHONES.verified, 6))
      expect((await passwordLogin(PHONES.verified, WRONG, p.text, p.device)).result.statusCode).toBe(Code.loginFailed);
    const [tenth] = await picturesFor(PHONES.verified, 1);
    expect((await passwordLogin(PHONES.verified, DEMO_HASH, tenth!.text, tenth!.device)).result.statusCode).toBe(
      Code.ok,
    );
    expect((await passwordLogin(PHONES.verified, DEMO_HASH)).result.statusCode).toBe(Code.ok);
  });
});

describe('other checks on the same count', () => {
  it(`SMS login: checks 3 of ${BURST} simultaneous wrong codes and asks the rest for a picture code`, async () => {
    const smsLogin = () =>
      h.call('smsPasswordLogin', { userName: PHONES.verified, smsCode: '000000', loginPlatform: '2' });
    const envs = await Promise.all(Array.from({ length: BURST }, smsLogin));
    expect(tally(envs)).toEqual({ [Code.smsCodeWrong]: 3, [Code.captchaRequired]: BURST - 3 });
  });

  it(`password change: ${BURST} simultaneous wrong old passwords lock the account at the 10th`, async () => {
    const { xtoken } = await h.login(PHONES.verified);
    const newHash = sha256Hex('Fresh#2024');
    const change = () =>
      h.call('updateLoginPwd', { oldPassword: WRONG, newPassword: newHash, rePassword: newHash }, xtoken);
    const envs = await Promise.all(Array.from({ length: BURST }, change));
    expect(tally(envs)).toEqual({ [Code.loginFailed]: 9, [Code.accountLocked]: BURST - 9 });
  });
});
