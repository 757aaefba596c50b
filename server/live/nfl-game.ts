// Where a player's NFL game of a week stands, for the roster dialog's "kickoff / Q3 4:12 / Final" and
// the live projection. A past week's games are all done and a later week's all to come; the week
// being played is known only where the game clock knows its schedule (docs/decisions/0024): elsewhere
// no status is shown rather than a wrong one (a starter on 0.0 may have played, or not yet).
import type { RosterPlayer } from '../../common/league';
import type { AppContext } from '../context';

export type PlayerGame = Pick<RosterPlayer, 'game' | 'kickoffAt' | 'opponent' | 'gameClock'>;

const UNKNOWN = { kickoffAt: null, opponent: null, gameClock: null } as const;

export function nflGameOf(
  ctx: Pick<AppContext, 'gameClock' | 'clock'>,
  week: { week: number; current: number; over: boolean },
  team: string | null,
): PlayerGame {
  if (week.over || week.week < week.current) return { game: 'post', ...UNKNOWN };
  if (week.week > week.current) return { game: 'pre', ...UNKNOWN };
  const game = team ? ctx.gameClock.nflGame?.(team, ctx.clock.now()) : undefined;
  if (!game) return { game: null, ...UNKNOWN };
  return {
    game: game.state,
    kickoffAt: game.kickoffAt?.toISOString() ?? null,
    opponent: game.opponent,
    gameClock: game.clock,
  };
}
