import { useQueryClient, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { fetchNetworkFirst } from './offline-cache';
import { whenPageLive } from './page-hydration';
import { pathKey, queryKeyToUrl, type PathValue, type SearchParams } from './query-url';
import { LEAGUE_ID_HEADER, recordServedLeague } from './served-league';
import { useStoreStaleness, type Staleness, type StalenessStore } from './staleness';

/**
 * The one HTTP client of the app (docs/product.md §7 and §8): every request sends credentials, bodies are
 * JSON, and any non-OK response throws an ApiError (its status, the server's message, its body). A
 * query may turn a 401 into null (the signed-out state of GET /api/auth/user).
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

/** The field a 400 names and what is wrong with it ("Invalid url: must use https"). */
interface FieldError {
  /** As the request writes it: `url`, `team1.points`, `lotteryPicks[2]`. */
  field: string;
  reason: string;
}

/**
 * The server's 400 sentence for bad input names one field (docs/product.md §10: "Invalid <field>:
 * <what is wrong>", one sentence from one error map on the server): read here once, so a form can put
 * the reason under its field.
 */
const FIELD_SENTENCE = /^Invalid ([\w.[\]]+): ([\s\S]+)$/;

/**
 * A refused request (any non-OK answer): its status, the server's sentence for people when it sent
 * one, the field a 400 names, and the decoded body for refusals that carry more (a CSV import's line
 * errors). Thrown by every request of this client, so a page tells a 404 from a failure by `status`,
 * never by reading text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly fieldError: FieldError | null;

  constructor(
    readonly status: number,
    /** What the server said for people: its JSON `message`, or a short plain-text body; else null. */
    readonly serverMessage: string | null,
    /** The answer's body: its JSON when it was JSON, its text otherwise, undefined when empty. */
    readonly body: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    const named = status === 400 && serverMessage ? FIELD_SENTENCE.exec(serverMessage) : null;
    this.fieldError = named ? { field: named[1]!, reason: named[2]! } : null;
  }
}

/** The server's sentence in a refusal's body (`{ message }`, docs/product.md §10), or a short text. */
function serverMessageOf(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    // A plain-text body (e.g. a proxy's error page title) is only worth showing when it is short.
    return text !== '' && text.length <= 200 && !text.startsWith('<') ? text : null;
  }
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  let body: unknown = text === '' ? undefined : text;
  try {
    if (text !== '') body = JSON.parse(text);
  } catch {
    // Not JSON: the text is the body.
  }
  // An empty body says what the status text says (a proxy's 503 "Service Unavailable").
  const said = serverMessageOf(text === '' ? res.statusText : body);
  throw new ApiError(res.status, said, body);
}

/**
 * Sends a request from the browser (mutations): credentials included, JSON body, an ApiError when
 * refused.
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
 * In development only (the check and the schemas it loads are not in a production bundle): an
 * answer that does not match its contract in common/ is logged, naming the endpoint and the field.
 * A member is never refused an answer for it.
 */
function checkContract(method: string, url: string, answer: unknown): void {
  // Unit tests answer with stand-ins, not the API's answers (contract-check.test.ts checks the check).
  if (!import.meta.env.DEV || import.meta.env.MODE === 'test') return;
  void import('./contract-check').then(({ checkAnswer }) => checkAnswer(method, url, answer));
}

/**
 * Sends a request (mutations; `url` built with apiPath) and returns the parsed JSON answer. Throws
 * an ApiError when refused.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFetch(url, { method, body });
  const answer = await readJson<T>(res);
  checkContract(method, url, answer);
  return answer;
}

/**
 * A query's GET of `url` through its client's transport: staleness recorded, an ApiError thrown when
 * refused. Query functions that read more than the body (a header) use it directly.
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

/** A query's key and function, spread into its `queryOptions` factory. */
export interface ApiQuery<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
}

/**
 * The GET query of the URL `queryKey` stands for (its segments, query-url.ts): asked through the query
 * client's own transport, the network in the browser and the app's own routes on the server, so a
 * server-rendered page and its hydration hold the same answers.
 */
function jsonQuery<T>(queryKey: QueryKey): ApiQuery<T> {
  const url = queryKeyToUrl(queryKey);
  return {
    queryKey,
    queryFn: async ({ client, signal }) => {
      const answer = await readJson<T>(await queryFetch(client, url, signal));
      checkContract('GET', url, answer);
      return answer;
    },
  };
}

/**
 * A query of the API path the template names, each value one segment, as each `queryOptions` factory
 * declares it: `queryOptions({ ...getJson<Standing[]>`/api/league/${leagueId}/standings`, enabled })`.
 * Its key is the path's segments (['/api/league', leagueId, 'standings']), so the answers' staleness
 * and this device's offline copies, kept by URL, are found from the key, and a key prefix
 * (['/api/league', leagueId]) refreshes every answer under it.
 */
export function getJson<T>(strings: TemplateStringsArray, ...values: readonly PathValue[]): ApiQuery<T> {
  return jsonQuery<T>(pathKey(strings, values));
}

/** A query with a query string: its key ends with the parameters (undefined or null ones left out). */
export function withSearch<T>(query: ApiQuery<T>, params: SearchParams): ApiQuery<T> {
  return jsonQuery<T>([...query.queryKey, params]);
}

/** getJson, answering null to a 401 (the signed-out state of GET /api/auth/user). */
export function getJsonOrNullOn401<T>(
  strings: TemplateStringsArray,
  ...values: readonly PathValue[]
): ApiQuery<T | null> {
  const { queryKey, queryFn } = getJson<T>(strings, ...values);
  return {
    queryKey,
    queryFn: async (context) => {
      try {
        return await queryFn(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  };
}

/** The HTTP status of an error thrown by this client, or null for other errors (network, parsing). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The human message to show for an error thrown by this client: what the server said for people when
 * it said something, else `fallback` (also for network errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}

/** React hook: the staleness of the latest answer for `url` (null when fresh). */
export function useStaleness(url: string | null): Staleness | null {
  return useStoreStaleness(apiOf(useQueryClient()).staleness, url);
}
