/**
 * Nothing typed is lost, in Chromium against the real server: each long form (contact information, CRS
 * declaration as a resident and as a non-resident, risk questionnaire, registration, complaint, activity sign-up) keeps what was typed across a failed
 * submit (HTTP 500, no answer, a business refusal), a reload, and a session that expired before the submit: login,
 * then back on the same screen with the input. Passwords, SMS and picture codes are never kept on the device, and
 * another user logging in on the same browser finds nothing of the first one's.
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, riskText } from '../../src/contract';
import { appStarted, browserSuite, type Browser } from './browser';
import { addProof, fillNonResident, NON_RESIDENT } from './crsForm';

const VERIFIED = '13800000001';
const UNVERIFIED = '13800000002';
const DEMO_PASSWORD = 'Demo@1234';
const NEW_PHONE = '13912340611';
const NEW_PASSWORD = 'Reg@2024x';
const RISK_TEXT_ANSWER = '用于子女教育储备';

/** How the page finds things: by role and exact accessible name, as a user does. */
interface Ui {
  page: Page;
  b: Browser;
  button(name: string): Locator;
  textbox(name: string): Locator;
}

/** A form of the issue: where it is, how to fill it, how to send it, and what must still show afterwards. */
interface FormCase {
  name: string;
  route: string;
  /** The demo account the form is filled as; none: filled logged out (registration), so no session can expire. */
  loginAs?: string;
  /** The call the submit makes, which the failures are injected into. */
  submitCall: string;
  /** Gets the form on screen (after a load, a reload or a login). */
  open(ui: Ui): Promise<void>;
  fill(ui: Ui): Promise<void>;
  /** The submit, with whatever must be typed again first (a code that is never kept). */
  submit(ui: Ui): Promise<void>;
  /** The submit can be tapped again: the failure has been answered. */
  settled(ui: Ui): Promise<void>;
  /** What the user typed, as the form shows it now. */
  shown(ui: Ui): Promise<Record<string, string | boolean>>;
  expected: Record<string, string | boolean>;
}

/** Polls until a page that loads over the network has answered (the server is shared with other suites' runs). */
const poll = <T>(read: () => Promise<T>, message?: string) => expect.poll(read, { timeout: 10_000, message });
const enabled = (l: Locator) => poll(() => l.isEnabled()).toBe(true);
/** The form, once the app has started on its page (typing into the prerendered HTML before that is lost). */
const opened = async (form: FormCase, u: Ui) => {
  await appStarted(u.page);
  await form.open(u);
};

/** Answers the question on screen: its option `pick` (two for a multiple choice), or the text. */
async function answer({ page }: Ui, pick: number) {
  const options = page.locator('input[type=radio], input[type=checkbox]');
  await page.getByText(/^\d+\/11$/).waitFor();
  if ((await options.count()) === 0) {
    await page.getByRole('textbox', { name: '您的回答', exact: true }).fill(RISK_TEXT_ANSWER);
    return;
  }
  await options.nth(pick).check();
  if ((await options.first().getAttribute('type')) === 'checkbox') await options.nth(pick + 1).check();
}

const signUpDialog = ({ page }: Ui) => page.getByRole('dialog', { name: '活动报名' });
/** Where both CRS rows are, as whom, and what sends them (提交, usable again once the failure is answered). */
const CRS_FORM = {
  route: '/phone/crsDeclareIndex',
  loginAs: VERIFIED,
  submitCall: 'crsCommit',
  settled: ({ button }: Ui) => enabled(button('提交')),
};

const FORMS: FormCase[] = [
  {
    name: 'contact information',
    route: '/phone/mineModifyInformation',
    loginAs: VERIFIED,
    submitCall: 'modifyCustomerInfo',
    open: async ({ textbox }) => {
      await enabled(textbox('详细地址'));
    },
    fill: async ({ textbox }) => {
      await textbox('详细地址').fill('东长安街1号');
      await textbox('电子邮箱').fill('mingyuan@example.com');
    },
    submit: ({ button }) => button('保存').click(),
    settled: ({ button }) => enabled(button('保存')),
    shown: async ({ textbox }) => ({
      address: await textbox('详细地址').inputValue(),
      email: await textbox('电子邮箱').inputValue(),
    }),
    expected: { address: '东长安街1号', email: 'mingyuan@example.com' },
  },
  {
    name: 'CRS declaration',
    ...CRS_FORM,
    open: async ({ page }) => {
      await page.getByRole('radio', { name: '仅为中国税收居民', exact: true }).waitFor();
    },
    fill: ({ page }) => page.getByRole('radio', { name: '仅为中国税收居民', exact: true }).click(),
    submit: ({ button }) => button('提交').click(),
    shown: async ({ page }) => ({
      residentOnly: await page.getByRole('radio', { name: '仅为中国税收居民', exact: true }).isChecked(),
    }),
    expected: { residentOnly: true },
  },
  {
    name: 'CRS declaration as a non-resident',
    ...CRS_FORM,
    open: async ({ page }) => {
      await page.getByRole('radio', { name: '仅为非居民', exact: true }).waitFor();
    },
    fill: ({ page }) => fillNonResident(page),
    // The proof pictures are never kept on the device: after a reload or a login they are added again.
    submit: async ({ page, button }) => {
      if ((await page.getByRole('img', { name: 'residence.jpg' }).count()) === 0) {
        await addProof(page);
        await page.getByRole('img', { name: 'residence.jpg' }).waitFor();
      }
      await button('提交').click();
    },
    shown: async ({ page, textbox }) => ({
      lastName: await textbox('英文姓').inputValue(),
      birthDate: await page.getByLabel('出生日期', { exact: true }).inputValue(),
      birthAddress: await textbox('出生详细地址（英文）').inputValue(),
      tin: await textbox('纳税人识别号1').inputValue(),
      residenceCity: (await page.getByRole('button', { name: '居住地区' }).innerText()).includes(
        NON_RESIDENT.residenceCity,
      ),
    }),
    expected: { ...NON_RESIDENT, residenceCity: true },
  },
  {
    name: 'risk questionnaire',
    route: '/phone/riskIndex?age=45',
    loginAs: VERIFIED,
    submitCall: 'updateInvestor',
    // The questionnaire opens on its notice (继续测评 with a draft), or on the SMS step a draft reached.
    open: async ({ page }) => {
      const start = page.getByRole('button', { name: /^(开始测评|继续测评)$/ });
      const sms = page.getByRole('heading', { name: riskText.smsTitle, exact: true });
      await poll(async () => (await start.isVisible()) || (await sms.isVisible())).toBe(true);
      if (await start.isVisible()) await start.click();
    },
    // Every question answered (the age is locked), then the SMS step with a code from the outbox.
    fill: async (ui) => {
      const { page, button, textbox, b } = ui;
      await button('下一题').click();
      for (let i = 0; i < 9; i++) {
        await answer(ui, 1);
        await button('下一题').click();
      }
      await answer(ui, 0);
      await button('提交').click();
      await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
      await button('获取验证码').click();
      await page.getByRole('button', { name: /^重新获取\d+s$/ }).waitFor();
      await textbox('短信验证码').fill(await b.sms(VERIFIED));
    },
    // The code is never kept: after a reload the same code (still valid) is typed again.
    submit: async ({ button, textbox, b }) => {
      if ((await textbox('短信验证码').inputValue()) === '') await textbox('短信验证码').fill(await b.sms(VERIFIED));
      await button('确认').click();
    },
    settled: ({ button }) => enabled(button('确认')),
    // The answers, seen by going back from the SMS step to the last question, then on to the SMS step again.
    shown: async ({ page, button, textbox }) => {
      await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
      await button(riskText.backToAnswers).click();
      const typed = await textbox('您的回答').inputValue();
      const place = await page.getByText(/^\d+\/11$/).textContent();
      await button('提交').click();
      await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
      return { typed, place: place ?? '' };
    },
    expected: { typed: RISK_TEXT_ANSWER, place: '11/11' },
  },
  {
    name: 'registration',
    route: '/phone/promotionIndex?search=1',
    submitCall: 'userRegister',
    open: async ({ textbox }) => {
      await enabled(textbox('手机号'));
    },
    fill: async ({ page, button, textbox, b }) => {
      await textbox('理财经理').fill('李');
      await button('搜索').click();
      await button('李婷（8001）').click();
      await textbox('手机号').fill(NEW_PHONE);
      await textbox('登录密码').fill(NEW_PASSWORD);
      await textbox('确认密码').fill(NEW_PASSWORD);
      await button('获取图形验证码').click();
      await page.getByText('看不清？点击图片刷新').waitFor();
      await textbox('图形验证码').fill(await b.captcha(NEW_PHONE, 0));
      await button('获取验证码').click();
      await page.getByRole('button', { name: /^重新获取\d+s$/ }).waitFor();
      await textbox('短信验证码').fill(await b.sms(NEW_PHONE));
      await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    },
    submit: ({ button }) => button('注册').click(),
    settled: ({ button }) => enabled(button('注册')),
    shown: async ({ textbox }) => ({
      phone: await textbox('手机号').inputValue(),
      adviser: await textbox('理财经理').inputValue(),
    }),
    expected: { phone: NEW_PHONE, adviser: '李婷' },
  },
  {
    name: 'complaint',
    route: '/phone/mineManagerFeedback',
    loginAs: VERIFIED,
    submitCall: 'addOpinion',
    open: ({ button }) => enabled(button('提交')),
    fill: async ({ page, textbox }) => {
      await page.getByRole('radio', { name: '建议', exact: true }).check();
      await textbox('投诉建议内容').fill('希望增加夜间客服');
    },
    submit: ({ button }) => button('提交').click(),
    settled: ({ button }) => enabled(button('提交')),
    shown: async ({ page, textbox }) => ({
      suggestion: await page.getByRole('radio', { name: '建议', exact: true }).isChecked(),
      opinion: await textbox('投诉建议内容').inputValue(),
    }),
    expected: { suggestion: true, opinion: '希望增加夜间客服' },
  },
  {
    name: 'activity sign-up',
    route: '/phone/findManageActiveDetail?activityId=3&activeNav=0',
    loginAs: VERIFIED,
    submitCall: 'applySave',
    // The form is a modal: opened with 立即报名, or open already with a draft.
    open: async (ui) => {
      const dialog = signUpDialog(ui);
      const signUp = ui.button('立即报名');
      try {
        await poll(async () => (await dialog.isVisible()) || (await signUp.isEnabled())).toBe(true);
      } catch (error) {
        const said = await ui.page.locator('body').innerText();
        throw new Error(`neither the form nor 立即报名 at ${ui.page.url()}; the page says: ${said}`, { cause: error });
      }
      if (!(await dialog.isVisible())) await signUp.click();
      // queryCustomerInfo's phone, masked as it answers it (the server puts in the number).
      await poll(() => dialog.getByRole('textbox', { name: '手机号' }).inputValue()).toBe('138****0001');
    },
    fill: async (ui) => {
      const dialog = signUpDialog(ui);
      await dialog.getByRole('button', { name: '活动地区' }).click();
      await ui.page.getByRole('dialog', { name: '活动地区' }).getByRole('button', { name: '上海' }).click();
      await dialog.getByRole('textbox', { name: '同行人数' }).fill('2');
      await dialog.getByRole('textbox', { name: '备注' }).fill('携家人参加');
    },
    submit: (ui) => signUpDialog(ui).getByRole('button', { name: '提交报名' }).click(),
    settled: (ui) => enabled(signUpDialog(ui).getByRole('button', { name: '提交报名' })),
    shown: async (ui) => ({
      companions: await signUpDialog(ui).getByRole('textbox', { name: '同行人数' }).inputValue(),
      notes: await signUpDialog(ui).getByRole('textbox', { name: '备注' }).inputValue(),
    }),
    expected: { companions: '2', notes: '携家人参加' },
  },
];

/**
 * The failures a submit meets: the server fails, no answer comes, the server refuses. Each armed failure tells
 * whether the submit's call met it (a form that refused to send would pass the checks without testing anything).
 */
const FAILURES = [
  { name: 'HTTP 500', inject: (ui: Ui, call: string) => fault(ui, call, { httpStatus: 500 }) },
  {
    name: 'no answer',
    inject: async ({ page }: Ui, call: string) => {
      let met = false;
      await page.route(
        (url) => url.pathname === `${API_PREFIX}/${call}`,
        (route) => ((met = true), route.abort('timedout')),
        { times: 1 },
      );
      return () => Promise.resolve(met);
    },
  },
  {
    name: 'a business refusal',
    inject: (ui: Ui, call: string) => fault(ui, call, { businessCode: '04040001', msg: '模拟的业务拒绝' }),
  },
] as const;

/** One answer of the dev fault endpoint for the call; met once the server has given it. */
async function fault({ b }: Ui, callKey: string, answer: { httpStatus?: number; businessCode?: string; msg?: string }) {
  await b.dev('/faults', { body: { callKey, times: 1, ...answer } });
  return async () => {
    const { faults } = (await b.dev('/faults')) as { faults: Array<{ remaining: number | null }> };
    return faults.every((f) => f.remaining === 0);
  };
}

/** What the tab keeps: every value of localStorage and sessionStorage, as one text. */
const stored = (page: Page) => page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft.')));

/** The login page's form, as a user logs in after the expiry. */
async function logInThroughThePage({ page, button, textbox }: Ui, phone: string) {
  await page.waitForURL((url) => url.pathname === '/phone/login', { timeout: 10_000 });
  await textbox('账号').fill(phone);
  await textbox('密码').fill(DEMO_PASSWORD);
  await button('登录').click();
}

/** Ends the session on the server, as an expiry does: the tab still holds its token. */
async function expireSession({ page, b }: Ui) {
  const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
  await page.request.post(`${b.baseUrl}${API_PREFIX}/loginOut`, {
    headers: { xtoken: token! },
    data: { requestData: {} },
  });
}

describe('nothing typed is lost, in the browser', () => {
  let b: Browser;
  let page: Page;
  const ui = (): Ui => ({
    page,
    b,
    button: (name) => page.getByRole('button', { name, exact: true }),
    textbox: (name) => page.getByRole('textbox', { name, exact: true }),
  });

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });
  afterEach(() => b.dev('/faults', { method: 'DELETE' }));

  for (const form of FORMS) {
    it(`${form.name}: keeps the input through failed submits and a reload${form.loginAs ? ', and through an expired session and a new login' : ''}`, async () => {
      const u = ui();
      if (form.loginAs) await b.loginAs(page, form.loginAs);
      await page.goto(`${b.baseUrl}${form.route}`);
      await opened(form, u);
      await form.fill(u);

      for (const failure of FAILURES) {
        const met = await failure.inject(u, form.submitCall);
        await form.submit(u);
        await form.settled(u);
        await poll(met, `${failure.name} met by ${form.submitCall}`).toBe(true);
        expect(await form.shown(u), `after ${failure.name}`).toEqual(form.expected);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.route);
      }

      await page.reload();
      await opened(form, u);
      expect(await form.shown(u), 'after a reload').toEqual(form.expected);

      if (!form.loginAs) {
        // Logged out: what a reload brings back is the phone and the adviser, never a password or a code.
        expect(await u.textbox('登录密码').inputValue()).toBe('');
        expect(await u.textbox('短信验证码').inputValue()).toBe('');
        return;
      }

      await expireSession(u);
      await form.submit(u);
      await logInThroughThePage(u, form.loginAs);
      await page.waitForURL((url) => url.pathname + url.search === form.route, { timeout: 10_000 });
      await opened(form, u);
      expect(await form.shown(u), 'after the expired session and a new login').toEqual(form.expected);
    }, 120_000);
  }

  it('never keeps a password, a picture code or an SMS code on the device (registration, risk SMS step)', async () => {
    const u = ui();
    const register = FORMS.find((f) => f.submitCall === 'userRegister')!;
    await page.goto(`${b.baseUrl}${register.route}`);
    await opened(register, u);
    await register.fill(u);
    // As typed: the picture the server checked is spent and no longer readable from the dev endpoint.
    const picture = await u.textbox('图形验证码').inputValue();
    const sms = await u.textbox('短信验证码').inputValue();
    expect(picture).not.toBe('');
    expect(sms).toMatch(/^\d{6}$/);
    await poll(() => draftKeys(page)).toEqual(['draft.register']);
    const kept = await stored(page);
    expect(kept).toContain(NEW_PHONE);
    for (const secret of [NEW_PASSWORD, picture, sms]) expect(kept).not.toContain(secret);

    await b.loginAs(page, VERIFIED);
    const risk = FORMS.find((f) => f.submitCall === 'updateInvestor')!;
    await page.goto(`${b.baseUrl}${risk.route}`);
    await opened(risk, u);
    await risk.fill(u);
    const code = await u.textbox('短信验证码').inputValue();
    expect(code).toMatch(/^\d{6}$/);
    const riskKept = await stored(page);
    expect(riskKept).toContain(RISK_TEXT_ANSWER);
    expect(riskKept).not.toContain(code);
  });

  it('shows one user’s draft to nobody else logging in on the same browser', async () => {
    const u = ui();
    const complaint = FORMS.find((f) => f.submitCall === 'addOpinion')!;
    await b.loginAs(page, VERIFIED);
    await page.goto(`${b.baseUrl}${complaint.route}`);
    await opened(complaint, u);
    await complaint.fill(u);
    await poll(() => draftKeys(page)).toEqual([`draft.feedback.${VERIFIED}`]);
    // The session expires; someone else logs in on the login page it opens, and is sent back to the form.
    await expireSession(u);
    await complaint.submit(u);
    await logInThroughThePage(u, UNVERIFIED);
    await page.waitForURL((url) => url.pathname === complaint.route, { timeout: 10_000 });
    await opened(complaint, u);
    expect(await complaint.shown(u)).toEqual({ suggestion: false, opinion: '' });
    expect(await draftKeys(page)).toEqual([]);
    expect(await stored(page)).not.toContain('希望增加夜间客服');
  });
});
