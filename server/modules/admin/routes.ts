// Commissioner routes (docs/product.md §7): PINs, members, messages and the audit log for admins; roles
// for the owner only. Thin: their input checked by their schemas, authorise (declared access here, and
// per target in the services through ./policy), delegate.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminUserSchema,
  auditPageSchema,
  auditQuerySchema,
  draftMessageSchema,
  ownerTransferSchema,
  phoneBodySchema,
  populateResultSchema,
  setPasswordBodySchema,
  sleeperUserIdParamsSchema,
  smsStatusSchema,
  userCredentialSchema,
  userIdParamsSchema,
  userRolesBodySchema,
  userRolesSchema,
} from '../../../common/admin';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { schemaFor, typed } from '../../http/typed-routes';
import { auditPage } from './audit-view';
import { listCredentials, populatePins, setMemberPin, unlockMember } from './passwords';
import { setMemberRoles, transferOwnership } from './roles';
import { draftLoginReminder, listAdminUsers, smsStatus, updatePhone } from './users';

/**
 * The address a drafted login reminder gives: PUBLIC_URL, the one members open; without it, the
 * address the admin drafting it is using (their own request, copied by their own hand).
 */
const siteUrlOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

const schema = schemaFor('admin');

export default function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const admin = { config: { access: 'admin' as const } };
  const owner = { config: { access: 'owner' as const } };

  api.get(
    '/api/admin/user-passwords',
    {
      ...admin,
      schema: schema("Every member's sign-in state and PIN where the admin may see it (admin)", {
        response: { 200: z.array(userCredentialSchema) },
      }),
    },
    async (request) => listCredentials(ctx, requireUser(request)),
  );

  api.post(
    '/api/admin/user-passwords/populate',
    {
      ...admin,
      schema: schema('Give every member without a PIN a new one (admin)', {
        response: { 200: populateResultSchema },
      }),
    },
    async (request) => populatePins(ctx, requireUser(request)),
  );

  api.put(
    '/api/admin/user-passwords/:userId',
    {
      ...admin,
      schema: schema("Set a member's PIN (admin)", {
        params: userIdParamsSchema,
        body: setPasswordBodySchema,
        response: { 200: userCredentialSchema },
      }),
    },
    async (request) => setMemberPin(ctx, requireUser(request), request.params.userId, request.body.password),
  );

  api.post(
    '/api/admin/user-passwords/:userId/unlock',
    {
      ...admin,
      schema: schema("Lift a member's sign-in lock (admin)", {
        params: userIdParamsSchema,
        response: { 200: userCredentialSchema },
      }),
    },
    async (request) => unlockMember(ctx, requireUser(request), request.params.userId),
  );

  api.put(
    '/api/admin/user-roles/:sleeperUserId',
    {
      ...owner,
      schema: schema("Grant or revoke a member's admin role (owner)", {
        params: sleeperUserIdParamsSchema,
        body: userRolesBodySchema,
        response: { 200: userRolesSchema },
      }),
    },
    async (request) => setMemberRoles(ctx, requireUser(request), request.params.sleeperUserId, request.body),
  );

  api.put(
    '/api/admin/make-owner/:sleeperUserId',
    {
      ...owner,
      schema: schema('Hand the league ownership to another member (owner)', {
        params: sleeperUserIdParamsSchema,
        response: { 200: ownerTransferSchema },
      }),
    },
    async (request) => transferOwnership(ctx, requireUser(request), request.params.sleeperUserId),
  );

  api.get(
    '/api/admin/users',
    {
      ...admin,
      schema: schema('The members with their roles, phones and sign-in state (admin)', {
        response: { 200: z.array(adminUserSchema) },
      }),
    },
    async (request) => listAdminUsers(ctx, requireUser(request)),
  );

  api.patch(
    '/api/admin/users/:userId/phone',
    {
      ...admin,
      schema: schema("Set or clear a member's phone number (admin)", {
        params: userIdParamsSchema,
        body: phoneBodySchema,
        response: { 200: adminUserSchema },
      }),
    },
    async (request) =>
      updatePhone(ctx, requireUser(request), request.params.userId, request.body.phoneNumber),
  );

  api.post(
    '/api/admin/users/:userId/draft-message',
    {
      ...admin,
      schema: schema('Draft a login reminder for a member, with the PIN and the address (admin)', {
        params: userIdParamsSchema,
        response: { 200: draftMessageSchema },
      }),
    },
    async (request) =>
      draftLoginReminder(ctx, requireUser(request), request.params.userId, siteUrlOf(ctx, request)),
  );

  api.get(
    '/api/admin/sms-status',
    {
      ...admin,
      schema: schema('Whether text messages can be sent from here (admin)', {
        response: { 200: smsStatusSchema },
      }),
    },
    async () => smsStatus(),
  );

  api.get(
    '/api/admin/audit',
    {
      ...admin,
      schema: schema('The audit log, a page at a time, newest first (admin)', {
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      }),
    },
    async (request) => auditPage(ctx, request.query.page, request.query.pageSize),
  );
}
