// The weekly recaps for signed-in members: the weeks that have one, and one week's recap. Routes
// declare their input and delegate (./service.ts); 404 for another league's id or a week without a recap.
import type { FastifyInstance } from 'fastify';
import { leagueParamsSchema } from '../../../common/league';
import { recapListResponseSchema, recapParamsSchema, recapResponseSchema } from '../../../common/recap';
import type { AppContext } from '../../context';
import { typed } from '../../http/typed-routes';
import { getRecap, listRecaps } from './service';

const member = { config: { access: 'member' as const } };
const tags = ['recaps'];

export default function registerRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/recaps',
    {
      ...member,
      schema: {
        summary: 'The weeks that have a recap, newest first',
        tags,
        params: leagueParamsSchema,
        response: { 200: recapListResponseSchema },
      },
    },
    () => listRecaps(ctx),
  );
  api.get(
    '/api/league/:leagueId/recaps/:season/:week',
    {
      ...member,
      schema: {
        summary: "One final week's recap: its games, awards and text",
        tags,
        params: recapParamsSchema,
        response: { 200: recapResponseSchema },
      },
    },
    (request) => getRecap(ctx, request.params.season, request.params.week),
  );
}
