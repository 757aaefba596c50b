// Keeper routes (docs/product.md §7): thin, their input checked by their schemas, name the caller and
// delegate to the service, which enforces ownership, the deadline, the lock and every slot rule
// (docs/product.md D4, D9).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminKeeperBodySchema,
  keeperCandidatesResponseSchema,
  keeperRosterPlayerSchema,
  keeperSelectionBodySchema,
  keeperSelectionBodySchemaFor,
  keeperSelectionSchema,
  keeperStatusResponseSchema,
  lotteryRunResponseSchema,
} from '../../../common/keepers';
import { okResponseSchema } from '../../../common/ok';
import { pathNumber } from '../../../common/path-number';
import { seasonYearSchema } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { schemaFor, typed } from '../../http/typed-routes';
import { bodyPickedBy } from '../../http/validate';
import { keeperLeaguesOnly } from '../league/offers';
import { keeperCandidatesOf } from './candidates';
import {
  adminDelete,
  adminEdit,
  adminForceSubmit,
  adminRunLottery,
  adminUnlock,
  keeperStatus,
  listKeeperSelections,
  ownSelection,
  rosterPlayers,
  saveSelection,
} from './service';

const seasonParams = z.object({
  leagueId: z.string(),
  season: seasonYearSchema,
});
const rosterId = pathNumber(z.number().positive('must be a roster id'));
const rosterParams = seasonParams.extend({ rosterId });
const rosterOnlyParams = z.object({ leagueId: z.string(), rosterId });

const schema = schemaFor('keepers');

export default function registerKeeperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  // Only a keeper league picks keepers: every route here refuses the others, before their input is
  // read (a redraft league has no keeper selection to be wrong about).
  const preValidation = keeperLeaguesOnly(ctx);
  const member = { config: { access: 'member' as const }, preValidation };
  const admin = { config: { access: 'admin' as const }, preValidation };

  api.get(
    '/api/league/:leagueId/keeper-status/:season',
    {
      ...member,
      schema: schema("The keeper deadline in force for a season and the server's clock", {
        params: seasonParams,
        response: { 200: keeperStatusResponseSchema },
      }),
    },
    async (request) => keeperStatus(ctx, request.params.season),
  );

  api.get(
    '/api/league/:leagueId/keeper-selection/:season',
    {
      ...member,
      schema: schema("The signed-in member's own keeper selection (null when none)", {
        params: seasonParams,
        response: { 200: keeperSelectionSchema.nullable() },
      }),
    },
    async (request) => ownSelection(ctx, requireUser(request), request.params.season),
  );

  api.get(
    '/api/league/:leagueId/keeper-selections/:season',
    {
      ...member,
      schema: schema("Every roster's keeper selection of a season", {
        params: seasonParams,
        response: { 200: z.array(keeperSelectionSchema) },
      }),
    },
    async (request) => listKeeperSelections(ctx, request.params.season),
  );

  api.get(
    '/api/league/:leagueId/roster-players/:rosterId',
    {
      ...member,
      schema: schema("A roster's players as the keeper views see them", {
        params: rosterOnlyParams,
        response: { 200: z.array(keeperRosterPlayerSchema) },
      }),
    },
    async (request) => rosterPlayers(ctx, request.params.rosterId),
  );

  // What the picker measures each player by (any roster's: the figures are the league's to see).
  api.get(
    '/api/league/:leagueId/keeper-candidates/:rosterId',
    {
      ...member,
      schema: schema("A roster's keeper candidates: started points and what each round's pick produced", {
        params: rosterOnlyParams,
        response: { 200: keeperCandidatesResponseSchema },
      }),
    },
    async (request) => keeperCandidatesOf(ctx, request.params.rosterId),
  );

  api.post(
    '/api/league/:leagueId/keeper-selection/:season',
    {
      ...member,
      validatorCompiler: bodyPickedBy(keeperSelectionBodySchemaFor),
      schema: schema('Save or submit the keeper selection (the keeper page or the draft board shape)', {
        params: seasonParams,
        body: keeperSelectionBodySchema,
        response: { 200: keeperSelectionSchema },
      }),
    },
    async (request) => saveSelection(ctx, requireUser(request), request.params.season, request.body),
  );

  api.delete(
    '/api/league/:leagueId/keeper-selection/:season/:rosterId',
    {
      ...admin,
      schema: schema("Delete a roster's keeper selection (admin)", {
        params: rosterParams,
        response: { 200: okResponseSchema },
      }),
    },
    async (request) => {
      const { season, rosterId } = request.params;
      return adminDelete(ctx, requireUser(request), season, rosterId);
    },
  );

  api.post(
    '/api/league/:leagueId/keeper-selection/:season/:rosterId/unlock',
    {
      ...admin,
      schema: schema("Unlock a roster's submitted keeper selection (admin)", {
        params: rosterParams,
        response: { 200: keeperSelectionSchema },
      }),
    },
    async (request) => {
      const { season, rosterId } = request.params;
      return adminUnlock(ctx, requireUser(request), season, rosterId);
    },
  );

  api.post(
    '/api/league/:leagueId/keeper-selection/:season/:rosterId/lottery',
    {
      ...admin,
      schema: schema("Run a roster's keeper lottery (admin)", {
        params: rosterParams,
        response: { 200: lotteryRunResponseSchema },
      }),
    },
    async (request) => {
      const { season, rosterId } = request.params;
      return adminRunLottery(ctx, requireUser(request), season, rosterId);
    },
  );

  api.post(
    '/api/league/:leagueId/keeper-selection/:season/:rosterId/force-submit',
    {
      ...admin,
      schema: schema("Submit a roster's keeper selection on its behalf (admin)", {
        params: rosterParams,
        response: { 200: keeperSelectionSchema },
      }),
    },
    async (request) => {
      const { season, rosterId } = request.params;
      return adminForceSubmit(ctx, requireUser(request), season, rosterId);
    },
  );

  api.post(
    '/api/admin/league/:leagueId/keeper-selection/:season/:rosterId',
    {
      ...admin,
      schema: schema("Edit a roster's keeper slots (admin)", {
        params: rosterParams,
        body: adminKeeperBodySchema,
        response: { 200: keeperSelectionSchema },
      }),
    },
    async (request) => {
      const { season, rosterId } = request.params;
      return adminEdit(ctx, requireUser(request), season, rosterId, request.body);
    },
  );
}
