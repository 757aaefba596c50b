// The provider cache (docs/product.md §11): memory in front of a persistent SQLite table. Fresh copies
// answer at once; identical requests in flight share one call; calls are bounded, time out and retry
// transient failures with jittered backoff; when the provider fails the last good copy is served and
// the request is marked stale. A full or read-only disk is not the provider's failure: an answer whose
// copy cannot be stored is served from memory (server/db/storage-errors.ts). What one member's requests
// can make it call is budgeted (./member-budget.ts), and the stored copies are bounded (`prune`).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/types';
import { providerCache } from '../db/schema';
import { isStorageError, unlessStorageFails } from '../db/storage-errors';
import { Limiter } from './limiter';
import { budgetSpentError, MemberBudget } from './member-budget';
import { markStale } from './staleness';
import type { Transport } from './transport';

/** How long a copy stays fresh: milliseconds, or 'forever' for data that can no longer change. */
export type Freshness = number | 'forever';

export interface FetchOptions<T> {
  /** Decides freshness from the validated data (e.g. a completed season is kept for good). */
  freshness: (data: T) => Freshness | Promise<Freshness>;
  /** Statuses that are an answer, not a failure (e.g. 404 for an unknown user), mapped to a value. */
  acceptStatus?: Partial<Record<number, T>>;
  /** The provider path to call when the cache key is not itself a provider path. */
  sourcePath?: string;
  /** Turns the validated answer into what is cached (e.g. stores the players directory as rows). */
  transform?: (data: T) => T | Promise<T>;
  /**
   * Read the provider again when the copy is older than this, even if it has not expired (the live
   * poller's reads of the week being played). A copy kept for good is never re-read.
   */
  maxAgeMs?: number;
  /**
   * false: the answer is only returned, never kept (names typed at sign-in, which anyone can vary
   * without end: the caller keeps its own bounded copy). Calls still share flights, limits and retries.
   */
  persist?: boolean;
}

export interface CacheStats {
  upstreamCalls: number;
  upstreamFailures: number;
  memoryHits: number;
  databaseHits: number;
  staleServed: number;
  coalesced: number;
  /** When the provider last answered a refresh (epoch ms), null before the first. */
  lastSuccessAt: number | null;
  /** When a refresh last failed after its retries (epoch ms), null if none has. */
  lastFailureAt: number | null;
}

export interface CacheTuning {
  concurrency: number;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  memoryEntries: number;
  /** Provider calls (retries included) one member's requests may cause in any 60 seconds. */
  memberCallsPerMinute: number;
  /** Copies kept in the provider_cache table at most. */
  storedEntries: number;
}

export const DEFAULT_TUNING: CacheTuning = {
  concurrency: 8,
  timeoutMs: 8000,
  retries: 2,
  backoffMs: 250,
  memoryEntries: 2000,
  // A member opening every page of the demo league (four seasons) on an empty cache causes 172 calls,
  // the history page alone 51, and 28 once the copies have expired; 300 leaves room for a longer
  // history while one member stays under a third of the ~1,000 a minute Sleeper allows the server.
  memberCallsPerMinute: 300,
  // The demo league stores about 50 copies per completed season and 28 that change: room for a league
  // of many seasons, while paths nobody reads any more cannot grow the table without end.
  storedEntries: 5000,
};

/** A copy that expired this long ago is no page's data any more: a page reading it refreshes it. */
const EXPIRED_COPY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** How often that age pruning runs (on a write): a scan of the table, where the count is cheap. */
const AGE_PRUNE_EVERY_MS = 60 * 60 * 1000;

/** The provider failed and no copy exists to fall back on. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly providerPath: string,
    cause: unknown,
  ) {
    super(`The league data provider is unavailable (${providerPath}): ${describe(cause)}`);
    this.name = 'UpstreamUnavailableError';
  }
}

class TransientError extends Error {}
class PermanentError extends Error {}

/** The identity of a stored body (SHA-1: a cache key, not a secret). */
function digestOf(body: string): string {
  return createHash('sha1').update(body).digest('base64');
}

interface Entry {
  data: unknown;
  /** A digest of the stored body: a refresh compares it to its own, not the data re-serialized. */
  digest: string;
  fetchedAt: number;
  /** null: forever. */
  expiresAt: number | null;
}

export class ProviderCache {
  readonly stats: CacheStats = {
    upstreamCalls: 0,
    upstreamFailures: 0,
    memoryHits: 0,
    databaseHits: 0,
    staleServed: 0,
    coalesced: 0,
    lastSuccessAt: null,
    lastFailureAt: null,
  };
  private readonly memory = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly limiter: Limiter;
  /** null for the demo: its answers are files on disk, there is no provider to spare. */
  private readonly budget: MemberBudget | null;
  private readonly pruning: ReturnType<typeof preparePruning>;
  private agePrunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly now: () => number,
    private tuning: CacheTuning = DEFAULT_TUNING,
  ) {
    this.limiter = new Limiter(tuning.concurrency);
    this.budget = transport.kind === 'sleeper' ? new MemberBudget(tuning.memberCallsPerMinute, now) : null;
    this.pruning = preparePruning(db);
  }

  get transportKind(): Transport['kind'] {
    return this.transport.kind;
  }

  /**
   * Changes the timeout and backoff of the attempts made from now on (tests: a short timeout only
   * while the provider answers nothing at all). The retries, concurrency and budgets stay as built.
   */
  retune(changes: Partial<Pick<CacheTuning, 'timeoutMs' | 'backoffMs'>>): void {
    this.tuning = { ...this.tuning, ...changes };
  }

  /** Refreshes under way, retries included (tests wait for a failed page's background calls to end). */
  get refreshesInFlight(): number {
    return this.inFlight.size;
  }

  async get<S extends z.ZodType>(
    path: string,
    schema: S,
    options: FetchOptions<z.infer<S>>,
  ): Promise<z.infer<S>> {
    type T = z.infer<S>;
    const cached = options.persist === false ? undefined : this.lookup(path);
    if (cached && this.isFresh(cached, options.maxAgeMs)) return cached.data as T;

    const pending = this.inFlight.get(path);
    if (pending) {
      this.stats.coalesced += 1;
      return (await pending) as T;
    }
    // Spent before the flight exists, so nobody else's request joins a refused one. A member past the
    // budget is answered from the copy there is, however old (marked stale), else refused with the wait.
    const waitMs = this.budget?.spend() ?? 0;
    if (waitMs > 0) {
      if (!cached) throw budgetSpentError(waitMs);
      this.stats.staleServed += 1;
      markStale(cached.fetchedAt);
      return cached.data as T;
    }
    const call = this.refresh(path, schema, options, cached).finally(() => this.inFlight.delete(path));
    this.inFlight.set(path, call);
    return await call;
  }

  /** When the copy of `path` was read from the provider (epoch ms), or null when there is none. */
  fetchedAt(path: string): number | null {
    const inMemory = this.memory.get(path);
    if (inMemory) return inMemory.fetchedAt;
    const row = this.db
      .select({ fetchedAt: providerCache.fetchedAt })
      .from(providerCache)
      .where(eq(providerCache.path, path))
      .get();
    return row?.fetchedAt ?? null;
  }

  private isFresh(entry: Entry, maxAgeMs: number | undefined): boolean {
    if (entry.expiresAt === null) return true;
    const now = this.now();
    return entry.expiresAt > now && (maxAgeMs === undefined || now - entry.fetchedAt < maxAgeMs);
  }

  /** Drops every copy that is not kept for good (CLI `refresh`), or one path. */
  invalidate(path?: string): number {
    if (path) {
      this.memory.delete(path);
      return this.db.delete(providerCache).where(eq(providerCache.path, path)).run().changes;
    }
    for (const [key, entry] of this.memory) if (entry.expiresAt !== null) this.memory.delete(key);
    return this.db.$client.prepare('DELETE FROM provider_cache WHERE expires_at IS NOT NULL').run().changes;
  }

  private lookup(path: string): Entry | undefined {
    const inMemory = this.memory.get(path);
    if (inMemory) {
      this.stats.memoryHits += 1;
      return inMemory;
    }
    const row = this.db.select().from(providerCache).where(eq(providerCache.path, path)).get();
    if (!row) return undefined;
    this.stats.databaseHits += 1;
    const entry: Entry = {
      data: JSON.parse(row.body) as unknown,
      digest: digestOf(row.body),
      fetchedAt: row.fetchedAt,
      expiresAt: row.expiresAt,
    };
    this.remember(path, entry);
    return entry;
  }

  private remember(path: string, entry: Entry): void {
    if (this.memory.size >= this.tuning.memoryEntries) {
      const oldest = this.memory.keys().next().value;
      if (oldest !== undefined) this.memory.delete(oldest);
    }
    this.memory.set(path, entry);
  }

  private async refresh<S extends z.ZodType>(
    path: string,
    schema: S,
    options: FetchOptions<z.infer<S>>,
    previous: Entry | undefined,
  ): Promise<z.infer<S>> {
    try {
      const fetched = await this.fetchWithRetries(path, schema, options);
      if (options.persist === false) return fetched;
      const body = JSON.stringify(fetched);
      const digest = digestOf(body);
      // An unchanged answer keeps the copy already handed out: what was built from it and memoized
      // by identity (power rankings, records, the playoff odds' 10,000 runs) stays valid instead of
      // being rebuilt on the request that found the copy expired.
      const data = previous?.digest === digest ? (previous.data as z.infer<S>) : fetched;
      const freshness = await options.freshness(data);
      const fetchedAt = this.now();
      this.stats.lastSuccessAt = fetchedAt;
      const entry: Entry = {
        data,
        digest,
        fetchedAt,
        expiresAt: freshness === 'forever' ? null : fetchedAt + freshness,
      };
      this.remember(path, entry);
      unlessStorageFails(() => {
        this.db
          .insert(providerCache)
          .values({ path, body, fetchedAt, expiresAt: entry.expiresAt })
          .onConflictDoUpdate({
            target: providerCache.path,
            set: { body, fetchedAt, expiresAt: entry.expiresAt },
          })
          .run();
        this.prune(fetchedAt);
      });
      return data;
    } catch (error) {
      // The disk refused what a transform stores (the players directory): the caller decides.
      if (isStorageError(error)) throw error;
      this.stats.upstreamFailures += 1;
      this.stats.lastFailureAt = this.now();
      if (previous) {
        // Serve the last good copy; the parsed copy was validated when it was stored.
        this.stats.staleServed += 1;
        markStale(previous.fetchedAt);
        return previous.data as z.infer<S>;
      }
      throw new UpstreamUnavailableError(path, error);
    }
  }

  /**
   * Keeps the table bounded whatever paths were asked for: past `storedEntries` copies, the ones read
   * longest ago go, those that can change before those kept for good (the history pages read those
   * again); and, hourly, every copy that expired more than EXPIRED_COPY_KEPT_MS ago.
   */
  private prune(now: number): void {
    if (now - this.agePrunedAt >= AGE_PRUNE_EVERY_MS) {
      this.agePrunedAt = now;
      this.pruning.expiredBefore.run(now - EXPIRED_COPY_KEPT_MS);
    }
    const { n } = this.pruning.count.get() as { n: number };
    if (n > this.tuning.storedEntries) this.pruning.oldest.run(n - this.tuning.storedEntries);
  }

  private async fetchWithRetries<S extends z.ZodType>(
    path: string,
    schema: S,
    options: FetchOptions<z.infer<S>>,
  ): Promise<z.infer<S>> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.tuning.retries; attempt += 1) {
      // A retry is a call too (the first was spent by `get`): past the budget the refresh gives up,
      // and the last good copy answers as for any failure.
      if (attempt > 0 && (this.budget?.spend() ?? 0) > 0) break;
      if (attempt > 0) {
        // Exponential backoff with full jitter.
        const ceiling = this.tuning.backoffMs * 2 ** (attempt - 1);
        await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * (ceiling / 2)));
      }
      try {
        return await this.limiter.run(() => this.fetchOnce(path, schema, options));
      } catch (error) {
        lastError = error;
        if (error instanceof PermanentError || isStorageError(error)) break;
      }
    }
    throw lastError;
  }

  private async fetchOnce<S extends z.ZodType>(
    path: string,
    schema: S,
    options: FetchOptions<z.infer<S>>,
  ): Promise<z.infer<S>> {
    this.stats.upstreamCalls += 1;
    let response;
    try {
      response = await this.transport.get(
        options.sourcePath ?? path,
        AbortSignal.timeout(this.tuning.timeoutMs),
      );
    } catch (error) {
      throw new TransientError(describe(error));
    }
    const accepted = options.acceptStatus?.[response.status];
    if (accepted !== undefined) return accepted;
    if (response.status === 429 || response.status >= 500) {
      throw new TransientError(`HTTP ${response.status}`);
    }
    if (response.status < 200 || response.status >= 300) throw new PermanentError(`HTTP ${response.status}`);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      // A wrong shape is treated like an outage: keep serving the last good copy.
      const issue = parsed.error.issues[0];
      throw new TransientError(
        `unexpected response shape at ${issue?.path.join('.') || 'root'}: ${issue?.message}`,
      );
    }
    return options.transform ? await options.transform(parsed.data) : parsed.data;
  }
}

/** The statements of `ProviderCache.prune`, prepared once: they run on every write. */
function preparePruning(db: Db) {
  return {
    expiredBefore: db.$client.prepare('DELETE FROM provider_cache WHERE expires_at < ?'),
    count: db.$client.prepare('SELECT count(*) AS n FROM provider_cache'),
    oldest: db.$client.prepare(
      `DELETE FROM provider_cache WHERE path IN
         (SELECT path FROM provider_cache ORDER BY expires_at IS NULL, fetched_at LIMIT ?)`,
    ),
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message;
  return String(error);
}
