/**
 * The inline start-up script of the prerendered pages (src/app/firstPaint.ts), run as the page runs it: its own
 * source text. It must read the terminal type exactly as initTerminalType does, and hydrate only the page it was
 * drawn for, with a query that holds nothing the page's first render reads.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BARS_ATTR,
  BOOT_ATTR,
  bootMode,
  FIRST_PAINT_CONFIG,
  firstPaintScript,
  INERT_QUERY_ATTR,
  PRERENDER_ATTR,
  APP_SCRIPTS_ID,
} from '../../src/app/firstPaint';
import { getTerminalType, initTerminalType } from '../../src/platform/terminal';

const html = document.documentElement;

const clearHtml = () => html.getAttributeNames().forEach((name) => html.removeAttribute(name));

/** A fresh page load: the <html> attributes the prerender wrote, then the script. */
function openPage(url: string, { prerendered = new URL(url, 'http://x').pathname, inert = '' } = {}) {
  clearHtml();
  window.history.replaceState(null, '', url);
  if (prerendered) html.setAttribute(PRERENDER_ATTR, prerendered);
  if (inert) html.setAttribute(INERT_QUERY_ATTR, inert);
  new Function(firstPaintScript())();
  return { boot: html.getAttribute(BOOT_ATTR), barsHidden: html.getAttribute(BARS_ATTR) === 'none' };
}

beforeEach(() => sessionStorage.clear());
afterEach(clearHtml);

describe('the first-paint script', () => {
  it.each([
    ['/phone/about', null],
    ['/phone/about?terminalType=1', null],
    ['/phone/about?terminalType=2', '1'],
    ['/phone/about?terminalType=app', '1'],
    ['/phone/about?terminalType=app', null],
    ['/phone/productList', '1'],
    ['/phone/productList', '2'],
    ['/phone/findManageIndex?type=1', null],
    ['/phone/findManageIndex?type=1&terminalType=2', null],
    ['/phone/findManageIndex?terminalType=x&type=1', '2'],
    ['/phone/about?type=1', null],
    ['/phone/infoDetail?activityId=3&type=1', null],
    ['/phone/projectIntroduction?trustCode=T1&type=1', null],
  ])('reads the terminal type of %s (session: %s) as initTerminalType does', (url, stored) => {
    if (stored) sessionStorage.setItem('terminalType', stored);
    const { barsHidden } = openPage(url);
    const { search, pathname } = new URL(url, 'http://x');
    expect(barsHidden).toBe(initTerminalType(search, pathname) === 1);
    expect(getTerminalType()).toBe(barsHidden ? 1 : 2);
  });

  it('puts the large-text mode on the page before its first paint, and only when chosen', () => {
    try {
      openPage('/phone/productList');
      expect(html.getAttribute('data-text-size')).toBeNull();
      localStorage.setItem('textSize', 'large');
      openPage('/phone/productList');
      expect(html.getAttribute('data-text-size')).toBe('large');
      localStorage.setItem('textSize', 'standard');
      openPage('/phone/productList');
      expect(html.getAttribute('data-text-size')).toBeNull();
    } finally {
      localStorage.removeItem('textSize');
    }
  });

  it('hides the bars of an embedded page', () => {
    expect(openPage('/phone/privacyPolicy?embedded=1').barsHidden).toBe(true);
    expect(openPage('/phone/privacyPolicy?embedded=0').barsHidden).toBe(false);
  });

  it.each([
    ['/phone/about', 'hydrate'],
    ['/phone/about?terminalType=1', 'hydrate'],
    ['/phone/about?embedded=1&terminalType=2', 'hydrate'],
    ['/phone/findManageIndex?type=1', 'hydrate'],
    ['/phone/about?type=1', 'render'],
    ['/phone/about?from=singlemessage', 'render'],
    ['/phone/status?status=2', 'render'],
  ])('%s: %s', (url, mode) => {
    expect(openPage(url).boot).toBe(mode);
  });

  it("hydrates with the screen's inert keys only", () => {
    expect(openPage('/phone/login?redirect=%2Fphone%2Fabout', { inert: 'redirect' }).boot).toBe('hydrate');
    expect(openPage('/phone/login?redirect=x&loginType=2', { inert: 'redirect' }).boot).toBe('render');
    // `key=value`: that value only (the one the page takes when the key is missing).
    const inert = 'trustCode fundproperty=1';
    expect(openPage('/phone/historyNetValue?trustCode=A1&fundproperty=1', { inert }).boot).toBe('hydrate');
    expect(openPage('/phone/historyNetValue?trustCode=A1&fundproperty=2', { inert }).boot).toBe('render');
    expect(openPage('/phone/login?redirect=x').boot).toBe('render');
  });

  it('renders afresh when the HTML was not drawn for this path (index.html, another page)', () => {
    expect(openPage('/phone/about', { prerendered: '' }).boot).toBe('render');
    expect(openPage('/phone/about/', { prerendered: '/phone/about' }).boot).toBe('render');
  });

  it('renders afresh when storage is unavailable', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(openPage('/phone/about').boot).toBe('render');
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });

  describe('loading the app', () => {
    const ENTRY = '/phone/assets/index-test.js';
    const CHUNK = '/phone/assets/AboutPage-test.js';
    const added = () =>
      [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (el) => `${el.localName} ${el.getAttribute('src') ?? el.getAttribute('href')}`,
      );
    beforeEach(() => {
      document.head.innerHTML = `<template id="${APP_SCRIPTS_ID}"><link rel="modulepreload" crossorigin href="${ENTRY}"><link rel="modulepreload" crossorigin href="${CHUNK}"><script type="module" crossorigin src="${ENTRY}"></script></template>`;
    });
    afterEach(() => {
      document.head.innerHTML = '';
    });

    it('fetches and starts the app only once the prerendered page has been painted, once', async () => {
      openPage('/phone/about');
      expect(added()).toEqual([]);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
      expect(added()).toEqual([`link ${ENTRY}`, `link ${CHUNK}`, `script ${ENTRY}`]);
      const script = document.head.querySelector<HTMLScriptElement>('script[src]')!;
      expect([script.type, script.getAttribute('crossorigin')]).toEqual(['module', '']);
      // The fallback for documents that get no frames does not load them again.
      await new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_CONFIG.loadTimeoutMs + 50));
      expect(added()).toHaveLength(3);
    });

    it('fetches at once and starts when parsed a page rendered afresh (nothing to paint first)', () => {
      openPage('/phone/login?loginType=2');
      // jsdom's document is parsed already.
      expect(added()).toEqual([`link ${ENTRY}`, `link ${CHUNK}`, `script ${ENTRY}`]);
    });
  });

  it('tells main.tsx to render when no script decided (dev server, index.html)', () => {
    expect(bootMode()).toBe('render');
    html.setAttribute(BOOT_ATTR, 'hydrate');
    expect(bootMode()).toBe('hydrate');
  });
});
