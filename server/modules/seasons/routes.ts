// Seasons routes (decision 0008): the off-season dashboard for members, and for the admin which
// league Huddle serves now and when it was found (the settings tab shows it).
import type { FastifyInstance } from 'fastify';
import type { CurrentLeagueResponse } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { getOffseason } from './service';

export default function registerSeasonRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/offseason', { config: { access: 'member' } }, async () => getOffseason(ctx));

  app.get(
    '/api/league/:leagueId/current-league',
    { config: { access: 'admin' } },
    async (): Promise<CurrentLeagueResponse> => ctx.seasons.current,
  );
}
