import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { apiOf, apiRequest, errorMessage, errorStatus, getQueryFn, type ApiTransport } from './api';
import { createQueryClient } from './query-client';
import { queryKeyToUrl } from './query-url';

type FetchArgs = [string, RequestInit];

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function runQuery<T>(
  queryKey: unknown[],
  on401: 'returnNull' | 'throw',
  client: QueryClient = createQueryClient(),
): Promise<T | null> {
  return client.fetchQuery({ queryKey, queryFn: getQueryFn<T>({ on401 }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('error format of docs/product.md §8', () => {
  it("turns a non-OK answer into Error('<status>: <body text>')", async () => {
    stubFetch(() => new Response('{"message":"Invalid username or PIN"}', { status: 401 }));
    await expect(apiRequest('POST', '/api/login', { username: 'x', password: '1234' })).rejects.toThrow(
      '401: {"message":"Invalid username or PIN"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('answers null to a 401 on a returnNull query, and throws on a throw query', async () => {
    stubFetch(() => new Response('{"message":"Not logged in"}', { status: 401 }));
    await expect(runQuery(['/api/auth/user'], 'returnNull')).resolves.toBeNull();
    await expect(runQuery(['/api/auth/user'], 'throw')).rejects.toThrow('401: {"message":"Not logged in"}');
  });

  it('still throws other errors on a returnNull query', async () => {
    stubFetch(() => new Response('{"message":"boom"}', { status: 500 }));
    await expect(runQuery(['/api/auth/user'], 'returnNull')).rejects.toThrow('500: {"message":"boom"}');
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

  it('queries GET the path made of the key segments, with credentials', async () => {
    const fetchMock = stubFetch(() => Response.json([1, 2]));
    await expect(
      runQuery(['/api/league', '123', 'transactions', { limit: 10, type: undefined }], 'throw'),
    ).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/league/123/transactions?limit=10');
    expect(init.credentials).toBe('include');
  });
});

describe('queryKeyToUrl', () => {
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

describe('errorMessage and errorStatus', () => {
  it("extracts the server's JSON message", () => {
    const error = new Error('401: {"message":"Invalid username or PIN"}');
    expect(errorMessage(error, 'Invalid credentials')).toBe('Invalid username or PIN');
    expect(errorStatus(error)).toBe(401);
  });
  it('falls back when there is no usable message', () => {
    expect(errorMessage(new Error('500: {"error":"x"}'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('502: '), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
    expect(errorMessage('not an error', 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('502: <html>Bad gateway</html>'), 'Fallback')).toBe('Fallback');
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
  });
  it('shows a short plain-text body as it is', () => {
    expect(errorMessage(new Error('503: Service Unavailable'), 'Fallback')).toBe('Service Unavailable');
  });
});

describe('staleness header', () => {
  it("records X-Data-Stale per URL in the asking client's store, and clears it when a fresh answer arrives", async () => {
    const client = createQueryClient();
    const other = createQueryClient();
    const staleSince = (url: string) => apiOf(client).staleness.get(url)?.since ?? null;
    stubFetch(() => Response.json({ ok: 1 }, { headers: { 'X-Data-Stale': '2025-11-20T18:00:00.000Z' } }));
    await runQuery(['/api/league', 'L1', 'standings'], 'throw', client);
    expect(staleSince('/api/league/L1/standings')).toBe('2025-11-20T18:00:00.000Z');
    expect(staleSince('/api/league/L1/rosters')).toBeNull();
    expect(apiOf(other).staleness.get('/api/league/L1/standings')).toBeNull();

    stubFetch(() => Response.json({ ok: 1 }));
    await runQuery(['/api/league', 'L1', 'standings'], 'throw', client);
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
    await expect(runQuery(['/api/league', 'L1'], 'throw', client)).resolves.toEqual({ from: 'server' });
    expect(asked).toEqual(['/api/league/L1']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
