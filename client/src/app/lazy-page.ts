import { lazy, type ComponentType } from 'react';

/** Every page module (`features/<feature>/<Name>Page.tsx`), each its own chunk. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

export interface LazyPage {
  /** The page's module under client/src, without its extension: 'features/history/HistoryPage'. */
  module: string;
  /** The page, rendered without suspending once `preload` has resolved. */
  Component: ComponentType;
  /** Loads the page's chunk (once); route loaders await it before the route renders. */
  preload: () => Promise<unknown>;
}

/**
 * A page in its own chunk, named by its module (the server preloads a page's chunks by that name,
 * server/http/page-preloads.ts). React.lazy suspends on first render even when the chunk is
 * already loaded (the import's promise resolves a microtask later): on the server that would leave
 * the page to a second pass, in the browser it would show a fallback a frame long, and while
 * hydrating it would hold the page's markup dead until then. Once loaded, this page's lazy factory
 * answers with a thenable that resolves at once, so React renders it in the same pass.
 */
export function lazyPage(module: string, load = PAGE_MODULES[`../${module}.tsx`]): LazyPage {
  if (!load) throw new Error(`No page module ${module}`);
  let loaded: { default: ComponentType } | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (exports) => (loaded = exports),
      (error: unknown) => {
        loading = null; // a failed chunk (network) is asked again next time
        throw error;
      },
    ));
  const Component = lazy(() => {
    const exports = loaded;
    if (!exports) return preload();
    // React only calls then(): a thenable that resolves synchronously stands in for the promise.
    const done = { then: (resolve: (value: { default: ComponentType }) => void) => resolve(exports) };
    return done as unknown as Promise<{ default: ComponentType }>;
  });
  return { module, Component, preload };
}
