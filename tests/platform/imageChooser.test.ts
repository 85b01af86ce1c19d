/**
 * Choosing CRS images inside the app: through the shell's chooseImage action when it has one (iOS and Android
 * shapes), the files it hands back through the window callback; none offered (or outside the app), the page's own
 * file input is used (null).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../src/platform/bridge';
import { IMAGES_CHOSEN_CALLBACK, chooseImagesInApp } from '../../src/platform/imageChooser';
import { initTerminalType } from '../../src/platform/terminal';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('image chooser', () => {
  beforeEach(() => {
    sessionStorage.clear();
    delete window.webkit;
    delete window.android;
    clearBridgeCalls();
  });
  afterEach(() => delete window[IMAGES_CHOSEN_CALLBACK]);

  it('leaves choosing to the file input outside the app and in an app without the action', () => {
    initTerminalType('?terminalType=2', '/phone/about');
    window.android = { chooseImage: vi.fn() };
    expect(chooseImagesInApp(6)).toBeNull();
    initTerminalType('?terminalType=1', '/phone/about');
    window.android = { toCall: vi.fn() };
    expect(chooseImagesInApp(6)).toBeNull();
    expect(getBridgeCalls()).toEqual([]);
  });

  it('asks the Android shell with the room left, and turns what it hands back into files', async () => {
    initTerminalType('?terminalType=1', '/phone/about');
    const chooseImage = vi.fn();
    window.android = { chooseImage };
    const chosen = chooseImagesInApp(4)!;
    await vi.waitFor(() => expect(chooseImage).toHaveBeenCalled());
    expect(JSON.parse(chooseImage.mock.calls[0]![0] as string)).toEqual({ max: 4, callback: IMAGES_CHOSEN_CALLBACK });
    window[IMAGES_CHOSEN_CALLBACK]!([{ name: 'id.png', type: 'image/png', base64: PNG }]);
    const files = await chosen;
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([['id.png', 'image/png', 70]]);
    expect(window[IMAGES_CHOSEN_CALLBACK]).toBeUndefined();
  });

  it('posts to the iOS handler, and a cancelled choice gives no files', async () => {
    initTerminalType('?terminalType=1', '/phone/about');
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { chooseImage: { postMessage } } };
    const chosen = chooseImagesInApp(6)!;
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ max: 6, callback: IMAGES_CHOSEN_CALLBACK }));
    window[IMAGES_CHOSEN_CALLBACK]!([]);
    expect(await chosen).toEqual([]);
  });
});
