// The almanac (issues 15 and 28): playoff odds, power rankings, head to head, records, trades, waiver
// moves, draft report cards, keeper values, managers and any week's games, for signed-in members.
// Routes validate and delegate (./service.ts, ./verdicts.ts, ./odds.ts).
import type { FastifyInstance } from 'fastify';
import {
  draftReportParamsSchema,
  managerParamsSchema,
  movesQuerySchema,
  tradesQuerySchema,
  weekGamesParamsSchema,
} from '../../../common/almanac';
import { bracketQuerySchema } from '../../../common/bracket';
import type { AppContext } from '../../context';
import { parse } from '../../http/validate';
import { getBracket } from './bracket';
import { getPlayoffOdds } from './odds';
import * as service from './service';
import { getDraftReport, getKeeperValue } from './verdicts';

const member = { config: { access: 'member' as const } };

export default function registerAlmanacRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/league/:leagueId/playoff-odds', member, () => getPlayoffOdds(ctx));
  app.get('/api/league/:leagueId/power-rankings', member, () => service.getPowerRankings(ctx));
  app.get('/api/league/:leagueId/head-to-head', member, () => service.getHeadToHead(ctx));
  app.get('/api/league/:leagueId/records', member, () => service.getRecords(ctx));

  app.get('/api/league/:leagueId/trades', member, (request) => {
    const query = parse(tradesQuerySchema, request.query, 'query');
    return service.getTrades(ctx, query);
  });

  app.get('/api/league/:leagueId/moves', member, (request) => {
    const query = parse(movesQuerySchema, request.query, 'query');
    return service.getMoves(ctx, query);
  });

  // Beside the drafts module's /drafts/history and /drafts/:year (a deeper path: no clash).
  app.get('/api/league/:leagueId/drafts/:season/report', member, (request) => {
    const { season } = parse(draftReportParamsSchema, request.params, 'params');
    return getDraftReport(ctx, season);
  });
  app.get('/api/league/:leagueId/keeper-value', member, () => getKeeperValue(ctx));

  app.get('/api/league/:leagueId/managers', member, () => service.getManagers(ctx));
  app.get('/api/league/:leagueId/managers/:userId', member, (request) => {
    const { userId } = parse(managerParamsSchema, request.params, 'params');
    return service.getManager(ctx, userId);
  });

  app.get('/api/league/:leagueId/bracket', member, (request) => {
    const { season } = parse(bracketQuerySchema, request.query, 'query');
    return getBracket(ctx, season);
  });

  app.get('/api/league/:leagueId/games/:season/:week', member, (request) => {
    const { season, week } = parse(weekGamesParamsSchema, request.params, 'params');
    return service.getWeekGames(ctx, season, week);
  });
}
