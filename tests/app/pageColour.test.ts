import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageColour, PAGE_COLOUR_VAR } from '../../src/app/pageColour';
import { configureClient } from '../../src/api/client';
import { toast, toastStore } from '../../src/platform/notices';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const ok = (value: string) => ({ code: '00000000', result: { data: { value }, msg: '', statusCode: '00000000' } });

describe('page colour', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    configureClient({ navigate: vi.fn(), currentPath: () => '/phone/about' });
    toast.dismiss();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the dictionary for HOME_PAGE_COLOUR and applies a hex colour', async () => {
    const fetch = answer(ok('#1a5fb4'));
    vi.stubGlobal('fetch', fetch);
    await loadPageColour(root);
    expect(root.style.getPropertyValue(PAGE_COLOUR_VAR)).toBe('#1a5fb4');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/services\/trustAppApi\/queryDictValue$/);
    expect(JSON.parse(String(init.body))).toEqual({ requestData: { dictCode: 'HOME_PAGE_COLOUR' } });
  });

  it('ignores a value that is not a colour', async () => {
    vi.stubGlobal('fetch', answer(ok('red; background: url(x)')));
    await loadPageColour(root);
    expect(root.style.getPropertyValue(PAGE_COLOUR_VAR)).toBe('');
  });

  it('keeps the default colour and shows the failure when the call fails', async () => {
    vi.stubGlobal('fetch', answer({ code: '99999999', result: { data: null, msg: '', statusCode: '' } }));
    await loadPageColour(root);
    expect(root.style.getPropertyValue(PAGE_COLOUR_VAR)).toBe('');
    expect(toastStore.get()?.text).toBe('加载页面配置失败');
  });
});
