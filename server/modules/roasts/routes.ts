// Roast routes (docs/product.md §7, D12): the three roasts and the season recap for members (rate
// limited per member), the persona list for members and the persona setting for admins (audited).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  matchupRoastBodySchema,
  personaSettingBodySchema,
  rosterRoastBodySchema,
  transactionRoastBodySchema,
  personasResponseSchema,
  roastResponseSchema,
  seasonAnalysisSchema,
} from '../../../common/roasts';
import { leagueParamsSchema } from '../../../common/league';
import { seasonYearSchema } from '../../../common/seasons';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { tooManyRequests } from '../../http/errors';
import { schemaFor, typed } from '../../http/typed-routes';
import { personas } from '../../roast/personas';
import { RoastRateLimiter } from '../../roast/rate-limit';
import { createRoastService } from '../../roast/service';
import { readPersonaSetting, writePersonaSetting } from '../../roast/store';
import {
  matchupSubject,
  rosterSheetFor,
  seasonSheetFor,
  transactionSheetFor,
  type MatchupSubject,
} from './subjects';
import type { FactSheet } from '../../roast/types';
import { inTransaction } from '../admin/transaction';

export const ROASTS_PER_MINUTE = 20;

const seasonParamsSchema = leagueParamsSchema.extend({ season: seasonYearSchema });
const schema = schemaFor('roasts');

export default function registerRoastRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const roast = createRoastService(ctx);
  const limiter = new RoastRateLimiter(ROASTS_PER_MINUTE, 60_000);
  const personaChoices = personas(ctx.config.appName).map(({ id, name, description }) => ({
    id,
    name,
    description,
  }));

  /**
   * Counts the roast against the member's budget first, then writes it, from a fact sheet or a
   * matchup's subject (its sheet and the live scores it holds, given back with the roast).
   */
  async function roastFor<S extends FactSheet | MatchupSubject>(
    request: FastifyRequest,
    load: () => Promise<S>,
  ) {
    const user = requireUser(request);
    const decision = limiter.take(user.sleeperUserId, ctx.clock.now().getTime());
    if (!decision.allowed) {
      throw tooManyRequests(
        `Easy there: ${ROASTS_PER_MINUTE} roasts a minute is the limit.`,
        decision.retryAfterSeconds * 1000,
      );
    }
    const subject = await load();
    const loaded: FactSheet | MatchupSubject = subject;
    const sheet = 'sheet' in loaded ? loaded.sheet : loaded;
    return { ...(await roast(sheet, user.sleeperUserId)), subject };
  }

  api.post(
    '/api/league/:leagueId/matchup-roast',
    {
      config: { access: 'member' },
      schema: schema('Roast a matchup of this week (20 a minute per member)', {
        params: leagueParamsSchema,
        body: matchupRoastBodySchema,
        response: { 200: roastResponseSchema },
      }),
    },
    async (request) => {
      const result = await roastFor(request, () => matchupSubject(ctx, request.body));
      return {
        roast: result.text,
        personalityName: result.personalityName,
        liveScores: result.subject.liveScores,
      };
    },
  );

  api.post(
    '/api/league/:leagueId/transaction-roast',
    {
      config: { access: 'member' },
      schema: schema('Roast a transaction (20 a minute per member)', {
        params: leagueParamsSchema,
        body: transactionRoastBodySchema,
        response: { 200: roastResponseSchema },
      }),
    },
    async (request) => {
      const result = await roastFor(request, () => transactionSheetFor(ctx, request.body.transactionId));
      return { roast: result.text, personalityName: result.personalityName };
    },
  );

  api.post(
    '/api/league/:leagueId/roster-roast',
    {
      config: { access: 'member' },
      schema: schema("Roast a team's roster (20 a minute per member)", {
        params: leagueParamsSchema,
        body: rosterRoastBodySchema,
        response: { 200: roastResponseSchema },
      }),
    },
    async (request) => {
      const result = await roastFor(request, () => rosterSheetFor(ctx, request.body));
      return { roast: result.text, personalityName: result.personalityName };
    },
  );

  api.get(
    '/api/league/:leagueId/season-analysis/:season',
    {
      config: { access: 'member' },
      schema: schema("A season's analysis in the league's roast voice (counts as a roast)", {
        params: seasonParamsSchema,
        response: { 200: seasonAnalysisSchema },
      }),
    },
    async (request) => {
      const result = await roastFor(request, () => seasonSheetFor(ctx, request.params.season));
      return { analysis: result.text, personalityName: result.personalityName };
    },
  );

  const personasAnswer = { 200: personasResponseSchema };
  api.get(
    '/api/roast/personas',
    {
      config: { access: 'member' },
      schema: schema('The roast voices and the one in use', { response: personasAnswer }),
    },
    async () => ({ current: readPersonaSetting(ctx.db), personas: personaChoices }),
  );

  api.put(
    '/api/admin/roast-persona',
    {
      config: { access: 'admin' },
      schema: schema('Choose the roast voice, or rotate them (admin)', {
        body: personaSettingBodySchema,
        response: personasAnswer,
      }),
    },
    async (request) => {
      const { persona } = request.body;
      const actorId = requireUser(request).sleeperUserId;
      inTransaction(ctx, () => {
        const before = readPersonaSetting(ctx.db);
        writePersonaSetting(ctx.db, persona, ctx.clock.now().getTime());
        recordAudit(ctx.db, {
          actorId,
          action: 'roast.persona',
          subject: 'roast persona',
          before,
          after: persona,
        });
      });
      return {
        current: persona,
        personas: personaChoices,
      };
    },
  );
}
