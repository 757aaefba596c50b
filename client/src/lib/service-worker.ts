import { queryKeyToUrl } from './api';
import { bootAnswers } from './boot';
import { forgetSavedAnswers, saveBootAnswers } from './offline-cache';
import { AUTH_USER_QUERY_KEY } from './session';

const VERSION_KEY = 'huddle-version';

/**
 * Whether this page runs a newer build than the last visit on this device did (the entry chunk's
 * hashed name changes with any change to the app), remembering this one. False on a first visit.
 */
export function takeUpdateNotice(current: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  let previous: string | null = null;
  try {
    previous = storage.getItem(VERSION_KEY);
    if (previous !== current) storage.setItem(VERSION_KEY, current);
  } catch {
    return false; // storage refused (private mode): no notice
  }
  return previous !== null && previous !== current;
}

/**
 * Production only (`npm run dev` serves no worker): after the page has loaded, registers the service
 * worker (docs/decisions/0012) and brings the offline copies in line with who is signed in.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const answers = bootAnswers();
  const served = Object.keys(answers).length > 0;
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
    if (!served) return; // the offline shell, or a page from elsewhere: nothing new is known
    if (answers[queryKeyToUrl(AUTH_USER_QUERY_KEY)]) void saveBootAnswers(answers);
    else void forgetSavedAnswers();
  });
}
