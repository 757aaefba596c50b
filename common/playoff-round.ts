// What the playoffs' rounds and games are called (the recaps once said "playoffs" for every
// round), counted from the bracket's last round: the bracket page's round headings, the recap's games
// and the recap's prose all use these names.
import { ordinal } from './ordinal';

/** A winners-bracket round's heading: 'Final round', 'Semifinals', 'Quarterfinals', else 'Round n'. */
export function playoffRoundName(round: number, lastRound: number): string {
  switch (lastRound - round) {
    case 0:
      return 'Final round';
    case 1:
      return 'Semifinals';
    case 2:
      return 'Quarterfinals';
    default:
      return `Round ${round}`;
  }
}

/** A game that decides a place: the 'Championship', '3rd place game', '5th place game'... */
export function placeGameName(place: number): string {
  return place === 1 ? 'Championship' : `${ordinal(place)} place game`;
}

/**
 * One winners-bracket game: the 'Championship', a placement game ('3rd place game'), else the game of
 * its round ('Semifinal', 'Quarterfinal', 'Round n').
 */
export function playoffGameName(round: number, lastRound: number, place: number | null): string {
  if (place !== null) return placeGameName(place);
  switch (lastRound - round) {
    case 1:
      return 'Semifinal';
    case 2:
      return 'Quarterfinal';
    default:
      return `Round ${round}`;
  }
}

/** A round's weeks: 'Week 15', or 'Weeks 17-18' for a two-week round. */
export function roundWeeksLabel(weeks: readonly number[]): string {
  const first = weeks[0];
  const last = weeks.at(-1);
  return first === last ? `Week ${first}` : `Weeks ${first}-${last}`;
}
