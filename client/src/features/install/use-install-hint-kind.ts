import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import {
  installHintKind,
  installPromptStore,
  isInstalled,
  isIos,
  wasDismissed,
  type InstallHintKind,
} from './install-prompt';

/**
 * Which install hint this device is due (the browser's prompt, the iPhone's steps), or null: none
 * before the page is live (the served page has no hint), once installed, or once closed.
 */
export function useInstallHintKind(closed: boolean): InstallHintKind {
  const hydrated = useHydrated();
  const prompt = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.get,
    installPromptStore.getServer,
  );
  return hydrated
    ? installHintKind({
        installed: isInstalled(),
        dismissed: closed || wasDismissed(),
        canPrompt: prompt !== null,
        ios: isIos(window.navigator),
      })
    : null;
}
