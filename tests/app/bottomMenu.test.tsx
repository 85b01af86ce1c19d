/** The bottom menu's taps: the active tab, and the tab whose page is still loading, add no history entry. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomMenu } from '../../src/ui/BottomMenu';
import { theme } from '../../src/ui/theme';

const TABS = [
  { label: '产品', to: '/phone/productList' },
  { label: '发现', to: '/phone/findManageIndex' },
  { label: '我的', to: '/phone/mineManagerIndex' },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('bottom menu', () => {
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
