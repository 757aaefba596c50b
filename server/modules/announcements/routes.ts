// The commissioner's announcements: members read them and dismiss one from their own dashboard;
// admins (the commissioners) post, edit and delete them. Routes validate and delegate (./service.ts).
import type { FastifyInstance } from 'fastify';
import {
  announcementCreateSchema,
  announcementParamsSchema,
  announcementUpdateSchema,
  ANNOUNCEMENT_BODY_MAX,
} from '../../../common/announcements';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
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

export default function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/api/league/:leagueId/announcements';
  const one = `${url}/:announcementId`;
  const idOf = (params: unknown) => parse(announcementParamsSchema, params, 'params').announcementId;

  app.get(url, member, (request) => listAnnouncements(ctx, requireUser(request).sleeperUserId));

  app.post(url, admin, async (request, reply) => {
    const body = parse(announcementCreateSchema, request.body, 'body');
    const created = await createAnnouncement(ctx, requireUser(request).sleeperUserId, body);
    return reply.code(201).send(created);
  });

  app.put(one, admin, async (request) => {
    const id = idOf(request.params);
    const body = parse(announcementUpdateSchema, request.body, 'body');
    return updateAnnouncement(ctx, requireUser(request).sleeperUserId, id, body);
  });

  app.delete(one, admin, async (request, reply) => {
    deleteAnnouncement(ctx, requireUser(request).sleeperUserId, idOf(request.params));
    return reply.code(204).send();
  });

  app.post(`${one}/dismiss`, member, async (request, reply) => {
    dismissAnnouncement(ctx, requireUser(request).sleeperUserId, idOf(request.params));
    return reply.code(204).send();
  });
}
