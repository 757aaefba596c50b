// GET /api/health (docs/product.md §10): liveness, the data source, the database ("ok", "read-only" when
// the disk takes no writes, or "error" when it cannot be read), the provider cache, and the league
// served with the provider's freshness (./season-health.ts).
import type { FastifyInstance } from 'fastify';
import { healthResponseSchema } from '../../../common/health';
import type { AppContext } from '../../context';
import type { StorageStatus } from '../../db/storage-health';
import { schemaFor, typed } from '../../http/typed-routes';
import { APP_VERSION } from '../../version';
import { seasonHealth } from './season-health';

export default function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const schema = schemaFor('health')('Liveness, the database, the provider cache and the league served', {
    // The same answer with a 503 when the database cannot be written.
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  });
  typed(app).get('/api/health', { config: { access: 'public' }, schema }, async (_request, reply) => {
    let database: StorageStatus | 'error';
    try {
      ctx.sqlite.prepare('SELECT 1').get();
      // A write probe, at most every few seconds (server/db/storage-health.ts).
      database = ctx.storage.status();
    } catch {
      database = 'error';
    }
    const stats = ctx.providerCache.stats;
    const body = {
      ok: database === 'ok',
      version: APP_VERSION,
      dataSource: ctx.dataSource,
      database,
      upstream: {
        calls: stats.upstreamCalls,
        failures: stats.upstreamFailures,
        cacheHits: stats.memoryHits + stats.databaseHits,
        memoryHits: stats.memoryHits,
        databaseHits: stats.databaseHits,
        coalesced: stats.coalesced,
        staleServed: stats.staleServed,
      },
      ...seasonHealth(ctx),
    };
    return reply.code(body.ok ? 200 : 503).send(body);
  });
}
