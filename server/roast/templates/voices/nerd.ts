// Professor Spreadsheet: stats nerd, decimals, footnotes, regression to the mean.
import type { Voice } from './voice';

export const nerd: Voice = {
  openers: {
    matchup: [
      'Week {week}, according to my spreadsheets.',
      'I ran the numbers on {teamA} vs {teamB}. Twice. They did not improve.',
      'Statistically speaking, this one is a teaching moment.',
      'Footnote one of my week {week} report.',
    ],
    roster: [
      'I charted both lineups. The chart is mostly red.',
      'Lineup efficiency report, week {week}.',
      'My models have reviewed both rosters and would like to lie down.',
    ],
    transaction: [
      'I have updated the transaction database.',
      'New data point: a {move} by {owner}.',
      'Let us run some numbers on this {move}.',
    ],
    season: [
      'The {season} season: a statistical autopsy.',
      'I have finished my {season} season report, with footnotes.',
      'Season {season}, by the numbers.',
    ],
    recap: [
      'Week {week}, summarised with the appropriate statistics.',
      'My week {week} report is ready. I have included charts nobody asked for.',
      'The week {week} data are in, and they are instructive.',
    ],
  },
  closers: [
    'Sample size is small, the judgement is not.',
    'Regression to the mean is coming. Brace.',
    'Spreadsheet attached, nobody will open it.',
    'The standard deviation of these decisions is alarming.',
    'Peer review pending, but I stand by it.',
    'Correlation is not causation, but this is just bad.',
  ],
  lines: {
    matchup: [
      {
        topic: 'margin',
        text: 'The margin of {margin} is, statistically speaking, {winner} being better and {loser} being worse.',
      },
      {
        topic: 'star',
        text: '{winnerStar} produced {winnerStarPoints}, a figure I have already added to three spreadsheets and one dream journal.',
      },
    ],
    recap: [
      {
        topic: 'upset',
        text: 'Statistically speaking, {upsetWinner} had {upsetChance}. Variance is a harsh teacher, {upsetLoser}.',
      },
    ],
    roster: [
      {
        topic: 'compare',
        text: 'My model shows {winner} at {winnerPoints} and {loser} at {loserPoints}. My model also shows {loserOwner} ignoring my model.',
      },
    ],
    season: [
      {
        topic: 'luck',
        text: 'Fun fact: {unlucky} faced {unluckyAgainst} points against. Regression to the mean is coming, probably, eventually, maybe.',
      },
    ],
    transaction: [
      {
        topic: 'hindsight',
        text: 'Per my spreadsheets, {added} has {addedPoints} points since joining {team}. I have colour-coded my disappointment.',
      },
    ],
  },
};
