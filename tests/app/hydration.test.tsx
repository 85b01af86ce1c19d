/**
 * Every screen's prerendered HTML hydrates without a mismatch. The page is rendered by the build's own renderer
 * (src/app/prerender.tsx), put in the document with its <html> attributes, the first-paint script decides, and the
 * real src/main.tsx starts on it. Vitest runs React's development build, which reports every hydration mismatch
 * (text, elements, and attributes such as useId's ids or class names) on console.error.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReactDomClient from 'react-dom/client';
import type * as PrerenderModule from '../../src/app/prerender';
import { href, screens, type ScreenName } from '../../src/paths';

// Its call is beside the point; the shell's reaction to calls is tested in shell.test.tsx.
vi.mock('../../src/app/pageColour', () => ({ loadPageColour: async () => {} }));

/**
 * The roots main.tsx makes, unmounted after each test: a root left mounted reacts to what the next test does, and a
 * toast it showed hides itself through it 2 s later, when the worker may be running a file with no document.
 */
const roots: Array<{ unmount(): void }> = [];
vi.mock('react-dom/client', async (original) => {
  const client = await original<typeof ReactDomClient>();
  const kept =
    <A extends unknown[], R extends { unmount(): void }>(make: (...args: A) => R) =>
    (...args: A) => {
      const root = make(...args);
      roots.push(root);
      return root;
    };
  return { ...client, createRoot: kept(client.createRoot), hydrateRoot: kept(client.hydrateRoot) };
});

const errors = vi.fn();
// React reports a mismatch it recovered from (by rendering afresh) as an uncaught error, not on the console.
const uncaught = (event: ErrorEvent) => {
  event.preventDefault();
  errors(event.error ?? event.message);
};

beforeAll(() => {
  // Testing Library marks the environment as a test one; a browser is not, and React would ask for act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  localStorage.clear();
  document.title = '';
  errors.mockReset();
  vi.spyOn(console, 'error').mockImplementation(errors);
  vi.spyOn(console, 'warn').mockImplementation(errors);
  window.addEventListener('error', uncaught);
});
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  window.removeEventListener('error', uncaught);
  vi.restoreAllMocks();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

interface Landing {
  url: string;
  /** Browser state before the page loads. */
  session?: Record<string, string>;
  local?: Record<string, string>;
  historyIndex?: number;
  /** Anything else of the browser, set once the page is prerendered (the build has no browser). */
  browser?: () => void;
}

/** Loads `url` as the browser would: the prerendered HTML of its path, the first-paint script, then main.tsx. */
async function land({ url, session = {}, local = {}, historyIndex = 0, browser }: Landing) {
  const server = (await import('../../src/app/prerender')) as typeof PrerenderModule;
  const { pathname } = new URL(url, window.location.origin);
  const target = server.PRERENDER_TARGETS.find((t) => t.url === pathname);
  if (!target) throw new Error(`${pathname} is not prerendered`);
  const { html, styles } = await server.prerender(target.url);
  browser?.();

  Object.entries(session).forEach(([k, v]) => sessionStorage.setItem(k, v));
  Object.entries(local).forEach(([k, v]) => localStorage.setItem(k, v));
  window.history.replaceState({ idx: historyIndex }, '', url);
  const root = document.documentElement;
  root.setAttribute(server.FIRST_PAINT_CONFIG.prerenderAttr, target.url);
  if (target.inertQuery.length)
    root.setAttribute(server.FIRST_PAINT_CONFIG.inertQueryAttr, target.inertQuery.join(' '));
  document.head.innerHTML = `<style>${server.firstPaintStyle()}</style>${styles}`;
  document.body.innerHTML = `<div id="root" inert>${html}</div>`;
  // The inline script as the page runs it: its own text.
  new Function(server.firstPaintScript())();
  const boot = root.getAttribute(server.FIRST_PAINT_CONFIG.bootAttr);

  await import('../../src/main');
  // The shell sets the title in an effect, i.e. once hydrated; the re-render with the browser's values follows.
  await waitFor(() => expect(document.title).not.toBe(''));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { boot, target };
}

const bar = () => document.querySelector('[data-shell-bar]');

describe('hydrating the prerendered pages', () => {
  it('PRERENDER_TARGETS lists every screen once', async () => {
    const { PRERENDER_TARGETS } = await import('../../src/app/prerender');
    expect(PRERENDER_TARGETS).toHaveLength(Object.keys(screens).length);
    expect(new Set(PRERENDER_TARGETS.map((t) => t.url)).size).toBe(PRERENDER_TARGETS.length);
  });

  it.each((Object.keys(screens) as ScreenName[]).map((name) => href(name)))(
    '%s hydrates with no mismatch',
    async (url) => {
      const { boot } = await land({ url });
      expect(boot).toBe('hydrate');
      expect(errors).not.toHaveBeenCalled();
      // Eventually: screens that need a login (the personal area) open login for a logged-out visitor at once. Login's
      // module is imported then, which on a busy test machine can take longer than waitFor's default second.
      await waitFor(
        () => expect(document.querySelector('header[data-shell-bar] h1')?.textContent).toBe(document.title),
        { timeout: 5000 },
      );
      // Answers taps and typing once hydrated.
      expect(document.getElementById('root')?.inert).toBe(false);
    },
  );

  // A value for every inert query key: with it the page must first render exactly what was prerendered without it.
  const INERT_SAMPLES: Record<string, string> = {
    redirect: '/phone/mineManagerIndex',
    trustCode: 'DY0000014',
    activityId: '48',
  };
  const withInertQuery = (Object.keys(screens) as ScreenName[]).flatMap((name) => {
    const keys: readonly string[] = screens[name].inertQuery ?? [];
    // `key=value`: that value.
    const pairs = keys.map((k) => (k.includes('=') ? k.split('=') : [k, INERT_SAMPLES[k] ?? '']));
    return keys.length ? [`${href(name)}?${new URLSearchParams(pairs)}`] : [];
  });

  it.each(withInertQuery)('%s hydrates with values in its inert query keys', async (url) => {
    expect([...new URL(url, window.location.origin).searchParams.values()].every(Boolean)).toBe(true);
    const { boot } = await land({ url });
    expect(boot).toBe('hydrate');
    await waitFor(() => expect(document.getElementById('root')?.inert).toBe(false), { timeout: 5000 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates inside the app (terminalType=1), then drops the bars the start-up rule had hidden', async () => {
    const { boot } = await land({ url: '/phone/about?terminalType=1' });
    expect(boot).toBe('hydrate');
    expect(document.documentElement.getAttribute('data-bars')).toBe('none');
    await waitFor(() => expect(bar()).toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a later page of an in-app session (terminal type from sessionStorage)', async () => {
    await land({ url: '/phone/productList', session: { terminalType: '1' } });
    await waitFor(() => expect(bar()).toBeNull());
    expect(document.querySelector('nav[aria-label="底部菜单"]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates the discover page opened by the app with its own `type=1`', async () => {
    const { boot } = await land({ url: '/phone/findManageIndex?type=1' });
    expect(boot).toBe('hydrate');
    await waitFor(() => expect(bar()).toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates an embedded page without its bars', async () => {
    const { boot } = await land({ url: '/phone/privacyPolicy?embedded=1' });
    expect(boot).toBe('hydrate');
    await waitFor(() => expect(bar()).toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it("hydrates login with the expired session's redirect, which it reads only after logging in", async () => {
    const { boot } = await land({ url: '/phone/login?redirect=%2Fphone%2FmineManagerIndex' });
    expect(boot).toBe('hydrate');
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows the logout action after hydrating the My page of a logged-in user', async () => {
    await land({ url: '/phone/mineManagerIndex', local: { token_trustms: 'token' } });
    await waitFor(() => expect(document.body.textContent).toContain('退出登录'));
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['/phone/download', '后下载APP'],
    ['/phone/status', '后打开或下载APP'],
  ])('hydrates %s in WeChat, then tells the user to open the phone browser', async (url, tip) => {
    const weChat = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
    await land({ url, browser: () => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(weChat) });
    await waitFor(() => expect(document.querySelector('[role="note"]')?.textContent).toContain(tip));
    expect(errors).not.toHaveBeenCalled();
  });

  it('adds the back button after hydrating about when it is not the first page of the session', async () => {
    await land({ url: '/phone/about', historyIndex: 1 });
    await waitFor(() => expect(document.querySelector('button[aria-label="返回"]:not([aria-hidden])')).not.toBeNull());
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['/phone/login?loginType=2', '快捷登录'],
    ['/phone/status?status=2', '该手机号已经注册'],
    ['/phone/proofExamples?exampleIndex=2', '收入证明示例'],
  ])('renders %s afresh, as its query changes what it shows', async (url, text) => {
    const { boot } = await land({ url });
    expect(boot).toBe('render');
    await waitFor(() => expect(document.body.textContent).toContain(text));
    // Shown again, and answering, once the fresh render is in.
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
    expect(document.getElementById('root')?.inert).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
