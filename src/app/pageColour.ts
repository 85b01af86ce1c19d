import { api } from '../api/calls';

export const PAGE_COLOUR_VAR = '--page-colour';
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The operator sets the page's accent colour in the dictionary (queryDictValue HOME_PAGE_COLOUR, spec 1 §7 and
 * spec 2 §7). The theme reads it through a CSS variable, so no component re-renders. A value that is not a hex
 * colour is ignored; a failed call has already been shown by the call layer and the default colour stays.
 */
export async function loadPageColour(root: HTMLElement = document.documentElement): Promise<void> {
  try {
    const { data } = await api.queryDictValue(
      { dictCode: 'HOME_PAGE_COLOUR' },
      { action: '加载页面配置', outlivesPage: true },
    );
    const value = data.value?.trim() ?? '';
    if (HEX_COLOUR.test(value)) root.style.setProperty(PAGE_COLOUR_VAR, value);
  } catch {
    // Shown to the user by the call layer; the default colour stays.
  }
}
