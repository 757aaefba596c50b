import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
