import { useQueryClient, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import { fetchNetworkFirst } from './offline-cache';
import { whenPageLive } from './page-hydration';
import { queryKeyToUrl } from './query-url';
import { LEAGUE_ID_HEADER, recordServedLeague } from './served-league';
import { useStoreStaleness, type Staleness, type StalenessStore } from './staleness';

/**
 * The one HTTP client of the app (docs/product.md §7 and §8): every request sends credentials, bodies are
 * JSON, and any non-OK response becomes `Error('<status>: <body text>')` (the status text when the
 * body is empty). GET queries may turn a 401 into null (the signed-out state of GET /api/auth/user).
 */

/**
 * How a query's GET reaches the API. In the browser: the network, with this device's kept copy when
 * it fails (offline-cache.ts). On the server: the app's own routes, with the cookie of the
 * navigation being rendered (server/http/page-render.ts), so a page's answers are exactly the API's.
 */
export type ApiTransport = (url: string, init: { signal?: AbortSignal }) => Promise<Response>;

/** What a query client asks through and where it records the answers' staleness. */
export interface ApiBinding {
  transport: ApiTransport;
  staleness: StalenessStore;
}

/**
 * Each query client's binding, by the client: the server makes a query client per page it renders,
 * so nothing here outlives the page (a WeakMap holds no client alive).
 */
const bindings = new WeakMap<QueryClient, ApiBinding>();

export function bindApi(queryClient: QueryClient, binding: ApiBinding): void {
  bindings.set(queryClient, binding);
}

export function apiOf(queryClient: QueryClient): ApiBinding {
  const binding = bindings.get(queryClient);
  if (!binding) throw new Error('This query client was not made by createQueryClient');
  return binding;
}

/**
 * The browser's transport: network first, this device's kept copy when the network fails; asked once
 * the server-rendered page is live (page-hydration.ts).
 */
export const browserTransport: ApiTransport = async (url, { signal }) => {
  await whenPageLive();
  const res = await fetchNetworkFirst(url, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  recordServedLeague(res.headers.get(LEAGUE_ID_HEADER));
  return res;
};

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Sends a request from the browser (mutations): credentials included, JSON body, the error format of
 * docs/product.md §8.
 */
async function apiFetch(url: string, init: { method: string; body?: unknown }): Promise<Response> {
  const hasBody = init.body !== undefined;
  const res = await fetch(url, {
    method: init.method.toUpperCase(),
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  recordServedLeague(res.headers.get(LEAGUE_ID_HEADER));
  await throwIfNotOk(res);
  return res;
}

/** Reads a JSON body; an empty body (204, or 200 with no content) gives undefined. */
async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * Sends a request (mutations) and returns the parsed JSON answer. Throws the error format of
 * docs/product.md §8.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFetch(url, { method, body });
  return readJson<T>(res);
}

/**
 * A query's GET of `url` through its client's transport: staleness recorded, the error format of
 * docs/product.md §8 thrown. Query functions that read more than the body (a header) use it directly.
 */
export async function queryFetch(
  queryClient: QueryClient,
  url: string,
  signal?: AbortSignal,
): Promise<Response> {
  const { transport, staleness } = apiOf(queryClient);
  const res = await transport(url, { signal });
  await throwIfNotOk(res);
  staleness.recordResponse(url, res.headers);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key's URL; on401 'returnNull' answers null to a 401. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal, client }) => {
    const url = queryKeyToUrl(queryKey);
    if (on401 === 'returnNull') {
      const res = await apiOf(client).transport(url, { signal });
      if (res.status === 401) return null;
      await throwIfNotOk(res);
      return readJson<T>(res);
    }
    return readJson<T>(await queryFetch(client, url, signal));
  };
}

/** The HTTP status of an error thrown by this client, or null for other errors (network, parsing). */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * The human message to show for an error thrown by this client: the server's JSON `message` when the
 * body carries one, else the plain body text, else `fallback` (also for network errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  const body = (match[1] ?? '').trim();
  if (body === '') return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
    return fallback;
  } catch {
    // A plain-text body (e.g. a proxy's error page title) is only worth showing when it is short.
    return body.length <= 200 && !body.startsWith('<') ? body : fallback;
  }
}

/** React hook: the staleness of the latest answer for `url` (null when fresh). */
export function useStaleness(url: string | null): Staleness | null {
  return useStoreStaleness(apiOf(useQueryClient()).staleness, url);
}
