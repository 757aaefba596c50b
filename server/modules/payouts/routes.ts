// Payouts routes (docs/product.md §3 and §7, D6): members read a season's payouts (dashboard tracker,
// history); admins edit the amounts and assign or clear the BUSTED winner.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leagueSeasonParamsSchema } from '../../../common/admin';
import { bustedAssignmentBodySchema, payoutsPatchBodySchema } from '../../../common/payouts';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { requireLeagueSeason, seasonParam } from '../../http/league-season';
import { parse } from '../../http/validate';
import { assignBustedWinner, clearBustedWinner, getSeasonPayouts, updatePayoutAmounts } from './service';

const member = { config: { access: 'member' as const } };
const admin = { config: { access: 'admin' as const } };
/** docs/product.md §7 writes PATCH .../payouts/{param}; the parameter is the season (D6). */
const patchParams = z.object({ leagueId: z.string(), param: leagueSeasonParamsSchema.shape.season });

export default function registerPayoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/payouts/:season', member, (request) => {
    return getSeasonPayouts(ctx, seasonParam(ctx, request.params));
  });

  app.patch('/api/league/:leagueId/payouts/:param', admin, (request) => {
    const season = requireLeagueSeason(ctx, parse(patchParams, request.params, 'params').param);
    const body = parse(payoutsPatchBodySchema, request.body, 'body');
    return updatePayoutAmounts(ctx, requireUser(request).sleeperUserId, season, body);
  });

  app.put('/api/league/:leagueId/payouts/:season/busted', admin, (request) => {
    const season = seasonParam(ctx, request.params);
    const body = parse(bustedAssignmentBodySchema, request.body, 'body');
    return assignBustedWinner(ctx, requireUser(request).sleeperUserId, season, body);
  });

  app.delete('/api/league/:leagueId/payouts/:season/busted', admin, (request) => {
    return clearBustedWinner(ctx, requireUser(request).sleeperUserId, seasonParam(ctx, request.params));
  });
}
