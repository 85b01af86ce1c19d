/**
 * The company pages (spec 1 §2 "Branch network", "Contact page", "Tips screen", §9 hotline; spec 3 §2 about pages):
 * what they show, and that maps and calls go to the native shell inside the app and stay plain links in a browser.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ADVISER } from '../../../src/pages/content/GuidePage';
import { HOTLINE, OFFICES, WEALTH_HOTLINE_HOURS } from '../../../src/pages/shared/company';
import { clearBridgeCalls, getBridgeCalls } from '../../../src/platform/bridge';
import { renderApp } from '../../app/helpers';

const TEL = `tel:${HOTLINE.replace(/-/g, '')}`;

beforeEach(() => {
  clearBridgeCalls();
  // Every page asks for the page colour; nothing here needs the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.android;
});

describe('branch network', () => {
  it('lists the Beijing head office and the Shanghai and Hangzhou offices, each with its map', async () => {
    await renderApp(['/phone/branchNetwork']);
    const list = await screen.findByRole('list', { name: '服务网点' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['北京总部', '上海财富中心', '杭州财富中心']);
    for (const office of OFFICES) {
      const link = screen.getByRole('link', { name: `查看${office.name}地图` });
      const url = new URL(link.getAttribute('href')!);
      expect(url.searchParams.get('position')).toBe(`${office.lng},${office.lat}`);
      expect(url.searchParams.get('name')).toBe(office.name);
    }
  });

  it("shows the wealth hotline with its hours (spec 3 §9's other page's reading); in a browser the call is a tel: link", async () => {
    await renderApp(['/phone/branchNetwork']);
    expect(await screen.findByText(HOTLINE)).toBeTruthy();
    expect(screen.getByText(`服务时间：${WEALTH_HOTLINE_HOURS}`)).toBeTruthy();
    expect(WEALTH_HOTLINE_HOURS).toBe('工作日 9:00-12:00，13:00-17:30');
    expect(screen.getByRole('link', { name: '拨打财富热线' }).getAttribute('href')).toBe(TEL);
  });

  it('inside the app, the map and the call go to the native shell', async () => {
    const android = { toCall: vi.fn(), externalURL: vi.fn() };
    window.android = android;
    const { user } = await renderApp(['/phone/branchNetwork'], { terminalType: 1 });
    await user.click(await screen.findByRole('link', { name: '查看上海财富中心地图' }));
    await user.click(screen.getByRole('link', { name: '拨打财富热线' }));
    await waitFor(() => expect(android.toCall).toHaveBeenCalledWith(HOTLINE));
    expect(android.externalURL.mock.calls[0]![0]).toContain('uri.amap.com/marker');
    expect(getBridgeCalls().map((c) => [c.action, c.via])).toEqual([
      ['externalURL', 'android'],
      ['toCall', 'android'],
    ]);
  });
});

describe('contact page', () => {
  it('has three map links for the offices and a call button', async () => {
    await renderApp(['/phone/contactUs']);
    const links = await screen.findAllByRole('link', { name: /总部|财富中心/ });
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link.getAttribute('href')).toMatch(/^https:\/\/uri\.amap\.com\/marker\?/));
    expect(screen.getByRole('link', { name: '拨打电话' }).getAttribute('href')).toBe(TEL);
    await waitFor(() => expect(document.title).toBe('联系我们'));
  });
});

describe('guide page', () => {
  it('shows six pictures in fixed boxes and contacts the wealth adviser', async () => {
    const { user, router } = await renderApp(['/phone/guide']);
    const pictures = await screen.findAllByRole('img');
    expect(pictures).toHaveLength(6);
    pictures.forEach((img, i) => {
      expect(img.getAttribute('alt')).toMatch(new RegExp(`^第${i + 1}步`));
      expect(img.getAttribute('width')).toBe('686');
      expect(img.getAttribute('height')).toBe('386');
    });
    await user.click(screen.getByRole('link', { name: CONTACT_ADVISER }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/mineFinancialManager'));
  });
});

describe('about pages', () => {
  it.each([
    ['/phone/aboutUs', '关于我们', '鼎元信托股份有限公司'],
    ['/phone/aboutWealth', '财富管理服务', '产品与服务'],
    ['/phone/aboutUsVip', '贵宾服务', '服务内容'],
    ['/phone/about', '公司简介', '业务范围'],
  ])('%s shows its content and the hotline', async (path, title, heading) => {
    await renderApp([path]);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByText(new RegExp(HOTLINE)).length).toBeGreaterThan(0);
  });

  it('about us leads to the branch network, the contact page and the guide', async () => {
    const { user, router } = await renderApp(['/phone/aboutUs']);
    await user.click(await screen.findByRole('link', { name: '联系我们' }));
    await waitFor(() => expect(router.location.pathname).toBe('/phone/contactUs'));
  });
});
