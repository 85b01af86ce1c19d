import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { connectRouter } from './app/navigation';
import { loadPageColour } from './app/pageColour';
import { appRoutes } from './app/routes';
import { installAndroidFocusScroll } from './platform/bridge';
import { initTerminalType } from './platform/terminal';

initTerminalType();
installAndroidFocusScroll();
const router = createBrowserRouter(appRoutes);
connectRouter(router);
void loadPageColour();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
