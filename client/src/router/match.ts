import type { ComponentType, ReactNode } from 'react';

/** A route's path parameters (`:userId`), decoded; `*` holds what a splat route matched. */
export type Params = Readonly<Record<string, string | undefined>>;

/** What a route's loader gets as a navigation starts: the new address and its parameters. */
export interface LoaderArgs {
  params: Params;
  url: URL;
}

/**
 * A route: `path` is absolute ('/admin') or relative to its parent ('users'); `index` routes share
 * their parent's path; routes without a path only wrap their children (a guard, a frame). A route
 * with children is matched through one of them, one without is a page.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Awaited before the route is shown (docs/decisions/0012: it starts the page's data and code). */
  loader?: (args: LoaderArgs) => Promise<unknown>;
  /** What the route tells the app frame (its title). */
  handle?: unknown;
  children?: RouteObject[];
}

/** The matched routes, outermost first, and the parameters of the address. */
export interface RouteMatch {
  routes: readonly RouteObject[];
  params: Params;
}

/** One page and the routes around it, with the path pattern that leads to it. */
export interface RouteBranch {
  pattern: readonly string[];
  routes: readonly RouteObject[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Every page route with its parents, in the order declared, except that a splat ('*') comes after
 * every other route so it only takes what nothing else matches.
 */
export function flattenRoutes(routes: readonly RouteObject[]): RouteBranch[] {
  const branches: RouteBranch[] = [];
  const visit = (route: RouteObject, parentPattern: readonly string[], parents: readonly RouteObject[]) => {
    const pattern =
      route.path === undefined
        ? parentPattern
        : route.path.startsWith('/')
          ? segmentsOf(route.path)
          : [...parentPattern, ...segmentsOf(route.path)];
    const chain = [...parents, route];
    if (route.children?.length) route.children.forEach((child) => visit(child, pattern, chain));
    else branches.push({ pattern, routes: chain });
  };
  routes.forEach((route) => visit(route, [], []));
  const isSplat = (branch: RouteBranch) => branch.pattern.at(-1) === '*';
  return branches.sort((a, b) => Number(isSplat(a)) - Number(isSplat(b)));
}

/**
 * The parameters of `pathname` under `pattern`, or null when it does not match. Static segments
 * compare without case (as links typed by hand do), trailing and doubled slashes are ignored, and a
 * parameter that is not valid percent-encoding does not match.
 */
export function matchPattern(pattern: readonly string[], pathname: string): Record<string, string> | null {
  const segments = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return segments.length === pattern.length ? params : null;
}

/** The first branch that matches `pathname`, or null. */
export function matchRoutes(branches: readonly RouteBranch[], pathname: string): RouteMatch | null {
  for (const branch of branches) {
    const params = matchPattern(branch.pattern, pathname);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}
