// The record book (docs/decisions/0016): weekly records of the games (regular season and
// winners-bracket playoffs), each pointing at its game, and the longest win and loss streaks of each
// person. All-time and per season.
import type { GameRecord, GameRecords, StreakRecord } from '../../common/almanac';
import { resultOf, sidesOf, type AlmanacGame, type AlmanacSide } from './almanac-games';

/** Entries kept per record. */
export const RECORDS_PER_LIST = 5;

interface TeamWeek {
  game: AlmanacGame;
  team: AlmanacSide;
  opponent: AlmanacSide;
  result: 'W' | 'L' | 'T';
}

const chronological = (a: AlmanacGame, b: AlmanacGame) =>
  Number(a.season) - Number(b.season) || a.week - b.week || a.matchupId - b.matchupId;

function teamWeeks(games: readonly AlmanacGame[]): TeamWeek[] {
  return games.flatMap((game) =>
    [game.home.rosterId, game.away.rosterId].map((rosterId) => {
      const [team, opponent] = sidesOf(game, rosterId);
      return { game, team, opponent, result: resultOf(game, rosterId) };
    }),
  );
}

/**
 * Every team's week as it scored it: a two-week game's weeks apart (a week's score stays a week's;
 * docs/decisions/0030), for the records of a score, not of a result.
 */
function scoreWeeks(games: readonly AlmanacGame[]): TeamWeek[] {
  return teamWeeks(
    games.flatMap((game) =>
      game.legs ? game.legs.map((leg) => ({ ...game, ...leg, legs: undefined })) : [game],
    ),
  );
}

const strip = ({ benchPoints: _bench, ...side }: AlmanacSide) => side;

function entry(week: TeamWeek, value: number): GameRecord {
  return {
    season: week.game.season,
    week: week.game.week,
    matchupId: week.game.matchupId,
    playoffs: week.game.playoffs,
    value,
    team: strip(week.team),
    opponent: strip(week.opponent),
  };
}

/** The top entries by value (highest first unless `ascending`); an earlier game keeps a tie. */
function top(
  weeks: readonly TeamWeek[],
  value: (w: TeamWeek) => number | null,
  ascending = false,
): GameRecord[] {
  return weeks
    .map((w) => ({ w, v: value(w) }))
    .filter((x): x is { w: TeamWeek; v: number } => x.v !== null)
    .sort((a, b) => (ascending ? a.v - b.v : b.v - a.v) || chronological(a.w.game, b.w.game))
    .slice(0, RECORDS_PER_LIST)
    .map(({ w, v }) => entry(w, v));
}

/**
 * Every maximal run of wins (or losses) of each person, in the order of their games; a tie ends a
 * run. `openEnded`: a run reaching the person's latest game is still going.
 */
export function streaks(games: readonly AlmanacGame[], kind: 'W' | 'L', openEnded: boolean): StreakRecord[] {
  const byOwner = new Map<string, TeamWeek[]>();
  for (const week of teamWeeks([...games].sort(chronological))) {
    if (!week.team.ownerId) continue;
    byOwner.set(week.team.ownerId, [...(byOwner.get(week.team.ownerId) ?? []), week]);
  }
  const runs: StreakRecord[] = [];
  for (const [ownerId, weeks] of byOwner) {
    let start = -1;
    const close = (end: number) => {
      if (start < 0) return;
      const first = weeks[start]!;
      const last = weeks[end]!;
      runs.push({
        ownerId,
        ownerName: last.team.ownerName,
        teamName: last.team.teamName,
        length: end - start + 1,
        from: { season: first.game.season, week: first.game.week },
        to: { season: last.game.season, week: last.game.week, matchupId: last.game.matchupId },
        ongoing: openEnded && end === weeks.length - 1,
      });
      start = -1;
    };
    weeks.forEach((week, i) => {
      if (week.result === kind) {
        if (start < 0) start = i;
      } else close(i - 1);
    });
    close(weeks.length - 1);
  }
  return runs
    .sort(
      (a, b) =>
        b.length - a.length ||
        Number(a.from.season) - Number(b.from.season) ||
        a.from.week - b.from.week ||
        a.ownerName.localeCompare(b.ownerName),
    )
    .slice(0, RECORDS_PER_LIST);
}

export function recordBook(games: readonly AlmanacGame[], openEnded: boolean): GameRecords {
  const weeks = teamWeeks(games);
  const scored = scoreWeeks(games);
  // A game's own records are told from the winner's side (the home side for a tie).
  const winnerSides = weeks.filter((w) =>
    w.game.winnerRosterId === null ? w.team === w.game.home : w.result === 'W',
  );
  return {
    highestScores: top(scored, (w) => w.team.points),
    lowestScores: top(scored, (w) => w.team.points, true),
    biggestBlowouts: top(winnerSides, (w) => (w.result === 'W' ? w.game.margin : null)),
    closestGames: top(winnerSides, (w) => w.game.margin, true),
    highestInLoss: top(weeks, (w) => (w.result === 'L' ? w.team.points : null)),
    lowestInWin: top(weeks, (w) => (w.result === 'W' ? w.team.points : null), true),
    mostBenchPoints: top(scored, (w) => w.team.benchPoints),
    longestWinStreaks: streaks(games, 'W', openEnded),
    longestLossStreaks: streaks(games, 'L', openEnded),
  };
}

/** A person's best or worst scores (their side as the record's team). */
export function ownerWeeks(games: readonly AlmanacGame[], ownerId: string, worst: boolean): GameRecord[] {
  return top(
    scoreWeeks(games).filter((w) => w.team.ownerId === ownerId),
    (w) => w.team.points,
    worst,
  );
}
