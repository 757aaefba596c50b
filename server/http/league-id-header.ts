// Every API answer names the league served (X-League-Id): a page left open across a renewal sees the
// new league id on its next request and moves to it without a reload (decision 0008). Its requests
// with the old id keep working meanwhile: an earlier season's id is accepted as the league's.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isApiRequest } from './routed-path';

export const LEAGUE_ID_HEADER = 'x-league-id';

export function registerLeagueIdHeader(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) void reply.header(LEAGUE_ID_HEADER, ctx.leagueId);
  });
}
