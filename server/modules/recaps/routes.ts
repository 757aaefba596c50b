// The weekly recaps for signed-in members: the weeks that have one, and one week's recap. Routes
// declare their input and delegate (./service.ts); 404 for another league's id or a week without a recap.
import type { FastifyInstance } from 'fastify';
import { leagueParamsSchema } from '../../../common/league';
import { recapListResponseSchema, recapParamsSchema, recapResponseSchema } from '../../../common/recap';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { getRecap, listRecaps } from './service';

const member = { config: { access: 'member' as const } };
const schema = schemaFor('recaps');

export default function registerRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/recaps',
    {
      ...member,
      schema: schema('The weeks that have a recap, newest first', {
        params: leagueParamsSchema,
        response: { 200: recapListResponseSchema },
      }),
    },
    () => listRecaps(ctx),
  );
  api.get(
    '/api/league/:leagueId/recaps/:season/:week',
    {
      ...member,
      schema: schema("One final week's recap: its games, awards and text", {
        params: recapParamsSchema,
        response: { 200: recapResponseSchema },
      }),
    },
    (request) => getRecap(ctx, request.params.season, request.params.week),
  );
}
