// Weekly recap lines, one topic per award or race fact. A recap is told in three paragraphs
// (RECAP_PARAGRAPHS): the scores and the games, the lineups and the players, the race. A topic told every
// week has at least six phrasings in every persona's voice (these shared ones and the persona's own,
// voices/*.ts), so a season of recaps needs none of them in more than 3 recaps or twice within 4 weeks. A
// phrase after a team name never needs the verb to agree with it ("Wire to Wire sit on top" read wrong): past
// tense, or the name after a colon.
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
    requires: ['blowoutIsRout', 'blowoutOneWeek'],
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
    requires: ['closeIsClose', 'closeOneWeek'],
    text: 'The nail-biter: {closeWinner} edged {closeLoser} by {closeMargin}. {closeLoser} will be yelling at a kicker all week.',
  },
  {
    topic: 'close',
    requires: ['closeIsClose', 'closeIsNear', 'closeOneWeek'],
    text: '{closeWinner} survived {closeLoser} by {closeMargin}, the closest game of the week.',
  },
  {
    topic: 'close',
    requires: ['closeIsNear', 'closeOneWeek'],
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
    text: '{boomPlayer} exploded for {boomPoints} for {boomTeam}, way above a usual {boomAverage}.',
  },
  {
    topic: 'boom',
    text: 'Boom: {boomPlayer} scored {boomPoints} for {boomTeam}, on an average of {boomAverage}. Nobody saw it coming.',
  },
  {
    topic: 'bust',
    text: '{bustPlayer} gave {bustTeam} {bustPoints}, against an average of {bustAverage}. Refunds are not available.',
  },
  {
    topic: 'bust',
    text: 'Bust of the week: {bustPlayer}, {bustPoints} for {bustTeam}, where {bustAverage} is the norm.',
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
  { topic: 'champion', text: 'Your champions: {champion}. Bow down, the banner is already ordered.' },
  // a two-week final after its first week: nobody has won it yet (facts/recap.ts halfwayFacts)
  {
    topic: 'halfway',
    text: '{finalHalfway}. The title goes to the sum of both weeks, so nobody order a banner yet.',
  },
  { topic: 'halfway', text: 'Halftime of the final: {finalHalfway}, and the second week decides it.' },
  { topic: 'champion', text: 'And the title goes to {champion}. Everyone else: there is always next year.' },
  { topic: 'leader', text: 'First place after week {week}: {leader}, at {leaderRecord}.' },
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
    text: 'Officially out of the playoff race: {eliminated}. Fantasy baseball is only a few months away.',
  },
  { topic: 'median', text: 'The median this week was {median}: everyone below it took a second loss.' },
  // a playoff week's round by name
  {
    topic: 'round',
    text: 'The {playoffRound} are done. Still alive: {roundWinners}. Out of the title race: {roundLosers}.',
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
  // more phrasings of the weekly topics
  {
    topic: 'high',
    text: 'Nobody outscored {highTeam} in week {week}: {highPoints}, and a victory lap already under way.',
  },
  {
    topic: 'high',
    text: 'The week’s best number was {highPoints}, and it belonged to {highTeam}. Screenshots were taken.',
  },
  {
    topic: 'low',
    text: 'The week’s smallest total: {lowPoints}, courtesy of {lowTeam}. Thoughts and prayers were sent.',
  },
  {
    topic: 'low',
    text: '{lowTeam} finished the week at {lowPoints}, the bottom of the scoreboard. Character was built.',
  },
  {
    topic: 'blowout',
    text: 'The most lopsided result of week {week}: {blowoutWinner} over {blowoutLoser}, {blowoutScore}.',
  },
  {
    topic: 'blowout',
    requires: ['blowoutOneWeek'],
    text: '{blowoutWinner} put the most daylight between itself and an opponent: {blowoutMargin} over {blowoutLoser}.',
  },
  {
    topic: 'blowout',
    requires: ['blowoutOneWeek'],
    text: 'Largest gap on the board: {blowoutMargin}, from {blowoutWinner} against {blowoutLoser}.',
  },
  {
    topic: 'blowout',
    requires: ['blowoutIsRout'],
    text: '{blowoutWinner} ran {blowoutLoser} off the field, {blowoutScore}. The mercy rule was discussed and rejected.',
  },
  {
    topic: 'close',
    requires: ['closeIsClose', 'closeOneWeek'],
    text: '{closeWinner} got by {closeLoser} with {closeMargin} to spare, a nail-biter from first kickoff to last.',
  },
  {
    topic: 'close',
    requires: ['closeIsNear', 'closeOneWeek'],
    text: 'Smallest margin of the week: {closeMargin}, {closeWinner} over {closeLoser}. The tightest finish on the board.',
  },
  {
    topic: 'close',
    requires: ['closeIsNear', 'closeOneWeek'],
    text: '{closeWinner} beat {closeLoser} by {closeMargin}, the closest anybody came to a coin toss this week.',
  },
  {
    topic: 'close',
    requires: ['closeIsNear', 'closeOneWeek'],
    text: 'The narrowest result of week {week}: {closeWinner} over {closeLoser} by {closeMargin}.',
  },
  // the closest game a two-week game: its margin is both weeks'
  {
    topic: 'close',
    requires: ['closeIsNear', 'closeTwoWeek'],
    text: 'The closest game was two weeks long: {closeWinner} finished {closeMargin} ahead of {closeLoser} over both of them.',
  },
  {
    topic: 'close',
    requires: ['closeNotClose', 'closeTwoWeek'],
    text: 'No game was close: even over both weeks of their two-week game, {closeWinner} finished {closeMargin} ahead of {closeLoser}.',
  },
  // no game was close: the smallest margin told as what it is
  {
    topic: 'close',
    requires: ['closeNotClose', 'closeOneWeek'],
    text: 'No game was close in week {week}: the smallest margin was {closeWinner} over {closeLoser}, by {closeMargin}.',
  },
  {
    topic: 'close',
    requires: ['closeNotClose', 'closeOneWeek'],
    text: 'Nobody kept it close this week. Even the smallest margin, {closeWinner} over {closeLoser}, was {closeMargin}.',
  },
  {
    topic: 'close',
    requires: ['closeNotClose', 'closeOneWeek'],
    text: 'No game came down to the wire in week {week}: {closeWinner} over {closeLoser} by {closeMargin} was as near as it got.',
  },
  {
    topic: 'upset',
    text: '{upsetWinner} went in with a {upsetChance} chance against {upsetLoser} and came out with the win.',
  },
  {
    topic: 'upset',
    text: 'Against {upsetLoser}, {upsetWinner} had a {upsetChance} chance by the numbers, and the numbers lost.',
  },
  {
    topic: 'bench',
    text: 'Most points left on the bench: {benchTeam}, with {benchPoints} sitting in sweatpants.',
  },
  {
    topic: 'bench',
    text: 'The best lineup {benchTeam} never started would have scored {benchPoints} more. That is a lot of points to watch.',
  },
  {
    topic: 'manager',
    text: 'Best lineup management of week {week}: {managerTeam}, at {managerShare} of the best possible lineup.',
  },
  {
    topic: 'manager',
    text: '{managerTeam} set the lineup of the week, {managerShare} of the best one possible. Everybody else, take notes.',
  },
  {
    topic: 'manager',
    text: 'Lineup efficiency leader: {managerTeam} at {managerShare}, the rare manager who read the injury report.',
  },
  {
    topic: 'boom',
    text: 'Out of nowhere: {boomPlayer} put up {boomPoints} for {boomTeam}, where {boomAverage} had been the going rate.',
  },
  {
    topic: 'boom',
    text: '{boomTeam} got {boomPoints} from {boomPlayer}, on an average of {boomAverage} before this week. Frame that box score.',
  },
  {
    topic: 'bust',
    // A lineup choice: not in best ball, where Sleeper started him (claims.ts).
    requires: ['lineupsChosen'],
    text: '{bustTeam} started {bustPlayer} and got {bustPoints}, on an average of {bustAverage}. The lineup card has questions.',
  },
  {
    topic: 'bust',
    text: 'From an average of {bustAverage} to {bustPoints}: {bustPlayer} picked a bad week to have a bad week for {bustTeam}.',
  },
  {
    topic: 'leader',
    text: 'Top of the table: {leader} at {leaderRecord}, and everybody else is looking up.',
  },
  { topic: 'leader', text: 'Nobody had a better record after week {week} than {leader}, at {leaderRecord}.' },
  {
    topic: 'leader',
    text: 'The standings, from the top: {leader}, {leaderRecord}, and then everybody else.',
  },
  { topic: 'movers', text: 'Biggest climb of the week: {riser}, from {riserFrom} up to {riserTo}.' },
  { topic: 'movers', text: 'Going down: {faller}, from {fallerFrom} to {fallerTo} in the standings.' },
  {
    topic: 'odds',
    text: 'The simulations liked {oddsUp} a lot more this week: {oddsUpFrom} before, {oddsUpTo} after.',
  },
  { topic: 'odds', text: 'Chances falling: {oddsDown}, from {oddsDownFrom} to {oddsDownTo} in one week.' },
  {
    topic: 'odds',
    text: 'The simulations cooled on {oddsDown}: {oddsDownFrom} going in, {oddsDownTo} coming out.',
  },
  { topic: 'odds', text: 'Moving up in the simulations: {oddsUp}, from {oddsUpFrom} to {oddsUpTo}.' },
  {
    topic: 'odds',
    requires: ['oddsDownCollapse'],
    text: 'A collapse in the simulations: {oddsDown} went from {oddsDownFrom} to {oddsDownTo} in a single week.',
  },
  {
    topic: 'clinch',
    text: 'Playoff spot secured: {clinched}. The rest of the regular season is a formality.',
  },
  { topic: 'clinch', text: 'Eliminated this week: {eliminated}. The offseason starts early.' },
  { topic: 'clinch', text: 'Punched a playoff ticket this week: {clinched}. The rest are still doing math.' },
  {
    topic: 'clinch',
    text: 'The playoff door closed on {eliminated} this week. Next season starts now, apparently.',
  },
  {
    topic: 'median',
    text: 'This week’s median: {median}. Score under it, and the week counted as two losses.',
  },
  {
    topic: 'median',
    text: 'The median line sat at {median}, and every team beneath it lost to the league as well.',
  },
  {
    topic: 'median',
    text: 'Beat your opponent, beat the median of {median}: two wins on offer, as every week.',
  },
];
