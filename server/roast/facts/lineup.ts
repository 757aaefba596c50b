// One team's week as a roast sees it: its score, best and worst starters, and what sat on the bench.
// Built from the provider's matchup row (starters, per-player points), so it describes what really
// happened, not a projection. The points left on the bench come from the best lineup under the
// league's own slots (server/league/lineup.ts), the figure the roster dialog shows. The taxi squad and
// injured reserve are no bench (server/league/set-aside.ts); a week without player points
// (server/league/player-points.ts) gives no player facts at all rather than a lineup of zeros.
import { benchVerdict, EMPTY_SLOT } from '../../league/lineup';
import { matchupPoints } from '../../league/matchups';
import { hasPlayerPoints } from '../../league/player-points';
import { round2 } from '../../league/points';
import { weekPointsById } from '../../league/roster-week';
import { isSetAside, setAsideOf } from '../../league/set-aside';
import type { TeamIdentity } from '../../league/teams';
import type { PlayerInfo } from '../../sleeper/gateway';
import type { SleeperMatchup, SleeperRoster } from '../../sleeper/schemas';
import { playerRef, type PlayerRef } from './players';

export interface ScoredPlayer extends PlayerRef {
  points: number;
}

export interface TeamWeek {
  rosterId: number;
  teamName: string;
  ownerName: string;
  points: number;
  /** Season record as the provider holds it now (the final record for a finished season). */
  wins: number;
  losses: number;
  ties: number;
  starters: ScoredPlayer[];
  bench: ScoredPlayer[];
  topStarter: ScoredPlayer | null;
  worstStarter: ScoredPlayer | null;
  /** Everything the bench scored. */
  benchPoints: number;
  /** The best possible lineup's points minus the starters' (league slots): what the manager left. */
  pointsLeftOnBench: number;
  bestBench: ScoredPlayer | null;
  /** A bench player who outscored a starter of the same position (the lineup call that hurt most). */
  benchBlunder: { benched: ScoredPlayer; started: ScoredPlayer } | null;
}

export function buildTeamWeek(
  row: SleeperMatchup,
  team: TeamIdentity,
  roster: SleeperRoster | undefined,
  directory: ReadonlyMap<string, PlayerInfo>,
  /** The league's starting slots (server/league/lineup.ts startingSlots). */
  slots: readonly string[],
  /**
   * Whether managers chose their lineups: not in best ball, where Sleeper counts the best one (the
   * format's lineupJudgement, server/league/format.ts). Without a choice a roast sees no bench: no
   * points left on it, nobody benched, no bench player to regret.
   */
  lineupsChosen: boolean,
): TeamWeek {
  const weekPoints = weekPointsById(row);
  const pointsOf = (id: string): number => weekPoints.get(id) ?? 0;
  const scored = hasPlayerPoints(row);
  const aside = setAsideOf(roster);
  const starterIds = scored ? (row.starters ?? []).filter((id) => id !== EMPTY_SLOT) : [];
  const starters = starterIds.map((id) => ({ ...playerRef(id, directory), points: pointsOf(id) }));
  const starterSet = new Set(starterIds);
  const bench = (scored && lineupsChosen ? (row.players ?? []) : [])
    .filter((id) => !starterSet.has(id) && !isSetAside(aside, id))
    .map((id) => ({ ...playerRef(id, directory), points: pointsOf(id) }));

  const byPointsDesc = (a: ScoredPlayer, b: ScoredPlayer) => b.points - a.points;
  const startersDesc = [...starters].sort(byPointsDesc);
  const benchDesc = [...bench].sort(byPointsDesc);

  let benchBlunder: TeamWeek['benchBlunder'] = null;
  for (const benched of benchDesc) {
    const worse = starters
      .filter((s) => s.position === benched.position && s.points < benched.points)
      .sort((a, b) => a.points - b.points)[0];
    if (
      worse &&
      (!benchBlunder ||
        benched.points - worse.points > benchBlunder.benched.points - benchBlunder.started.points)
    ) {
      benchBlunder = { benched, started: worse };
    }
  }

  return {
    rosterId: row.roster_id,
    teamName: team.teamName,
    ownerName: team.ownerDisplayName,
    points: matchupPoints(row),
    wins: roster?.settings.wins ?? 0,
    losses: roster?.settings.losses ?? 0,
    ties: roster?.settings.ties ?? 0,
    starters,
    bench,
    topStarter: startersDesc[0] ?? null,
    worstStarter: startersDesc.length > 1 ? (startersDesc[startersDesc.length - 1] ?? null) : null,
    benchPoints: round2(bench.reduce((sum, p) => sum + p.points, 0)),
    pointsLeftOnBench: benchVerdict(
      slots,
      [...starters, ...bench].map((p) => ({ playerId: p.playerId, position: p.position, value: p.points })),
      round2(starters.reduce((sum, p) => sum + p.points, 0)),
    ).pointsLeftOnBench,
    bestBench: benchDesc[0] && benchDesc[0].points > 0 ? benchDesc[0] : null,
    benchBlunder,
  };
}
