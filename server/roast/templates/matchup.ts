// Matchup roast lines: the result, the margin, the stars and duds, the bench and the week around it.
import type { TemplateLine } from './line';

// A finished week may be told as a result; a week still being played only as a score so far.
export const FINAL = ['weekFinal'];
export const LIVE = ['weekLive'];

export const matchupLines: readonly TemplateLine[] = [
  // result
  {
    topic: 'result',
    requires: FINAL,
    text: '{winner} beat {loser} {winnerPoints} to {loserPoints}. The group chat has notes.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: '{loser} put up {loserPoints} and lost to {winner}. The scoreboard has asked not to be quoted.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: '{winnerOwner} takes this one with {winnerPoints} while {loserOwner} stares at {loserPoints} like it owes money.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: 'Final from week {week}: {winner} {winnerPoints}, {loser} {loserPoints}. {loser}, now {recordB}, starts drafting excuses.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: '{winner} ({recordA}) handled {loser} ({recordB}), {winnerPoints} to {loserPoints}. One of these teams has a plan.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: 'Together they scored {combined} points, and {winner} was responsible for the part worth mentioning.',
  },
  // margin
  {
    topic: 'margin',
    requires: FINAL,
    text: '{blowoutMargin} points. That is not a margin of victory, that is a restraining order.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: '{winner} won by {blowoutMargin}, which is roughly the distance between {loser} and relevance.',
  },
  {
    topic: 'margin',
    requires: [...FINAL, 'blowoutIsRout'],
    text: 'A {blowoutMargin}-point beating. {loserOwner} should be allowed to leave the group chat for a week.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: 'Decided by {closeMargin} points. {loserOwner} will be replaying every lineup decision until Thursday.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: '{closeMargin} points! {loser} will blame the kicker, the schedule and the moon, in that order.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: '{winner} won by {midMargin}. Not pretty, but the standings do not take style points.',
  },
  // stars
  {
    topic: 'star',
    text: '{winnerStar} dropped {winnerStarPoints} for {winner}, and {winnerOwner} will absolutely take credit for it.',
  },
  { topic: 'star', text: '{winner} rode {winnerStar} ({winnerStarPoints}) like a rented mule.' },
  {
    topic: 'star',
    requires: ['loserStarAlone'],
    text: '{loserStar} scored {loserStarPoints} for {loser}, the only member of that lineup who showed up with a plan.',
  },
  // duds
  {
    topic: 'dud',
    text: '{loserDud} managed {loserDudPoints} for {loser}. A cardboard cutout would have been cheaper.',
  },
  {
    topic: 'dud',
    text: 'Shout-out to {loserDud} and those {loserDudPoints} points, the reason {loserOwner} is checking the waiver wire at midnight.',
  },
  {
    topic: 'dud',
    requires: FINAL,
    text: 'Even the winners had a passenger: {winnerDud} posted {winnerDudPoints} and still got a ride home.',
  },
  // bench and lineup calls
  {
    topic: 'bench',
    requires: ['loserBenchOutscored'],
    text: '{loser} left {loserLeftOnBench} points on the bench. The bench is now the better team.',
  },
  {
    topic: 'bench',
    requires: ['loserBenchWouldHaveWon'],
    text: '{loser} left {loserLeftOnBench} points on the bench and lost by {margin}. The right lineup would have won it.',
  },
  {
    topic: 'bench',
    text: '{loserBestBench} scored {loserBestBenchPoints} on the bench for {loser}. Great seats, terrible decision.',
  },
  {
    topic: 'bench',
    text: '{loserOwner} benched {loserBenched} ({loserBenchedPoints}) to start {loserStarted} ({loserStartedPoints}). Bold. Wrong, but bold.',
  },
  {
    topic: 'bench',
    requires: FINAL,
    text: 'Even {winnerOwner} benched {winnerBenched} ({winnerBenchedPoints}) for {winnerStarted} ({winnerStartedPoints}) and got away with it.',
  },
  // the week around it
  {
    topic: 'context',
    requires: FINAL,
    text: '{loser} scored {loserPoints}, more than {unluckyLoserBeat} other teams this week, and still lost. The schedule gods are laughing.',
  },
  {
    topic: 'context',
    requires: FINAL,
    text: '{winner} won with only the {luckyWinnerRank} best score of the week. Lucky is also a skill, apparently.',
  },
  {
    topic: 'context',
    requires: FINAL,
    text: 'The week belonged to {weekHighOther} with {weekHighPoints}. Neither of these two was invited to that party.',
  },
  {
    topic: 'context',
    requires: FINAL,
    text: '{weekHighTeam} had the best score of the week with {weekHighPoints}, and we all have to hear about it now.',
  },
  {
    topic: 'context',
    requires: FINAL,
    text: '{teamsThisWeek} teams played this week and {loser} still found a way to be the punchline.',
  },
  // more phrasings: a member reads a line once in the roasts of their team
  {
    topic: 'result',
    requires: FINAL,
    text: '{loser} ({loserPoints}) fell to {winner} ({winnerPoints}) in week {week}, and the rematch talk started immediately.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: 'Scoreboard: {winner} {winnerPoints}, {loser} {loserPoints}. {winnerOwner} has already changed the group chat photo.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: '{midMargin} points between them: comfortable for {winnerOwner}, uncomfortable for whoever set the {loser} lineup.',
  },
  {
    topic: 'star',
    text: '{winnerStar} put {winnerStarPoints} on the board for {winner}, and {winnerOwner} is calling it a masterstroke.',
  },
  {
    topic: 'dud',
    text: '{loserDud} ({loserDudPoints}) is now the main topic of conversation around {loser}, and not in a good way.',
  },
  {
    topic: 'context',
    requires: FINAL,
    text: 'The spotlight this week belonged to {weekHighOther} and its {weekHighPoints}; these two were somewhere else on the scoreboard.',
  },
  {
    topic: 'bench',
    text: '{loserOwner} left {loserLeftOnBench} points on the bench, which is a lot of points to leave anywhere.',
  },
  // ties and games not played yet
  {
    topic: 'star',
    text: '{tieAStar} scored {tieAStarPoints} for {teamA}, {tieBStar} answered with {tieBStarPoints} for {teamB}. Stalemate.',
  },
  {
    topic: 'dud',
    text: '{tieADud} ({tieADudPoints}) and {tieBDud} ({tieBDudPoints}) made sure nobody won this one.',
  },
  {
    topic: 'bench',
    text: '{teamA} left {tieALeftOnBench} points on the bench in a game it tied. Think about that, {ownerA}.',
  },
  {
    topic: 'bench',
    text: '{ownerB} benched {tieBBenched} ({tieBBenchedPoints}) for {tieBStarted} ({tieBStartedPoints}) and settled for a tie. The win was sitting right there.',
  },
  {
    topic: 'result',
    requires: FINAL,
    text: '{teamA} and {teamB} tied at {tiePoints}. Somehow both of them lost.',
  },
  {
    topic: 'margin',
    requires: FINAL,
    text: 'A tie at {tiePoints}: the fantasy equivalent of a participation trophy for two.',
  },
  {
    topic: 'result',
    text: '{teamA} ({recordA}) and {teamB} ({recordB}) are {pregame}, which is the best either of them will look all week.',
  },
  {
    topic: 'context',
    requires: ['pregame'],
    text: 'Week {week} has not kicked off and {ownerB} is already refreshing the injury report.',
  },
  // a week still being played
  {
    topic: 'result',
    requires: LIVE,
    text: '{winner} leads {loser} {winnerPoints} to {loserPoints} so far. {loserOwner} is refreshing the app like it owes them money.',
  },
  {
    topic: 'margin',
    requires: LIVE,
    text: 'Week {week} is not over and {loser} is already down {margin}. Sunday cannot end fast enough for {loserOwner}.',
  },
  {
    topic: 'margin',
    requires: LIVE,
    text: 'Down {blowoutMargin} with football still to play? {loserOwner} is about to discover the power of prayer.',
  },
  {
    topic: 'margin',
    requires: LIVE,
    text: 'Only {closeMargin} points apart and still going. Somebody in this matchup is about to yell at a kicker.',
  },
  {
    topic: 'context',
    requires: LIVE,
    text: 'The week is not over, but {weekHighTeam} leads the league with {weekHighPoints} so far and has already screenshotted it.',
  },
  // a week of a two-week playoff round: the round's result on the sum, never the week's (facts/matchup-round.ts)
  {
    topic: 'result',
    requires: ['roundUndecided'],
    text: '{roundResult}. It is decided on the sum of both weeks, and the last of them is not in yet.',
  },
  {
    topic: 'result',
    requires: ['roundDecided'],
    text: '{roundResult} ({roundWeeks}). Two weeks of football for one result, and somebody still wants a recount.',
  },
];
