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
} from '../../src/platform/bridge';
import { initTerminalType } from '../../src/platform/terminal';
import { ToastHost } from '../../src/app/Feedback';
import { downloadPrompt, downloadPromptStore, toast } from '../../src/platform/notices';
import { renderWithTheme } from '../setup/render';

const inApp = () => initTerminalType('?terminalType=1', '/phone/about');
const inBrowser = () => initTerminalType('?terminalType=2', '/phone/about');

describe('native bridge', () => {
  beforeEach(() => {
    sessionStorage.clear();
    delete window.webkit;
    delete window.android;
    clearBridgeCalls();
    toast.dismiss();
    downloadPrompt.close();
    renderWithTheme(<ToastHost />);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists every action of spec 2 §7 and spec 3 §7, and the image chooser of the CRS form', () => {
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
    // The product's own: the spec names no action for choosing images (docs/decisions.md).
    const ours = ['chooseImage'];
    expect([...BRIDGE_ACTIONS].sort()).toEqual([...spec, ...ours].sort());
  });

  describe('in the app (terminal type 1)', () => {
    beforeEach(inApp);

    it('posts to the iOS message handler', async () => {
      const postMessage = vi.fn();
      window.webkit = { messageHandlers: { toCall: { postMessage } } };
      await expect(callNative('toCall', '400-650-0717')).resolves.toBe(true);
      expect(postMessage).toHaveBeenCalledWith('400-650-0717');
      expect(getBridgeCalls()).toMatchObject([{ action: 'toCall', payload: '400-650-0717', via: 'ios' }]);
    });

    it('calls the Android interface as a method, with a JSON string payload', async () => {
      const android = { historyData: vi.fn(), tobottom: vi.fn() };
      window.android = android;
      await expect(callNative('historyData', { x: ['20240101'], y: [1.0123] })).resolves.toBe(true);
      await callNative('tobottom');
      expect(android.historyData).toHaveBeenCalledWith('{"x":["20240101"],"y":[1.0123]}');
      expect(android.historyData.mock.contexts[0]).toBe(android);
      expect(android.tobottom).toHaveBeenCalledWith();
    });

    it('shows "method undefined" when the shell lacks the method', async () => {
      window.webkit = { messageHandlers: {} };
      let result: boolean | undefined;
      await act(async () => {
        result = await callNative('wxShareManager', { title: '邀请好友' });
      });
      expect(result).toBe(false);
      expect(screen.getByRole('alert').textContent).toBe('method undefined');
      expect(getBridgeCalls()).toMatchObject([{ action: 'wxShareManager', via: 'missing' }]);
    });

    it('shows "method undefined" for a missing Android method too', async () => {
      window.android = {};
      await act(async () => {
        await expect(callNative('nextStep')).resolves.toBe(false);
      });
      expect(screen.getByRole('alert').textContent).toBe('method undefined');
    });

    it('queues calls made before the bridge is injected and delivers them in order', async () => {
      vi.useFakeTimers();
      const first = callNative('postLineChartHeight', 320);
      const second = callNative('lineChartIcon');
      await vi.advanceTimersByTimeAsync(500);
      expect(getBridgeCalls().map((c) => c.via)).toEqual(['pending', 'pending']);

      const order: string[] = [];
      window.android = {
        postLineChartHeight: (arg) => order.push(`postLineChartHeight:${arg}`),
        lineChartIcon: () => order.push('lineChartIcon'),
      };
      await vi.advanceTimersByTimeAsync(100);

      await expect(first).resolves.toBe(true);
      await expect(second).resolves.toBe(true);
      expect(order).toEqual(['postLineChartHeight:320', 'lineChartIcon']);
    });

    it('gives up after the ready timeout with "method undefined"', async () => {
      vi.useFakeTimers();
      const pending = callNative('openPointsMall');
      await vi.advanceTimersByTimeAsync(BRIDGE_READY_TIMEOUT_MS - 100);
      expect(getBridgeCalls()[0]?.via).toBe('pending');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await expect(pending).resolves.toBe(false);
      expect(screen.getByRole('alert').textContent).toBe('method undefined');
    });
  });

  describe('in a browser (terminal type 2): web fallbacks', () => {
    const host = { navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn() };
    beforeEach(() => {
      inBrowser();
      Object.values(host).forEach((fn) => fn.mockReset());
      configureBridge(host);
    });

    it('toCall dials through a tel: link', async () => {
      await callNative('toCall', '400-650-0717');
      expect(host.openUrl).toHaveBeenCalledWith('tel:400-650-0717');
    });

    it.each(['closeInterface', 'finishs', 'closeh5Back'] as const)('%s goes back', async (action) => {
      await callNative(action);
      expect(host.back).toHaveBeenCalledOnce();
    });

    it.each(['externalURL', 'openLink', 'openLinkNoNav'] as const)('%s opens the URL', async (action) => {
      await callNative(action, 'https://example.com/report.pdf');
      expect(host.openUrl).toHaveBeenCalledWith('https://example.com/report.pdf');
    });

    it('openInternallLink and toProductList navigate inside the app', async () => {
      await callNative('openInternallLink', '/phone/taskCenter');
      await callNative('toProductList');
      expect(host.navigate.mock.calls).toEqual([['/phone/taskCenter'], ['/phone/productList']]);
    });

    it.each(['openPointsMall', 'tomanage', 'goCertificCard', 'toWealth', 'wxShareManager'] as const)(
      '%s opens the download prompt',
      async (action) => {
        await callNative(action);
        expect(downloadPromptStore.get()).toBe(true);
      },
    );

    it('chart and scroll notices do nothing, and never reach a native object that happens to exist', async () => {
      const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
      const postMessage = vi.fn();
      window.webkit = { messageHandlers: { tobottom: { postMessage } } };
      await expect(callNative('tobottom')).resolves.toBe(true);
      expect(postMessage).not.toHaveBeenCalled();
      expect(Object.values(host).every((fn) => fn.mock.calls.length === 0)).toBe(true);
      expect(debug).toHaveBeenCalledOnce();
      debug.mockRestore();
    });

    it('records every call for testers in window.__bridgeCalls', async () => {
      await callNative('toProductList');
      await callNative('toCall', '400-650-0717');
      expect(window.__bridgeCalls).toMatchObject([
        { action: 'toProductList', via: 'web' },
        { action: 'toCall', payload: '400-650-0717', via: 'web' },
      ]);
      expect(getBridgeCalls()).toBe(window.__bridgeCalls);
    });
  });
});

describe('Android input-focus scroll', () => {
  afterEach(() => vi.useRealTimers());

  it(`scrolls the focused field into view ${ANDROID_FOCUS_SCROLL_DELAY_MS} ms after focus on Android`, () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    document.body.append(input);
    input.scrollIntoView = vi.fn();
    const uninstall = installAndroidFocusScroll(document, 'Mozilla/5.0 (Linux; Android 14)');
    input.focus();
    vi.advanceTimersByTime(ANDROID_FOCUS_SCROLL_DELAY_MS - 1);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(input.scrollIntoView).toHaveBeenCalledOnce();
    uninstall();
    input.remove();
  });

  it('does nothing elsewhere', () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    document.body.append(input);
    input.scrollIntoView = vi.fn();
    const uninstall = installAndroidFocusScroll(document, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    input.focus();
    vi.advanceTimersByTime(1000);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    uninstall();
    input.remove();
  });
});
