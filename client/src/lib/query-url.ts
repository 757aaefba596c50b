import type { QueryKey } from '@tanstack/react-query';

/** A query string's values: undefined or null values are left out. */
export type SearchParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** `?name=value&...` of the values given, or '' when none is. */
function searchOf(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** A value put into an API path: one segment. */
export type PathValue = string | number | null | undefined;

/**
 * An API path with values put into it, each encoded as one segment, so a value from an address
 * ('../admin') stays one segment of the URL asked for: apiPath`/api/league/${id}/managers/${userId}`.
 * Mutations build their URLs with it (queries with getJson, lib/api.ts, which builds its key the same
 * way); pathWithSearch adds a query string.
 */
export function apiPath(strings: TemplateStringsArray, ...values: readonly PathValue[]): string {
  return strings.reduce(
    (path, part, i) => path + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  );
}

/** `path` with the query string of `params` (undefined or null values left out). */
export const pathWithSearch = (path: string, params: SearchParams): string => path + searchOf(params);

/**
 * The query key of an API path template: the fixed part before the first value as one segment
 * ('/api/league'), then each value and each later fixed segment, e.g. `/api/league/${id}/drafts/history`
 * -> ['/api/league', id, 'drafts', 'history']. queryKeyToUrl turns it back into the path.
 */
export function pathKey(strings: TemplateStringsArray, values: readonly PathValue[]): unknown[] {
  const key: unknown[] = [];
  strings.forEach((part, i) => {
    const segments = part.split('/').filter((segment) => segment !== '');
    if (i === 0) key.push(`/${segments.join('/')}`);
    else key.push(...segments);
    if (i < values.length) key.push(values[i]);
  });
  return key;
}

/**
 * The URL of a query key: a query's key is its URL's segments (docs/product.md §7), so the answers'
 * staleness and this device's offline copies, kept by URL, are found from the key. String and number
 * segments are joined with '/'; a plain object as the last segment becomes the query string, e.g.
 * ['/api/league', id, 'transactions', { limit: 10 }] -> '/api/league/<id>/transactions?limit=10'.
 * Segments after the first are encoded as apiPath encodes its values.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const segments = [...queryKey];
  const last = segments[segments.length - 1];
  let search = '';
  if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
    segments.pop();
    search = searchOf(last as SearchParams);
  }
  const [prefix = '', ...rest] = segments.map(String);
  return [prefix, ...rest.map(encodeURIComponent)].join('/') + search;
}
