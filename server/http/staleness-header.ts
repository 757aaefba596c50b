// Runs each request inside its own staleness store, and tells the client with `X-Data-Stale` (the
// ISO time of the oldest copy served) when the provider failed and a saved copy answered instead.
import type { FastifyInstance } from 'fastify';
import { stalenessStorage, type StalenessStore } from '../sleeper/staleness';

declare module 'fastify' {
  interface FastifyRequest {
    staleness: StalenessStore;
  }
}

export function registerStalenessHeader(app: FastifyInstance): void {
  app.decorateRequest('staleness', undefined as unknown as StalenessStore);
  app.addHook('onRequest', (request, _reply, done) => {
    request.staleness = { staleSince: null };
    stalenessStorage.run(request.staleness, done);
  });
  // Body parsing continues on stream callbacks outside the store: re-enter it before validation.
  app.addHook('preValidation', (request, _reply, done) => {
    if (stalenessStorage.getStore() === request.staleness) return done();
    stalenessStorage.run(request.staleness, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const since = request.staleness?.staleSince;
    if (since !== null && since !== undefined) reply.header('x-data-stale', new Date(since).toISOString());
  });
}
