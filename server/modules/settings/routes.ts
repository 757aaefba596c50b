// League settings routes (docs/product.md §7): members read (the keeper deadline is shown to everyone),
// admins write and refresh from the provider.
import type { FastifyInstance } from 'fastify';
import { leagueSeasonParamsSchema } from '../../../common/admin';
import { leagueSettingsSchema, settingsUpdateBodySchema } from '../../../common/settings';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { requireLeagueSeason } from '../../http/league-season';
import { schemaFor, typed } from '../../http/typed-routes';
import { getLeagueSettings, refreshLeagueSettings, updateLeagueSettings } from './service';

const schema = schemaFor('settings');
const answer = { 200: leagueSettingsSchema };

export default function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/settings/:season',
    {
      config: { access: 'member' },
      schema: schema("A season's league settings: keeper deadline, draft date, playoff start", {
        params: leagueSeasonParamsSchema,
        response: answer,
      }),
    },
    async (request) => getLeagueSettings(ctx, requireLeagueSeason(ctx, request.params.season)),
  );

  api.post(
    '/api/league/:leagueId/settings/:season',
    {
      config: { access: 'admin' },
      schema: schema("Change a season's league settings (admin)", {
        params: leagueSeasonParamsSchema,
        body: settingsUpdateBodySchema,
        response: answer,
      }),
    },
    async (request) => {
      const season = requireLeagueSeason(ctx, request.params.season);
      return updateLeagueSettings(ctx, requireUser(request).sleeperUserId, season, request.body);
    },
  );

  api.post(
    '/api/league/:leagueId/settings/:season/refresh',
    {
      config: { access: 'admin' },
      schema: schema("Read a season's settings again from the provider (admin)", {
        params: leagueSeasonParamsSchema,
        response: answer,
      }),
    },
    async (request) => {
      const season = requireLeagueSeason(ctx, request.params.season);
      return refreshLeagueSettings(ctx, requireUser(request).sleeperUserId, season);
    },
  );
}
