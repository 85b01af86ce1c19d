import { beforeEach, describe, expect, it } from 'vitest';
import { getTerminalType, initTerminalType, isSocialInAppBrowser, productTerminal } from '../../src/platform/terminal';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('terminal type', () => {
  beforeEach(() => sessionStorage.clear());

  it('defaults to 2 (web)', () => {
    expect(initTerminalType('', '/phone/about')).toBe(2);
    expect(getTerminalType()).toBe(2);
  });

  it('reads terminalType once and keeps it for the session', () => {
    expect(initTerminalType('?terminalType=1', '/phone/productList')).toBe(1);
    // Later navigation without the parameter stays in app mode.
    expect(initTerminalType('', '/phone/productInfo')).toBe(1);
    expect(getTerminalType()).toBe(1);
    expect(initTerminalType('?terminalType=2', '/phone/about')).toBe(2);
  });

  it('ignores invalid values', () => {
    initTerminalType('?terminalType=1', '/phone/about');
    expect(initTerminalType('?terminalType=app', '/phone/about')).toBe(1);
  });

  it('accepts `type` on findManageIndex and the article details only (a project introduction’s type is its own)', () => {
    expect(initTerminalType('?type=1', '/phone/productList')).toBe(2);
    expect(initTerminalType('?type=1&trustCode=T1', '/phone/projectIntroduction')).toBe(2);
    expect(initTerminalType('?type=1&activeNav=19', '/phone/findManageIndex')).toBe(1);
    expect(initTerminalType('?type=2&activityId=3', '/phone/findManageActiveDetail')).toBe(2);
    for (const detail of ['/phone/findManageActiveDetail', '/phone/infoDetail', '/phone/activeDetail']) {
      sessionStorage.clear();
      expect(initTerminalType('?activityId=3&activeNav=0&type=1', detail)).toBe(1);
    }
  });

  it('productTerminal is 1 for iOS and 2 otherwise', () => {
    expect(productTerminal(IPHONE)).toBe(1);
    expect(productTerminal(ANDROID)).toBe(2);
    expect(productTerminal('Mozilla/5.0 (X11; Linux x86_64)')).toBe(2);
  });

  it('recognises the WeChat and QQ in-app browsers but not the QQ browser app', () => {
    expect(isSocialInAppBrowser(`${ANDROID} MicroMessenger/8.0.47`)).toBe(true);
    expect(isSocialInAppBrowser(`${IPHONE} QQ/9.0.1.618 V1_IPH_SQ_9.0.1`)).toBe(true);
    expect(isSocialInAppBrowser(`${ANDROID} MQQBrowser/14.6`)).toBe(false);
    expect(isSocialInAppBrowser(ANDROID)).toBe(false);
  });
});
