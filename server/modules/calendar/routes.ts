// The calendar feed (docs/decisions/0034): a member's secret address (GET /api/me/calendar, a new one
// with POST /api/me/calendar/reset), the events their /calendar page lists, and the feed itself, which
// a calendar app reads without a cookie: the address is the key, so an unknown or reset one answers
// 404 (one not of a feed's shape 400), and reads are rate-limited per address.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarEventsResponseSchema, calendarFeedResponseSchema } from '../../../common/calendar';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { notFound } from '../../http/errors';
import { calendarFeedRateLimit } from '../../http/rate-limit';
import { schemaFor, typed } from '../../http/typed-routes';
import { upcomingEvents } from '../../league/calendar-events';
import {
  CALENDAR_FEED_PATH,
  FEED_FILE,
  feedAddress,
  feedOwner,
  publicUrl,
  resetFeedAddress,
} from './feed-address';
import { icsFeed } from './ics';
import { memberCalendar } from './service';

const member = { config: { access: 'member' as const } };
const feedParams = z.object({
  feed: z.string().regex(FEED_FILE, 'not the address of a calendar feed'),
});
const schema = schemaFor('calendar');
const addressAnswer = { 200: calendarFeedResponseSchema };

export default function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  api.get(
    '/api/me/calendar',
    {
      ...member,
      schema: schema("The member's secret calendar feed address", { response: addressAnswer }),
    },
    (request) => ({ url: feedAddress(ctx, requireUser(request).sleeperUserId) }),
  );

  const resetSchema = schema("Give the member's calendar feed a new address (the old one stops)", {
    response: addressAnswer,
  });
  api.post('/api/me/calendar/reset', { ...member, schema: resetSchema }, (request) => {
    const user = requireUser(request);
    ctx.log.info({ userId: user.sleeperUserId }, 'calendar feed address reset');
    return { url: resetFeedAddress(ctx, user.sleeperUserId) };
  });

  const eventsSchema = schema("The coming events of the member's calendar", {
    response: { 200: calendarEventsResponseSchema },
  });
  api.get('/api/me/calendar/events', { ...member, schema: eventsSchema }, async (request) => {
    const events = await memberCalendar(ctx, requireUser(request).sleeperUserId);
    return { events: upcomingEvents(events, ctx.clock.now().getTime()) };
  });

  api.get(
    `${CALENDAR_FEED_PATH}/:feed`,
    {
      config: { access: 'public', secretInPath: true },
      onRequest: calendarFeedRateLimit(app),
      schema: schema("A member's calendar feed (iCalendar), read by a calendar app without a cookie", {
        params: feedParams,
        response: { 200: { content: { 'text/calendar': { schema: z.string() } } } },
      }),
    },
    async (request, reply) => {
      const userId = feedOwner(ctx, request.params.feed);
      if (userId === null) throw notFound('No calendar at this address.');
      const now = ctx.clock.now();
      const body = icsFeed(await memberCalendar(ctx, userId), {
        name: ctx.config.appName,
        siteUrl: publicUrl(ctx),
        now,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(body);
    },
  );
}
