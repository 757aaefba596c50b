// Mathematical playoff status (docs/product.md §2 "Dashboard" and §4): decided from records and
// regular-season games left only. Points-for tie-breaks are unknown until the end, so a tie on wins is never
// counted in a team's favour while the season runs. With divisions, a spot is a seed (decision 0028).
import type { PlayoffStatus } from '../../common/league';
import { fewestSeededAbove, mostSeededAbove } from './seeding';

export interface PlayoffRace {
  rosterId: number;
  wins: number;
  losses: number;
  ties: number;
  /** Playoff seed as the standings stand (1 = best, server/league/seeding.ts): decides once no games are left. */
  seed: number;
  /** The team's division in a league with divisions, else null. */
  division: number | null;
}

export interface SeasonShape {
  /** Regular-season weeks (playoff_week_start - start_week). */
  regularSeasonWeeks: number;
  /** Results per week: 1, or 2 in a median season (head-to-head plus the median). */
  resultsPerWeek: number;
  playoffTeams: number;
}

/** Results still to play for a team: every team plays resultsPerWeek results each regular week. */
export function resultsLeft(team: PlayoffRace, shape: SeasonShape): number {
  const played = team.wins + team.losses + team.ties;
  return Math.max(0, shape.regularSeasonWeeks * shape.resultsPerWeek - played);
}

/** A tie counts half a win. */
const score = (team: PlayoffRace) => team.wins + team.ties / 2;

export function computePlayoffStatuses(
  teams: readonly PlayoffRace[],
  shape: SeasonShape,
): Map<number, PlayoffStatus> {
  const statuses = new Map<number, PlayoffStatus>();
  const seasonOver = teams.every((team) => resultsLeft(team, shape) === 0);
  for (const team of teams) {
    if (seasonOver) {
      statuses.set(team.rosterId, team.seed <= shape.playoffTeams ? 'clinched' : 'eliminated');
      continue;
    }
    const others = teams.filter((other) => other.rosterId !== team.rosterId);
    const floor = score(team);
    const ceiling = floor + resultsLeft(team, shape);
    // Clinched: fewer than playoffTeams others can still be seeded above it (without divisions: the
    // others that can still reach or tie this team's current score).
    const above = mostSeededAbove(team, others, (other) => score(other) + resultsLeft(other, shape) >= floor);
    // Eliminated: at least playoffTeams others are sure to be seeded above it (without divisions: the
    // others already beyond this team's best possible score).
    const sureAbove = fewestSeededAbove(team, others, (other) => score(other) > ceiling);
    if (above < shape.playoffTeams) statuses.set(team.rosterId, 'clinched');
    else if (sureAbove >= shape.playoffTeams) statuses.set(team.rosterId, 'eliminated');
    else statuses.set(team.rosterId, 'fighting');
  }
  return statuses;
}

/** The seeds a team can still finish the regular season at: from `best` to `worst`, proven. */
export interface SeedRange {
  best: number;
  worst: number;
}

/**
 * Each team's proven range of seeds, by the same proof as the playoff status with every number of
 * spots: a team out of the top k cannot finish better than k + 1, one sure of the top k no worse than
 * k. A range of one seed is that seed for certain (100%), a seed outside it impossible (0%), whatever
 * the simulation's sampling says.
 */
export function seedRanges(teams: readonly PlayoffRace[], shape: SeasonShape): Map<number, SeedRange> {
  const ranges = new Map(teams.map((team) => [team.rosterId, { best: 1, worst: teams.length }]));
  for (let spots = 1; spots < teams.length; spots += 1) {
    const statuses = computePlayoffStatuses(teams, { ...shape, playoffTeams: spots });
    for (const team of teams) {
      const range = ranges.get(team.rosterId)!;
      const status = statuses.get(team.rosterId);
      if (status === 'eliminated') range.best = Math.max(range.best, spots + 1);
      if (status === 'clinched') range.worst = Math.min(range.worst, spots);
    }
  }
  return ranges;
}
