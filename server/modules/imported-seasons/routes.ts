// Seasons before Sleeper (issue 38 point 8): import from a CSV, list, undo a season or all of them.
// Admin only.
// A refused import answers 400 with every line's error (not only the first, as `parse` would), so the
// commissioner fixes the whole file at once.
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_MAX_CSV_CHARS,
  importedSeasonParamsSchema,
  importSeasonsBodySchema,
  type ImportRefusal,
} from '../../../common/imported-seasons';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
import { importSeasons, listImportedSeasons, undoAllImportedSeasons, undoImportedSeason } from './service';

const URL = '/api/admin/league/:leagueId/imported-seasons';

export default function registerImportedSeasonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { config: { access: 'admin' as const } };

  // The session hook has already refused a league id other than this league's.
  app.get(URL, admin, async () => listImportedSeasons(ctx));

  // The CSV travels as JSON text: up to IMPORT_MAX_CSV_CHARS, plus room for the escaping of quotes.
  app.post(URL, { ...admin, bodyLimit: 2 * IMPORT_MAX_CSV_CHARS }, async (request, reply) => {
    const { csv } = parse(importSeasonsBodySchema, request.body, 'body');
    const outcome = await importSeasons(ctx, requireUser(request), csv);
    if (outcome.ok) return outcome.list;
    const refusal: ImportRefusal = {
      message: 'Nothing was imported: fix the lines listed and import the whole file again.',
      errors: outcome.errors,
    };
    return reply.code(400).send(refusal);
  });

  app.delete(URL, admin, async (request) => undoAllImportedSeasons(ctx, requireUser(request)));

  app.delete(`${URL}/:season`, admin, async (request) => {
    const { season } = parse(importedSeasonParamsSchema, request.params, 'params');
    return undoImportedSeason(ctx, requireUser(request), season);
  });
}
