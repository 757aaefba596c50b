import { createContext, useContext, type ReactNode } from 'react';
import type { Router, RouterState } from './create-router';

export interface RouterContextValue {
  router: Router;
  state: RouterState;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** What the route around a component renders inside it (its `<Outlet />`). */
export const OutletContext = createContext<ReactNode>(null);

/** The error a route's error page shows. */
export const RouteErrorContext = createContext<unknown>(null);

export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('A router hook was used outside <RouterProvider>.');
  return value;
}
