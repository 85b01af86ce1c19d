import type { ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RouteHandleContext } from '../routing';
import { GlobalStyle, theme } from '../ui/theme';
import { useRouterConnection } from './navigation';
import { appRoutes, routeAt } from './routes';

/** Theme and global style around a router: the browser's (App) or the prerender's static one (src/app/prerender.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/**
 * The route table under whichever router holds it: the browser's, the prerender's static one or a test's memory
 * router. It gives the shell and pages the screen's handle (title, menu) and code outside React the navigation.
 */
export function AppRoutes() {
  useRouterConnection();
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteHandleContext.Provider value={routeAt(pathname)}>{element}</RouteHandleContext.Provider>;
}

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
