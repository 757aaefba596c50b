// Commissioner routes (docs/product.md §7): PINs, members, messages and the audit log for admins; roles
// for the owner only. Thin: validate, authorise (declared access here, and per target in the services
// through ./policy), delegate.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  auditQuerySchema,
  phoneBodySchema,
  setPasswordBodySchema,
  sleeperUserIdParamsSchema,
  userIdParamsSchema,
  userRolesBodySchema,
} from '../../../common/admin';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
import { auditPage } from './audit-view';
import { listCredentials, populatePins, setMemberPin, unlockMember } from './passwords';
import { setMemberRoles, transferOwnership } from './roles';
import { draftLoginReminder, listAdminUsers, smsStatus, updatePhone } from './users';

/** The address members open, as the admin's browser reached it (the reminder links to it). */
/**
 * The address a drafted login reminder gives: PUBLIC_URL, the one members open (issue 36); without it,
 * the address the admin drafting it is using (their own request, copied by their own hand).
 */
const siteUrlOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

export default function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { config: { access: 'admin' as const } };
  const owner = { config: { access: 'owner' as const } };

  app.get('/api/admin/user-passwords', admin, async (request) => listCredentials(ctx, requireUser(request)));

  app.post('/api/admin/user-passwords/populate', admin, async (request) =>
    populatePins(ctx, requireUser(request)),
  );

  app.put('/api/admin/user-passwords/:userId', admin, async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params, 'params');
    const { password } = parse(setPasswordBodySchema, request.body, 'body');
    return setMemberPin(ctx, requireUser(request), userId, password);
  });

  app.post('/api/admin/user-passwords/:userId/unlock', admin, async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params, 'params');
    return unlockMember(ctx, requireUser(request), userId);
  });

  app.put('/api/admin/user-roles/:sleeperUserId', owner, async (request) => {
    const { sleeperUserId } = parse(sleeperUserIdParamsSchema, request.params, 'params');
    const body = parse(userRolesBodySchema, request.body, 'body');
    return setMemberRoles(ctx, requireUser(request), sleeperUserId, body);
  });

  app.put('/api/admin/make-owner/:sleeperUserId', owner, async (request) => {
    const { sleeperUserId } = parse(sleeperUserIdParamsSchema, request.params, 'params');
    return transferOwnership(ctx, requireUser(request), sleeperUserId);
  });

  app.get('/api/admin/users', admin, async (request) => listAdminUsers(ctx, requireUser(request)));

  app.patch('/api/admin/users/:userId/phone', admin, async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params, 'params');
    const { phoneNumber } = parse(phoneBodySchema, request.body, 'body');
    return updatePhone(ctx, requireUser(request), userId, phoneNumber);
  });

  app.post('/api/admin/users/:userId/draft-message', admin, async (request) => {
    const { userId } = parse(userIdParamsSchema, request.params, 'params');
    return draftLoginReminder(ctx, requireUser(request), userId, siteUrlOf(ctx, request));
  });

  app.get('/api/admin/sms-status', admin, async () => smsStatus());

  app.get('/api/admin/audit', admin, async (request) => {
    const { page, pageSize } = parse(auditQuerySchema, request.query, 'query');
    return auditPage(ctx, page, pageSize);
  });
}
