// The commissioner's announcements: members read them and dismiss one from their own dashboard;
// admins (the commissioners) post, edit and delete them. Routes declare their input and delegate
// (./service.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  announcementCreateSchema,
  announcementParamsSchema,
  announcementSchema,
  announcementUpdateSchema,
  ANNOUNCEMENT_BODY_MAX,
} from '../../../common/announcements';
import { leagueParamsSchema } from '../../../common/league';
import { noContentSchema } from '../../../common/ok';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { schemaFor, typed } from '../../http/typed-routes';
import {
  createAnnouncement,
  deleteAnnouncement,
  dismissAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './service';

const member = { config: { access: 'member' as const } };
/**
 * Room for the longest body in any characters, escaped as JSON (\uXXXX is six bytes), so that a body
 * over the limit is refused by its schema, naming the field, rather than by the request's size.
 */
const admin = { config: { access: 'admin' as const }, bodyLimit: 8 * ANNOUNCEMENT_BODY_MAX };
const schema = schemaFor('announcements');

export default function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const url = '/api/league/:leagueId/announcements';
  const one = `${url}/:announcementId`;

  api.get(
    url,
    {
      ...member,
      schema: schema('The announcements the member has not dismissed, newest first', {
        params: leagueParamsSchema,
        response: { 200: z.array(announcementSchema) },
      }),
    },
    (request) => listAnnouncements(ctx, requireUser(request).sleeperUserId),
  );

  api.post(
    url,
    {
      ...admin,
      schema: schema('Post an announcement (admin)', {
        params: leagueParamsSchema,
        body: announcementCreateSchema,
        response: { 201: announcementSchema },
      }),
    },
    async (request, reply) => {
      const created = await createAnnouncement(ctx, requireUser(request).sleeperUserId, request.body);
      return reply.code(201).send(created);
    },
  );

  api.put(
    one,
    {
      ...admin,
      schema: schema('Edit an announcement (admin)', {
        params: announcementParamsSchema,
        body: announcementUpdateSchema,
        response: { 200: announcementSchema },
      }),
    },
    async (request) =>
      updateAnnouncement(
        ctx,
        requireUser(request).sleeperUserId,
        request.params.announcementId,
        request.body,
      ),
  );

  api.delete(
    one,
    {
      ...admin,
      schema: schema('Delete an announcement (admin)', {
        params: announcementParamsSchema,
        response: { 204: noContentSchema },
      }),
    },
    async (request, reply) => {
      deleteAnnouncement(ctx, requireUser(request).sleeperUserId, request.params.announcementId);
      return reply.code(204).send(undefined);
    },
  );

  api.post(
    `${one}/dismiss`,
    {
      ...member,
      schema: schema("Dismiss an announcement from the member's own dashboard", {
        params: announcementParamsSchema,
        response: { 204: noContentSchema },
      }),
    },
    async (request, reply) => {
      dismissAnnouncement(ctx, requireUser(request).sleeperUserId, request.params.announcementId);
      return reply.code(204).send(undefined);
    },
  );
}
