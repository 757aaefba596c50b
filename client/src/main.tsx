import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { toast } from './components/ui/use-toast';
import { APP_NAME } from './lib/app-name';
import { startServiceWorker, takeUpdateNotice } from './lib/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startServiceWorker();
// This module is the entry chunk: its hashed name changes with every new build of the app.
if (takeUpdateNotice(new URL(import.meta.url).pathname, window.localStorage)) {
  toast({ title: `${APP_NAME} was updated`, description: "You're on the newest version." });
}

/**
 * The first render waits for the first route's loader (its page's code; the data is already asked
 * for): rendered then, the whole page is one synchronous render. Rendered before, the router's later
 * update was a transition that React renders in 5 ms slices between other tasks, which put the
 * dashboard's standings on screen about 40 ms later on a warm load (docs/performance.md).
 */
function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (router.state.initialized) renderApp(container);
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(container);
  });
}
