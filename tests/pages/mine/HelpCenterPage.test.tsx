/**
 * The help centre and its detail (spec 1 §2 "Help centre", §5 "Help search", §8) with the real implementations and
 * call layer against a stubbed server: loading, empty, failed with retry, the search rule, the category chips, the
 * App variants and an expired session's way to login and back.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoaderText } from '../../../machines/loader/loader';
import { Code, commonText, type HelpQuestion } from '../../../src/contract';
import { HelpText } from '../../../src/pages/mine/HelpCenterScreen';
import { toast } from '../../../src/platform/notices';
import { renderApp } from '../../app/helpers';
import { expired, ok, refused, stubServer, type Handler } from './serverStub';

const CATEGORIES = [
  { dictName: '账户相关', dictValue: '1' },
  { dictName: '产品相关', dictValue: '2' },
];
const QUESTIONS: Record<string, HelpQuestion[]> = {
  '1': [
    { id: 11, title: '忘记登录密码怎么办？', answer: '在登录页点击“忘记密码”。' },
    { id: 12, title: '如何修改手机号码？', answer: '请携带身份证件前往网点办理。' },
  ],
  '2': [{ id: 21, title: '什么是合格投资者？', answer: '具有2年以上投资经历。\n且满足资产要求。' }],
};
const ALL = [...QUESTIONS['1']!, ...QUESTIONS['2']!];

const helpServer = (more: Record<string, Handler> = {}) =>
  stubServer({
    helpCenterList: () => ok(CATEGORIES),
    helpQuestionList: (req) => {
      if (req.title) return ok(ALL.filter((q) => q.title.includes(String(req.title))));
      return ok(req.dictValue ? (QUESTIONS[String(req.dictValue)] ?? []) : ALL);
    },
    helpQuestionDetail: (req) => {
      const found = ALL.find((q) => q.id === req.id);
      return found ? ok(found) : refused(Code.notFound, '暂无相关信息');
    },
    ...more,
  });

const questionList = () => screen.findByRole('list', { name: HelpText.questions });
const titles = async () =>
  within(await questionList())
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
  localStorage.clear();
});

describe('help centre', () => {
  it('shows loading, then the categories and every question', async () => {
    helpServer();
    await renderApp(['/phone/mineManagerhelpCenter']);
    expect(await screen.findByText(LoaderText.loading)).toBeTruthy();
    expect(await titles()).toEqual(ALL.map((q) => q.title));
    const chips = within(screen.getByRole('list', { name: HelpText.categories }));
    await waitFor(() =>
      expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['全部', '账户相关', '产品相关']),
    );
    expect(chips.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a category chip shows that category (helpQuestionList by dictValue), in the URL', async () => {
    const server = helpServer();
    const { user, router } = await renderApp(['/phone/mineManagerhelpCenter']);
    await questionList();
    await user.click(await screen.findByRole('button', { name: '产品相关' }));
    await waitFor(async () => expect(await titles()).toEqual(['什么是合格投资者？']));
    expect(server.callsOf('helpQuestionList').at(-1)).toEqual({ dictValue: '2' });
    expect(router.location.search).toBe('?dictValue=2');
    expect(screen.getByRole('button', { name: '产品相关' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searching needs text: blank text asks for it and calls nothing', async () => {
    const server = helpServer();
    const { user } = await renderApp(['/phone/mineManagerhelpCenter']);
    await questionList();
    const before = server.callsOf('helpQuestionList').length;
    await user.type(screen.getByRole('searchbox', { name: HelpText.searchLabel }), '   ');
    await user.click(screen.getByRole('button', { name: HelpText.searchButton }));
    expect(await screen.findByText(HelpText.searchRequired)).toBeTruthy();
    expect(server.callsOf('helpQuestionList').length).toBe(before);
  });

  it('searches by title, and a search without results shows 暂无相关数据', async () => {
    const server = helpServer();
    const { user, router } = await renderApp(['/phone/mineManagerhelpCenter?dictValue=1']);
    await questionList();
    const box = screen.getByRole('searchbox', { name: HelpText.searchLabel });
    await user.type(box, ' 密码 ');
    await user.click(screen.getByRole('button', { name: HelpText.searchButton }));
    await waitFor(async () => expect(await titles()).toEqual(['忘记登录密码怎么办？']));
    // The search is by title only; no chip is selected while it shows.
    expect(server.callsOf('helpQuestionList').at(-1)).toEqual({ title: '密码' });
    expect(router.location.search).toBe('?title=%E5%AF%86%E7%A0%81');
    expect(screen.getByRole('button', { name: '账户相关' }).getAttribute('aria-pressed')).toBe('false');

    // The box is drawn anew for the search shown, holding its text.
    const shown = screen.getByRole('searchbox', { name: HelpText.searchLabel });
    expect((shown as HTMLInputElement).value).toBe('密码');
    await user.clear(shown);
    await user.type(shown, '没有这个问题{Enter}');
    expect(await screen.findByText(commonText.noData)).toBeTruthy();
    expect(screen.queryByRole('list', { name: HelpText.questions })).toBeNull();
  });

  it('a failed list says so and loads again on retry', async () => {
    let fail = true;
    helpServer({ helpQuestionList: () => (fail ? 'httpError' : ok(ALL)) });
    const { user } = await renderApp(['/phone/mineManagerhelpCenter']);
    expect(await screen.findByText(LoaderText.failed)).toBeTruthy();
    // The call layer said why.
    expect(screen.getByRole('alert').textContent).toBe('查询问题列表失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: LoaderText.retry }));
    expect(await titles()).toEqual(ALL.map((q) => q.title));
  });

  it('failed categories offer a retry chip, and the questions still show', async () => {
    let fail = true;
    helpServer({ helpCenterList: () => (fail ? 'httpError' : ok(CATEGORIES)) });
    const { user } = await renderApp(['/phone/mineManagerhelpCenter']);
    await questionList();
    fail = false;
    await user.click(await screen.findByRole('button', { name: LoaderText.retry }));
    expect(await screen.findByRole('button', { name: '账户相关' })).toBeTruthy();
  });

  it('opens a question by id; the App variant opens the App detail', async () => {
    helpServer();
    const web = await renderApp(['/phone/mineManagerhelpCenter']);
    expect((await screen.findByRole('link', { name: '忘记登录密码怎么办？' })).getAttribute('href')).toBe(
      '/phone/mineHelpCenterDetail?id=11',
    );
    web.unmount();
    const app = await renderApp(['/phone/mineManagerhelpCenterApp'], { terminalType: 1 });
    await app.user.click(await screen.findByRole('link', { name: '忘记登录密码怎么办？' }));
    await waitFor(() => expect(app.router.location.pathname).toBe('/phone/mineHelpCenterDetailApp'));
    expect(await screen.findByRole('heading', { name: '忘记登录密码怎么办？' })).toBeTruthy();
  });

  it('an expired session goes to login and comes back to the same list', async () => {
    helpServer({ helpQuestionList: () => expired() });
    const { router } = await renderApp(['/phone/mineManagerhelpCenter?dictValue=2']);
    await waitFor(() => expect(router.location.pathname).toBe('/phone/login'));
    expect(router.location.search).toBe(`?redirect=${encodeURIComponent('/phone/mineManagerhelpCenter?dictValue=2')}`);
  });
});

describe('question detail', () => {
  it('by id: the question and its answer, as text with its line breaks', async () => {
    helpServer();
    await renderApp(['/phone/mineHelpCenterDetail?id=21']);
    expect(await screen.findByText(LoaderText.loading)).toBeTruthy();
    const article = await screen.findByRole('article', { name: '什么是合格投资者？' });
    expect(article.querySelector('p')!.textContent).toBe('具有2年以上投资经历。\n且满足资产要求。');
  });

  it('an answer that looks like HTML stays text', async () => {
    helpServer({ helpQuestionDetail: () => ok({ id: 5, title: '标题', answer: '<img src=x onerror=alert(1)>说明' }) });
    await renderApp(['/phone/mineHelpCenterDetail?id=5']);
    const article = await screen.findByRole('article', { name: '标题' });
    expect(article.querySelector('img')).toBeNull();
    expect(article.textContent).toContain('<img src=x onerror=alert(1)>说明');
  });

  it('by dictValue: every question of the category with its answer', async () => {
    const server = helpServer();
    await renderApp(['/phone/mineHelpCenterDetailApp?dictValue=1'], { terminalType: 1 });
    expect(await screen.findByRole('article', { name: '忘记登录密码怎么办？' })).toBeTruthy();
    expect(screen.getByRole('article', { name: '如何修改手机号码？' })).toBeTruthy();
    expect(server.callsOf('helpQuestionDetail')).toEqual([]);
  });

  it('an unknown question, or no id at all, shows 暂无相关数据', async () => {
    const server = helpServer();
    const first = await renderApp(['/phone/mineHelpCenterDetail?id=999']);
    expect(await screen.findByText(commonText.noData)).toBeTruthy();
    first.unmount();
    await renderApp(['/phone/mineHelpCenterDetail']);
    expect(await screen.findByText(commonText.noData)).toBeTruthy();
    expect(server.callsOf('helpQuestionDetail')).toEqual([{ id: 999 }]);
  });

  it('a failed detail loads again on retry', async () => {
    let fail = true;
    helpServer({ helpQuestionDetail: () => (fail ? 'httpError' : ok(ALL[0])) });
    const { user } = await renderApp(['/phone/mineHelpCenterDetail?id=11']);
    expect(await screen.findByText(LoaderText.failed)).toBeTruthy();
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: LoaderText.retry })));
    expect(await screen.findByRole('article', { name: '忘记登录密码怎么办？' })).toBeTruthy();
  });

  it('a success whose data is not a question (a list) fails the load instead of showing a blank question', async () => {
    let shape: 'list' | 'record' = 'list';
    helpServer({ helpQuestionDetail: () => ok(shape === 'list' ? [ALL[0]] : ALL[0]) });
    const { user } = await renderApp(['/phone/mineHelpCenterDetail?id=11']);
    expect(await screen.findByText(LoaderText.failed)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    shape = 'record';
    await act(() => user.click(screen.getByRole('button', { name: LoaderText.retry })));
    expect(await screen.findByRole('article', { name: '忘记登录密码怎么办？' })).toBeTruthy();
  });
});
