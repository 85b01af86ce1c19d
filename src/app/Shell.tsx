import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, MENU_TABS } from '../paths';
import { isInApp } from '../platform/terminal';
import { isFirstEntry, useGoBack, useNewPageAtTop, useRouteTitle, useShowsMenu } from '../routing';
import { BottomMenu } from '../ui/BottomMenu';
import { TopBar } from '../ui/TopBar';
import { useBrowserValue } from '../ui/useBrowserValue';
import { AppOnlyPrompt, CallsInFlight, NetworkNotice, ToastHost } from './Feedback';
import { BARS_ATTR, EMBEDDED_PARAM } from './firstPaint';

/** Layout of every /phone page: top bar, page, bottom menu, and the app-wide toast, loading and download prompt. */
export function Shell() {
  const title = useRouteTitle();
  const showsMenu = useShowsMenu();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  useNewPageAtTop();
  // Inside the app the native shell draws its own bars (spec 1 §6); a page shown embedded in another (the register
  // form's agreement modal) has none either. A prerendered page has the bars (it cannot know): its first-paint script
  // hides them before anything is painted (src/app/firstPaint.ts), and they leave the DOM once hydrated.
  const embedded = new URLSearchParams(search).get(EMBEDDED_PARAM) === '1';
  const bars = useBrowserValue(() => !isInApp() && !embedded, true);
  const hydrated = useBrowserValue(() => true, false);
  const menu = bars && showsMenu;
  // Nothing to go back to on the first page of the session at home, nor on a tab of the bottom menu: a tab is a
  // root, left by the menu (as every wealth app's 首页, 理财, 我的). A prerendered page is drawn as the first one;
  // the back button (absolutely placed, so nothing moves) appears after hydration when history says otherwise.
  const firstEntry = useBrowserValue(() => isFirstEntry(key), true);
  const tabRoot = MENU_TABS.some((tab) => tab.to === pathname);
  const canGoBack = !tabRoot && (!firstEntry || pathname !== HOME_PATH);

  useEffect(() => {
    document.title = title;
  }, [title]);

  // Once the shell draws bars itself (a browser page, or a page that is no longer embedded), the start-up rule that
  // hid the prerendered ones must not hide these.
  useEffect(() => {
    if (hydrated && bars) document.documentElement.removeAttribute(BARS_ATTR);
  }, [hydrated, bars]);

  return (
    <>
      {bars && <TopBar title={title} onBack={canGoBack ? goBack : undefined} />}
      <Main $menu={menu} $bars={bars}>
        <NetworkNotice />
        {/* While a page's module loads: the page before stays (navigations are transitions); a first page is blank. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      {menu && <BottomMenu tabs={MENU_TABS} currentPath={pathname} onNavigate={navigate} />}
      <AppOnlyPrompt />
      <CallsInFlight bars={{ top: bars, bottom: menu }} />
      <ToastHost />
    </>
  );
}

const Main = styled.main<{ $menu: boolean; $bars: boolean }>`
  /* What a sticky part of a page (a tab bar) stays below. */
  --top-bar-height: ${({ $bars, theme }) => ($bars ? theme.barHeight : '0px')};
  /* The first child's top margin stays inside: the page does not move when 加载中… gives way to the content. */
  display: flow-root;
  min-height: 100vh;
  padding-bottom: ${({ $menu, theme }) => ($menu ? `calc(${theme.menuHeight} + env(safe-area-inset-bottom))` : '0')};
`;
