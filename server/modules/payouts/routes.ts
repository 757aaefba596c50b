// Payouts routes (docs/product.md §3 and §7, D6): members read a season's payouts (dashboard tracker,
// history); admins edit the amounts and assign or clear the BUSTED winner.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leagueSeasonParamsSchema } from '../../../common/admin';
import {
  bustedAssignmentBodySchema,
  payoutsPatchBodySchema,
  seasonPayoutsSchema,
} from '../../../common/payouts';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { requireLeagueSeason } from '../../http/league-season';
import { schemaFor, typed } from '../../http/typed-routes';
import { assignBustedWinner, clearBustedWinner, getSeasonPayouts, updatePayoutAmounts } from './service';

const member = { config: { access: 'member' as const } };
const admin = { config: { access: 'admin' as const } };
const schema = schemaFor('payouts');
/** docs/product.md §7 writes PATCH .../payouts/{param}; the parameter is the season (D6). */
const patchParams = z.object({ leagueId: z.string(), param: leagueSeasonParamsSchema.shape.season });
const answer = { 200: seasonPayoutsSchema };

export default function registerPayoutsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/payouts/:season',
    {
      ...member,
      schema: schema("A season's payouts: the awards, their leaders and winners", {
        params: leagueSeasonParamsSchema,
        response: answer,
      }),
    },
    (request) => getSeasonPayouts(ctx, requireLeagueSeason(ctx, request.params.season)),
  );

  api.patch(
    '/api/league/:leagueId/payouts/:param',
    {
      ...admin,
      schema: schema("Change a season's payout amounts (admin)", {
        params: patchParams,
        body: payoutsPatchBodySchema,
        response: answer,
      }),
    },
    (request) => {
      const season = requireLeagueSeason(ctx, request.params.param);
      return updatePayoutAmounts(ctx, requireUser(request).sleeperUserId, season, request.body);
    },
  );

  api.put(
    '/api/league/:leagueId/payouts/:season/busted',
    {
      ...admin,
      schema: schema("Name a season's BUSTED winner (admin)", {
        params: leagueSeasonParamsSchema,
        body: bustedAssignmentBodySchema,
        response: answer,
      }),
    },
    (request) => {
      const season = requireLeagueSeason(ctx, request.params.season);
      return assignBustedWinner(ctx, requireUser(request).sleeperUserId, season, request.body);
    },
  );

  api.delete(
    '/api/league/:leagueId/payouts/:season/busted',
    {
      ...admin,
      schema: schema("Clear a season's BUSTED winner (admin)", {
        params: leagueSeasonParamsSchema,
        response: answer,
      }),
    },
    (request) => {
      const season = requireLeagueSeason(ctx, request.params.season);
      return clearBustedWinner(ctx, requireUser(request).sleeperUserId, season);
    },
  );
}
