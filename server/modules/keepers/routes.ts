// Keeper routes (docs/product.md §7): thin, validate the input, name the caller and delegate to the service,
// which enforces ownership, the deadline, the lock and every slot rule (docs/product.md D4, D9).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminKeeperBodySchema, keeperSelectionBodySchemaFor } from '../../../common/keepers';
import { pathNumber } from '../../../common/path-number';
import { seasonYearSchema } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
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

export default function registerKeeperRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Only a keeper league picks keepers: every route here refuses the others (issue 38).
  const preHandler = keeperLeaguesOnly(ctx);
  const member = { config: { access: 'member' as const }, preHandler };
  const admin = { config: { access: 'admin' as const }, preHandler };

  app.get('/api/league/:leagueId/keeper-status/:season', member, async (request) => {
    const { season } = parse(seasonParams, request.params, 'params');
    return keeperStatus(ctx, season);
  });

  app.get('/api/league/:leagueId/keeper-selection/:season', member, async (request) => {
    const { season } = parse(seasonParams, request.params, 'params');
    return ownSelection(ctx, requireUser(request), season);
  });

  app.get('/api/league/:leagueId/keeper-selections/:season', member, async (request) => {
    const { season } = parse(seasonParams, request.params, 'params');
    return listKeeperSelections(ctx, season);
  });

  app.get('/api/league/:leagueId/roster-players/:rosterId', member, async (request) => {
    const { rosterId } = parse(rosterOnlyParams, request.params, 'params');
    return rosterPlayers(ctx, rosterId);
  });

  // What the picker measures each player by (any roster's: the figures are the league's to see).
  app.get('/api/league/:leagueId/keeper-candidates/:rosterId', member, async (request) => {
    const { rosterId } = parse(rosterOnlyParams, request.params, 'params');
    return keeperCandidatesOf(ctx, rosterId);
  });

  app.post('/api/league/:leagueId/keeper-selection/:season', member, async (request) => {
    const { season } = parse(seasonParams, request.params, 'params');
    const body = parse(keeperSelectionBodySchemaFor(request.body), request.body, 'body');
    return saveSelection(ctx, requireUser(request), season, body);
  });

  app.delete('/api/league/:leagueId/keeper-selection/:season/:rosterId', admin, async (request) => {
    const { season, rosterId } = parse(rosterParams, request.params, 'params');
    return adminDelete(ctx, requireUser(request), season, rosterId);
  });

  app.post('/api/league/:leagueId/keeper-selection/:season/:rosterId/unlock', admin, async (request) => {
    const { season, rosterId } = parse(rosterParams, request.params, 'params');
    return adminUnlock(ctx, requireUser(request), season, rosterId);
  });

  app.post('/api/league/:leagueId/keeper-selection/:season/:rosterId/lottery', admin, async (request) => {
    const { season, rosterId } = parse(rosterParams, request.params, 'params');
    return adminRunLottery(ctx, requireUser(request), season, rosterId);
  });

  app.post(
    '/api/league/:leagueId/keeper-selection/:season/:rosterId/force-submit',
    admin,
    async (request) => {
      const { season, rosterId } = parse(rosterParams, request.params, 'params');
      return adminForceSubmit(ctx, requireUser(request), season, rosterId);
    },
  );

  app.post('/api/admin/league/:leagueId/keeper-selection/:season/:rosterId', admin, async (request) => {
    const { season, rosterId } = parse(rosterParams, request.params, 'params');
    const body = parse(adminKeeperBodySchema, request.body, 'body');
    return adminEdit(ctx, requireUser(request), season, rosterId, body);
  });
}
