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
 * for), so the page is one synchronous render rather than a spinner it replaces at once: on a
 * phone's CPU that first render would be paid for nothing.
 */
function renderApp(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (router.getState()) renderApp(container);
else {
  const unsubscribe = router.subscribe(() => {
    unsubscribe();
    renderApp(container);
  });
}
