// Seasons routes (decision 0008): the off-season dashboard for members, and for the admin which
// league Huddle serves now and when it was found (the settings tab shows it).
import type { FastifyInstance } from 'fastify';
import { leagueParamsSchema } from '../../../common/league';
import { currentLeagueResponseSchema, offseasonResponseSchema } from '../../../common/season-answers';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { getOffseason } from './service';

const schema = schemaFor('seasons');

export default function registerSeasonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/offseason',
    {
      config: { access: 'member' },
      schema: schema('What the dashboard leads with between seasons', {
        params: leagueParamsSchema,
        response: { 200: offseasonResponseSchema },
      }),
    },
    async () => getOffseason(ctx),
  );

  api.get(
    '/api/league/:leagueId/current-league',
    {
      config: { access: 'admin' },
      schema: schema('The league served now and how Huddle found it (admin)', {
        params: leagueParamsSchema,
        response: { 200: currentLeagueResponseSchema },
      }),
    },
    async () => ctx.seasons.current,
  );
}
