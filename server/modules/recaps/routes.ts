// The weekly recaps (issue 27) for signed-in members: the weeks that have one, and one week's recap.
// Routes validate and delegate (./service.ts); 404 for another league's id or a week without a recap.
import type { FastifyInstance } from 'fastify';
import { recapParamsSchema } from '../../../common/recap';
import type { AppContext } from '../../context';
import { parse } from '../../http/validate';
import { getRecap, listRecaps } from './service';

const member = { config: { access: 'member' as const } };

export default function registerRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/recaps', member, () => listRecaps(ctx));
  app.get('/api/league/:leagueId/recaps/:season/:week', member, (request) => {
    const { season, week } = parse(recapParamsSchema, request.params, 'params');
    return getRecap(ctx, season, week);
  });
}
