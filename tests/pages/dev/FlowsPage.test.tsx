import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { catalogue } from '../../../machines/catalogue';
import FlowsPage from '../../../src/pages/dev/FlowsPage';
import type { Entry } from '../../model/kit';
import { theme } from '../../../src/ui/theme';
import { renderApp } from '../../app/helpers';
import { ROUTE_WAIT } from '../mine/fixtures';

function renderPage(entries?: readonly Entry[]) {
  const user = userEvent.setup();
  // StrictMode as in main.tsx: the page's actors must survive React's double mount in dev.
  render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <FlowsPage {...(entries && { entries })} />
      </ThemeProvider>
    </StrictMode>,
  );
  return user;
}

const flow = (id: string) => screen.getByRole('region', { name: id });
const currentState = (id: string) => within(flow(id)).getByRole('status', { name: '当前状态' }).textContent;
const offered = (id: string) =>
  within(within(flow(id)).getByRole('group', { name: '可触发的事件' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const context = (id: string) =>
  JSON.parse(within(flow(id)).getByLabelText('上下文').textContent ?? 'null') as Record<string, unknown>;
const highlighted = (id: string) =>
  within(within(flow(id)).getByRole('list', { name: `${id} 状态图` }))
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'step')
    .map((li) => li.querySelector('strong')?.textContent);

/** A small flow with what smsCountdown lacks: a guard on context, a guard on the payload, several samples of one event. */
const door = setup({
  types: {
    context: {} as { locked: boolean },
    events: {} as
      | { type: 'user.unlock'; answer: string }
      | { type: 'user.open' }
      | { type: 'user.knock'; times: number }
      | { type: 'user.close' },
  },
  actors: { askHost: fromPromise<{ statusCode: string }>(async () => ({ statusCode: '00000000' })) },
  guards: {
    isUnlocked: ({ context }) => !context.locked,
    isRightAnswer: ({ event }) => (event as { answer?: string }).answer === 'right',
    isWelcome: ({ event }) => (event as unknown as { output: { statusCode: string } }).output.statusCode === '00000000',
  },
}).createMachine({
  id: 'door',
  context: { locked: true },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'user.open': { guard: 'isUnlocked', target: 'open' },
        'user.unlock': { guard: 'isRightAnswer', actions: assign({ locked: false }) },
        'user.knock': 'asking',
      },
    },
    asking: {
      invoke: {
        id: 'askHost',
        src: 'askHost',
        onDone: [{ guard: 'isWelcome', target: 'open' }, { target: 'closed' }],
        onError: 'closed',
      },
    },
    open: { on: { 'user.close': 'closed' } },
  },
});

const doorEntry = {
  machine: door,
  input: undefined,
  events: {
    'user.unlock': [
      { type: 'user.unlock', answer: 'wrong' },
      { type: 'user.unlock', answer: 'right' },
    ],
    'user.open': [{ type: 'user.open' }],
    'user.knock': [
      { type: 'user.knock', times: 1 },
      { type: 'user.knock', times: 2 },
    ],
    'user.close': [{ type: 'user.close' }],
  },
  outcomes: {
    askHost: {
      welcome: { output: { statusCode: '00000000' } },
      refused: { output: { statusCode: '00000015' } },
      failed: { error: new Error('网络异常') },
    },
  },
} as unknown as Entry;

/** The page with every catalogue flow, once their test samples have loaded. */
async function renderCatalogue() {
  const user = renderPage();
  // The catalogue's entries load lazily, as a route's page does.
  await screen.findByRole('region', { name: 'smsCountdown' }, ROUTE_WAIT);
  return user;
}

describe('dev flows page', () => {
  it('lists every machine of the catalogue with its chart', async () => {
    await renderCatalogue();
    // Each flow's section, found from its link in the index (role queries over the whole page, 22 times, cost
    // seconds on a busy machine): its heading and its chart.
    const links = screen.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('#flow-'));
    expect(links.map((l) => l.textContent)).toEqual(Object.keys(catalogue));
    for (const link of links) {
      const id = link.textContent!;
      const heading = document.querySelector(link.getAttribute('href')!)!;
      expect(heading.textContent).toBe(id);
      expect(heading.closest('section')?.querySelector(`[aria-label="${id} 状态图"]`)).not.toBeNull();
    }
  });

  it('draws smsCountdown: its states, the initial one, and each transition with its guard', async () => {
    await renderCatalogue();
    const chart = within(flow('smsCountdown')).getByRole('list', { name: 'smsCountdown 状态图' });
    const rows = within(chart)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('strong'));
    expect(rows.map((li) => li.querySelector('strong')?.textContent)).toEqual(['idle', 'countingDown']);
    expect(rows[0]?.textContent).toContain('初始');
    expect(chart.textContent).toContain('countdown.start → countingDown');
    expect(chart.textContent).toContain('after tick [hasSecondsLeft] → countingDown');
    expect(chart.textContent).toContain('after tick → idle');
  });

  it('steps smsCountdown from idle through the countdown back to idle', async () => {
    const user = await renderCatalogue();
    expect(currentState('smsCountdown')).toBe('idle');
    expect(highlighted('smsCountdown')).toEqual(['idle']);
    expect(offered('smsCountdown')).toEqual(['countdown.start']);

    await user.click(within(flow('smsCountdown')).getByRole('button', { name: 'countdown.start' }));
    expect(await within(flow('smsCountdown')).findByText('countingDown', { selector: 'output' })).toBeTruthy();
    expect(highlighted('smsCountdown')).toEqual(['countingDown']);
    expect(offered('smsCountdown')).toEqual(['等待 tick (1000 ms)']);
    expect(context('smsCountdown').remaining).toBe(2);

    await user.click(within(flow('smsCountdown')).getByRole('button', { name: '等待 tick (1000 ms)' }));
    expect(currentState('smsCountdown')).toBe('countingDown');
    expect(context('smsCountdown').remaining).toBe(1);

    await user.click(within(flow('smsCountdown')).getByRole('button', { name: '等待 tick (1000 ms)' }));
    expect(currentState('smsCountdown')).toBe('idle');
    expect(context('smsCountdown').remaining).toBe(0);
    expect(offered('smsCountdown')).toEqual(['countdown.start']);
  });

  it('answers a request by name, takes a failure to its state, and resets', async () => {
    const user = await renderCatalogue();
    expect(offered('loader')).toEqual([
      'loadPage 完成：fullPage',
      'loadPage 完成：shortPage',
      'loadPage 完成：nothing',
      'loadPage 完成：loginRequired',
      'loadPage 失败：failed',
    ]);
    await user.click(within(flow('loader')).getByRole('button', { name: 'loadPage 失败：failed' }));
    expect(await within(flow('loader')).findByText('failed', { selector: 'output' })).toBeTruthy();
    expect(offered('loader')).toEqual(['user.retry']);

    await user.click(within(flow('loader')).getByRole('button', { name: '重置' }));
    expect(currentState('loader')).toBe('loading');
    expect(context('loader').items).toEqual([]);
  });

  it('masks what was typed in the context it shows', async () => {
    const user = await renderCatalogue();
    const typeName = within(flow('login')).getAllByRole('button', { name: /^user\.changeField .*"userName"/ })[0]!;
    expect(typeName.textContent).toContain('138****0001');
    await user.click(typeName);
    expect(context('login').userName).toBe('138****0001');
  });

  it('offers only what the machine would take now: no guarded-off sample, no event of another state', async () => {
    const user = renderPage([doorEntry]);
    // user.open is guarded off while locked, the wrong answer is refused, user.close belongs to "open".
    expect(offered('door')).toEqual([
      'user.unlock {"answer":"right"}',
      'user.knock {"times":1}',
      'user.knock {"times":2}',
    ]);

    await user.click(screen.getByRole('button', { name: 'user.unlock {"answer":"right"}' }));
    expect(offered('door')).toEqual([
      'user.open',
      'user.unlock {"answer":"right"}',
      'user.knock {"times":1}',
      'user.knock {"times":2}',
    ]);

    await user.click(screen.getByRole('button', { name: 'user.knock {"times":2}' }));
    expect(currentState('door')).toBe('asking');
    expect(offered('door')).toEqual(['askHost 完成：welcome', 'askHost 完成：refused', 'askHost 失败：failed']);

    await user.click(screen.getByRole('button', { name: 'askHost 完成：refused' }));
    expect(await screen.findByText('closed', { selector: 'output' })).toBeTruthy();
  });

  it('is a route of the dev build: /phone/__flows', async () => {
    await renderApp(['/phone/__flows']);
    expect(await screen.findByRole('region', { name: 'smsCountdown' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('流程演示'));
  });
});
