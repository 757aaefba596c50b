import type { QueryFunction } from '@tanstack/react-query';
import { takeBootAnswer } from './boot';
import { fetchNetworkFirst } from './offline-cache';
import { queryKeyToUrl } from './query-url';
import { LEAGUE_ID_HEADER, recordServedLeague } from './served-league';
import { recordResponseStaleness } from './staleness';

/**
 * The one HTTP client of the app (spec sections 7 and 8): every request sends credentials, bodies are
 * JSON, and any non-OK response becomes `Error('<status>: <body text>')` (the status text when the
 * body is empty). GET queries may turn a 401 into null (the signed-out state of GET /api/auth/user).
 */

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Low-level fetch: credentials included, JSON body, spec error format, staleness recorded for GETs. */
export async function apiFetch(
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const hasBody = init.body !== undefined;
  const request: RequestInit = {
    method,
    credentials: 'include',
    headers: hasBody
      ? { 'Content-Type': 'application/json', Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  };
  // A GET may be answered from this device's kept copy when the network fails (offline-cache.ts).
  const res = method === 'GET' ? await fetchNetworkFirst(url, request) : await fetch(url, request);
  recordServedLeague(res.headers.get(LEAGUE_ID_HEADER));
  await throwIfNotOk(res);
  if (method === 'GET') recordResponseStaleness(url, res.headers);
  return res;
}

/** Reads a JSON body; an empty body (204, or 200 with no content) gives undefined. */
async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Sends a request (mutations) and returns the parsed JSON answer. Throws the spec's error format. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFetch(url, { method, body });
  return readJson<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key's URL; on401 'returnNull' answers null to a 401. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKeyToUrl(queryKey);
    // The first page's own data may have come embedded in it (common/page-data.ts).
    const embedded = takeBootAnswer(url);
    if (embedded) return embedded.body as T;
    const res = await fetchNetworkFirst(url, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    recordServedLeague(res.headers.get(LEAGUE_ID_HEADER));
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    recordResponseStaleness(url, res.headers);
    return readJson<T>(res);
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
