// Dues routes (docs/product.md §7): members read who paid; admins read amounts, dates and notes, and write.
import type { FastifyInstance } from 'fastify';
import { paymentUpdateBodySchema } from '../../../common/payments';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { seasonParam } from '../../http/league-season';
import { parse } from '../../http/validate';
import { listMemberPaymentStatuses, listPaymentStatuses, updatePaymentStatus } from './service';

export default function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/league/:leagueId/payment-status/:season',
    { config: { access: 'member' } },
    async (request) => {
      const season = seasonParam(ctx, request.params);
      return listMemberPaymentStatuses(ctx, season);
    },
  );

  app.get(
    '/api/league/:leagueId/payment-status/:season/admin',
    { config: { access: 'admin' } },
    async (request) => {
      const season = seasonParam(ctx, request.params);
      return listPaymentStatuses(ctx, season);
    },
  );

  app.post(
    '/api/league/:leagueId/payment-status/:season',
    { config: { access: 'admin' } },
    async (request) => {
      const season = seasonParam(ctx, request.params);
      const body = parse(paymentUpdateBodySchema, request.body, 'body');
      return updatePaymentStatus(ctx, requireUser(request).sleeperUserId, season, body);
    },
  );
}
