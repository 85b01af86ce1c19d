import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HOME_PATH, MENU_TABS } from '../paths';
import { isInApp } from '../platform/terminal';
import { isFirstEntry, useGoBack, useRouteTitle, useShowsMenu } from '../routing';
import { BottomMenu } from '../ui/BottomMenu';
import { TopBar } from '../ui/TopBar';
import { AppOnlyPrompt, CallsInFlight, ToastHost } from './Feedback';

/** Layout of every /phone page: top bar, page, bottom menu, and the app-wide toast, loading and download prompt. */
export function Shell() {
  const title = useRouteTitle();
  const showsMenu = useShowsMenu();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Inside the app the native shell draws its own bars (spec 1 §6); a page shown embedded in another (the register
  // form's agreement modal) has none either.
  const bars = !isInApp() && new URLSearchParams(search).get('embedded') !== '1';
  const menu = bars && showsMenu;
  // Nothing to go back to on the first page of the session at home.
  const canGoBack = !isFirstEntry(key) || pathname !== HOME_PATH;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      {bars && <TopBar title={title} onBack={canGoBack ? goBack : undefined} />}
      <Main $menu={menu}>
        <Outlet />
      </Main>
      {menu && <BottomMenu tabs={MENU_TABS} currentPath={pathname} onNavigate={navigate} />}
      <AppOnlyPrompt />
      <CallsInFlight />
      <ToastHost />
    </>
  );
}

const Main = styled.main<{ $menu: boolean }>`
  min-height: 100vh;
  padding-bottom: ${({ $menu, theme }) => ($menu ? `calc(${theme.menuHeight} + env(safe-area-inset-bottom))` : '0')};
`;
