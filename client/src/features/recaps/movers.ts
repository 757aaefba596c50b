// How a team's chances read in a recap's movers, before and after the week, as the standings and the
// playoff picture show chances (../playoff-odds/chance.ts).
import type { RecapTeam } from '@common/recap';
import { recapChance } from '@common/chance-format';

export interface ChanceMove {
  before: string;
  after: string;
  /** As shown: a change too small to show is no change. */
  trend: 'up' | 'down' | 'same';
}

function move(before: string, after: string, delta: number): ChanceMove {
  return { before, after, trend: before === after ? 'same' : delta > 0 ? 'up' : 'down' };
}

/**
 * The playoff and title chances before and after the week. A clinched or eliminated team's playoff
 * chance is a fact (100% or 0%), and so is every chance in a playoff week, where the field is set;
 * other chances are samples, never shown as certain.
 */
export function chanceMoves(
  team: RecapTeam,
  playoffWeek: boolean,
): { playoffs: ChanceMove; title: ChanceMove } {
  const { odds, standing } = team;
  const playoffs = (chance: number, status: RecapTeam['standing']['playoffStatusAfter']) =>
    recapChance('playoffs', chance, status, playoffWeek);
  const title = (chance: number, status: RecapTeam['standing']['playoffStatusAfter']) =>
    recapChance('title', chance, status, playoffWeek);
  return {
    playoffs: move(
      playoffs(odds.playoffsBefore, standing.playoffStatusBefore),
      playoffs(odds.playoffsAfter, standing.playoffStatusAfter),
      odds.playoffsAfter - odds.playoffsBefore,
    ),
    title: move(
      title(odds.titleBefore, standing.playoffStatusBefore),
      title(odds.titleAfter, standing.playoffStatusAfter),
      odds.titleAfter - odds.titleBefore,
    ),
  };
}
