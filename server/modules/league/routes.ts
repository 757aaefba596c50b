// League data for the dashboard (docs/product.md §7, D5/D6): every route is for signed-in members;
// the league id in the path is checked by the app's hook (404 for any other league).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  playersQuerySchema,
  rosterPlayersQuerySchema,
  transactionsQuerySchema,
} from '../../../common/league';
import { TOTAL_COUNT_HEADER } from '../../../common/league-constants';
import { pathNumber, pathWeekSchema } from '../../../common/path-number';
import type { AppContext } from '../../context';
import { parse } from '../../http/validate';
import { getFuturePicks } from './future-picks';
import * as service from './service';

const member = { config: { access: 'member' as const } };
const weekParams = z.object({ leagueId: z.string(), week: pathWeekSchema });
const rosterParams = z.object({ leagueId: z.string(), rosterId: pathNumber(z.number().min(1).max(64)) });

export default function registerLeagueRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/nfl/state', member, () => service.getNflState(ctx));

  app.get('/api/league/:leagueId', member, () => service.getLeague(ctx));
  app.get('/api/league/:leagueId/rosters', member, () => service.getRosters(ctx));
  app.get('/api/league/:leagueId/users', member, () => service.getUsers(ctx));
  app.get('/api/league/:leagueId/standings', member, () => service.getStandings(ctx));
  app.get('/api/league/:leagueId/future-picks', member, () => getFuturePicks(ctx));

  app.get('/api/league/:leagueId/matchups/:week', member, (request) => {
    const { week } = parse(weekParams, request.params, 'params');
    return service.getMatchups(ctx, week);
  });

  app.get('/api/league/:leagueId/transactions', member, async (request, reply) => {
    const query = parse(transactionsQuerySchema, request.query, 'query');
    const page = await service.getTransactions(ctx, query);
    void reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return page.transactions;
  });

  app.get('/api/league/:leagueId/roster/:rosterId/players', member, (request) => {
    const { rosterId } = parse(rosterParams, request.params, 'params');
    const { week } = parse(rosterPlayersQuerySchema, request.query, 'query');
    return service.getRosterPlayers(ctx, rosterId, week);
  });

  app.get('/api/players', member, (request) => {
    const query = parse(playersQuerySchema, request.query, 'query');
    return service.getPlayers(ctx, query);
  });
}
