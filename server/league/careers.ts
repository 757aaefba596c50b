// Career totals keyed by the person (Sleeper user id), not the roster slot: roster ids are per season,
// so a member whose roster id changed is still one career. "Current members" are the owners in the
// current (newest) season's standings; everyone else who ever played is a past member.
import type { CareerTotal, HistorySeason } from '../../common/history';
import { round2 } from './points';

export interface Careers {
  current: CareerTotal[];
  past: CareerTotal[];
}

/** Most wins first, then fewer losses, then more points (docs/product.md §2 "League History"). */
function byWins(a: CareerTotal, b: CareerTotal): number {
  return (
    b.wins - a.wins ||
    a.losses - b.losses ||
    b.pointsFor - a.pointsFor ||
    a.ownerName.localeCompare(b.ownerName)
  );
}

/** `seasons` newest first (the history order). Orphaned rosters (no owner) belong to no career. */
export function careerTotals(seasons: readonly HistorySeason[]): Careers {
  const careers = new Map<string, CareerTotal>();
  // Oldest first so the newest season's names win.
  for (const season of [...seasons].reverse()) {
    for (const row of season.standings) {
      if (!row.ownerId) continue;
      const career = careers.get(row.ownerId) ?? {
        ownerId: row.ownerId,
        ownerName: row.ownerName,
        teamName: row.teamName,
        seasons: 0,
        wins: 0,
        losses: 0,
        ties: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        championships: 0,
        bestFinish: null,
      };
      career.ownerName = row.ownerName;
      career.teamName = row.teamName;
      career.seasons += 1;
      career.wins += row.wins;
      career.losses += row.losses;
      career.ties += row.ties;
      career.pointsFor = round2(career.pointsFor + row.pointsFor);
      career.pointsAgainst = round2(career.pointsAgainst + row.pointsAgainst);
      if (row.playoffFinish === 1) career.championships += 1;
      if (
        row.playoffFinish !== null &&
        (career.bestFinish === null || row.playoffFinish < career.bestFinish)
      ) {
        career.bestFinish = row.playoffFinish;
      }
      careers.set(row.ownerId, career);
    }
  }
  const currentOwners = new Set(
    (seasons[0]?.standings ?? []).map((row) => row.ownerId).filter((id) => id !== null),
  );
  const all = [...careers.values()].sort(byWins);
  return {
    current: all.filter((career) => currentOwners.has(career.ownerId)),
    past: all.filter((career) => !currentOwners.has(career.ownerId)),
  };
}
