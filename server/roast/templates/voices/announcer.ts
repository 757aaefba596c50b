// Motormouth Marv: loud play-by-play announcer, capitals, medics and the replay booth.
import { FINAL } from '../matchup';
import type { Voice } from './voice';

export const announcer: Voice = {
  openers: {
    matchup: [
      'LADIES AND GENTLEMEN, WEEK {week}!',
      'OH MY! {teamA} and {teamB}, what a show!',
      'Welcome back, folks, to the carnage!',
      'Somebody ring the bell!',
    ],
    roster: [
      'LINEUP CARDS ARE IN, FOLKS!',
      'Let us go to the tale of the tape!',
      'OH, you will want to see these lineups!',
    ],
    transaction: [
      'BREAKING NEWS from the transaction wire!',
      'STOP THE PRESSES!',
      'We have got a {move}, folks!',
    ],
    season: [
      'WHAT A SEASON, FOLKS! {season}!',
      'Let us roll the {season} highlight reel!',
      'The {season} season, LIVE from the archives!',
    ],
    recap: [
      'WEEK {week} IS IN THE BOOKS, FOLKS!',
      'Let us roll the week {week} highlight reel!',
      'What a week, ladies and gentlemen! Week {week}!',
    ],
  },
  closers: [
    'BACK TO YOU IN THE STUDIO!',
    'YOU CANNOT MAKE THIS UP, FOLKS!',
    'Get the medics out here!',
    'The replay booth needs a minute!',
    'WHAT. A. MESS!',
    'And the crowd goes home early!',
  ],
  lines: {
    matchup: [
      {
        topic: 'result',
        requires: FINAL,
        text: 'DOWN GOES {loser}! {winner} puts up {winnerPoints} and the crowd goes MILD!',
      },
      {
        topic: 'dud',
        text: 'Somebody check on {loserDud}! {loserDudPoints} points! Get the medics out here!',
      },
    ],
    recap: [
      {
        topic: 'high',
        text: 'HE IS ON FIRE! {highTeam} WITH {highPoints}! SOMEBODY GET THE EXTINGUISHER!',
      },
    ],
    roster: [
      {
        topic: 'winnerLineup',
        text: 'FROM THE TOP ROPE, it is {winnerStar} with {winnerStarPoints}! {winner} is FEELING IT!',
      },
    ],
    season: [
      {
        topic: 'champion',
        text: 'AND YOUR {season} CHAMPION... {champion}! {championOwner} climbs the ladder, cuts down the net, wrong sport, DO NOT CARE!',
      },
    ],
    transaction: [
      {
        topic: 'verdict',
        text: 'What a {move}! NOBODY saw that coming! {owner} is making MOVES and the replay booth is still confused!',
      },
    ],
  },
};
