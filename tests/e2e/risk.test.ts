/**
 * The risk assessment screens in Chromium against the real server: the result of the 45-year-old verified investor
 * (13800000001, assessed 100 days ago as 平衡型), the 70-year-old (13800000065, never assessed), the day's attempts
 * used up, an expired session's way to login and back from each suitability screen, the questionnaire for both,
 * riskMessageApp, and the static risk warning and proof examples.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  AGE_SUBJECT_ID,
  API_PREFIX,
  Code,
  RISK_SENIOR_ACKNOWLEDGEMENT,
  ageAnswer,
  formatAnswers,
  parseOptions,
  questionKind,
  riskText,
  type RiskQuestion,
} from '../../src/contract';
import { browserSuite, type Browser } from './browser';

const VERIFIED = '13800000001';
const SENIOR = '13800000065';

describe('risk assessment screens in the browser', () => {
  let b: Browser;
  let page: Page;
  const open = (path: string) => page.goto(`${b.baseUrl}/phone/${path}`);
  const waitForPath = (p: string) => page.waitForURL((url) => url.pathname === p, { timeout: 10_000 });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const text = (t: string) => page.getByText(t, { exact: true });
  /** The type the result states (the scale under it names all five). */
  const verdict = (type: string) =>
    page
      .getByRole('region', { name: '测评结果' })
      .locator('strong')
      .filter({ hasText: new RegExp(`^${type}$`) });

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { reseedAfter: true });

  it('shows the 45-year-old’s result: type, products, dates and attempts, and re-assesses through the reason', async () => {
    await b.loginAs(page, VERIFIED);
    await open('riskResult');
    await verdict('平衡型').waitFor();
    await text('R1、R2、R3').waitFor();
    await text('每日最多可测评2次，您还可测评2次').waitFor();
    // The assessment's day and its expiry, written as a table's dates are (UX.md).
    expect(await page.getByText(/^\d{4}-\d{2}-\d{2}$/).count()).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    await button('重新测评').click();
    await waitForPath('/phone/riskCollect');
    // The reason screen: the previous type, a reason required, E's text required, then the questionnaire. The result
    // page stays shown until the reason page has loaded, with the same hint and a 确认 of its own (which goes back).
    await page.getByRole('radiogroup', { name: '请选择重新测评的原因' }).waitFor();
    await text('每日最多可测评2次，您还可测评2次').waitFor();
    await button('确认').click();
    await text(riskText.reasonRequired).waitFor();
    await page.getByRole('radio', { name: 'E. 其他', exact: true }).click();
    await button('确认').click();
    await text(riskText.otherReasonRequired).waitFor();
    await page.getByRole('textbox', { name: '其他原因', exact: true }).fill('准备增加权益类投资');
    await button('确认').click();
    await waitForPath('/phone/riskIndex');
  });

  it('offers the 70-year-old, never assessed, the questionnaire', async () => {
    await b.loginAs(page, SENIOR);
    await open('riskResultApp');
    await text(riskText.notAssessed).waitFor();
    await button('开始测评').click();
    await waitForPath('/phone/riskIndexApp');
  });

  /** A session-only call with this page's stored login, answering the whole result. */
  async function call<T>(key: string, requestData: object = {}): Promise<{ statusCode: string; data: T }> {
    const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
    const res = await page.request.post(`${b.baseUrl}${API_PREFIX}/${key}`, {
      headers: { xtoken: token ?? '' },
      data: { requestData },
    });
    return ((await res.json()) as { result: { statusCode: string; data: T } }).result;
  }

  /** Saves an assessment as the 45-year-old through the calls the questionnaire makes (SMS code included). */
  async function assessThroughTheCalls() {
    const { data: questions } = await call<RiskQuestion[]>('getQuestionary', { typeid: '1', custtype: '1' });
    const answers = questions.map((q) => {
      if (questionKind(q.choicemodel) === 'text') return { subjectid: q.subjectid, values: [], labels: ['长期持有'] };
      const options = parseOptions(q.surveyoption);
      const option = q.subjectid === AGE_SUBJECT_ID ? options.find((o) => o.value === ageAnswer(45))! : options[1]!;
      return { subjectid: q.subjectid, values: [option.value], labels: [option.label] };
    });
    expect((await call('queryRiskMsg')).statusCode).toBe(Code.ok);
    const msgCode = await b.sms(VERIFIED);
    const saved = await call('updateInvestor', {
      surveyid: questions[0]!.surveyid,
      objtype: '1',
      answercontent: formatAnswers(answers),
      msgCode,
    });
    expect(saved.statusCode).toBe(Code.ok);
    // The next code may be asked for a minute later.
    await b.dev('/clock', { body: { advanceMs: 61_000 } });
  }

  it('refuses a re-assessment once the day’s attempts are used up', async () => {
    await b.loginAs(page, VERIFIED);
    await assessThroughTheCalls();
    await assessThroughTheCalls();
    await open('riskResult');
    await text('每日最多可测评2次，您还可测评0次').waitFor();
    await button('重新测评').click();
    await text(riskText.attemptsUsedUp).waitFor();
    expect(new URL(page.url()).pathname).toBe('/phone/riskResult');
    // Opened directly, the reason screen is refused by the server and keeps the choice.
    await open('riskCollect');
    await page.getByRole('radio', { name: 'A. 个人或家庭财务状况发生变化', exact: true }).click();
    await button('确认').click();
    await text(riskText.attemptsUsedUp).waitFor();
    expect(await page.getByRole('radio', { name: 'A. 个人或家庭财务状况发生变化', exact: true }).isChecked()).toBe(
      true,
    );
    expect(new URL(page.url()).pathname).toBe('/phone/riskCollect');
  });

  it.each([
    ['riskResult', () => verdict('平衡型')],
    ['riskIndex?age=45', () => button('开始测评')],
    ['crsDeclareIndex', () => page.getByRole('radio', { name: '仅为中国税收居民', exact: true })],
    ['crsDeclareResult', () => button('去声明')],
    ['investorExplain', () => button('我承诺')],
  ])('sends an expired session on %s to login and back', async (path, shown) => {
    await b.loginAs(page, VERIFIED);
    const token = await page.evaluate(() => localStorage.getItem('token_trustms'));
    await page.request.post(`${b.baseUrl}${API_PREFIX}/loginOut`, {
      headers: { xtoken: token! },
      data: { requestData: {} },
    });
    await open(path);
    // The pledge loads without a session and meets the expiry on sending; the CRS form meets it as it opens (it
    // reads the certified birth date); formPersistence.test.ts keeps a CRS choice through an expiry met on sending.
    if (path === 'investorExplain') await button('我承诺').click();
    await waitForPath('/phone/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/phone/${path}`);
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(VERIFIED);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await page.waitForURL((url) => url.pathname + url.search === `/phone/${path}`, { timeout: 10_000 });
    await shown().waitFor();
  });

  /** Answers the question on screen: its option `pick` (0-based; two options for a multiple choice), or the text. */
  async function answer(pick: number, text = '用于子女教育储备') {
    const options = page.locator('input[type=radio], input[type=checkbox]');
    if ((await options.count()) === 0) {
      await page.getByRole('textbox', { name: '您的回答', exact: true }).fill(text);
      return;
    }
    await options.nth(pick).check();
    if ((await options.first().getAttribute('type')) === 'checkbox') await options.nth(pick + 1).check();
  }

  /** Past the locked age question: each of the other ten answered (the last one typed), then 提交. */
  async function answerTheRestAndSubmit() {
    await button('下一题').click();
    for (let i = 0; i < 9; i++) {
      await answer(0);
      await button('下一题').click();
    }
    await answer(0, '养老储备，保本优先');
    await button('提交').click();
  }

  /** The SMS step: a code asked for and typed from the outbox, then 确认. */
  async function verifyBySms(phone: string) {
    await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
    await text(`验证码将发送至 ${phone.slice(0, 3)}****${phone.slice(7)}`).waitFor();
    await button('获取验证码').click();
    await page.getByRole('button', { name: /^重新获取\d+s$/ }).waitFor();
    await page.getByRole('textbox', { name: '短信验证码', exact: true }).fill(await b.sms(phone));
  }

  it('takes the 45-year-old through the questionnaire: locked age, answers kept over a reload, SMS, result', async () => {
    await b.loginAs(page, VERIFIED);
    await open('riskIndex?age=45');
    await button('开始测评').click();
    // The age question is answered from the age (31-50岁) and cannot be changed.
    expect(await page.getByRole('radio', { name: 'B. 31-50岁', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'A. 18-30岁', exact: true }).isDisabled()).toBe(true);
    await button('下一题').click();
    // A question cannot be passed unanswered.
    expect(await button('下一题').isDisabled()).toBe(true);
    for (let i = 0; i < 4; i++) {
      await answer(1);
      await button('下一题').click();
    }
    // A reload keeps the answers and the place.
    await text('6/11').waitFor();
    await page.reload();
    await button('继续测评').click();
    await text('6/11').waitFor();
    await button('上一题').click();
    expect(await page.locator('input[type=radio]').nth(1).isChecked()).toBe(true);
    await button('下一题').click();
    for (let i = 0; i < 5; i++) {
      await answer(1);
      await button('下一题').click();
    }
    await answer(0);
    await button('提交').click();
    // Under 65: no acknowledgement, straight to the SMS step, whose 确认 waits for a code.
    expect(await button('确认').isDisabled()).toBe(true);
    await verifyBySms(VERIFIED);
    await button('确认').click();
    await waitForPath('/phone/riskResult');
    await text('每日最多可测评2次，您还可测评1次').waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft.')))).toEqual([]);
  });

  it('takes the 70-year-old through the app’s questionnaire: countdown notice, re-typed acknowledgement, failed save', async () => {
    await b.loginAs(page, SENIOR);
    await open('riskIndexApp?age=70');
    await button('开始测评').click();
    const notice = page.getByRole('dialog', { name: riskText.ageNoticeTitle, exact: true });
    await notice.waitFor();
    expect(await notice.getByRole('button').isDisabled()).toBe(true);
    expect(await notice.getByRole('button').textContent()).toMatch(/^我已知晓（[1-5]s）$/);
    await button(riskText.ageNoticeRead).click({ timeout: 8000 });
    expect(await page.getByRole('radio', { name: 'D. 65岁及以上', exact: true }).isChecked()).toBe(true);
    await answerTheRestAndSubmit();
    // The acknowledgement must be typed exactly; a difference offers to fill it.
    const typed = page.getByRole('textbox', { name: riskText.acknowledgementLabel, exact: true });
    await typed.fill('本人已年满65周岁');
    await button('确认').click();
    await text(riskText.acknowledgementWrong).waitFor();
    await button(riskText.fillAcknowledgement).click();
    expect(await typed.inputValue()).toBe(RISK_SENIOR_ACKNOWLEDGEMENT);
    await button('确认').click();
    await page
      .getByRole('dialog', { name: riskText.acknowledgementConfirm, exact: true })
      .getByRole('button', { name: '确认' })
      .click();
    // A reload on the SMS step comes back to it, the code not kept.
    await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
    await page.reload();
    await verifyBySms(SENIOR);
    // A failed save keeps everything for another try.
    await b.dev('/faults', { body: { callKey: 'updateInvestor', httpStatus: 500, times: 1 } });
    await button('确认').click();
    await page.getByRole('heading', { name: riskText.smsTitle, exact: true }).waitFor();
    const code = await page.getByRole('textbox', { name: '短信验证码', exact: true }).inputValue();
    expect(code).toMatch(/^\d{6}$/);
    // What is kept for a reload holds every answer and never the code.
    const kept = await page.evaluate(() =>
      Object.entries(sessionStorage)
        .filter(([k]) => k.startsWith('draft.riskQuestionnaire.'))
        .map(([, v]) => v),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('养老储备，保本优先');
    expect(kept[0]).not.toContain(code);
    await expect.poll(() => button('确认').isEnabled()).toBe(true);
    await button('确认').click();
    await waitForPath('/phone/riskResultApp');
    await verdict('保守型').waitFor();
    const draft = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft.')));
    expect(draft).toEqual([]);
  });

  it('a 70-year-old finishes a risk assessment begun from a product’s detail, and re-assesses from its result, though no link names an age', async () => {
    // Where a person starts, and only taps and typing from there: 我的 asks for a login, 产品 lists the products.
    const menu = (label: string) =>
      page.getByRole('navigation', { name: '底部菜单' }).getByRole('link', { name: label, exact: true });
    await page.goto(`${b.baseUrl}/phone/`);
    await menu('我的').click();
    await waitForPath('/phone/login');
    await page.getByRole('textbox', { name: '账号', exact: true }).fill(SENIOR);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
    await button('登录').click();
    await waitForPath('/phone/mineManagerIndex');
    await menu('产品').click();
    await page.locator('a[href*="/phone/productInfo"]').first().click();
    await waitForPath('/phone/productInfo');
    /** The questionnaire, opened by a link with no age: the server's record (70) brings the 65+ rules. */
    const startsWithTheSeniorRules = async () => {
      await waitForPath('/phone/riskIndex');
      expect(new URL(page.url()).searchParams.has('age')).toBe(false);
      await button('开始测评').click();
      await page.getByRole('dialog', { name: riskText.ageNoticeTitle, exact: true }).waitFor();
      await button(riskText.ageNoticeRead).click({ timeout: 8000 });
      expect(await page.getByRole('radio', { name: 'D. 65岁及以上', exact: true }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'A. 18-30岁', exact: true }).isDisabled()).toBe(true);
    };
    // Never assessed: the detail offers the questionnaire; the notice, the locked first answer, the acknowledgement.
    await page.getByRole('region', { name: '购买' }).getByRole('link', { name: riskText.start, exact: true }).click();
    await startsWithTheSeniorRules();
    await answerTheRestAndSubmit();
    await page
      .getByRole('textbox', { name: riskText.acknowledgementLabel, exact: true })
      .fill(RISK_SENIOR_ACKNOWLEDGEMENT);
    await button('确认').click();
    await page
      .getByRole('dialog', { name: riskText.acknowledgementConfirm, exact: true })
      .getByRole('button', { name: '确认' })
      .click();
    await verifyBySms(SENIOR);
    await button('确认').click();
    // Saved, where before the server refused it with 请先阅读并确认适老提示.
    await waitForPath('/phone/riskResult');
    await verdict('保守型').waitFor();
    // Again from the result: 重新测评, the reason, and the questionnaire with the 65+ rules once more.
    await button(riskText.reassess).click();
    await waitForPath('/phone/riskCollect');
    await page.getByRole('radio', { name: 'A. 个人或家庭财务状况发生变化', exact: true }).click();
    await button('确认').click();
    await startsWithTheSeniorRules();
  });

  it('opens riskMessageApp at the SMS step with the answers it is given', async () => {
    await b.loginAs(page, VERIFIED);
    const { data: questions } = await call<RiskQuestion[]>('getQuestionary', { typeid: '1', custtype: '1' });
    const answers = questions.map((q) => {
      if (questionKind(q.choicemodel) === 'text') return { subjectid: q.subjectid, values: [], labels: ['稳健增值'] };
      const options = parseOptions(q.surveyoption);
      const option = q.subjectid === AGE_SUBJECT_ID ? options.find((o) => o.value === ageAnswer(45))! : options[3]!;
      return { subjectid: q.subjectid, values: [option.value], labels: [option.label] };
    });
    const param = JSON.stringify({
      surveyid: questions[0]!.surveyid,
      objtype: '1',
      answercontent: formatAnswers(answers),
    });
    await open(`riskMessageApp?age=45&param=${encodeURIComponent(param)}`);
    await verifyBySms(VERIFIED);
    await button('确认').click();
    await waitForPath('/phone/riskResultApp');
    await verdict('激进型').waitFor();
  });

  it('shows the risk warning with the hotline, and each qualification-proof example', async () => {
    await open('risktip');
    await page.getByRole('heading', { name: '主要风险', exact: true }).waitFor();
    await text('400-650-0717').waitFor();
    await open('proofExamples');
    await page.getByRole('link', { name: '金融资产证明示例', exact: true }).click();
    await page.waitForURL((url) => url.search === '?exampleIndex=3', { timeout: 10_000 });
    await page.getByText(/1个月内的个人征信报告/).waitFor();
    expect(await page.title()).toContain('金融资产证明示例');
  });
});
