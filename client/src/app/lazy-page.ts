import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** The page, rendered without suspending once `preload` has resolved. */
  Component: ComponentType;
  /** Loads the page's chunk (once); route loaders await it before the route renders. */
  preload: () => Promise<unknown>;
}

/**
 * A page in its own chunk. React.lazy suspends on first render even when the chunk is already
 * loaded (the import's promise resolves a microtask later), and a Suspense boundary that showed its
 * fallback reveals its content no sooner than 300 ms later: the page would wait on that instead of on
 * its data. Once loaded, this page's lazy factory answers with a thenable that resolves at once, so
 * React renders it in the same pass.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: { default: ComponentType } | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // a failed chunk (network) is asked again next time
        throw error;
      },
    ));
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    // React only calls then(): a thenable that resolves synchronously stands in for the promise.
    const done = { then: (resolve: (value: { default: ComponentType }) => void) => resolve(module) };
    return done as unknown as Promise<{ default: ComponentType }>;
  });
  return { Component, preload };
}
