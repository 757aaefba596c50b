import { useContext, useMemo } from 'react';
import type { Location, NavigateOptions } from './create-router';
import { OutletContext, RouteErrorContext, useRouterContext } from './context';
import type { Params, RouteObject } from './match';

export function useLocation(): Location {
  return useRouterContext().state.location;
}

export function useParams(): Params {
  return useRouterContext().state.match.params;
}

/** The routes that lead to the page shown, outermost first (their `handle`s name the page). */
export function useMatches(): readonly RouteObject[] {
  return useRouterContext().state.match.routes;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouterContext().router.navigate;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** What the route around the caller renders inside it. */
export function useOutlet() {
  return useContext(OutletContext);
}

type SearchParamsUpdate = URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

/**
 * The address's query string, and a setter that navigates to the same page with a new one (the
 * page's state in its URL, so it can be shared and comes back with the back button).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const { router, state } = useRouterContext();
  const { pathname, search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: SearchParamsUpdate, options?: NavigateOptions) => {
    const updated = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    const query = updated.toString();
    router.navigate(query ? `${pathname}?${query}` : pathname, options);
  };
  return [params, setParams];
}
