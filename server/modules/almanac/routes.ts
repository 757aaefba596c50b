// The almanac: playoff odds, power rankings, head to head, records, trades, waiver moves, draft report
// cards, keeper values, managers and any week's games, for signed-in members. Routes declare their
// input and delegate (./service.ts, ./verdicts.ts, ./odds.ts).
import type { FastifyInstance } from 'fastify';
import {
  draftReportParamsSchema,
  draftReportResponseSchema,
  headToHeadResponseSchema,
  keeperValueResponseSchema,
  managerParamsSchema,
  managerResponseSchema,
  managersResponseSchema,
  movesResponseSchema,
  playoffOddsResponseSchema,
  powerRankingsResponseSchema,
  recordsResponseSchema,
  seasonManagerQuerySchema,
  tradesResponseSchema,
  weekGamesParamsSchema,
  weekGamesResponseSchema,
} from '../../../common/almanac';
import { bracketQuerySchema, bracketResponseSchema } from '../../../common/bracket';
import { leagueParamsSchema } from '../../../common/league';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { getBracket } from './bracket';
import { getPlayoffOdds } from './odds';
import * as service from './service';
import { getDraftReport, getKeeperValue } from './verdicts';

const member = { config: { access: 'member' as const } };
const schema = schemaFor('almanac');
const league = leagueParamsSchema;

export default function registerAlmanacRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/playoff-odds',
    {
      ...member,
      schema: schema("Each team's playoff, bye and prize odds", {
        params: league,
        response: { 200: playoffOddsResponseSchema },
      }),
    },
    () => getPlayoffOdds(ctx),
  );
  api.get(
    '/api/league/:leagueId/power-rankings',
    {
      ...member,
      schema: schema('The power rankings of the season so far', {
        params: league,
        response: { 200: powerRankingsResponseSchema },
      }),
    },
    () => service.getPowerRankings(ctx),
  );
  api.get(
    '/api/league/:leagueId/head-to-head',
    {
      ...member,
      schema: schema("Every manager's record against every other", {
        params: league,
        response: { 200: headToHeadResponseSchema },
      }),
    },
    () => service.getHeadToHead(ctx),
  );
  api.get(
    '/api/league/:leagueId/records',
    {
      ...member,
      schema: schema("The league's record book", {
        params: league,
        response: { 200: recordsResponseSchema },
      }),
    },
    () => service.getRecords(ctx),
  );

  api.get(
    '/api/league/:leagueId/trades',
    {
      ...member,
      schema: schema('The trades with their verdicts, by season or manager', {
        params: league,
        querystring: seasonManagerQuerySchema,
        response: { 200: tradesResponseSchema },
      }),
    },
    (request) => service.getTrades(ctx, request.query),
  );

  api.get(
    '/api/league/:leagueId/moves',
    {
      ...member,
      schema: schema('The waiver and free-agent pickups with what they scored', {
        params: league,
        querystring: seasonManagerQuerySchema,
        response: { 200: movesResponseSchema },
      }),
    },
    (request) => service.getMoves(ctx, request.query),
  );

  // Beside the drafts module's /drafts/history and /drafts/:year (a deeper path: no clash).
  api.get(
    '/api/league/:leagueId/drafts/:season/report',
    {
      ...member,
      schema: schema("A season's draft report card", {
        params: draftReportParamsSchema,
        response: { 200: draftReportResponseSchema },
      }),
    },
    (request) => getDraftReport(ctx, request.params.season),
  );
  api.get(
    '/api/league/:leagueId/keeper-value',
    {
      ...member,
      schema: schema('What every kept player gave for the round he cost', {
        params: league,
        response: { 200: keeperValueResponseSchema },
      }),
    },
    () => getKeeperValue(ctx),
  );

  api.get(
    '/api/league/:leagueId/managers',
    {
      ...member,
      schema: schema("Every manager's career in short", {
        params: league,
        response: { 200: managersResponseSchema },
      }),
    },
    () => service.getManagers(ctx),
  );
  api.get(
    '/api/league/:leagueId/managers/:userId',
    {
      ...member,
      schema: schema("One manager's page: seasons, rivals, kept picks and roster", {
        params: managerParamsSchema,
        response: { 200: managerResponseSchema },
      }),
    },
    (request) => service.getManager(ctx, request.params.userId),
  );

  api.get(
    '/api/league/:leagueId/bracket',
    {
      ...member,
      schema: schema("A season's playoff bracket (the served season's by default)", {
        params: league,
        querystring: bracketQuerySchema,
        response: { 200: bracketResponseSchema },
      }),
    },
    (request) => getBracket(ctx, request.query.season),
  );

  api.get(
    '/api/league/:leagueId/games/:season/:week',
    {
      ...member,
      schema: schema('The games of any week of any season, with their box scores', {
        params: weekGamesParamsSchema,
        response: { 200: weekGamesResponseSchema },
      }),
    },
    (request) => service.getWeekGames(ctx, request.params.season, request.params.week),
  );
}
