// Draft routes (docs/product.md §7): every season's draft through the league chain, and one season's board.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seasonYearSchema } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { parse } from '../../http/validate';
import { draftBoard, draftHistory } from './service';

const yearParams = z.object({
  leagueId: z.string(),
  year: seasonYearSchema,
});

export default function registerDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Declared before /drafts/:year so 'history' is never read as a year.
  app.get('/api/league/:leagueId/drafts/history', { config: { access: 'member' } }, async () =>
    draftHistory(ctx),
  );

  app.get('/api/league/:leagueId/drafts/:year', { config: { access: 'member' } }, async (request) => {
    const { year } = parse(yearParams, request.params, 'params');
    return draftBoard(ctx, year);
  });
}
