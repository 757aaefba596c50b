// Seasons before Sleeper: import from a CSV, list, undo a season or all of them. Admin only.
// A refused import answers 400 with every line's error (not only the first, as a schema's check
// would), so the commissioner fixes the whole file at once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_CSV_CHARS,
  importedSeasonParamsSchema,
  importedSeasonsResponseSchema,
  importRefusalSchema,
  importSeasonsBodySchema,
  type ImportRefusal,
} from '../../../common/imported-seasons';
import { leagueParamsSchema } from '../../../common/league';
import { refusalSchema } from '../../../common/ok';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { schemaFor, typed } from '../../http/typed-routes';
import { importSeasons, listImportedSeasons, undoAllImportedSeasons, undoImportedSeason } from './service';

const URL = '/api/admin/league/:leagueId/imported-seasons';
const schema = schemaFor('imported-seasons');
const answer = { 200: importedSeasonsResponseSchema };

export default function registerImportedSeasonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const admin = { config: { access: 'admin' as const } };

  // The session hook has already refused a league id other than this league's.
  api.get(
    URL,
    {
      ...admin,
      schema: schema('The seasons imported from before Sleeper (admin)', {
        params: leagueParamsSchema,
        response: answer,
      }),
    },
    async () => listImportedSeasons(ctx),
  );

  // The CSV travels as JSON text: up to IMPORT_MAX_CSV_CHARS, plus room for the escaping of quotes.
  api.post(
    URL,
    {
      ...admin,
      bodyLimit: 2 * IMPORT_MAX_CSV_CHARS,
      schema: schema('Import seasons from a CSV: all of it, or nothing with every line in error (admin)', {
        params: leagueParamsSchema,
        body: importSeasonsBodySchema,
        // A refused file lists its errors; a body that is no CSV at all is refused as any other.
        response: { ...answer, 400: z.union([importRefusalSchema, refusalSchema]) },
      }),
    },
    async (request, reply) => {
      const outcome = await importSeasons(ctx, requireUser(request), request.body.csv);
      if (outcome.ok) return outcome.list;
      const refusal: ImportRefusal = {
        message: 'Nothing was imported: fix the lines listed and import the whole file again.',
        errors: outcome.errors,
      };
      return reply.code(400).send(refusal);
    },
  );

  api.delete(
    URL,
    {
      ...admin,
      schema: schema('Undo every imported season (admin)', { params: leagueParamsSchema, response: answer }),
    },
    async (request) => undoAllImportedSeasons(ctx, requireUser(request)),
  );

  api.delete(
    `${URL}/:season`,
    {
      ...admin,
      schema: schema('Undo one imported season (admin)', {
        params: importedSeasonParamsSchema,
        response: answer,
      }),
    },
    async (request) => undoImportedSeason(ctx, requireUser(request), request.params.season),
  );
}
