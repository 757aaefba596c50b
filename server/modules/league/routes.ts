// League data for the dashboard (docs/product.md §7, D5/D6): every route is for signed-in members;
// the league id in the path is checked by the app's hook (404 for any other league).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  leagueParamsSchema,
  leagueResponseSchema,
  leagueUserResponseSchema,
  matchupsResponseSchema,
  nflStateResponseSchema,
  playersQuerySchema,
  playersResponseSchema,
  rosterPlayersQuerySchema,
  rosterPlayersResponseSchema,
  rosterResponseSchema,
  standingsResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '../../../common/league';
import { TOTAL_COUNT_HEADER } from '../../../common/league-constants';
import { pathNumber, pathWeekSchema } from '../../../common/path-number';
import { futurePicksResponseSchema } from '../../../common/picks';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { getFuturePicks } from './future-picks';
import * as service from './service';

const member = { config: { access: 'member' as const } };
const schema = schemaFor('league');
const weekParams = leagueParamsSchema.extend({ week: pathWeekSchema });
const rosterParams = leagueParamsSchema.extend({ rosterId: pathNumber(z.number().min(1).max(64)) });

export default function registerLeagueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/nfl/state',
    {
      ...member,
      schema: schema("The NFL's season, week and clock", { response: { 200: nflStateResponseSchema } }),
    },
    () => service.getNflState(ctx),
  );

  api.get(
    '/api/league/:leagueId',
    {
      ...member,
      schema: schema('The league: name, season, format, settings and what it offers', {
        params: leagueParamsSchema,
        response: { 200: leagueResponseSchema },
      }),
    },
    () => service.getLeague(ctx),
  );
  api.get(
    '/api/league/:leagueId/rosters',
    {
      ...member,
      schema: schema("The league's rosters", {
        params: leagueParamsSchema,
        response: { 200: z.array(rosterResponseSchema) },
      }),
    },
    () => service.getRosters(ctx),
  );
  api.get(
    '/api/league/:leagueId/users',
    {
      ...member,
      schema: schema("The league's managers and their teams", {
        params: leagueParamsSchema,
        response: { 200: z.array(leagueUserResponseSchema) },
      }),
    },
    () => service.getUsers(ctx),
  );
  api.get(
    '/api/league/:leagueId/standings',
    {
      ...member,
      schema: schema('The standings as of now', {
        params: leagueParamsSchema,
        response: { 200: standingsResponseSchema },
      }),
    },
    () => service.getStandings(ctx),
  );
  api.get(
    '/api/league/:leagueId/future-picks',
    {
      ...member,
      schema: schema("Every team's draft picks of the coming seasons, traded ones included", {
        params: leagueParamsSchema,
        response: { 200: futurePicksResponseSchema },
      }),
    },
    () => getFuturePicks(ctx),
  );

  api.get(
    '/api/league/:leagueId/matchups/:week',
    {
      ...member,
      schema: schema("A week's matchups with their scores and outlook", {
        params: weekParams,
        response: { 200: matchupsResponseSchema },
      }),
    },
    (request) => service.getMatchups(ctx, request.params.week),
  );

  api.get(
    '/api/league/:leagueId/transactions',
    {
      ...member,
      schema: schema(`The season's transactions, a page at a time (the total in ${TOTAL_COUNT_HEADER})`, {
        params: leagueParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      }),
    },
    async (request, reply) => {
      const page = await service.getTransactions(ctx, request.query);
      void reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.transactions;
    },
  );

  api.get(
    '/api/league/:leagueId/roster/:rosterId/players',
    {
      ...member,
      schema: schema("A roster's players and lineup in a week (this week by default)", {
        params: rosterParams,
        querystring: rosterPlayersQuerySchema,
        response: { 200: rosterPlayersResponseSchema },
      }),
    },
    (request) => service.getRosterPlayers(ctx, request.params.rosterId, request.query.week),
  );

  api.get(
    '/api/players',
    {
      ...member,
      schema: schema('Players by id or by name', {
        querystring: playersQuerySchema,
        response: { 200: playersResponseSchema },
      }),
    },
    (request) => service.getPlayers(ctx, request.query),
  );
}
