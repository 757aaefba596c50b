// One member's live stream (text/event-stream): the current state at once, then every change the
// poller publishes, a comment line as heartbeat, and a clean end when the member's session ends or
// the server stops. The stream never renews the session, and nothing of it outlives the connection.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEnd, LiveUpdate } from '../../../common/live';
import { LIVE_EVENTS } from '../../../common/live-constants';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { securityHeaders } from '../../http/security-headers';
import type { LiveScores } from '../../live/live-scores';
import { isSessionActive } from '../auth/sessions';
import type { OpenStreams } from './open-streams';

/** Tunables (tests shorten the heartbeat to see a session end quickly). */
export const LIVE_STREAM = {
  /** A heartbeat keeps proxies from closing an idle stream and checks the session is still valid. */
  heartbeatMs: 15_000,
  /** Open streams the server accepts at once (every other request is refused with 503). */
  maxStreams: 1000,
  /** Open streams of one member (tabs, devices); one more ends their oldest (./open-streams.ts). */
  maxStreamsPerMember: 6,
  /** How long the browser waits before reconnecting after a dropped connection. */
  retryMs: 5000,
};

export type EndStream = (reason: LiveEnd['reason']) => void;

/** Whether a request asks for the stream (EventSource sends this Accept header). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

export function openLiveStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  first: LiveUpdate,
  live: LiveScores,
  open: OpenStreams,
): void {
  reply.hijack();
  const res = reply.raw;
  // Headers set before the hijack (a renewed session cookie) go out with the stream's own.
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) headers[name] = value;
  // The hooks that add Huddle's headers run on answers Fastify sends, not on this one.
  res.writeHead(200, {
    ...headers,
    ...securityHeaders(request.protocol === 'https'),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  res.write(`retry: ${LIVE_STREAM.retryMs}\n\n`);
  send(LIVE_EVENTS.update, first);

  let closed = false;
  const unsubscribe = live.subscribe((event) => send(event.type, event.data));
  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(user.sleeperUserId, end);
  };
  const end: EndStream = (reason) => {
    if (!closed) {
      send(LIVE_EVENTS.end, { reason } satisfies LiveEnd);
      res.end();
    }
    cleanup();
  };
  const heartbeat = setInterval(() => {
    if (!isSessionActive(ctx.db, user.sessionIdHash, ctx.clock.now().getTime())) end('signed-out');
    else res.write(': heartbeat\n\n');
  }, LIVE_STREAM.heartbeatMs);
  heartbeat.unref();
  open.add(user.sleeperUserId, end);
  res.on('close', cleanup);
}
