// Turns the app's route table (`app.routeTable`) into concrete URLs for the reliability and security
// tests, so every route, including ones added later, is exercised without being listed by hand.
import type { RouteTableEntry } from '../http/session-hook';
import { demoManifest } from '../sleeper/demo-fixtures';

const manifest = demoManifest();
const aMember = manifest.accounts.find((a) => a.role === 'member')!;

/** Path parameter values that hit real data in the demo league. */
export const DEMO_PARAMS: Readonly<Record<string, string>> = {
  leagueId: manifest.currentLeagueId,
  week: '13',
  season: manifest.season,
  year: '2024',
  rosterId: '1',
  param: manifest.season,
  sleeperUserId: aMember.userId,
  userId: aMember.userId,
};

/** Query strings for the routes that need one to answer data. */
const DEMO_QUERIES: Readonly<Record<string, string>> = {
  '/api/players': '?ids=4046,6500,7360',
  '/api/league/:leagueId/rules/versions/:version/changes': '?from=2',
};

/** The route's path with every `:name` replaced by `params[name]` (URL-encoded), '1' when unknown. */
export function fillPath(url: string, params: Readonly<Record<string, string>> = DEMO_PARAMS): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? '1'));
}

/** A URL for a GET route that answers real demo data: path parameters and any query it needs. */
export function demoUrl(url: string): string {
  return fillPath(url) + (DEMO_QUERIES[url] ?? '');
}

/** The names of a route's path parameters, in order. */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

export const isWrite = (route: RouteTableEntry) => route.method !== 'GET';

export const routeKey = (route: RouteTableEntry) => `${route.method} ${route.url}`;
