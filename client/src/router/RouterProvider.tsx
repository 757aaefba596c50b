import { useSyncExternalStore, type ReactNode } from 'react';
import type { Router } from './create-router';
import { OutletContext, RouterContext } from './context';
import type { RouteObject } from './match';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useScrollRestoration } from './use-scroll-restoration';

interface RouterProviderProps {
  router: Router;
  /** Shown when a page throws or a navigation fails; `useRouteError()` reads the error. */
  errorElement: ReactNode;
}

/** Renders the matched routes, each inside the one around it (its `<Outlet />`). */
function RouteLevel({ routes }: { routes: readonly RouteObject[] }) {
  const [route, ...inner] = routes;
  if (!route) return null;
  const outlet = inner.length ? <RouteLevel routes={inner} /> : null;
  const { Component } = route;
  const element = route.element ?? (Component ? <Component /> : outlet);
  return <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>;
}

/** Renders nothing until the first address's loaders are done (main.tsx renders the app only then). */
export function RouterProvider({ router, errorElement }: RouterProviderProps) {
  const state = useSyncExternalStore(router.subscribe, router.getState);
  useScrollRestoration(state);
  if (!state) return null;
  return (
    <RouterContext.Provider value={{ router, state }}>
      <RouteErrorBoundary locationKey={state.location.key} error={state.error} fallback={errorElement}>
        <RouteLevel routes={state.match.routes} />
      </RouteErrorBoundary>
    </RouterContext.Provider>
  );
}
