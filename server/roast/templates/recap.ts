// Weekly recap lines (issue 27), one topic per award or race fact. A recap is told in three
// paragraphs (RECAP_PARAGRAPHS): the scores and the games, the lineups and the players, the race.
import type { TemplateLine } from './line';

export const RECAP_PARAGRAPHS: readonly (readonly string[])[] = [
  ['high', 'low', 'blowout', 'close', 'upset'],
  ['bench', 'manager', 'boom', 'bust'],
  ['champion', 'halfway', 'round', 'placement', 'leader', 'movers', 'odds', 'clinch', 'median'],
];

export const recapLines: readonly TemplateLine[] = [
  // the scores
  {
    topic: 'high',
    text: '{highTeam} led the league with {highPoints}, and the group chat has been hearing about it since.',
  },
  { topic: 'high', text: 'Top score of the week: {highTeam} with {highPoints}. Somebody frame it.' },
  { topic: 'high', text: '{highTeam} put up {highPoints}, the best number anybody posted in week {week}.' },
  {
    topic: 'low',
    text: 'At the other end, {lowTeam} managed {lowPoints}. That is not a score, that is a cry for help.',
  },
  {
    topic: 'low',
    text: '{lowTeam} brought up the rear with {lowPoints}. Everybody else is grateful for the cushion.',
  },
  {
    topic: 'low',
    text: 'Lowest score of the week: {lowTeam}, {lowPoints}. The lineup card has been sent to the lab.',
  },
  // the games
  // "Flattened" and "edged" only where the margin was a rout or close (server/roast/claims.ts).
  {
    topic: 'blowout',
    requires: ['blowoutIsRout'],
    text: '{blowoutWinner} flattened {blowoutLoser} {blowoutScore}, a margin of {blowoutMargin}.',
  },
  {
    topic: 'blowout',
    requires: ['blowoutIsRout'],
    text: 'Biggest beating of the week: {blowoutWinner} over {blowoutLoser} by {blowoutMargin}. Someone check on {blowoutLoser}.',
  },
  {
    topic: 'blowout',
    requires: ['blowoutIsRout'],
    text: '{blowoutLoser} lost to {blowoutWinner} {blowoutScore}. That was not a game, it was a documentary.',
  },
  {
    topic: 'blowout',
    text: 'Widest margin of week {week}: {blowoutWinner} beat {blowoutLoser} {blowoutScore}, by {blowoutMargin}.',
  },
  {
    topic: 'close',
    requires: ['closeIsClose'],
    text: 'The nail-biter: {closeWinner} edged {closeLoser} by {closeMargin}. {closeLoser} will be yelling at a kicker all week.',
  },
  {
    topic: 'close',
    requires: ['closeIsClose'],
    text: '{closeWinner} survived {closeLoser} by {closeMargin}, the closest game of the week.',
  },
  {
    topic: 'close',
    text: 'The closest game of week {week}: {closeWinner} over {closeLoser} by {closeMargin}.',
  },
  { topic: 'close', text: '{tieTeams} tied at {tiePoints}. Nobody wins, everybody complains.' },
  { topic: 'close', text: 'A tie, {tiePoints} apiece: {tieTeams} will be arguing about it until the draft.' },
  {
    topic: 'upset',
    text: 'Upset alert: {upsetWinner} had a {upsetChance} chance against {upsetLoser} and won anyway.',
  },
  {
    topic: 'upset',
    text: 'The models gave {upsetWinner} {upsetChance}. {upsetLoser} did not read the models.',
  },
  // the lineups
  {
    topic: 'bench',
    text: '{benchTeam} left {benchPoints} points on the bench. The right lineup was right there.',
  },
  {
    topic: 'bench',
    text: 'Bench of the week goes to {benchTeam}: {benchPoints} points watching from the sideline.',
  },
  {
    topic: 'bench',
    text: '{benchTeam} parked {benchPoints} points on the pine. Start your best players, it is in the rules.',
  },
  {
    topic: 'manager',
    text: 'Manager of the week: {managerTeam}, who started {managerShare} of the best possible lineup.',
  },
  {
    topic: 'manager',
    text: '{managerTeam} got {managerShare} out of the roster. Somebody was paying attention.',
  },
  {
    topic: 'manager',
    text: '{managerPerfect} started the perfect lineup. Not a single point wasted, which is suspicious.',
  },
  // the players
  {
    topic: 'boom',
    text: '{boomPlayer} exploded for {boomPoints} for {boomTeam}, way above his {boomAverage} average.',
  },
  {
    topic: 'boom',
    text: 'Boom: {boomPlayer} scored {boomPoints} for {boomTeam}. His average is {boomAverage}. Nobody saw it coming.',
  },
  {
    topic: 'bust',
    text: '{bustPlayer} gave {bustTeam} {bustPoints}, against an average of {bustAverage}. Refunds are not available.',
  },
  {
    topic: 'bust',
    text: 'Bust of the week: {bustPlayer}, {bustPoints} for {bustTeam}. He usually gets {bustAverage}.',
  },
  // the race
  {
    topic: 'champion',
    text: '{champion} beat {titleLoser} {titleScore} in the final: the {season} title is theirs.',
  },
  {
    topic: 'champion',
    text: 'The final went to {champion}, {titleScore} over {titleLoser}. {season} has its champion.',
  },
  { topic: 'champion', text: '{champion} are your champions. Bow down, the banner is already ordered.' },
  // a two-week final after its first week: nobody has won it yet (facts/recap.ts halfwayFacts)
  {
    topic: 'halfway',
    text: '{finalHalfway}. The title goes to the sum of both weeks, so nobody order a banner yet.',
  },
  { topic: 'halfway', text: 'Halftime of the final: {finalHalfway}, and the second week decides it.' },
  { topic: 'champion', text: 'And the title goes to {champion}. Everyone else: there is always next year.' },
  { topic: 'leader', text: '{leader} sit on top of the standings at {leaderRecord}.' },
  { topic: 'leader', text: 'The view from first place belongs to {leader}, {leaderRecord}.' },
  { topic: 'movers', text: '{riser} climbed from {riserFrom} to {riserTo} in the standings.' },
  { topic: 'movers', text: '{faller} slid from {fallerFrom} to {fallerTo}. Gravity is undefeated.' },
  { topic: 'movers', text: 'Elevator report: {riser} up to {riserTo}, {faller} down to {fallerTo}.' },
  { topic: 'odds', text: '{oddsUp} went from {oddsUpFrom} to {oddsUpTo} in the simulations.' },
  {
    topic: 'odds',
    text: "{oddsDown}'s chances fell from {oddsDownFrom} to {oddsDownTo}. The simulations have stopped returning calls.",
  },
  {
    topic: 'odds',
    text: 'The simulations moved {oddsUp} up to {oddsUpTo} and {oddsDown} down to {oddsDownTo}.',
  },
  { topic: 'clinch', text: '{clinched} clinched a playoff spot. Nobody can take it away now.' },
  {
    topic: 'clinch',
    text: '{eliminated} are officially out of the playoff race. Fantasy baseball is only a few months away.',
  },
  { topic: 'median', text: 'The median this week was {median}: everyone below it took a second loss.' },
  // a playoff week's round by name (issue 35)
  {
    topic: 'round',
    text: 'The {playoffRound} are done: {roundWinners} play on, and {roundLosers} are out of the title race.',
  },
  {
    topic: 'round',
    text: '{roundWinners} won in the {playoffRound}. For {roundLosers}, the trophy is off the table.',
  },
  {
    topic: 'round',
    text: 'One and done for {roundLosers}: {roundWinners} came out of the {playoffRound} and keep going.',
  },
  {
    topic: 'placement',
    text: 'Third place went to {thirdPlace}, over {thirdPlaceLoser}. A bronze medal, framed by nobody.',
  },
  {
    topic: 'placement',
    text: '{thirdPlace} beat {thirdPlaceLoser} in the third-place game, the match nobody puts on a poster.',
  },
];
