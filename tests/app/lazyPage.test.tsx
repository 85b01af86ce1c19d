/**
 * A page module loaded on first need (src/app/lazyPage.tsx): loaded beforehand, its first render is the page (what
 * hydration needs); one that fails to load shows 页面加载失败 in place of the page, and 重新加载 loads it again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageModule } from '../../src/app/lazyPage';
import { theme } from '../../src/ui/theme';

const module: PageModule = { default: () => <h2>页面内容</h2> };

const show = (element: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <Suspense fallback={<p>等待页面</p>}>{element}</Suspense>
    </ThemeProvider>,
  );

describe('a lazily loaded page', () => {
  it('renders at once, without waiting, once loaded beforehand', async () => {
    const page = lazyPage(async () => module);
    await page.load();
    show(page.element);
    expect(screen.getByRole('heading', { name: '页面内容' })).toBeTruthy();
    expect(screen.queryByText('等待页面')).toBeNull();
  });

  it('loads on first render otherwise, and only once', async () => {
    const importModule = vi.fn(async () => module);
    const page = lazyPage(importModule);
    show(page.element);
    expect(screen.getByText('等待页面')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '页面内容' })).toBeTruthy();
    await page.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('shows that it failed, tries no more until asked, and loads again on 重新加载', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('chunk not found')).mockResolvedValue(module);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = lazyPage(importModule);
    show(page.element);
    expect((await screen.findByRole('alert')).textContent).toContain('页面加载失败');
    expect(importModule).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '页面内容' })).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('a load that failed before the first render is tried again by that render after reset', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('chunk not found')).mockResolvedValue(module);
    const page = lazyPage(importModule);
    await expect(page.load()).rejects.toThrow('chunk not found');
    page.reset();
    show(page.element);
    expect(await screen.findByRole('heading', { name: '页面内容' })).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
