// The roast API contract (docs/product.md §7 and D12): bodies exactly as §7 gives them.
import { z } from 'zod';
import { seasonYearSchema } from './seasons';

const points = z.number().finite();
const teamLine = z.object({
  teamName: z.string().min(1).max(120),
  ownerName: z.string().max(120),
  points,
});

/** POST /api/league/{id}/matchup-roast. matchupId is the card's index + 1. */
export const matchupRoastBodySchema = z.object({
  matchupId: z.number().int().min(1).max(50),
  week: z.number().int().min(1).max(25),
  season: seasonYearSchema,
  team1: teamLine,
  team2: teamLine,
});
export type MatchupRoastBody = z.infer<typeof matchupRoastBodySchema>;

/** POST /api/league/{id}/transaction-roast. */
export const transactionRoastBodySchema = z.object({ transactionId: z.string().min(1).max(40) });
export type TransactionRoastBody = z.infer<typeof transactionRoastBodySchema>;

const rosterTeam = z.object({
  teamName: z.string().min(1).max(120),
  username: z.string().max(120),
  /** The roster id whose lineup is roasted (the server reads the players itself). */
  roster: z.number().int().min(1).max(64),
  points,
});
/** POST /api/league/{id}/roster-roast. */
export const rosterRoastBodySchema = z.object({
  week: z.number().int().min(1).max(25),
  team1: rosterTeam,
  team2: rosterTeam,
});
export type RosterRoastBody = z.infer<typeof rosterRoastBodySchema>;

/**
 * Answer of the three roast calls. A matchup roast of a week still being played also gives the scores
 * it was written from (team1's and team2's, as asked): the card beside it keeps moving, and says when
 * the roast is of an earlier score.
 */
export const roastResponseSchema = z.object({
  roast: z.string(),
  personalityName: z.string(),
  liveScores: z.object({ team1: z.number(), team2: z.number() }).nullable().optional(),
});
export type RoastResponse = z.infer<typeof roastResponseSchema>;

/** GET /api/league/{id}/season-analysis/{season}. */
export const seasonAnalysisSchema = z.object({ analysis: z.string(), personalityName: z.string() });
export type SeasonAnalysis = z.infer<typeof seasonAnalysisSchema>;

/** Roast personas (docs/product.md D12): the house bot and three other voices. */
export const PERSONA_IDS = ['bot', 'coach', 'nerd', 'announcer'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
/** The admin setting: one persona, or 'rotate' (each roast goes to the next persona in turn). */
export const personaSettingSchema = z.enum([...PERSONA_IDS, 'rotate']);
export type PersonaSetting = z.infer<typeof personaSettingSchema>;

/** PUT /api/admin/roast-persona. */
export const personaSettingBodySchema = z.object({ persona: personaSettingSchema });

/** GET /api/roast/personas: every persona and the current setting. */
export const personasResponseSchema = z.object({
  current: personaSettingSchema,
  personas: z.array(z.object({ id: z.enum(PERSONA_IDS), name: z.string(), description: z.string() })),
});
export type PersonasResponse = z.infer<typeof personasResponseSchema>;
