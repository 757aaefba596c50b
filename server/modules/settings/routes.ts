// League settings routes (docs/product.md §7): members read (the keeper deadline is shown to everyone),
// admins write and refresh from the provider.
import type { FastifyInstance } from 'fastify';
import { settingsUpdateBodySchema } from '../../../common/settings';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { seasonParam } from '../../http/league-season';
import { parse } from '../../http/validate';
import { getLeagueSettings, refreshLeagueSettings, updateLeagueSettings } from './service';

export default function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/settings/:season', { config: { access: 'member' } }, async (request) => {
    const season = seasonParam(ctx, request.params);
    return getLeagueSettings(ctx, season);
  });

  app.post('/api/league/:leagueId/settings/:season', { config: { access: 'admin' } }, async (request) => {
    const season = seasonParam(ctx, request.params);
    const body = parse(settingsUpdateBodySchema, request.body, 'body');
    return updateLeagueSettings(ctx, requireUser(request).sleeperUserId, season, body);
  });

  app.post(
    '/api/league/:leagueId/settings/:season/refresh',
    { config: { access: 'admin' } },
    async (request) => {
      const season = seasonParam(ctx, request.params);
      return refreshLeagueSettings(ctx, requireUser(request).sleeperUserId, season);
    },
  );
}
