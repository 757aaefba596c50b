// The calendar feed (docs/decisions/0034): a member's secret address (GET /api/me/calendar, a new one
// with POST /api/me/calendar/reset), the events their /calendar page lists, and the feed itself, which
// a calendar app reads without a cookie: the address is the key, so an unknown or reset one answers
// 404 (one not of a feed's shape 400), and reads are rate-limited per address.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CalendarEventsResponse, CalendarFeedResponse } from '../../../common/calendar';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { notFound } from '../../http/errors';
import { calendarFeedRateLimit } from '../../http/rate-limit';
import { parse } from '../../http/validate';
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

export default function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/me/calendar', member, (request): CalendarFeedResponse => ({
    url: feedAddress(ctx, requireUser(request).sleeperUserId),
  }));

  app.post('/api/me/calendar/reset', member, (request): CalendarFeedResponse => {
    const user = requireUser(request);
    ctx.log.info({ userId: user.sleeperUserId }, 'calendar feed address reset');
    return { url: resetFeedAddress(ctx, user.sleeperUserId) };
  });

  app.get('/api/me/calendar/events', member, async (request): Promise<CalendarEventsResponse> => {
    const events = await memberCalendar(ctx, requireUser(request).sleeperUserId);
    return { events: upcomingEvents(events, ctx.clock.now().getTime()) };
  });

  app.get(
    `${CALENDAR_FEED_PATH}/:feed`,
    {
      config: { access: 'public', secretInPath: true },
      onRequest: calendarFeedRateLimit(app),
    },
    async (request, reply) => {
      const { feed } = parse(feedParams, request.params, 'params');
      const userId = feedOwner(ctx, feed);
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
