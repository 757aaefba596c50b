// History routes (docs/product.md §2 "League History", D7): the history and the transaction stats, each one
// request computed and cached on the server, for signed-in members.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getHistory, getTransactionStats } from './service';

const member = { config: { access: 'member' as const } };

export default function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/history', member, () => getHistory(ctx));
  app.get('/api/league/:leagueId/transaction-stats', member, () => getTransactionStats(ctx));
}
