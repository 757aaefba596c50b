// Live scoring (docs/decisions/0010-live-scoring.md): GET /api/league/{id}/live answers the current
// week's live state as JSON, or streams it to a member's open page (Accept: text/event-stream). One
// poller per league reads the provider for everyone; see server/live/live-scores.ts.
import type { FastifyInstance } from 'fastify';
import { leagueParamsSchema } from '../../../common/league';
import { liveUpdateSchema } from '../../../common/live';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { AppError } from '../../http/errors';
import { schemaFor, typed } from '../../http/typed-routes';
import { LiveScores } from '../../live/live-scores';
import { markStale } from '../../sleeper/staleness';
import { OpenStreams } from './open-streams';
import { leagueLiveSource } from './source';
import { openLiveStream, wantsEventStream } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** The league's live poller (its watchers, for tests and benchmarks). */
    liveScores: LiveScores;
  }
}

export default function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const live = new LiveScores(
    leagueLiveSource(ctx),
    ctx.gameClock,
    ctx.clock,
    (error) => ctx.log.warn({ err: String(error) }, 'live scores: the provider could not be read'),
    ctx.config.livePollMs,
  );
  const open = new OpenStreams();
  app.decorate('liveScores', live);

  const schema = schemaFor('live')(
    "The week's live scores; with Accept: text/event-stream, a stream of update, status and end events",
    { params: leagueParamsSchema, response: { 200: liveUpdateSchema } },
  );
  typed(app).get(
    '/api/league/:leagueId/live',
    { config: { access: 'member' }, schema },
    async (request, reply) => {
      const user = requireUser(request);
      const update = await live.snapshot();
      if (update.staleSince) markStale(Date.parse(update.staleSince));
      if (!wantsEventStream(request)) return update;
      if (!open.makeRoom(user.sleeperUserId)) {
        throw new AppError(503, 'Too many live connections right now. Please reload in a minute.');
      }
      openLiveStream(ctx, request, reply, user, update, live, open);
      return reply;
    },
  );

  // Streams are ended before the server closes (it would otherwise wait for them), then the poller.
  app.addHook('preClose', (done) => {
    open.endAll('server-closing');
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    live.stop();
    done();
  });
}
