// Runs each signed-in request as its member, so the provider calls it causes are counted against
// that member's budget (server/sleeper/member-budget.ts). A preHandler: the session has been read and
// the access checked, and the body is parsed (parsing continues outside the request's async context).
import type { FastifyInstance } from 'fastify';
import { runAsMember } from '../sleeper/member-budget';

export function registerProviderBudget(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.user) return done();
    runAsMember(request.user.sleeperUserId, done);
  });
}
