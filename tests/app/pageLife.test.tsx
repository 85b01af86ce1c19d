/**
 * The page's life in its WebView (src/platform/webviewLife.ts): the network notice follows the browser's
 * online/offline events, and a flow that failed tries again by itself when the network comes back.
 */
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkNotice } from '../../src/app/Feedback';
import { useLoader } from '../../src/flows/useLoader';
import { pageOf, type PageOutcome } from '../../machines/loader/loader';
import { installPageLife, NETWORK_TEXT, RECOVERED_NOTICE_MS } from '../../src/platform/webviewLife';
import { renderWithTheme } from '../setup/render';

let online = true;
beforeAll(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  installPageLife();
});
afterEach(() => {
  vi.useRealTimers();
});

function network(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

describe('the network notice', () => {
  it('says the network is gone while it is, then that it is back, then nothing', () => {
    vi.useFakeTimers();
    renderWithTheme(<NetworkNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
    network(false);
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_TEXT.offline);
    network(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(NETWORK_TEXT.recovered);
    act(() => vi.advanceTimersByTime(RECOVERED_NOTICE_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an online event without a loss before it shows nothing', () => {
    renderWithTheme(<NetworkNotice />);
    network(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function List({ load }: { load: () => Promise<PageOutcome> }) {
  const { view } = useLoader<string>({ load, pageSize: 0 });
  return <p>{view.status === 'failed' ? '加载失败' : view.status === 'ready' ? view.items.join(',') : '…'}</p>;
}

describe('a flow that failed', () => {
  it('loads again when the network comes back, and only then', async () => {
    const load = vi
      .fn<() => Promise<PageOutcome>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(pageOf(['公告']));
    renderWithTheme(
      <MemoryRouter>
        <List load={load} />
      </MemoryRouter>,
    );
    await screen.findByText('加载失败');
    network(false);
    expect(load).toHaveBeenCalledTimes(1);
    network(true);
    await screen.findByText('公告');
    expect(load).toHaveBeenCalledTimes(2);
    // Loaded: the next return of the network loads nothing.
    network(false);
    network(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
