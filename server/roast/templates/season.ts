// Season recap lines: the champion, the basement, the points and the luck, the blowouts.
import type { TemplateLine } from './line';

export const seasonLines: readonly TemplateLine[] = [
  // the champion
  {
    topic: 'champion',
    text: '{champion} won it all in {season}. {championOwner} has not stopped mentioning it since.',
  },
  {
    topic: 'champion',
    text: 'Your {season} champion: {champion}, {championRecord} in the regular season and insufferable ever after.',
  },
  {
    topic: 'champion',
    text: '{champion} took the title with only the {championLowSeed} best regular-season record. The playoffs are a lottery and {championOwner} bought the ticket.',
  },
  {
    topic: 'champion',
    text: '{championTopSeed} had the best record and won the title too. Efficient, predictable, deeply annoying.',
  },
  {
    topic: 'runnerUp',
    text: '{runnerUp} made the final and lost it, which is the most expensive way to finish second.',
  },
  {
    topic: 'runnerUp',
    text: 'Runner-up: {runnerUp}. One win from a banner, and the banner went to somebody else.',
  },
  {
    topic: 'champion',
    text: '{leaderNotChampion} had the best record and no trophy. Regular-season champions get a handshake and a long winter.',
  },
  // the basement
  {
    topic: 'last',
    text: '{last} finished last at {lastRecord}. {lastOwner} calls it a rebuilding year. We call it a year.',
  },
  {
    topic: 'last',
    text: 'Last place goes to {last} with {lastPointsFor} points for. The basement has a great view of everybody else.',
  },
  {
    topic: 'last',
    text: '{lastOwner} went {lastRecord} and is already telling everyone next year is different. Sure it is.',
  },
  // points
  {
    topic: 'points',
    text: '{topScorer} led the league with {topScorerPoints} points for and will be reminding everyone until the draft.',
  },
  {
    topic: 'points',
    text: '{lowScorer} scored {lowScorerPoints} all season, which is less a total and more a warning.',
  },
  {
    topic: 'points',
    text: 'The regular season belonged to {leaderNotChampion} at {leaderRecord}. Enjoy the banner, it is the only one coming.',
  },
  // luck
  {
    topic: 'luck',
    text: '{unlucky} had {unluckyAgainst} points scored against them. The schedule makers owe them an apology and a drink.',
  },
  {
    topic: 'luck',
    text: 'Most points against: {unlucky}, {unluckyAgainst} of them. Opponents kept saving their big weeks for {unlucky}.',
  },
  // games
  {
    topic: 'games',
    text: 'Biggest blowout: week {blowoutWeek}, {blowoutWinner} over {blowoutLoser}, {blowoutScore}. {blowoutLoser} still has not watched the replay.',
  },
  {
    topic: 'games',
    requires: ['blowoutIsRout'],
    text: '{blowoutWinner} beat {blowoutLoser} by {blowoutMargin} in week {blowoutWeek}. That was not a game, that was a documentary.',
  },
  {
    topic: 'games',
    requires: ['closeIsClose', 'closeIsNear'],
    text: 'Closest call: {closeWinner} edged {closeLoser} by {closeMargin} in week {closeWeek}. {closeLoser} is still yelling at a kicker.',
  },
  {
    topic: 'games',
    requires: ['closeIsNear'],
    text: 'The closest game of the season: week {closeWeek}, {closeWinner} over {closeLoser} by {closeMargin}.',
  },
  {
    topic: 'games',
    text: 'Best week of the year: {bestWeekTeam} with {bestWeekPoints} in week {bestWeekWeek}. They peaked, and everybody watched.',
  },
  {
    topic: 'games',
    text: 'Worst week of the year: {worstWeekTeam} with {worstWeekPoints} in week {worstWeekWeek}. Thoughts and prayers.',
  },
];
