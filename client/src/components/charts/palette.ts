// Series colours of every chart: the teams' twelve (lib/team-color.ts), then two more for a 13th and
// 14th series. A team's line takes its own colour (`teamLineColor`) wherever it is drawn.
import { TEAM_COLORS, teamColor } from '@/lib/team-color';

export const SERIES_COLORS = [...TEAM_COLORS.map((color) => color.line), '#52525b', '#0e7490'] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[((index % SERIES_COLORS.length) + SERIES_COLORS.length) % SERIES_COLORS.length]!;
}

/** The line of a team (by roster id), the same hue as its avatar. */
export function teamLineColor(rosterId: number): string {
  return teamColor(rosterId).line;
}
