/**
 * The bottom menu: each tab an icon over its label, the active one marked; its taps: the active tab, and the tab whose
 * page is still loading, add no history entry.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomMenu } from '../../src/ui/BottomMenu';
import { theme } from '../../src/ui/theme';

import { MENU_TABS } from '../../src/paths';

const TABS = MENU_TABS;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('bottom menu', () => {
  it('shows each tab as an icon over its label, named by the label alone, and marks the active one', () => {
    render(
      <ThemeProvider theme={theme}>
        <BottomMenu tabs={TABS} currentPath="/phone/findManageIndex" onNavigate={() => {}} />
      </ThemeProvider>,
    );
    for (const { label } of TABS) {
      const tab = screen.getByRole('link', { name: label });
      expect(tab.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toBeTruthy();
      expect(tab.getAttribute('aria-current')).toBe(label === '发现' ? 'page' : null);
    }
  });

  it('ignores a second tap on a tab whose page is still loading: the address is there, the page not yet', async () => {
    const onNavigate = vi.fn();
    // 我的 was tapped: the browser is at its address while the router still shows 发现 (its page loads).
    window.history.replaceState(null, '', '/phone/mineManagerIndex');
    render(
      <ThemeProvider theme={theme}>
        <BottomMenu tabs={TABS} currentPath="/phone/findManageIndex" onNavigate={onNavigate} />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: '我的' }));
    await user.click(screen.getByRole('link', { name: '发现' }));
    expect(onNavigate).not.toHaveBeenCalledWith('/phone/mineManagerIndex');
    expect(onNavigate).not.toHaveBeenCalledWith('/phone/findManageIndex');
    await user.click(screen.getByRole('link', { name: '产品' }));
    expect(onNavigate.mock.calls).toEqual([['/phone/productList']]);
  });
});
