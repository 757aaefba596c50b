// Dues routes (docs/product.md §7): members read who paid; admins read amounts, dates and notes, and write.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leagueSeasonParamsSchema } from '../../../common/admin';
import {
  memberPaymentStatusSchema,
  paymentStatusSchema,
  paymentUpdateBodySchema,
} from '../../../common/payments';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { requireLeagueSeason } from '../../http/league-season';
import { schemaFor, typed } from '../../http/typed-routes';
import { listMemberPaymentStatuses, listPaymentStatuses, updatePaymentStatus } from './service';

const schema = schemaFor('payments');

export default function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/league/:leagueId/payment-status/:season',
    {
      config: { access: 'member' },
      schema: schema("Who has paid a season's dues", {
        params: leagueSeasonParamsSchema,
        response: { 200: z.array(memberPaymentStatusSchema) },
      }),
    },
    async (request) => listMemberPaymentStatuses(ctx, requireLeagueSeason(ctx, request.params.season)),
  );

  api.get(
    '/api/league/:leagueId/payment-status/:season/admin',
    {
      config: { access: 'admin' },
      schema: schema("A season's dues with amounts, dates and notes (admin)", {
        params: leagueSeasonParamsSchema,
        response: { 200: z.array(paymentStatusSchema) },
      }),
    },
    async (request) => listPaymentStatuses(ctx, requireLeagueSeason(ctx, request.params.season)),
  );

  api.post(
    '/api/league/:leagueId/payment-status/:season',
    {
      config: { access: 'admin' },
      schema: schema("Record a member's dues for a season (admin)", {
        params: leagueSeasonParamsSchema,
        body: paymentUpdateBodySchema,
        response: { 200: paymentStatusSchema },
      }),
    },
    async (request) => {
      const season = requireLeagueSeason(ctx, request.params.season);
      return updatePaymentStatus(ctx, requireUser(request).sleeperUserId, season, request.body);
    },
  );
}
