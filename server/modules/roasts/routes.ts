// Roast routes (docs/product.md §7, D12): the three roasts and the season recap for members (rate
// limited per member), the persona list for members and the persona setting for admins (audited).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  matchupRoastBodySchema,
  personaSettingBodySchema,
  rosterRoastBodySchema,
  transactionRoastBodySchema,
  type PersonasResponse,
  type RoastResponse,
  type SeasonAnalysis,
} from '../../../common/roasts';
import { seasonYearSchema } from '../../../common/seasons';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
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

const seasonParamsSchema = z.object({
  leagueId: z.string().min(1),
  season: seasonYearSchema,
});

export default function registerRoastRoutes(app: FastifyInstance, ctx: AppContext): void {
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

  app.post(
    '/api/league/:leagueId/matchup-roast',
    { config: { access: 'member' } },
    async (request): Promise<RoastResponse> => {
      const body = parse(matchupRoastBodySchema, request.body, 'body');
      const result = await roastFor(request, () => matchupSubject(ctx, body));
      return {
        roast: result.text,
        personalityName: result.personalityName,
        liveScores: result.subject.liveScores,
      };
    },
  );

  app.post(
    '/api/league/:leagueId/transaction-roast',
    { config: { access: 'member' } },
    async (request): Promise<RoastResponse> => {
      const body = parse(transactionRoastBodySchema, request.body, 'body');
      const result = await roastFor(request, () => transactionSheetFor(ctx, body.transactionId));
      return { roast: result.text, personalityName: result.personalityName };
    },
  );

  app.post(
    '/api/league/:leagueId/roster-roast',
    { config: { access: 'member' } },
    async (request): Promise<RoastResponse> => {
      const body = parse(rosterRoastBodySchema, request.body, 'body');
      const result = await roastFor(request, () => rosterSheetFor(ctx, body));
      return { roast: result.text, personalityName: result.personalityName };
    },
  );

  app.get(
    '/api/league/:leagueId/season-analysis/:season',
    { config: { access: 'member' } },
    async (request): Promise<SeasonAnalysis> => {
      const { season } = parse(seasonParamsSchema, request.params, 'params');
      const result = await roastFor(request, () => seasonSheetFor(ctx, season));
      return { analysis: result.text, personalityName: result.personalityName };
    },
  );

  app.get('/api/roast/personas', { config: { access: 'member' } }, async (): Promise<PersonasResponse> => ({
    current: readPersonaSetting(ctx.db),
    personas: personaChoices,
  }));

  app.put(
    '/api/admin/roast-persona',
    { config: { access: 'admin' } },
    async (request): Promise<PersonasResponse> => {
      const { persona } = parse(personaSettingBodySchema, request.body, 'body');
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
