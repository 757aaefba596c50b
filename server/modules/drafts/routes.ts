// Draft routes (docs/product.md §7): every season's draft through the league chain, and one season's board.
import type { FastifyInstance } from 'fastify';
import { draftBoardSchema, draftHistoryResponseSchema } from '../../../common/drafts';
import { leagueParamsSchema } from '../../../common/league';
import { seasonYearSchema } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { schemaFor, typed } from '../../http/typed-routes';
import { draftBoard, draftHistory } from './service';

const member = { config: { access: 'member' as const } };
const schema = schemaFor('drafts');
const yearParams = leagueParamsSchema.extend({ year: seasonYearSchema });

export default function registerDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  // Declared before /drafts/:year so 'history' is never read as a year.
  api.get(
    '/api/league/:leagueId/drafts/history',
    {
      ...member,
      schema: schema("Every season's draft through the league chain, newest first", {
        params: leagueParamsSchema,
        response: { 200: draftHistoryResponseSchema },
      }),
    },
    async () => draftHistory(ctx),
  );

  api.get(
    '/api/league/:leagueId/drafts/:year',
    {
      ...member,
      schema: schema("A season's draft board (a preview of the kept players before the draft)", {
        params: yearParams,
        response: { 200: draftBoardSchema },
      }),
    },
    async (request) => draftBoard(ctx, request.params.year),
  );
}
