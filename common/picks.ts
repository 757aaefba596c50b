// GET /api/league/{id}/future-picks: who holds each team's draft picks of the seasons that can
// still be traded (server/league/future-picks.ts).
import { z } from 'zod';

const pickTeamSchema = z.object({
  rosterId: z.number().int(),
  teamName: z.string(),
  /** The team's manager (Sleeper user id), for the link to their page; null for an orphaned team. */
  ownerId: z.string().nullable(),
});

export const futurePickSchema = z.object({
  season: z.string(),
  round: z.number().int(),
  /** The team whose pick it is (it picks where this team's record puts it). */
  original: pickTeamSchema,
  /** The team that holds it now. */
  owner: pickTeamSchema,
});
export type FuturePickEntry = z.infer<typeof futurePickSchema>;

export const futurePicksResponseSchema = z.object({
  /** The seasons whose picks can be traded, the coming draft first. */
  seasons: z.array(z.string()),
  rounds: z.number().int(),
  /** Every pick, by season, round and original team. */
  picks: z.array(futurePickSchema),
});
export type FuturePicksResponse = z.infer<typeof futurePicksResponseSchema>;
