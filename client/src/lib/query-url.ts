import type { QueryKey } from '@tanstack/react-query';

/**
 * The URL of a query key (docs/product.md §7: a query's URL is its key's segments joined into a path):
 * string and number segments are joined with '/'; a plain object as the last segment becomes the query
 * string, e.g. ['/api/league', id, 'transactions', { limit: 10 }] ->
 * '/api/league/<id>/transactions?limit=10'. Undefined or null values in that object are left out. Segments
 * after the first are encoded, so a value from an address ('../admin') stays one segment of the URL asked
 * for.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const segments = [...queryKey];
  const last = segments[segments.length - 1];
  let search = '';
  if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
    segments.pop();
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(last as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
    const query = params.toString();
    if (query) search = `?${query}`;
  }
  const [prefix = '', ...rest] = segments.map(String);
  return [prefix, ...rest.map(encodeURIComponent)].join('/') + search;
}
