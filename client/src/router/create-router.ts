import { flattenRoutes, matchRoutes, type RouteMatch, type RouteObject } from './match';

/** The address shown; `key` names its history entry (scroll positions are kept by it). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/** How the shown address was reached: the page's first load, a link or redirect, or back/forward. */
export type NavigationType = 'initial' | 'push' | 'replace' | 'pop';

export interface RouterState {
  location: Location;
  match: RouteMatch;
  navigationType: NavigationType;
  /** A loader's failure, or an address no route matches: the router's error page shows it. */
  error: unknown;
  /** Back or forward: where the page was scrolled when it was left (null when not known). */
  savedScrollY: number | null;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  /** Null until the first address's loaders have finished. */
  getState: () => RouterState | null;
  subscribe: (listener: () => void) => () => void;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Stops following the browser's back and forward (for tests). */
  dispose: () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const keyOf = (historyState: unknown): string | null =>
  typeof historyState === 'object' &&
  historyState !== null &&
  'key' in historyState &&
  typeof historyState.key === 'string'
    ? historyState.key
    : null;

/**
 * The app's router over the browser's history (docs/decisions/0018). A navigation runs the loaders
 * of the routes it leads to and shows the new address only when they have finished, so the page
 * shown stays until the next one's code is there; of overlapping navigations the last one wins. The
 * address bar changes with what is shown (a link's URL is pushed when its page is committed).
 */
export function createRouter(routes: readonly RouteObject[], win: Window = window): Router {
  const branches = flattenRoutes(routes);
  const listeners = new Set<() => void>();
  let state: RouterState | null = null;
  let latest = 0;
  const scrollPositions = new Map<string, number>();

  const go = async (url: URL, navigationType: NavigationType, key: string) => {
    const id = ++latest;
    const match = matchRoutes(branches, url.pathname);
    let error: unknown = match ? null : new Error(`No route matches ${url.pathname}`);
    try {
      await Promise.all(match?.routes.map((route) => route.loader?.({ params: match.params, url })) ?? []);
    } catch (failure) {
      error = failure;
    }
    if (id !== latest) return;
    const href = url.pathname + url.search + url.hash;
    if (state) scrollPositions.set(state.location.key, win.scrollY);
    // Within the app, back and forward restore the positions kept here (use-scroll-restoration.ts).
    if (navigationType !== 'initial') win.history.scrollRestoration = 'manual';
    if (navigationType === 'push') win.history.pushState({ key }, '', href);
    if (navigationType === 'replace') win.history.replaceState({ key }, '', href);
    state = {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, key },
      match: match ?? { routes: [], params: {} },
      navigationType,
      error,
      savedScrollY: navigationType === 'pop' ? (scrollPositions.get(key) ?? null) : null,
    };
    listeners.forEach((listener) => listener());
  };

  const onPopState = (event: PopStateEvent) => {
    void go(new URL(win.location.href), 'pop', keyOf(event.state) ?? newKey());
  };
  win.addEventListener('popstate', onPopState);
  // A reload restores the scroll position natively (reading it here would force a layout as the page goes).
  const onPageHide = () => {
    win.history.scrollRestoration = 'auto';
  };
  win.addEventListener('pagehide', onPageHide);

  // The first entry gets a key too, so coming back to it restores its scroll position.
  let initialKey = keyOf(win.history.state);
  if (!initialKey) {
    initialKey = newKey();
    win.history.replaceState({ key: initialKey }, '');
  }
  void go(new URL(win.location.href), 'initial', initialKey);

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, { replace = false } = {}) => {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      // A link to the address shown replaces it rather than stacking a copy.
      void go(url, replace || url.href === win.location.href ? 'replace' : 'push', newKey());
    },
    dispose: () => {
      latest++;
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('pagehide', onPageHide);
    },
  };
}
