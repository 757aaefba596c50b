// The weekly recaps (docs/decisions/0022): every final week of every season of the league's chain, computed
// from the cached provider data by server/league/week-recap.ts and memoized by the identity of what it read
// (server/memo.ts): a completed season's recap is computed once per gateway, the season in progress's when
// one of its provider copies changes. The text is written once per week (./text.ts) and kept.
import type { RecapListResponse, RecapResponse } from '../../../common/recap';
import { recapPath } from '../../../common/recap';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { formatOffers, leagueFormat } from '../../league/format';
import { matchupPoints } from '../../league/matchups';
import { chancesAfterWeek, type SeasonSoFar, type TeamChances } from '../../league/odds-as-of';
import type { WeekMatchups } from '../../league/season-games';
import { playoffRoundWeeks } from '../../league/playoff-weeks';
import { finalWeek } from '../../league/season-week';
import { DEFAULT_PLAYOFF_WEEK_START } from '../../league/standings';
import { weekRecap, type WeekRecap } from '../../league/week-recap';
import { InputMemo } from '../../memo';
import { recapSheet } from '../../roast/facts/recap';
import type { RoastWriter } from '../../roast/service';
import type { FactSheet } from '../../roast/types';
import type { SleeperLeague } from '../../sleeper/schemas';
import { leagueArchives, seasonArchive, type SeasonArchive } from '../almanac/archive';
import { leagueOfSeason } from '../history/service';
import { loadLeagueSnapshot } from '../league/snapshot';
import { playerDisplayName } from '../league/service';
import { recapText } from './text';

/** Four seasons of eighteen weeks fit, with room for a renewal. */
const WEEKS_KEPT = 160;
const chances = new InputMemo<Map<number, TeamChances>>(WEEKS_KEPT);
const computed = new InputMemo<ComputedRecap>(WEEKS_KEPT);
const lists = new InputMemo<RecapListResponse>(2);

export interface ComputedRecap {
  recap: WeekRecap;
  sheet: FactSheet;
}

interface RecapSeason {
  season: SeasonSoFar;
  archive: SeasonArchive;
  /** What the season's recaps are computed from (the memo's inputs): the archive and the schedule left. */
  inputs: readonly unknown[];
}

/** The weeks of a season that have a recap: its final weeks with points, oldest first. */
export function recapWeeks(archive: SeasonArchive): number[] {
  const start = archive.league.settings.start_week ?? 1;
  return archive.weeks
    .filter((w) => w.week >= start && w.matchups.some((row) => matchupPoints(row) > 0))
    .map((w) => w.week);
}

/**
 * A season as its recaps read it: the archive (its final weeks), and for the season in progress the
 * weeks still to play too, whose pairs are the schedule the odds simulate.
 */
async function recapSeason(ctx: AppContext, league: SleeperLeague): Promise<RecapSeason> {
  const archive = await seasonArchive(ctx, league);
  const played = new Set(archive.weeks.map((w) => w.week));
  const toPlay = Array.from({ length: finalWeek(league) }, (_, i) => i + 1).filter((w) => !played.has(w));
  const future = await Promise.all(
    toPlay.map(async (week) => ({ week, matchups: await ctx.sleeper.matchups(league.league_id, week) })),
  );
  return {
    archive,
    season: {
      // As its records count it (the archive's): the recaps count the weeks the standings count.
      league: archive.league,
      rosters: archive.rosters,
      teams: archive.teams,
      weeks: [...archive.weeks, ...future].sort((a, b) => a.week - b.week),
      winnersBracket: archive.winnersBracket,
    },
    // Of the weeks to play only their pairs matter: the scores of the week being played change every
    // few seconds during games and must not make every recap of the season be computed again.
    inputs: [archive, scheduleOf(future)],
  };
}

/** The pairs of the weeks to play, as text (compared by value). */
function scheduleOf(weeks: readonly WeekMatchups[]): string {
  return weeks
    .map(
      ({ week, matchups }) =>
        `${week}:${matchups.map((r) => `${r.roster_id}-${r.matchup_id ?? ''}`).join(',')}`,
    )
    .join('|');
}

/** Chances after a week, shared by that week's recap ("after") and the next one's ("before"). */
function chancesAfter(season: RecapSeason, week: number): Map<number, TeamChances> {
  return chances.get(`${season.season.league.league_id}:${week}`, season.inputs, () =>
    chancesAfterWeek(season.season, week),
  );
}

/** A final week's recap without its text: 404 for a week that is not final or had no games. */
export async function computeRecap(ctx: AppContext, season: string, week: number): Promise<ComputedRecap> {
  const loaded = await recapSeason(ctx, await leagueOfSeason(ctx, season));
  if (!recapWeeks(loaded.archive).includes(week)) {
    throw notFound(`Week ${week} of ${season} has no recap: it is not final, or had no games.`);
  }
  const key = `${loaded.season.league.league_id}:${week}`;
  const known = computed.peek(key, loaded.inputs);
  if (known) return known;
  const rows = loaded.season.weeks.find((w) => w.week === week)!.matchups;
  const directory = await ctx.sleeper.players([
    ...new Set(rows.flatMap((row) => [...(row.players ?? []), ...(row.starters ?? [])])),
  ]);
  return computed.get(key, loaded.inputs, () => {
    const recap = weekRecap({
      ...loaded.season,
      week,
      players: new Map(
        [...directory].map(([id, info]) => [
          id,
          { position: info.position, name: playerDisplayName(info, id) },
        ]),
      ),
      chancesBefore: chancesAfter(loaded, week - 1),
      chancesAfter: chancesAfter(loaded, week),
    });
    const { lineupJudgement } = formatOffers(leagueFormat(loaded.season.league));
    return { recap, sheet: recapSheet(recap, { lineupsChosen: lineupJudgement }) };
  });
}

/** Every week that has a recap, newest first. */
/** A week's headline: its champion in the week of the final, else its high score (the first award). */
function headlineOf(archive: SeasonArchive, week: number): RecapListResponse['recaps'][number]['headline'] {
  const final = archive.winnersBracket.find((m) => m.p === 1);
  const teamName = (rosterId: number) => archive.teams.get(rosterId)?.teamName ?? `Team ${rosterId}`;
  // The final's last week: a two-week final is decided in its second.
  if (final?.w != null && playoffRoundWeeks(archive.league, final.r).at(-1)!.at(-1) === week) {
    return { kind: 'champion', teamName: teamName(final.w), points: null };
  }
  const rows = archive.weeks.find((w) => w.week === week)?.matchups ?? [];
  const top = [...rows].sort((a, b) => matchupPoints(b) - matchupPoints(a) || a.roster_id - b.roster_id)[0];
  if (!top) return null;
  return { kind: 'high-score', teamName: teamName(top.roster_id), points: matchupPoints(top) };
}

export async function listRecaps(ctx: AppContext): Promise<RecapListResponse> {
  const archives = await leagueArchives(ctx);
  return lists.get(ctx.leagueId, archives, () => ({
    recaps: archives.flatMap((archive) => {
      const playoffStart = archive.league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
      return recapWeeks(archive)
        .reverse()
        .map((week) => ({
          season: archive.league.season,
          week,
          playoffs: week >= playoffStart,
          path: recapPath(archive.league.season, week),
          headline: headlineOf(archive, week),
        }));
    }),
  }));
}

/** The whole recap of a final week: the computation, its text and its neighbours. */
export async function getRecap(
  ctx: AppContext,
  season: string,
  week: number,
  write?: RoastWriter,
): Promise<RecapResponse> {
  const [{ recap, sheet }, list] = await Promise.all([computeRecap(ctx, season, week), listRecaps(ctx)]);
  const league = await leagueOfSeason(ctx, season);
  const [{ text, persona }, { provisionalWeeks }] = await Promise.all([
    recapText(ctx, sheet, write),
    loadLeagueSnapshot(ctx, league.league_id),
  ]);
  const index = list.recaps.findIndex((r) => r.season === season && r.week === week);
  const neighbour = (i: number) => {
    const entry = list.recaps[i];
    return entry ? { season: entry.season, week: entry.week } : null;
  };
  return {
    ...recap,
    leagueName: league.name,
    provisional: provisionalWeeks.includes(week),
    path: recapPath(season, week),
    text,
    persona,
    // The list is newest first.
    previous: neighbour(index + 1),
    next: index > 0 ? neighbour(index - 1) : null,
  };
}
