// Roster roast lines (the roast box of the roster dialog): the two lineups, side by side.
import type { TemplateLine } from './line';

// A finished week may be told as a result; a week still being played only as a score so far.
const FINAL = ['weekFinal'];
const LIVE = ['weekLive'];

export const rosterLines: readonly TemplateLine[] = [
  // the winning lineup
  {
    topic: 'winnerLineup',
    text: '{winner} built a lineup around {winnerStar} ({winnerStarPoints}) and then mostly stayed out of the way. Smart.',
  },
  {
    topic: 'winnerLineup',
    requires: FINAL,
    text: '{winnerOwner} started {winnerDud} for {winnerDudPoints} and still won. The fantasy gods have favourites.',
  },
  {
    topic: 'winnerLineup',
    text: '{winner} totalled {winnerPoints}, with {winnerStar} doing the heavy lifting at {winnerStarPoints}.',
  },
  {
    topic: 'winnerLineup',
    text: 'The {winner} bench chipped in {winnerBenchPoints} points of moral support. Nice of them to come.',
  },
  // the losing lineup
  {
    topic: 'loserLineup',
    text: '{loser} started {loserDud} and got {loserDudPoints}. That is not a lineup choice, that is a cry for help.',
  },
  {
    topic: 'loserLineup',
    requires: ['loserStarAlone'],
    text: '{loserStar} scored {loserStarPoints} for {loser}, then looked around at the rest of that lineup and sighed.',
  },
  {
    topic: 'loserLineup',
    requires: FINAL,
    text: '{loser} managed {loserPoints} total. Somewhere a projection model is filing a complaint.',
  },
  {
    topic: 'loserLineup',
    requires: ['loserBelowAverage'],
    text: 'The {loser} starting lineup read like a list of people who forgot it was game day.',
  },
  // the bench
  {
    topic: 'bench',
    text: '{loserOwner} left {loserLeftOnBench} points on the bench. Those players deserve a better manager.',
  },
  {
    topic: 'bench',
    text: '{loserBestBench} put up {loserBestBenchPoints} from the bench of {loser}. Sitting down has never been so productive.',
  },
  {
    topic: 'bench',
    text: 'Lineup crime of the week: {loserOwner} benched {loserBenched} ({loserBenchedPoints}) and started {loserStarted} ({loserStartedPoints}).',
  },
  {
    topic: 'bench',
    requires: FINAL,
    text: '{winnerOwner} sat {winnerBenched} ({winnerBenchedPoints}) for {winnerStarted} ({winnerStartedPoints}) and won anyway, which teaches nobody anything.',
  },
  {
    topic: 'bench',
    requires: FINAL,
    text: '{winnerBestBench} scored {winnerBestBenchPoints} on the {winner} bench, which is just showing off.',
  },
  // the two side by side
  {
    topic: 'compare',
    text: 'Side by side, {winnerPoints} beats {loserPoints}: a gap of {blowoutMargin}. The lineups are not close and neither are the managers.',
  },
  {
    topic: 'compare',
    text: 'The gap is {margin} points, or in lineup terms, one manager who checks injury reports and one who does not.',
  },
  {
    topic: 'compare',
    text: 'Best player on the field: {fieldStar} with {fieldStarPoints}, playing for {winner}, naturally. {loserOwner} would like to request a trade. Immediately.',
  },
  {
    topic: 'winnerLineup',
    text: '{tieAStar} scored {tieAStarPoints} for {teamA}, and it bought exactly half a win.',
  },
  {
    topic: 'loserLineup',
    text: '{teamB} started {tieBDud} for {tieBDudPoints}. In a tie, that is the whole ballgame.',
  },
  {
    topic: 'bench',
    text: '{teamA} left {tieALeftOnBench} on the bench, {teamB} left {tieBLeftOnBench}. Either bench wins this game.',
  },
  {
    topic: 'bench',
    text: '{ownerB} benched {tieBBenched} ({tieBBenchedPoints}) for {tieBStarted} ({tieBStartedPoints}). The win was right there, on the bench.',
  },
  {
    topic: 'compare',
    requires: FINAL,
    text: 'Both lineups tied at {tiePoints}, a perfect mirror of mediocrity.',
  },
  {
    topic: 'compare',
    text: '{teamA} ({recordA}) and {teamB} ({recordB}) have set their lineups and are {pregame}. Enjoy the peace while it lasts.',
  },
  {
    topic: 'loserLineup',
    text: 'Both managers of {teamA} and {teamB} swear this is the week their lineup clicks. Bookmark this.',
  },
  // a week still being played
  {
    topic: 'compare',
    requires: LIVE,
    text: 'Live lineup check: {winner} {winnerPoints}, {loser} {loserPoints}, and there is still football left to ruin it.',
  },
  {
    topic: 'loserLineup',
    requires: LIVE,
    text: '{loser} is at {loserPoints} so far. The rest of that lineup had better be playing late.',
  },
  // a week of a two-week playoff round: the round's result on the sum, never the week's
  {
    topic: 'compare',
    text: '{roundResult}: these two lineups are one week of that game.',
  },
];
