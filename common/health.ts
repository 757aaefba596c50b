// GET /api/health (docs/product.md §10), for monitors: liveness, the data source, the database, the
// provider cache's counts, and the league served with the provider's freshness.
import { z } from 'zod';
import { SEASON_PHASES } from './seasons';

export const healthResponseSchema = z.object({
  /** The database can be read and written (the answer is a 503 otherwise). */
  ok: z.boolean(),
  version: z.string(),
  dataSource: z.enum(['demo', 'sleeper']),
  /** "read-only" when the disk takes no writes; "error" when the database cannot be read. */
  database: z.enum(['ok', 'read-only', 'error']),
  upstream: z.object({
    calls: z.number().int(),
    failures: z.number().int(),
    cacheHits: z.number().int(),
    memoryHits: z.number().int(),
    databaseHits: z.number().int(),
    coalesced: z.number().int(),
    staleServed: z.number().int(),
  }),
  league: z.object({
    id: z.string(),
    configuredId: z.string(),
    season: z.string(),
    phase: z.enum(SEASON_PHASES),
    foundAt: z.string().nullable(),
    renewalCheckedAt: z.string().nullable(),
  }),
  provider: z.object({
    lastSuccessAt: z.string().nullable(),
    lastFailureAt: z.string().nullable(),
    /** The latest refresh failed: answers come from the last good copies (marked X-Data-Stale). */
    stale: z.boolean(),
  }),
});
