import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_CACHE,
  fetchNetworkFirst,
  forgetSavedAnswers,
  NETWORK_TIMEOUT_MS,
  OFFLINE_COPY_HEADER,
} from './offline-cache';

/** Cache Storage as the page sees it, in memory: one cache per name, answers by URL. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (url: string, response: Response) => {
        store.set(
          url,
          new Response(await response.text(), { status: response.status, headers: response.headers }),
        );
      },
      match: async (url: string) => store.get(url)?.clone(),
    };
  };
  return {
    open,
    delete: async (name: string) => stores.delete(name),
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}

const URL_ = '/api/league/1/standings';
const SENT = 'Sun, 23 Nov 2026 18:05:00 GMT';

function answer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { date: SENT, 'x-total-count': '7' } });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let cacheStorage: ReturnType<typeof memoryCaches>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  cacheStorage = memoryCaches();
  vi.stubGlobal('caches', cacheStorage);
  vi.stubGlobal('navigator', { serviceWorker: { controller: {} } });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  await forgetSavedAnswers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GET answers, network first with a kept copy', () => {
  it("returns the network's answer and keeps a 200, not an error", async () => {
    fetchMock.mockResolvedValueOnce(answer('[1,2]'));
    const res = await fetchNetworkFirst(URL_, {});
    expect(await res.text()).toBe('[1,2]');
    expect(res.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
    await flush();
    expect(cacheStorage.urls(API_CACHE)).toEqual([URL_]);

    fetchMock.mockResolvedValueOnce(answer('down', 503));
    expect((await fetchNetworkFirst('/api/league/1/payouts/2025', {})).status).toBe(503);
    await flush();
    expect(cacheStorage.urls(API_CACHE)).toEqual([URL_]);
  });

  it('when the network fails, serves the kept answer marked with the time it was sent', async () => {
    fetchMock.mockResolvedValueOnce(answer('[1,2]'));
    await fetchNetworkFirst(URL_, {});
    await flush();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const res = await fetchNetworkFirst(URL_, {});
    expect(await res.text()).toBe('[1,2]');
    expect(res.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-11-23T18:05:00.000Z');
    expect(res.headers.get('x-total-count')).toBe('7');
  });

  it("keeps the network's error when nothing is kept, and a cancelled request cancelled", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchNetworkFirst(URL_, {})).rejects.toThrow('Failed to fetch');

    fetchMock.mockResolvedValueOnce(answer('[1,2]'));
    await fetchNetworkFirst(URL_, {});
    await flush();
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(fetchNetworkFirst(URL_, { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it('serves the kept answer when the network is silent too long, and keeps its late answer', async () => {
    fetchMock.mockResolvedValueOnce(answer('old'));
    await fetchNetworkFirst(URL_, {});
    await flush();
    vi.useFakeTimers();
    let arrive: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const served = fetchNetworkFirst(URL_, {});
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS);
    const res = await served;
    expect(await res.text()).toBe('old');
    expect(res.headers.get(OFFLINE_COPY_HEADER)).not.toBeNull();
    vi.useRealTimers();

    arrive(answer('new'));
    await flush();
    await flush();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await fetchNetworkFirst(URL_, {})).text()).toBe('new');
  });

  it('does not keep an answer that arrives after the answers were forgotten (logout)', async () => {
    let arrive: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const pending = fetchNetworkFirst(URL_, {});
    await forgetSavedAnswers();
    arrive(answer('[1,2]'));
    await pending;
    await flush();
    expect(cacheStorage.urls(API_CACHE)).toEqual([]);
  });

  it('keeps nothing on a page no service worker controls (it cannot be reloaded offline)', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } });
    fetchMock.mockResolvedValueOnce(answer('[1,2]'));
    await fetchNetworkFirst(URL_, {});
    await flush();
    expect(cacheStorage.urls(API_CACHE)).toEqual([]);
  });
});

describe('what is kept', () => {
  it("keeps a member's answers, never an admin's (PINs, phones, the audit log, the dues ledger)", async () => {
    for (const url of [
      URL_,
      '/api/admin/users',
      '/api/admin/user-passwords',
      '/api/league/1/payment-status/2025/admin',
    ]) {
      fetchMock.mockResolvedValueOnce(answer('{"x":1}'));
      await fetchNetworkFirst(url, {});
    }
    await flush();
    await flush();
    expect(cacheStorage.urls(API_CACHE)).toEqual([URL_]);
  });
});
