/**
 * The native bridge's contract (docs/bridge.md): for every action, the exact message the iOS and the Android shell
 * receive, its browser fallback and "method undefined" without the method, all generated from one table of cases
 * that must name every action; then the queue before the shell injects the bridge, and the Android focus scroll.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANDROID_FOCUS_SCROLL_DELAY_MS,
  BRIDGE_ACTIONS,
  BRIDGE_READY_TIMEOUT_MS,
  callNative,
  clearBridgeCalls,
  configureBridge,
  getBridgeCalls,
  installAndroidFocusScroll,
  METHOD_UNDEFINED,
  native,
  type BridgeAction,
  type BridgeArgs,
} from '../../src/platform/bridge';
import { initTerminalType } from '../../src/platform/terminal';
import { ToastHost } from '../../src/app/Feedback';
import { downloadPrompt, downloadPromptStore, toast, toastStore } from '../../src/platform/notices';
import { renderWithTheme } from '../setup/render';

const inApp = () => initTerminalType('?terminalType=1', '/phone/about');
const inBrowser = () => initTerminalType('?terminalType=2', '/phone/about');

/** What the browser does instead: open a URL, navigate in the app, go back, offer the download, or nothing. */
type WebEffect = { openUrl: string } | { navigate: string } | 'back' | 'download' | 'none';

interface Case<A extends BridgeAction> {
  args: BridgeArgs<A>;
  /** The argument of `window.webkit.messageHandlers[action].postMessage`. */
  ios: unknown;
  /** The arguments of `window.android[action]`: none, or one string. */
  android: [] | [string];
  web: WebEffect;
}

const POSTER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const INVITE = 'https://h5.example.com/phone/codeRegister?brokeraccount=M0001&id=42';
const REPORT = 'https://example.com/report.pdf';

/** One case per action: an action added to the bridge without a case here fails to compile and fails below. */
const CASES: { [A in BridgeAction]: Case<A> } = {
  externalURL: { args: [REPORT], ios: REPORT, android: [REPORT], web: { openUrl: REPORT } },
  nextStep: { args: [], ios: null, android: [], web: 'none' },
  openLink: {
    args: ['dingyuantrust://open'],
    ios: 'dingyuantrust://open',
    android: ['dingyuantrust://open'],
    web: { openUrl: 'dingyuantrust://open' },
  },
  openInternallLink: {
    args: ['/phone/pointsList?pointsType=1'],
    ios: `${window.location.origin}/phone/pointsList?pointsType=1&terminalType=1`,
    android: [`${window.location.origin}/phone/pointsList?pointsType=1&terminalType=1`],
    web: { navigate: '/phone/pointsList?pointsType=1' },
  },
  closeInterface: { args: [], ios: null, android: [], web: 'back' },
  finishs: { args: [], ios: null, android: [], web: 'back' },
  closeh5Back: { args: [], ios: null, android: [], web: 'back' },
  openLinkNoNav: { args: [REPORT], ios: REPORT, android: [REPORT], web: { openUrl: REPORT } },
  openPointsMall: { args: [], ios: null, android: [], web: 'download' },
  tomanage: { args: [], ios: null, android: [], web: 'download' },
  goCertificCard: { args: [], ios: null, android: [], web: 'download' },
  toProductList: { args: [], ios: null, android: [], web: { navigate: '/phone/productList' } },
  toWealth: { args: [], ios: null, android: [], web: 'download' },
  toSubscribe: {
    args: [{ trustCode: 'T0001' }],
    ios: { trustCode: 'T0001' },
    android: ['{"trustCode":"T0001"}'],
    web: 'download',
  },
  wxShareManager: {
    args: [{ title: '邀请好友', description: '注册即可参与', link: INVITE, image: POSTER }],
    ios: { title: '邀请好友', description: '注册即可参与', link: INVITE, image: POSTER },
    android: [`{"title":"邀请好友","description":"注册即可参与","link":"${INVITE}","image":"${POSTER}"}`],
    web: 'download',
  },
  lineChartIcon: {
    args: [{ trustCode: 'T0001', fundproperty: '1', tab: 'trend', period: '4' }],
    ios: { trustCode: 'T0001', fundproperty: '1', tab: 'trend', period: '4' },
    android: ['{"trustCode":"T0001","fundproperty":"1","tab":"trend","period":"4"}'],
    web: 'none',
  },
  changeH5Radio: {
    args: [{ tab: 'annual', period: '3' }],
    ios: { tab: 'annual', period: '3' },
    android: ['{"tab":"annual","period":"3"}'],
    web: 'none',
  },
  historyData: {
    args: [{ tab: 'trend', period: '1', x: ['20240101', '20240102'], y: [1.0123, 1.0131] }],
    ios: { tab: 'trend', period: '1', x: ['20240101', '20240102'], y: [1.0123, 1.0131] },
    android: ['{"tab":"trend","period":"1","x":["20240101","20240102"],"y":[1.0123,1.0131]}'],
    web: 'none',
  },
  postLineChartHeight: { args: [{ height: 320 }], ios: { height: 320 }, android: ['{"height":320}'], web: 'none' },
  tobottom: { args: [], ios: null, android: [], web: 'none' },
  toCall: {
    args: ['400-650-0717'],
    ios: '400-650-0717',
    android: ['400-650-0717'],
    web: { openUrl: 'tel:400-650-0717' },
  },
  chooseImage: {
    args: [{ max: 6, callback: '__imagesChosen' }],
    ios: { max: 6, callback: '__imagesChosen' },
    android: ['{"max":6,"callback":"__imagesChosen"}'],
    web: 'none',
  },
};

/** `native[action](...args)` for an action chosen at run time. */
const call = (action: BridgeAction): Promise<boolean> =>
  (native[action] as (...args: unknown[]) => Promise<boolean>)(...CASES[action].args);

const host = { navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn() };

beforeEach(() => {
  sessionStorage.clear();
  delete window.webkit;
  delete window.android;
  clearBridgeCalls();
  toast.dismiss();
  downloadPrompt.close();
  Object.values(host).forEach((fn) => fn.mockReset());
  configureBridge(host);
});
afterEach(() => vi.useRealTimers());

describe('the actions', () => {
  it('are those of spec 2 §7 and spec 3 §7, and the image chooser of the CRS form', () => {
    const spec = [
      'externalURL',
      'nextStep',
      'openLink',
      'openInternallLink',
      'closeInterface',
      'finishs',
      'closeh5Back',
      'openLinkNoNav',
      'openPointsMall',
      'tomanage',
      'goCertificCard',
      'toProductList',
      'toWealth',
      'wxShareManager',
      'lineChartIcon',
      'changeH5Radio',
      'historyData',
      'postLineChartHeight',
      'tobottom',
      'toCall',
    ];
    // The product's own: the spec names no action for choosing images (docs/client.md, "Choosing images inside the app")
    // nor for handing a purchase to the app (docs/bridge.md, toSubscribe).
    const ours = ['chooseImage', 'toSubscribe'];
    expect([...BRIDGE_ACTIONS].sort()).toEqual([...spec, ...ours].sort());
  });

  it('each have a case here and a typed wrapper', () => {
    expect(Object.keys(CASES).sort()).toEqual([...BRIDGE_ACTIONS].sort());
    expect(Object.keys(native).sort()).toEqual([...BRIDGE_ACTIONS].sort());
  });
});

describe.each(BRIDGE_ACTIONS)('%s', (action) => {
  const expected = CASES[action];

  describe('in the app (terminal type 1)', () => {
    beforeEach(inApp);

    it('posts the exact message to the iOS handler', async () => {
      const postMessage = vi.fn();
      window.webkit = { messageHandlers: { [action]: { postMessage } } };
      await expect(call(action)).resolves.toBe(true);
      expect(postMessage.mock.calls).toEqual([[expected.ios]]);
      expect(getBridgeCalls()).toMatchObject([{ action, via: 'ios' }]);
    });

    it('calls the Android method with the exact string argument', async () => {
      const method = vi.fn();
      const android = { [action]: method };
      window.android = android;
      await expect(call(action)).resolves.toBe(true);
      expect(method.mock.calls).toEqual([expected.android]);
      expect(method.mock.contexts[0]).toBe(android);
      expect(getBridgeCalls()).toMatchObject([{ action, via: 'android' }]);
    });

    it.each([
      ['iOS', () => (window.webkit = { messageHandlers: {} })],
      ['Android', () => (window.android = {})],
    ])('shows "method undefined" when the %s shell lacks the method', async (_, install) => {
      install();
      await expect(call(action)).resolves.toBe(false);
      expect(toastStore.get()).toMatchObject({ kind: 'error', text: METHOD_UNDEFINED });
      expect(getBridgeCalls()).toMatchObject([{ action, via: 'missing' }]);
    });
  });

  it('has its browser fallback (terminal type 2), and never reaches a native object there', async () => {
    inBrowser();
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { [action]: { postMessage } } };
    await expect(call(action)).resolves.toBe(true);
    expect(postMessage).not.toHaveBeenCalled();
    const { web } = expected;
    expect(host.openUrl.mock.calls).toEqual(typeof web === 'object' && 'openUrl' in web ? [[web.openUrl]] : []);
    expect(host.navigate.mock.calls).toEqual(typeof web === 'object' && 'navigate' in web ? [[web.navigate]] : []);
    expect(host.back).toHaveBeenCalledTimes(web === 'back' ? 1 : 0);
    expect(downloadPromptStore.get()).toBe(web === 'download');
    expect(debug).toHaveBeenCalledTimes(web === 'none' ? 1 : 0);
    expect(getBridgeCalls()).toMatchObject([{ action, via: 'web' }]);
    debug.mockRestore();
  });
});

describe('in the app', () => {
  beforeEach(inApp);

  it('callNative sends what the wrapper sends', async () => {
    const android = { toCall: vi.fn() };
    window.android = android;
    await callNative('toCall', '400-650-0717');
    await native.toCall('400-650-0717');
    expect(android.toCall.mock.calls).toEqual([['400-650-0717'], ['400-650-0717']]);
  });

  it('an action without payload sends none, even when a click handler passes it the event', async () => {
    const android = { closeh5Back: vi.fn() };
    window.android = android;
    const handler: (event: MouseEvent) => unknown = native.closeh5Back;
    await handler(new MouseEvent('click'));
    expect(android.closeh5Back.mock.calls).toEqual([[]]);
    expect(getBridgeCalls()).toMatchObject([{ action: 'closeh5Back', payload: undefined, via: 'android' }]);
  });

  it('shows "method undefined" in the toast', async () => {
    renderWithTheme(<ToastHost />);
    window.webkit = { messageHandlers: {} };
    await act(() => native.openPointsMall());
    expect(screen.getByRole('alert').textContent).toBe('method undefined');
  });

  it('a shell that throws counts as lacking the method', async () => {
    window.android = {
      tobottom: () => {
        throw new Error('Method not found');
      },
    };
    await expect(native.tobottom()).resolves.toBe(false);
    expect(toastStore.get()?.text).toBe(METHOD_UNDEFINED);
  });
});

describe('before the shell injects the bridge', () => {
  beforeEach(() => {
    inApp();
    vi.useFakeTimers();
  });

  it('queues calls and delivers them in order once it appears', async () => {
    const first = native.postLineChartHeight({ height: 320 });
    const second = native.lineChartIcon({ trustCode: 'T0001', fundproperty: '1', tab: 'trend', period: '4' });
    await vi.advanceTimersByTimeAsync(500);
    expect(getBridgeCalls().map((c) => c.via)).toEqual(['pending', 'pending']);

    const order: string[] = [];
    window.android = {
      postLineChartHeight: (arg) => order.push(`postLineChartHeight:${arg}`),
      lineChartIcon: () => order.push('lineChartIcon'),
      tobottom: () => order.push('tobottom'),
    };
    // Made after the shell appeared but before the queue was delivered: it still goes last.
    const third = native.tobottom();
    await vi.advanceTimersByTimeAsync(100);

    await expect(Promise.all([first, second, third])).resolves.toEqual([true, true, true]);
    expect(order).toEqual(['postLineChartHeight:{"height":320}', 'lineChartIcon', 'tobottom']);
  });

  it('goes straight to the shell once it is there', async () => {
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { tobottom: { postMessage } } };
    await expect(native.tobottom()).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith(null);
  });

  it(`gives up after ${BRIDGE_READY_TIMEOUT_MS} ms: every queued call shows "method undefined" and resolves false`, async () => {
    const mall = native.openPointsMall();
    const share = native.wxShareManager({ title: '邀请好友', description: '注册即可参与', link: INVITE });
    await vi.advanceTimersByTimeAsync(BRIDGE_READY_TIMEOUT_MS - 100);
    expect(getBridgeCalls().map((c) => c.via)).toEqual(['pending', 'pending']);
    await vi.advanceTimersByTimeAsync(100);
    await expect(Promise.all([mall, share])).resolves.toEqual([false, false]);
    expect(getBridgeCalls().map((c) => c.via)).toEqual(['missing', 'missing']);
    expect(toastStore.get()?.text).toBe(METHOD_UNDEFINED);

    // A later call waits afresh: a shell that appears late still gets it.
    const late = native.openPointsMall();
    const openPointsMall = vi.fn();
    window.android = { openPointsMall };
    await vi.advanceTimersByTimeAsync(50);
    await expect(late).resolves.toBe(true);
    expect(openPointsMall.mock.calls).toEqual([[]]);
  });
});

describe('in a browser', () => {
  beforeEach(inBrowser);

  it('records every call for testers in window.__bridgeCalls', async () => {
    await native.toProductList();
    await callNative('toCall', '400-650-0717');
    expect(window.__bridgeCalls).toMatchObject([
      { action: 'toProductList', via: 'web' },
      { action: 'toCall', payload: '400-650-0717', via: 'web' },
    ]);
    expect(getBridgeCalls()).toBe(window.__bridgeCalls);
  });
});

describe('Android input-focus scroll', () => {
  const field = (tag: 'input' | 'textarea') => {
    const el = document.createElement(tag);
    document.body.append(el);
    el.scrollIntoView = vi.fn();
    return el;
  };

  it.each(['input', 'textarea'] as const)(
    `scrolls a focused %s into view ${ANDROID_FOCUS_SCROLL_DELAY_MS} ms after focus on Android`,
    (tag) => {
      vi.useFakeTimers();
      const el = field(tag);
      const uninstall = installAndroidFocusScroll(document, 'Mozilla/5.0 (Linux; Android 14)');
      el.focus();
      vi.advanceTimersByTime(ANDROID_FOCUS_SCROLL_DELAY_MS - 1);
      expect(el.scrollIntoView).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(el.scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
      uninstall();
      el.remove();
    },
  );

  it('stops when uninstalled', () => {
    vi.useFakeTimers();
    const el = field('input');
    installAndroidFocusScroll(document, 'Mozilla/5.0 (Linux; Android 14)')();
    el.focus();
    vi.advanceTimersByTime(1000);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
    el.remove();
  });

  it('does nothing elsewhere', () => {
    vi.useFakeTimers();
    const el = field('input');
    const uninstall = installAndroidFocusScroll(document, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    el.focus();
    vi.advanceTimersByTime(1000);
    expect(el.scrollIntoView).not.toHaveBeenCalled();
    uninstall();
    el.remove();
  });
});
