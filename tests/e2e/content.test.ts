/**
 * The content screens in Chromium against the real server (spec 3 §2–§4): every discover tab with its banners and
 * points entry, tabs that keep their pages and place, a list scrolled to its end, an article of each kind (article,
 * activity, news, consumer protection, service, a video link, none), a banner followed, and the ways a list or an
 * article fails: 04040528 and an expired session to login and back, a failed load and its retry.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PREFIX, Code, type ArticleSummary } from '../../src/contract';
import { DISCOVER_TABS } from '../../src/pages/content/DiscoverPage';
import { CONSUMER_TABS } from '../../src/pages/content/ConsumerKnowledgePage';
import { INFO_TABS } from '../../src/pages/content/InfoPage';
import { appStarted, browserSuite, type Browser } from './browser';

describe('content screens in the browser', () => {
  let b: Browser;
  let page: Page;
  // A tap before the app has taken over the prerendered page is lost (tests/e2e/browser.ts, appStarted).
  const open = async (path: string) => {
    await page.goto(`${b.baseUrl}/phone/${path}`);
    await appStarted(page);
  };
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  const list = (name: string) => page.getByRole('list', { name, exact: true });
  const waitForPath = (p: string) => page.waitForURL((url) => url.pathname === p, { timeout: 10_000 });
  /** How many articles a list holds: only those near the screen are drawn, each saying how many there are. */
  const loadedIn = async (name: string) =>
    Number((await list(name).locator('li').first().getAttribute('aria-setsize', { timeout: 5000 })) ?? 0);

  /** A page of a list call as the server answers it (articles are public). */
  async function articles(call: string, requestData: object): Promise<ArticleSummary[]> {
    const res = await fetch(`${b.baseUrl}${API_PREFIX}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestData: { pageNum: 1, pageSize: 50, displayTerminal: 2, ...requestData } }),
    });
    return ((await res.json()) as { result: { data: { list: ArticleSummary[] } } }).result.data.list;
  }

  browserSuite({ browser: (opened) => (b = opened), page: (fresh) => (page = fresh) }, { fresh: { reseed: false } });
  afterEach(() => b.dev('/faults', { method: 'DELETE' }));

  describe('discover', () => {
    it('reads every tab: its articles newest first, each opening its detail', async () => {
      await open('findManageIndex');
      for (const t of DISCOVER_TABS) {
        await tab(t.label).click();
        // The tab lives in the address: the router renders the switch just after the tap.
        await expect.poll(() => tab(t.label).getAttribute('aria-selected')).toBe('true');
        expect(new URL(page.url()).searchParams.get('activeNav') ?? DISCOVER_TABS[0]!.id).toBe(t.id);
        const expected = await articles('queryArticleList', { articleCategory: [Number(t.id)] });
        const links = list(t.label).getByRole('link');
        await expect.poll(() => links.count()).toBe(Math.min(expected.length, 10));
        expect(await links.first().textContent()).toContain(expected[0]!.title);
      }
      // Back on the first tab, an article opens with its tab (an activity as activeNav 0).
      await tab('精选').click();
      const first = (await articles('queryArticleList', { articleCategory: [1] }))[0]!;
      await list('精选').getByRole('link').first().click();
      await waitForPath('/phone/findManageActiveDetail');
      const query = new URL(page.url()).searchParams;
      expect(query.get('activityId')).toBe(String(first.id));
      expect(query.get('activeNav')).toBe(first.category === 1 ? '0' : '1');
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
      expect(await page.title()).toBe(first.category === 1 ? '活动详情' : '文章详情');
    });

    it('shows the banners advancing on their own, and follows the one tapped', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await open('findManageIndex');
      const carousel = page.getByRole('region', { name: '发现广告' });
      const shown = () =>
        carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]').getAttribute('aria-label');
      await expect.poll(shown).toBe('第1张，共2张');
      // Every picture arrived from getPicByUuid as a data URL.
      const pictures = carousel.locator('img');
      expect(await pictures.count()).toBe(2);
      for (const src of await pictures.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))) {
        expect(src).toMatch(/^data:image\//);
      }
      await expect.poll(shown, { timeout: 6000 }).toBe('第2张，共2张');
      // The carousel keeps moving while the test looks: the banner followed is the one the tap reached.
      await page.evaluate(() =>
        document.addEventListener(
          'click',
          (e) => (document.body.dataset.tapped = (e.target as Element).closest('a')?.getAttribute('href') ?? ''),
          { capture: true, once: true },
        ),
      );
      await carousel.locator('[aria-hidden="false"] a').click();
      const target = await page.evaluate(() => document.body.dataset.tapped);
      expect(target).toMatch(/^\/phone\//);
      // Its page, or for the task centre's banner the login page on the way there (a visitor's): the router may have
      // replaced the one by the other before the test looks.
      await page.waitForURL(
        (url) => url.pathname + url.search === target || url.searchParams.get('redirect') === target,
      );
    });

    it('shows the points entry while the server gives its description, and not without it', async () => {
      await open('findManageIndex');
      const entry = page.getByRole('link', { name: '积分任务' });
      await entry.waitFor();
      await entry.click();
      // The task centre, through the login page for a visitor (the router may have replaced the one by the other
      // before the test looks).
      await page.waitForURL(
        (url) => url.pathname === '/phone/taskCenter' || url.searchParams.get('redirect') === '/phone/taskCenter',
      );
      // Every dictionary read answers "not there" (the page colour's too) until the faults are cleared.
      await b.dev('/faults', { body: { callKey: 'queryDictValue', businessCode: Code.notFound } });
      await open('findManageIndex');
      await list('精选').waitFor();
      expect(await entry.count()).toBe(0);
    });

    it('keeps each tab’s pages and place when switching tabs', async () => {
      await open('findManageIndex');
      await list('精选').getByRole('link').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 300));
      const scrolled = await page.evaluate(() => window.scrollY);
      await tab('四季活动').click();
      await list('四季活动').getByRole('link').first().waitFor();
      // The first tab's loads are not repeated on the way back.
      const loads: string[] = [];
      page.on('request', (r) => r.url().endsWith('/queryArticleList') && loads.push(r.url()));
      await tab('精选').click();
      // The tab change is a navigation (the open tab is in the address), rendered as a transition.
      await list('精选').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(loads).toEqual([]);
    });
  });

  describe('lists', () => {
    it('loads the next page a second after the end is reached and stops on a short page', async () => {
      const all = await articles('getArticleList', { articleCategory: [3, 15, 16, 17, 18] });
      expect(all.length).toBeGreaterThan(10);
      await open('info');
      const links = list('精选').getByRole('link');
      await expect.poll(() => links.count()).toBe(10);
      const asked: Array<{ page: number; at: number }> = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/getArticleList'))
          asked.push({ page: r.postDataJSON().requestData.pageNum, at: Date.now() });
      });
      // Each time the end is reached the next page comes a second later, until a page comes back short.
      for (let loaded = 10; ;) {
        const reached = Date.now();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const next = Math.min(loaded + 10, all.length);
        await expect.poll(() => asked.at(-1)?.page, { timeout: 5000 }).toBe(loaded / 10 + 1);
        expect(asked.at(-1)!.at - reached).toBeGreaterThanOrEqual(900);
        await expect.poll(() => loadedIn('精选'), { timeout: 5000 }).toBe(next);
        if (next === loaded || next < loaded + 10) break;
        loaded = next;
      }
      await page.getByText('没有更多了', { exact: true }).waitFor();
      // Nothing more is asked for at the end.
      const asks = asked.length;
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(1200);
      expect(asked.length).toBe(asks);
      await page.evaluate(() => window.scrollTo(0, 0));
      const titles = () => links.evaluateAll((as) => as.map((a) => a.querySelector('span span')?.textContent));
      await expect.poll(async () => (await titles()).slice(0, 3)).toEqual(all.slice(0, 3).map((a) => a.title));
      // Every tab of the news list reads its own publication.
      for (const t of INFO_TABS.slice(1)) {
        await tab(t.label).click();
        const expected = await articles('getArticleList', { articleCategory: [Number(t.id)] });
        await expect.poll(() => loadedIn(t.label)).toBe(expected.length);
      }
    });

    it('says 暂无相关数据 for an empty tab and retries a failed one', async () => {
      await b.dev('/faults', { body: { callKey: 'getConsumerKnowleageList', httpStatus: 500, times: 1 } });
      await open('consumerKnowleage');
      await page.getByText('加载失败', { exact: true }).waitFor();
      await page.getByRole('button', { name: '重新加载' }).click();
      await list(CONSUMER_TABS[0]!.label).getByRole('link').first().waitFor();
      // The activity zone's review tab reads past activities; a tab with none says so.
      await open('infoZone?zone=activity&activeNav=review');
      const review = await articles('getArticleList', { category: 1, type: 'REVIEW_AREA', displayArea: 3 });
      await expect.poll(() => list('往期回顾').getByRole('link').count()).toBe(review.length);
      await page.route('**/getArticleList', (route) =>
        route.fulfill({
          json: { code: Code.ok, result: { statusCode: Code.ok, msg: '', data: { list: [], pages: 0 } } },
        }),
      );
      await tab('活动资讯').click();
      await page.getByRole('tabpanel').getByText('暂无相关数据', { exact: true }).waitFor();
    });

    it('04040528 on the article list: to login, and back to the list after logging in', async () => {
      await b.dev('/faults', {
        body: { callKey: 'queryArticleList', businessCode: Code.articleLoginRequired, times: 1 },
      });
      await open('findManageIndex?activeNav=20');
      await waitForPath('/phone/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/phone/findManageIndex?activeNav=20');
      await page.getByRole('textbox', { name: '账号', exact: true }).fill('13800000001');
      await page.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => url.pathname + url.search === '/phone/findManageIndex?activeNav=20');
      await list('精彩活动').getByRole('link').first().waitFor();
    });

    it('an expired session on a list call: 请重新登录, to login and back', async () => {
      await b.dev('/faults', { body: { callKey: 'getArticleList', businessCode: Code.sessionExpired, times: 1 } });
      await open('service');
      await page.getByText('模拟的业务错误', { exact: true }).waitFor();
      await waitForPath('/phone/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/phone/service');
    });
  });

  describe('articles', () => {
    it('an activity shows its sign-up only from the first tab, and none where it never took sign-ups', async () => {
      // The activities of 精选 (discover's first tab): one whose sign-up has ended, one that never took sign-ups.
      const activities = await articles('queryArticleList', { articleCategory: [1] });
      const checks = await Promise.all(
        activities.map(async (a) => {
          const res = await fetch(`${b.baseUrl}${API_PREFIX}/articleDetailCheck`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ requestData: { id: a.id } }),
          });
          const { checkStatus, signUp } = (
            (await res.json()) as { result: { data: { checkStatus: number; signUp: boolean } } }
          ).result.data;
          return { article: a, checkStatus, signUp };
        }),
      );
      const ended = checks.find((c) => c.signUp && c.checkStatus === 2)!.article;
      const none = checks.find((c) => !c.signUp)!.article;
      await open('findManageIndex');
      // In the list, an ended sign-up says 已结束 beside the date; an activity that never took sign-ups says nothing.
      const openFromList = async (title: string, badge: string | null) => {
        const link = list('精选').getByRole('link', { name: title });
        await expect
          .poll(async () => (await link.count()) > 0 || (await page.mouse.wheel(0, 600), false), { timeout: 20_000 })
          .toBe(true);
        const said = await link.innerText();
        for (const word of ['报名中', '已结束']) expect(said.includes(word)).toBe(word === badge);
        const checked = page.waitForResponse((r) => r.url().endsWith('/articleDetailCheck'));
        await link.click();
        await waitForPath('/phone/findManageActiveDetail');
        expect(new URL(page.url()).searchParams.get('activeNav')).toBe('0');
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await checked;
      };
      await openFromList(ended.title, '已结束');
      await page.getByRole('button', { name: '报名已结束' }).waitFor();
      await page.goBack();
      await openFromList(none.title, null);
      // The check has answered: no block at all, not 报名已结束.
      expect(await page.getByText('报名结果将以短信方式通知您').count()).toBe(0);
      expect(await page.getByRole('button', { name: '报名已结束' }).count()).toBe(0);
    });

    it('a news article titled as news, with its pictures within the screen', async () => {
      const news = (await articles('getConsumerKnowleageList', { articleCategory: [3] })).find(
        (a) => a.videoType !== 3,
      )!;
      await open(`infoDetail?activityId=${news.id}&activeNav=3`);
      await page.getByRole('heading', { level: 1, name: news.title }).waitFor();
      expect(await page.title()).toBe('新闻详情');
      // The body comes after the heading (its sanitiser is a chunk of its own).
      await page.locator('article img').first().waitFor({ state: 'attached' });
      const widths = await page
        .locator('article img')
        .evaluateAll((imgs) =>
          imgs.map((i) => [i.getBoundingClientRect().width, (i as HTMLImageElement).naturalWidth]),
        );
      expect(widths.length).toBeGreaterThan(0);
      for (const [shown] of widths) expect(shown).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    it('consumer-protection and service articles open from their lists', async () => {
      await open('consumerKnowleage?activeNav=6');
      const knowledge = (await articles('getConsumerKnowleageList', { articleCategory: [6] }))[0]!;
      await list('消保金融知识').getByRole('link', { name: knowledge.title }).click();
      await waitForPath('/phone/consumerDetail');
      await page.getByRole('heading', { level: 1, name: knowledge.title }).waitFor();
      expect(await page.title()).toBe('消保详情');

      await open('service');
      const signUp = (await articles('getArticleList', { articleCategory: [2] }))[0]!;
      await list('活动报名').getByRole('link', { name: signUp.title }).click();
      await waitForPath('/phone/serviceDetail');
      expect(new URL(page.url()).searchParams.get('activeNav')).toBe('0');
      await page.getByRole('heading', { level: 1, name: signUp.title }).waitFor();
    });

    it('a video link opens its file in a window of its own from the detail, and through the app inside it', async () => {
      const video = (await articles('queryArticleList', { articleCategory: [22] })).find((a) => a.videoType === 3)!;
      expect(video.url).toMatch(/^https:\/\//);
      await b.context.route(video.url, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }),
      );
      await open('findManageIndex?activeNav=22');
      await list('关于我们')
        .getByRole('link', { name: new RegExp(video.title) })
        .click();
      // The detail stays in the app (its top bar and Back), the file opens beside it.
      await waitForPath('/phone/findManageActiveDetail');
      await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
      const [file] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: '打开文件' }).click(),
      ]);
      await file.waitForURL(video.url);
      await file.close();
      expect(new URL(page.url()).pathname).toBe('/phone/findManageActiveDetail');
      // Inside the app the shell opens the file itself (bridge externalURL) and the page stays; the article details
      // take the app's `type=1` too (spec 3 §2).
      await open(`findManageActiveDetail?activityId=${video.id}&activeNav=22&type=1`);
      await page.evaluate(() => {
        (window as unknown as { android: Record<string, (p: string) => void> }).android = {
          externalURL: (url) => ((window as unknown as { opened: string }).opened = url),
        };
      });
      await expect.poll(() => page.evaluate(() => (window as unknown as { opened?: string }).opened)).toBe(video.url);
      await open('findManageIndex?activeNav=22&type=1');
      await page.evaluate(() => {
        (window as unknown as { android: Record<string, (p: string) => void> }).android = {
          externalURL: (url) => ((window as unknown as { opened: string }).opened = url),
        };
      });
      await list('关于我们')
        .getByRole('link', { name: new RegExp(video.title) })
        .click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { opened?: string }).opened)).toBe(video.url);
      expect(new URL(page.url()).pathname).toBe('/phone/findManageIndex');
    });

    it('no article says 暂无信息, and a failed one loads again', async () => {
      await open('activeDetail?activityId=99999999&activeNav=1');
      await page.getByText('暂无信息', { exact: true }).waitFor();
      await open('activeDetail?activityId=abc');
      await page.getByText('暂无信息', { exact: true }).waitFor();
      const news = (await articles('getConsumerKnowleageList', { articleCategory: [3] }))[0]!;
      await b.dev('/faults', { body: { callKey: 'getArticleDetail', httpStatus: 500, times: 1 } });
      await open(`infoDetail?activityId=${news.id}&activeNav=3`);
      await page.getByText('加载失败', { exact: true }).waitFor();
      await page.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('heading', { level: 1, name: news.title }).waitFor();
    });
  });
});
