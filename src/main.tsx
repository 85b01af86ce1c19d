// First, so that its code is the entry's first: the built-ins the oldest supported WebViews lack.
import './platform/polyfills';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootMode, pageStarted } from './app/firstPaint';
import { connectRouter } from './app/navigation';
import { loadPageAt, routeAt } from './app/routes';
import { installAndroidFocusScroll } from './platform/bridge';
import { initTerminalType } from './platform/terminal';
import { applyTextSize } from './platform/textSize';
import { installPageLife } from './platform/webviewLife';

initTerminalType();
applyTextSize();
installAndroidFocusScroll();
installPageLife();

/** Its effect runs once everything inside has committed: for a hydration, once the whole page is hydrated. */
function OnCommitted({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

async function start(root: HTMLElement) {
  connectRouter();
  // Loaded beside the page, as the page colour is: it only listens until the page is hidden and shown again.
  void import('./implementations/certification').then(({ refreshOnForeground }) => refreshOnForeground());
  // A landing path that redirects (/phone/, unknown paths) is replaced before anything is drawn, as the route's
  // <Navigate replace> would, so no empty shell shows meanwhile.
  const redirect = routeAt(window.location.pathname)?.redirect;
  if (redirect) window.history.replaceState(window.history.state, '', redirect);
  // The page's own module first (a prerendered page fetches its chunk with the entry): the router's first render is
  // then the page, which is what hydration must find.
  const loaded = await loadPageAt(window.location.pathname);
  // The page's colour comes from the dictionary: loaded beside the page, not before it, so a page that calls nothing
  // at start does not wait for the call client.
  void import('./app/pageColour').then(({ loadPageColour }) => loadPageColour());

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
  const started = () => pageStarted(root);
  // A wrapper of one child adds nothing to the DOM or to useId's tree positions: hydration still matches.
  const app = (
    <StrictMode>
      <OnCommitted then={started}>
        <App />
      </OnCommitted>
    </StrictMode>
  );
  // The page's first-paint script decided (src/app/firstPaint.ts): hydrate the prerendered page, or render afresh over
  // HTML that was hidden because it was drawn for another query (or there is none: dev server, unknown path). A page
  // whose module did not load is rendered afresh too: the page tries again, and shows the failure with 重新加载.
  if (bootMode() === 'hydrate' && loaded) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page: the page is already on screen, and scrolls meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    const reactRoot = createRoot(root);
    // Committed at once (OnCommitted shows it), so a hidden root is shown with the page in it, never the stale HTML.
    flushSync(() => reactRoot.render(app));
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
void start(root);
