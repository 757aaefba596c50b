// What the install hint needs from the browser: the install prompt Chromium offers
// (beforeinstallprompt, kept from the moment the page's scripts run, since it may fire before React
// has the page), whether the app already runs installed, and whether this is an iPhone or iPad,
// whose browsers install only through Share, Add to Home Screen.

/** Chromium's install prompt (not in TypeScript's DOM types: a Chromium-only API). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the member's "not now" is kept on this device: the hint is shown until then, once. */
export const DISMISSED_KEY = 'huddle.installHint.dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep it for the menu's button instead of the browser's own mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

/** useSyncExternalStore's side: the kept prompt, and a way to hear of a new one. */
export const installPromptStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): BeforeInstallPromptEvent | null => deferred,
  /** On the server, and while the page hydrates, no prompt (the served page shows no hint). */
  getServer: (): BeforeInstallPromptEvent | null => null,
  /** A prompt is good for one use. */
  used(): void {
    deferred = null;
    changed();
  },
};

export type InstallHintKind = 'prompt' | 'ios' | null;

/**
 * Which hint the menu shows: the browser's install button where it offers one, the Share steps on an
 * iPhone or iPad, else none; and none once installed or dismissed.
 */
export function installHintKind({
  installed,
  dismissed,
  canPrompt,
  ios,
}: {
  installed: boolean;
  dismissed: boolean;
  canPrompt: boolean;
  ios: boolean;
}): InstallHintKind {
  if (installed || dismissed) return null;
  if (canPrompt) return 'prompt';
  return ios ? 'ios' : null;
}

/** An iPhone, an iPad, or an iPad that says it is a Mac (iPadOS's desktop mode has a touch screen). */
export function isIos(navigator: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

/** The app opened from the home screen (Safari's own flag, or the display mode of the manifest). */
export function isInstalled(): boolean {
  const safari = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return safari || window.matchMedia('(display-mode: standalone)').matches;
}

export function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false; // storage refused (a private window): the hint shows, and can still be closed
  }
}

export function rememberDismissed(): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Not kept: it will be shown again on this device's next visit.
  }
}
