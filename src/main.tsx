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

async function render(root: HTMLElement) {
  // Live inspection (?inspect=1, dev builds only) must be registered before the router renders and starts any
  // flow actor. The env check stays inline: behind a helper the production build would keep the inspector chunk.
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).get('inspect') === '1') {
    try {
      const { startInspector } = await import('./flows/inspector');
      startInspector();
    } catch (error) {
      // The app must still open when the inspector cannot.
      console.error('inspector not started', error);
    }
  }
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void render(root);
