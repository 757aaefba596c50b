/** The page of a week's games, scrolled to one game (every record links to its matchup). */
export function gameHref(season: string, week: number, matchupId?: number): string {
  return `/games/${season}/${week}${matchupId === undefined ? '' : `#matchup-${matchupId}`}`;
}
