// Weekly power rankings (docs/decisions/0016). After each completed regular-season week:
// - all-play: the team's score against every other team's score that week (a win for each lower
//   score, a loss for each higher, a tie for each equal), summed over the weeks so far;
// - scoring: points per week against the league's, 50 = league average;
// - form: the all-play win share of the last FORM_WEEKS weeks.
// Power = 50% all-play + 30% scoring + 20% form, on a 0-100 scale; higher ranks first.
import type { PowerRanking } from '../../common/almanac';
import { matchupPoints } from './matchups';
import { weekPairs } from './playoff-odds-input';
import { round2 } from './points';
import type { WeekMatchups } from './season-games';
import type { TeamIdentity } from './teams';

export const FORM_WEEKS = 3;
export const POWER_WEIGHTS = { allPlay: 0.5, scoring: 0.3, form: 0.2 } as const;

interface Tally {
  wins: number;
  losses: number;
  ties: number;
}

const share = (t: Tally) => {
  const games = t.wins + t.losses + t.ties;
  return games === 0 ? 0 : (t.wins + t.ties / 2) / games;
};

/** All-play results of one week: every team against every other team's score. */
export function allPlayWeek(scores: ReadonlyMap<number, number>): Map<number, Tally> {
  const result = new Map<number, Tally>();
  for (const [rosterId, score] of scores) {
    const tally = { wins: 0, losses: 0, ties: 0 };
    for (const [other, otherScore] of scores) {
      if (other === rosterId) continue;
      if (score > otherScore) tally.wins += 1;
      else if (score < otherScore) tally.losses += 1;
      else tally.ties += 1;
    }
    result.set(rosterId, tally);
  }
  return result;
}

/** Head-to-head results of one week: the pairs sharing a matchup id, by their scores. */
function headToHeadWeek(week: WeekMatchups, scores: ReadonlyMap<number, number>): Map<number, Tally> {
  const result = new Map<number, Tally>();
  for (const [a, b] of weekPairs(week).games) {
    const pa = scores.get(a) ?? 0;
    const pb = scores.get(b) ?? 0;
    const outcome = (own: number, other: number): Tally => ({
      wins: own > other ? 1 : 0,
      losses: own < other ? 1 : 0,
      ties: own === other ? 1 : 0,
    });
    result.set(a, outcome(pa, pb));
    result.set(b, outcome(pb, pa));
  }
  return result;
}

const add = (a: Tally, b: Tally | undefined): Tally =>
  b ? { wins: a.wins + b.wins, losses: a.losses + b.losses, ties: a.ties + b.ties } : a;

/**
 * The rankings after the last of `weeks` (completed regular-season weeks, in order), with every
 * team's rank after each week. Ties in power go to all-play, then points for, then roster id.
 */
export function powerRankings(
  weeks: readonly WeekMatchups[],
  teams: ReadonlyMap<number, TeamIdentity>,
): Omit<PowerRanking, 'avatar'>[] {
  const ordered = [...weeks].sort((a, b) => a.week - b.week);
  const rosterIds = [...teams.keys()];
  const weekScores = ordered.map(
    (w) =>
      new Map(
        w.matchups
          .filter((row) => teams.has(row.roster_id))
          .map((row) => [row.roster_id, matchupPoints(row)]),
      ),
  );
  const allPlayByWeek = weekScores.map(allPlayWeek);
  const h2hByWeek = ordered.map((week, k) => headToHeadWeek(week, weekScores[k]!));
  const empty = (): Tally => ({ wins: 0, losses: 0, ties: 0 });

  const ranksByTeam = new Map<number, number[]>(rosterIds.map((id) => [id, []]));
  let latest: Omit<PowerRanking, 'avatar' | 'ranks' | 'previousRank'>[] = [];
  for (let k = 0; k < ordered.length; k += 1) {
    const played = weekScores.slice(0, k + 1);
    const leaguePerWeek =
      played.reduce((sum, scores) => sum + [...scores.values()].reduce((s, v) => s + v, 0), 0) /
      Math.max(
        1,
        played.reduce((sum, scores) => sum + scores.size, 0),
      );
    const rows = rosterIds.map((rosterId) => {
      const team = teams.get(rosterId)!;
      const allPlay = allPlayByWeek.slice(0, k + 1).reduce((t, w) => add(t, w.get(rosterId)), empty());
      const form = allPlayByWeek
        .slice(Math.max(0, k + 1 - FORM_WEEKS), k + 1)
        .reduce((t, w) => add(t, w.get(rosterId)), empty());
      const record = h2hByWeek.slice(0, k + 1).reduce((t, w) => add(t, w.get(rosterId)), empty());
      const scored = played.filter((scores) => scores.has(rosterId));
      const pointsFor = round2(scored.reduce((sum, scores) => sum + scores.get(rosterId)!, 0));
      const pointsPerWeek = scored.length > 0 ? pointsFor / scored.length : 0;
      const scoring = leaguePerWeek > 0 ? (50 * pointsPerWeek) / leaguePerWeek : 50;
      const allPlayPct = share(allPlay);
      const formPct = share(form);
      const power =
        100 * POWER_WEIGHTS.allPlay * allPlayPct +
        POWER_WEIGHTS.scoring * scoring +
        100 * POWER_WEIGHTS.form * formPct;
      const games = record.wins + record.losses + record.ties;
      return {
        rosterId,
        ownerId: team.ownerId,
        teamName: team.teamName,
        ownerName: team.ownerDisplayName,
        rank: 0,
        power: Math.round(power * 10) / 10,
        allPlay,
        allPlayPct: round2(allPlayPct),
        record,
        pointsFor,
        pointsPerWeek: round2(pointsPerWeek),
        formPct: round2(formPct),
        luck: round2(record.wins + record.ties / 2 - allPlayPct * games),
        exactPower: power,
      };
    });
    rows.sort(
      (a, b) =>
        b.exactPower - a.exactPower ||
        b.allPlayPct - a.allPlayPct ||
        b.pointsFor - a.pointsFor ||
        a.rosterId - b.rosterId,
    );
    rows.forEach((row, i) => {
      row.rank = i + 1;
      ranksByTeam.get(row.rosterId)!.push(i + 1);
    });
    latest = rows.map(({ exactPower: _exact, ...row }) => row);
  }
  return latest.map((row) => {
    const ranks = ranksByTeam.get(row.rosterId)!;
    return { ...row, ranks, previousRank: ranks.length > 1 ? ranks[ranks.length - 2]! : null };
  });
}
