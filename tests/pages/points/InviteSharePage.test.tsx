/**
 * The invitation share page's poster survives the page being hidden while it is drawn: when something else under the
 * same Suspense boundary suspends (a lazy part, a navigation that is not a transition), React hides what it showed
 * and detaches its refs but keeps its effects, so the drawing may end with the canvas ref empty. The fault matrix
 * met this once as an uncaught "Cannot read properties of null (reading 'toDataURL')".
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { pageOf } from '../../../machines/loader/loader';
import type { InviteOverview } from '../../../src/implementations/invite';
import InviteSharePage from '../../../src/pages/points/InviteSharePage';
import type * as Poster from '../../../src/pages/points/poster';
import { theme } from '../../../src/ui/theme';

const drawing = vi.hoisted(() => ({ finish: () => {} }));
vi.mock('../../../src/pages/points/poster', async (original) => ({
  ...(await original<typeof Poster>()),
  drawPoster: () => new Promise<void>((resolve) => (drawing.finish = resolve)),
}));
const OVERVIEW: InviteOverview = {
  inviteNum: 2,
  inviteUserNames: ['张*', '李*'],
  friends: [],
  link: 'https://example.com/phone/codeRegister?brokeraccount=8001&id=1',
  adviserPhone: '',
  adviserName: '',
};
vi.mock('../../../src/implementations/invite', () => ({
  loadInviteOverview: () => Promise.resolve(pageOf([OVERVIEW])),
}));

const POSTER_PNG = 'data:image/png;base64,iVBORw0KGgo=';
afterEach(() => vi.restoreAllMocks());

/** Something beside the page under the same boundary that suspends while `waiting`, until let go. */
let suspend: (waiting: boolean) => void = () => {};
let letGo: () => void = () => {};
const pending = new Promise<void>((resolve) => (letGo = resolve));
function Beside() {
  const [waiting, setWaiting] = useState(false);
  suspend = setWaiting;
  if (waiting) throw pending;
  return null;
}

it('shows the poster drawn while the page was hidden by a boundary above', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(POSTER_PNG);
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <Suspense fallback={<p>加载中</p>}>
          <InviteSharePage />
          <Beside />
        </Suspense>
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(await screen.findByText('长按海报可保存或分享给好友')).toBeTruthy();

  act(() => suspend(true));
  expect(screen.getByText('加载中')).toBeTruthy();
  await act(async () => drawing.finish());
  await act(async () => {
    suspend(false);
    letGo();
    await pending;
  });

  expect((await screen.findByRole('img', { name: '邀请海报：长按识别二维码注册' })).getAttribute('src')).toBe(
    POSTER_PNG,
  );
});
