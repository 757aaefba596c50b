// League settings rules (docs/product.md §5, §7, §9): dates entered in Central Time and stored as instants,
// playoff start week 1-18 (default 15), and a refresh that reads what the provider knows.
import type { z } from 'zod';
import { parseCentralDateTime } from '../../../common/date-time';
import {
  DEFAULT_PLAYOFF_START_WEEK,
  type LeagueSettings,
  type settingsUpdateBodySchema,
} from '../../../common/settings';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { applyPatch } from '../../partial-update';
import { nextDraft } from './next-draft';
import { nextSeason } from '../../seasons/resolve';
import { inTransaction } from '../admin/transaction';
import { centralTime } from '../chat/messages';
import { findSettings, type SettingsRow, upsertSettings } from './repository';

type SettingsUpdate = z.output<typeof settingsUpdateBodySchema>;
type SettingsValues = Pick<
  SettingsRow,
  'keeperDeadline' | 'draftDate' | 'seasonStartDate' | 'playoffStartWeek'
>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toLeagueSettings(leagueId: string, season: string, row: SettingsValues | undefined): LeagueSettings {
  return {
    leagueId,
    season,
    keeperDeadline: iso(row?.keeperDeadline ?? null),
    draftDate: iso(row?.draftDate ?? null),
    seasonStartDate: iso(row?.seasonStartDate ?? null),
    playoffStartWeek: row?.playoffStartWeek ?? DEFAULT_PLAYOFF_START_WEEK,
  };
}

/** The settings of a season; unset dates are null and the playoff start week defaults to 15. */
export function getLeagueSettings(ctx: AppContext, season: string): LeagueSettings {
  return toLeagueSettings(ctx.leagueId, season, findSettings(ctx.db, ctx.leagueId, season));
}

/** The admin's keeper deadline for a season (epoch ms), or null when not set (keepers use the default). */
export function keeperDeadlineSetting(ctx: AppContext, season: string): number | null {
  return findSettings(ctx.db, ctx.leagueId, season)?.keeperDeadline ?? null;
}

const NO_SETTINGS: SettingsValues = {
  keeperDeadline: null,
  draftDate: null,
  seasonStartDate: null,
  playoffStartWeek: null,
};

/**
 * Writes a season's settings and its audit entry in one transaction; the new values are made from the
 * stored ones inside it, so a write never undoes a field another write changed meanwhile.
 */
function saveSettings(
  ctx: AppContext,
  actorId: string,
  season: string,
  action: string,
  valuesFrom: (current: SettingsValues) => SettingsValues,
): LeagueSettings {
  return inTransaction(ctx, () => {
    const before = findSettings(ctx.db, ctx.leagueId, season);
    const values = valuesFrom(before ?? NO_SETTINGS);
    upsertSettings(ctx.db, {
      leagueId: ctx.leagueId,
      season,
      ...values,
      updatedAt: ctx.clock.now().getTime(),
    });
    const after = toLeagueSettings(ctx.leagueId, season, values);
    recordAudit(ctx.db, {
      actorId,
      action,
      subject: `season ${season}`,
      before: before ? toLeagueSettings(ctx.leagueId, season, before) : null,
      after,
    });
    return after;
  });
}

/**
 * A season's keepers go to the next season's draft, so its keeper deadline cannot fall after that draft
 * starts (a deadline months after the draft was once saved without a word). Checked both ways: the deadline
 * saved against the next draft, and a draft date saved against the deadline of the season before, whose
 * keepers it takes.
 */
function refuseDeadlineAfterDraft(
  ctx: AppContext,
  season: string,
  values: SettingsValues,
  nextDraftStart: number | null,
): void {
  if (values.keeperDeadline !== null && nextDraftStart !== null && values.keeperDeadline > nextDraftStart) {
    throw badRequest(
      `Invalid keeperDeadline: the ${season} keepers go to the ${nextSeason(season)} draft, which starts ${centralTime(nextDraftStart)}; the deadline must be on or before it.`,
    );
  }
  const previous = String(Number(season) - 1);
  const previousDeadline = findSettings(ctx.db, ctx.leagueId, previous)?.keeperDeadline ?? null;
  if (values.draftDate !== null && previousDeadline !== null && previousDeadline > values.draftDate) {
    throw badRequest(
      `Invalid draftDate: the ${previous} keepers' deadline, ${centralTime(previousDeadline)}, is after it; move that deadline first (settings of ${previous}).`,
    );
  }
}

/** When the draft a season's keepers go to starts: the admin's date for it, else the provider's, if known. */
async function draftFedBy(ctx: AppContext, season: string): Promise<number | null> {
  try {
    return (await nextDraft(ctx, nextSeason(season))).startMs;
  } catch {
    // The provider out of reach: the admin's own date for that draft still holds the deadline.
    return findSettings(ctx.db, ctx.leagueId, nextSeason(season))?.draftDate ?? null;
  }
}

/**
 * POST /settings/{season}: the fields the form sends replace the stored ones (null clears one); the
 * fields it leaves out are kept (sending only the keeper deadline once erased the draft date).
 */
export async function updateLeagueSettings(
  ctx: AppContext,
  actorId: string,
  season: string,
  update: SettingsUpdate,
): Promise<LeagueSettings> {
  if (update.leagueId !== undefined && update.leagueId !== ctx.leagueId) {
    throw badRequest('Invalid leagueId: must match the league in the path');
  }
  if (update.season !== undefined && update.season !== season) {
    throw badRequest('Invalid season: must match the season in the path');
  }
  const { keeperDeadline, draftDate, seasonStartDate, playoffStartWeek } = update;
  const nextDraftStart = await draftFedBy(ctx, season);
  return saveSettings(ctx, actorId, season, 'settings.update', (current) => {
    const values = applyPatch(current, { keeperDeadline, draftDate, seasonStartDate, playoffStartWeek });
    refuseDeadlineAfterDraft(ctx, season, values, nextDraftStart);
    return values;
  });
}

/**
 * POST /settings/{season}/refresh: first the renewal check (a renewed league becomes the league
 * served), then reads the league's playoff_week_start, its draft's start_time and the
 * NFL season start (a date, taken as midnight Central Time) from the provider. What the provider does
 * not know keeps its current value; the keeper deadline is the commissioner's alone.
 */
export async function refreshLeagueSettings(
  ctx: AppContext,
  actorId: string,
  season: string,
): Promise<LeagueSettings> {
  // "Refresh from Sleeper" also looks for the league's next season at once (decision 0008).
  await ctx.seasons.checkRenewal({ actorId, fresh: true });
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  const league = chain.find((candidate) => candidate.season === season);
  if (!league) throw notFound(`The league has no Sleeper season ${season}.`);

  const draftId = league.draft_id ?? (await ctx.sleeper.drafts(league.league_id))[0]?.draft_id ?? null;
  const draft = draftId ? await ctx.sleeper.draft(draftId) : null;
  const state = await ctx.sleeper.state();
  const seasonStart =
    state.season === season && state.season_start_date ? parseCentralDateTime(state.season_start_date) : null;

  return saveSettings(ctx, actorId, season, 'settings.refresh', (current) => ({
    keeperDeadline: current.keeperDeadline,
    draftDate: draft?.start_time ?? current.draftDate,
    seasonStartDate: seasonStart ?? current.seasonStartDate,
    playoffStartWeek: league.settings.playoff_week_start ?? current.playoffStartWeek,
  }));
}
