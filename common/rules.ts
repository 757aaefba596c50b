// The rulebook API contract: the league's rules as Markdown, edited by the commissioners, every saved
// version kept (who, when) and any two compared; and the section "What Huddle enforces", made from the
// settings the site itself runs on, never typed.
import { z } from 'zod';
import type { KeeperDeadlineSource } from './keeper-rules';
import { leagueFormatSchema } from './league';
import { RULEBOOK_VERSION_RANGE } from './path-digits';
import { pathNumber } from './path-number';

/** Room for a long constitution; a bound keeps a pasted book (or a hostile body) out. */
export const RULES_MARKDOWN_MAX = 60_000;

/** PUT /api/league/{id}/rules (admin) -> { version }. */
export const rulesUpdateSchema = z.strictObject({
  // Line ends as one character: a browser on any system sends the same text for the same lines.
  markdown: z
    .string()
    .max(RULES_MARKDOWN_MAX)
    .transform((text) => text.replace(/\r\n?/g, () => '\n')),
});
export type RulesUpdateBody = z.input<typeof rulesUpdateSchema>;

const versionNumber = pathNumber(
  z.number().int().min(RULEBOOK_VERSION_RANGE.min).max(RULEBOOK_VERSION_RANGE.max),
);

export const rulesVersionParamsSchema = z.object({ leagueId: z.string(), version: versionNumber });

/** GET .../rules/versions/{version}/changes?from=A: what changed from version A to this one. */
export const rulesChangesQuerySchema = z.strictObject({ from: versionNumber });

/** A heading of the rules, for the table of contents: its level (1 = `#`), words and anchor. */
export const rulesHeadingSchema = z.object({ depth: z.number().int(), text: z.string(), id: z.string() });
export type RulesHeading = z.infer<typeof rulesHeadingSchema>;

/** One saved version, without its text (GET .../rules/versions, newest first). */
export const rulesVersionInfoSchema = z.object({
  version: z.number().int(),
  /** ISO time it was saved. */
  updatedAt: z.string(),
  /** Who saved it, by name. */
  updatedBy: z.string(),
});
export type RulesVersionInfo = z.infer<typeof rulesVersionInfoSchema>;

/** PUT .../rules: the version the saved text became. */
export const rulesSavedSchema = z.object({ version: z.number().int() });

/**
 * GET .../rules (the newest version) and GET .../rules/versions/{version}. Before anything is saved:
 * version 0, empty text, no time or author.
 */
export const rulesDocumentSchema = z.object({
  /** The text as written, for the commissioners' editor. */
  markdown: z.string(),
  /**
   * The text rendered and sanitised by the server, as the page shows it: GET .../rules puts its `#`
   * headings at level 2 (under the page's title), GET .../rules/versions/{version} at level 3 (under
   * the section holding the version's text).
   */
  html: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The headings of `markdown` (levels 1 and 2), for the table of contents. */
  headings: z.array(rulesHeadingSchema),
  /** The newest version (so a page showing an older one can say so). */
  latestVersion: z.number().int(),
});
export type RulesDocument = z.infer<typeof rulesDocumentSchema>;

export const rulesChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'unchanged']),
  /** The lines of this part, without their line ends. */
  lines: z.array(z.string()),
});
export type RulesChange = z.infer<typeof rulesChangeSchema>;

export const rulesChangesSchema = z.object({
  from: rulesVersionInfoSchema,
  to: rulesVersionInfoSchema,
  /** The text of `to` as parts of `from` kept, removed and added, in order (line by line). */
  changes: z.array(rulesChangeSchema),
  added: z.number().int(),
  removed: z.number().int(),
});
export type RulesChanges = z.infer<typeof rulesChangesSchema>;

// ---------------------------------------------------------------------------------------------------
// What Huddle enforces (GET .../rules/enforced): facts only; the page puts them in words.

export const enforcedRulesSchema = z.object({
  /** The season these figures are of. */
  season: z.string(),
  /** The keeper rules, in a keeper league only. */
  keepers: z
    .object({
      /** The season whose rosters keep players, and the draft they are kept for. */
      season: z.string(),
      draftSeason: z.string(),
      franchise: z.number().int(),
      lottery: z.number().int(),
      /** How many of the lottery players the draw keeps. */
      lotteryKept: z.number().int(),
      /** ISO, or null while no deadline is set and no draft is scheduled. */
      deadline: z.string().nullable(),
      /** setting: the commissioner's; next-draft: the next draft's start; open: none yet. */
      deadlineSource: z.enum(['setting', 'next-draft', 'open'] satisfies KeeperDeadlineSource[]),
      deadlinePassed: z.boolean(),
    })
    .nullable(),
  dues: z.object({
    season: z.string(),
    teams: z.number().int(),
    paid: z.number().int(),
    /** A payment link is set (members see it on the pre-draft page). */
    paymentLink: z.boolean(),
    /** The weekly group-chat reminder naming the teams that have not paid is on. */
    chatReminders: z.boolean(),
  }),
  payouts: z.object({
    championshipFirst: z.number().int(),
    championshipSecond: z.number().int(),
    championshipThird: z.number().int(),
    highestPointsAward: z.number().int(),
    biggestBlowoutAward: z.number().int(),
    unluckyAward: z.number().int(),
    /** The BUSTED pot this season, rollovers included (0: not tracked). */
    bustedPot: z.number().int(),
    totalPool: z.number().int(),
  }),
  standings: z.object({
    /** How teams are ranked, first rule first. */
    order: z.array(z.string()),
    playoffTeams: z.number().int(),
    playoffWeekStart: z.number().int(),
    finalWeek: z.number().int(),
    /** Every week each team also plays the league's median score. */
    medianGame: z.boolean(),
    /** Divisions (0 or 1: none); their leaders are seeded first. */
    divisions: z.number().int(),
    playoffRounds: leagueFormatSchema.shape.playoffRounds,
  }),
});
export type EnforcedRules = z.infer<typeof enforcedRulesSchema>;
