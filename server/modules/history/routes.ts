// History routes (docs/product.md §2 "League History", D7): the history and the transaction stats, each one
// request computed and cached on the server, for signed-in members.
import type { FastifyInstance } from 'fastify';
import { historyResponseSchema, transactionStatsResponseSchema } from '../../../common/history';
import { leagueParamsSchema } from '../../../common/league';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { getHistory, getTransactionStats } from './service';

const member = { config: { access: 'member' as const } };
const schema = schemaFor('history');

export default function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/history',
    {
      ...member,
      schema: schema("The league's history: every season, careers, marks and records", {
        params: leagueParamsSchema,
        response: { 200: historyResponseSchema },
      }),
    },
    () => getHistory(ctx),
  );
  api.get(
    '/api/league/:leagueId/transaction-stats',
    {
      ...member,
      schema: schema("Each team's trades, waiver and free-agent moves, per season and in all", {
        params: leagueParamsSchema,
        response: { 200: transactionStatsResponseSchema },
      }),
    },
    () => getTransactionStats(ctx),
  );
}
