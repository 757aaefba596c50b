// Payouts routes (spec sections 3 and 7, DESIGN D6): members read a season's payouts (dashboard tracker,
// history); admins edit the amounts and assign or clear the BUSTED winner.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bustedAssignmentBodySchema, payoutsPatchBodySchema } from '../../../common/payouts';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
import { assignBustedWinner, clearBustedWinner, getSeasonPayouts, updatePayoutAmounts } from './service';

const member = { config: { access: 'member' as const } };
const admin = { config: { access: 'admin' as const } };
const season = z.string().regex(/^\d{4}$/, 'must be a season year such as 2025');
const seasonParams = z.object({ leagueId: z.string(), season });
/** The spec writes PATCH .../payouts/{param}; the parameter is the season (DESIGN D6). */
const patchParams = z.object({ leagueId: z.string(), param: season });

export default function registerPayoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/payouts/:season', member, (request) => {
    const params = parse(seasonParams, request.params, 'params');
    return getSeasonPayouts(ctx, params.season);
  });

  app.patch('/api/league/:leagueId/payouts/:param', admin, (request) => {
    const { param } = parse(patchParams, request.params, 'params');
    const body = parse(payoutsPatchBodySchema, request.body, 'body');
    return updatePayoutAmounts(ctx, requireUser(request).sleeperUserId, param, body);
  });

  app.put('/api/league/:leagueId/payouts/:season/busted', admin, (request) => {
    const params = parse(seasonParams, request.params, 'params');
    const body = parse(bustedAssignmentBodySchema, request.body, 'body');
    return assignBustedWinner(ctx, requireUser(request).sleeperUserId, params.season, body);
  });

  app.delete('/api/league/:leagueId/payouts/:season/busted', admin, (request) => {
    const params = parse(seasonParams, request.params, 'params');
    return clearBustedWinner(ctx, requireUser(request).sleeperUserId, params.season);
  });
}
