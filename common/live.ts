// The live scoring contract (docs/decisions/0010-live-scoring.md): GET /api/league/{id}/live answers
// the current week's state as JSON, or, asked with `Accept: text/event-stream`, streams it: an
// `update` event (status and the week's matchups) at once and whenever the scores change, a `status`
// event when only the status or its time changes, and an `end` event before the server closes it.
import { z } from 'zod';
import { matchupsResponseSchema } from './league';
import { LIVE_STATUSES } from './live-constants';

export const liveStatusSchema = z.object({
  /** The current week (the dashboard's week) and its season. */
  week: z.number().int(),
  season: z.string(),
  /**
   * live: games are on and the scores are read every pollSeconds; paused: games are on but the
   * provider is not answering (the data shown is as of staleSince); waiting: the week is under way,
   * no game is on now (nextWindowAt when known); final: the week's games are over; off: live scoring
   * is switched off on this server (LIVE_SCORING=off).
   */
  status: z.enum(LIVE_STATUSES),
  /** When the scores shown were read from the provider (ISO), or null when unknown. */
  updatedAt: z.string().nullable(),
  /** While paused: the time of the copy shown (ISO); null otherwise. */
  staleSince: z.string().nullable(),
  /** The start of the week's next game window (ISO), when known. */
  nextWindowAt: z.string().nullable(),
  /** Seconds between reads of the scores while games are on. */
  pollSeconds: z.number().int(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

export const liveUpdateSchema = liveStatusSchema.extend({ matchups: matchupsResponseSchema });
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/**
 * Why a stream ended: the member's session ended; the server is closing; or the member opened more
 * streams than one member may hold (tabs, devices) and this, their oldest, made room for the newest.
 */
export const liveEndSchema = z.object({ reason: z.enum(['signed-out', 'server-closing', 'replaced']) });
export type LiveEnd = z.infer<typeof liveEndSchema>;
