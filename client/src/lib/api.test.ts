import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiOf,
  apiRequest,
  errorMessage,
  errorStatus,
  getJson,
  getJsonOrNullOn401,
  withSearch,
  type ApiQuery,
  type ApiTransport,
} from './api';
import { createQueryClient } from './query-client';
import { apiPath, pathWithSearch, queryKeyToUrl } from './query-url';

type FetchArgs = [string, RequestInit];

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs a query as a factory declares it. */
async function runQuery<T>(query: ApiQuery<T>, client: QueryClient = createQueryClient()): Promise<T> {
  return client.fetchQuery(query);
}

/** What a rejected promise was rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request was not refused'),
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError, the error of every refused request (docs/product.md §8)', () => {
  it("carries the status, the server's message and its body", async () => {
    stubFetch(() => new Response('{"message":"Invalid username or PIN"}', { status: 401 }));
    const error = await rejection(apiRequest('POST', '/api/login', { username: 'x', password: '1234' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      serverMessage: 'Invalid username or PIN',
      message: 'Invalid username or PIN',
      body: { message: 'Invalid username or PIN' },
    });
    expect(errorStatus(error)).toBe(401);
    expect(errorMessage(error, 'Invalid credentials')).toBe('Invalid username or PIN');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const error = await rejection(apiRequest('GET', '/api/health'));
    expect(error).toMatchObject({ status: 503, serverMessage: 'Service Unavailable', body: undefined });
  });

  it('keeps a refusal that says more than a message (a structured body) for its page to read', async () => {
    const body = { message: 'The CSV has errors', errors: [{ line: 2, message: 'bad season' }] };
    stubFetch(() => Response.json(body, { status: 400 }));
    const error = await rejection(apiRequest('POST', '/api/x', {}));
    expect(error).toMatchObject({ status: 400, body });
  });

  it('falls back where the server said nothing for people', async () => {
    const refused = async (res: Response) => {
      stubFetch(() => res);
      return errorMessage(await rejection(apiRequest('GET', '/api/x')), 'Fallback');
    };
    expect(
      await refused(new Response('{"error":"x"}', { status: 500, statusText: 'Internal Server Error' })),
    ).toBe('Fallback');
    expect(
      await refused(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    ).toBe('Fallback');
    expect(await refused(new Response(null, { status: 502 }))).toBe('Fallback');
    expect(await refused(new Response('Service Unavailable', { status: 503 }))).toBe('Service Unavailable');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(errorMessage('not an error', 'Fallback')).toBe('Fallback');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('answers null to a 401 on a query of the session, and throws on any other query', async () => {
    stubFetch(() => new Response('{"message":"Not logged in"}', { status: 401 }));
    await expect(runQuery(getJsonOrNullOn401`/api/auth/user`)).resolves.toBeNull();
    expect(await rejection(runQuery(getJson`/api/auth/user`))).toMatchObject({
      status: 401,
      serverMessage: 'Not logged in',
    });
  });

  it('still throws other errors on the session query', async () => {
    stubFetch(() => new Response('{"message":"boom"}', { status: 500 }));
    expect(await rejection(runQuery(getJsonOrNullOn401`/api/auth/user`))).toMatchObject({ status: 500 });
  });
});

describe('requests', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = stubFetch(() => Response.json({ id: 'u1' }));
    const answer = await apiRequest<{ id: string }>('POST', '/api/auth/login', {
      sleeperUsername: 'a',
      pin: '1234',
    });
    expect(answer).toEqual({ id: 'u1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"sleeperUsername":"a","pin":"1234"}');
  });

  it('gives undefined for an empty answer (204)', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
  });

  it('queries GET their URL, with credentials', async () => {
    const fetchMock = stubFetch(() => Response.json([1, 2]));
    await expect(
      runQuery(withSearch(getJson`/api/league/${'123'}/transactions`, { limit: 10, type: undefined })),
    ).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/league/123/transactions?limit=10');
    expect(init.credentials).toBe('include');
  });
});

describe('apiPath, getJson and queryKeyToUrl', () => {
  it("put each value into the path as one segment, as a key's segments are joined", () => {
    const leagueId = '42';
    const userId = '../admin';
    expect(apiPath`/api/league/${leagueId}/managers/${userId}`).toBe('/api/league/42/managers/..%2Fadmin');
    expect(apiPath`/api/league/${leagueId}/managers/${userId}`).toBe(
      queryKeyToUrl(['/api/league', leagueId, 'managers', userId]),
    );
    expect(
      pathWithSearch(apiPath`/api/league/${leagueId}/moves`, { season: '2024', manager: undefined }),
    ).toBe(queryKeyToUrl(['/api/league', leagueId, 'moves', { season: '2024', manager: undefined }]));
  });
  it("make a query's key of its path: the fixed start, then each value and each later segment", () => {
    const week = 7;
    expect(getJson`/api/league/${'42'}/matchups/${week}`.queryKey).toEqual([
      '/api/league',
      '42',
      'matchups',
      7,
    ]);
    expect(getJson`/api/league/${'42'}/drafts/history`.queryKey).toEqual([
      '/api/league',
      '42',
      'drafts',
      'history',
    ]);
    expect(getJson`/api/league/${'42'}`.queryKey).toEqual(['/api/league', '42']);
    expect(getJson`/api/admin/chat/posts`.queryKey).toEqual(['/api/admin/chat/posts']);
    expect(withSearch(getJson`/api/league/${'42'}/moves`, { season: '2024' }).queryKey).toEqual([
      '/api/league',
      '42',
      'moves',
      { season: '2024' },
    ]);
  });
  it('joins string and number segments with slashes', () => {
    expect(queryKeyToUrl(['/api/league', '42', 'matchups', 7])).toBe('/api/league/42/matchups/7');
  });
  it('keeps a segment one segment: a value from an address cannot climb the path', () => {
    expect(queryKeyToUrl(['/api/league', '42', 'managers', '../admin'])).toBe(
      '/api/league/42/managers/..%2Fadmin',
    );
  });
  it('makes a trailing object the query string, leaving out empty values', () => {
    expect(queryKeyToUrl(['/api/league/42/transactions', { type: 'trade', limit: 25, x: null }])).toBe(
      '/api/league/42/transactions?type=trade&limit=25',
    );
    expect(queryKeyToUrl(['/api/x', {}])).toBe('/api/x');
  });
});

describe('staleness header', () => {
  it("records X-Data-Stale per URL in the asking client's store, and clears it when a fresh answer arrives", async () => {
    const client = createQueryClient();
    const other = createQueryClient();
    const staleSince = (url: string) => apiOf(client).staleness.get(url)?.since ?? null;
    stubFetch(() => Response.json({ ok: 1 }, { headers: { 'X-Data-Stale': '2025-11-20T18:00:00.000Z' } }));
    await runQuery(getJson`/api/league/${'L1'}/standings`, client);
    expect(staleSince('/api/league/L1/standings')).toBe('2025-11-20T18:00:00.000Z');
    expect(staleSince('/api/league/L1/rosters')).toBeNull();
    expect(apiOf(other).staleness.get('/api/league/L1/standings')).toBeNull();

    stubFetch(() => Response.json({ ok: 1 }));
    await runQuery(getJson`/api/league/${'L1'}/standings`, client);
    await client.refetchQueries();
    expect(staleSince('/api/league/L1/standings')).toBeNull();
  });
});

describe('transports', () => {
  it("asks through the query client's own transport: a server's page never reaches another's", async () => {
    const asked: string[] = [];
    const transport: ApiTransport = async (url) => {
      asked.push(url);
      return Response.json({ from: 'server' });
    };
    const fetchMock = stubFetch(() => Response.json({ from: 'browser' }));
    const client = createQueryClient({ transport });
    await expect(runQuery(getJson`/api/league/${'L1'}`, client)).resolves.toEqual({ from: 'server' });
    expect(asked).toEqual(['/api/league/L1']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
