// Transaction roast lines: the move itself, what it cost, and how it looks with hindsight.
import type { TemplateLine } from './line';

export const transactionLines: readonly TemplateLine[] = [
  // adds and drops
  {
    topic: 'move',
    text: '{team} picked up {added} ({addedPos}). Bold move for someone who watched zero film.',
  },
  {
    topic: 'move',
    text: '{owner} added {added} and dropped {dropped}, swapping one problem for a different, more exciting problem.',
  },
  {
    topic: 'move',
    text: '{team} cut {dropped} ({droppedPos}). No farewell tour, no goodbye text, just vibes.',
  },
  {
    topic: 'move',
    text: 'Week {week}: {owner} grabbed {added} off the wire like it was the last slice of pizza.',
  },
  {
    topic: 'move',
    text: '{team} said goodbye to {dropped}. {dropped} was last seen checking whether the feeling was mutual.',
  },
  // what it cost
  {
    topic: 'cost',
    text: '{owner} spent ${faab} of FAAB on {added}. That money could have bought snacks. Good snacks.',
  },
  {
    topic: 'cost',
    requires: ['faabSplurge'],
    text: 'Bidding ${faab} for {added}. Somewhere an economist just fainted.',
  },
  // hindsight
  { topic: 'hindsight', text: 'Since the move, {added} has scored {addedPoints}. Receipts are attached.' },
  {
    topic: 'hindsight',
    text: '{dropped} has put up {droppedPoints} since being dropped, mostly out of spite.',
  },
  {
    topic: 'hindsight',
    text: 'Scoreboard since the swap: {added} {addedPoints}, {dropped} {droppedPoints}. Somebody grade this on a curve.',
  },
  // failed claims
  {
    topic: 'move',
    text: '{owner} put in a claim for {failedClaim} and came away with nothing. The waiver wire said "new phone, who dis".',
  },
  {
    topic: 'cost',
    text: 'The claim on {failedClaim} failed. Even the waiver system had doubts about this one.',
  },
  // trades
  {
    topic: 'move',
    text: '{teamA} sent off a package and got {teamAGets}; {teamB} walked away with {teamBGets}. Both sides think they won. Adorable.',
  },
  {
    topic: 'move',
    text: 'Trade alert: {teamB} now has {teamBGets}, and {teamA} has {teamAGets} and a story it will tell for years.',
  },
  // a trade of three teams or more: every team named, never "both"
  {
    topic: 'move',
    text: 'A {teamCount}-team trade: {tradeHauls}. Nobody fully understands it, including the people who made it.',
  },
  {
    topic: 'move',
    text: '{tradeTeams} all signed the same trade: {tradeHauls}. Each of them thinks they won, which is mathematically impossible.',
  },
  {
    topic: 'move',
    text: 'Trade alert, {teamCount} teams deep: {tradeHauls}. The group chat has requested a flowchart.',
  },
  {
    topic: 'hindsight',
    text: 'Since the trade, the {tradeWinner} haul has scored {tradeWinnerPoints} and the {tradeLoser} haul {tradeLoserPoints}. Someone got fleeced.',
  },
  {
    topic: 'hindsight',
    text: '{tradeLoser} got {tradeLoserPoints} points out of this deal. {tradeWinner} got {tradeWinnerPoints}. Math is cruel.',
  },
  // any move
  {
    topic: 'verdict',
    text: 'A {move} in week {week} of {season}: the league chat will be discussing this one for all the wrong reasons.',
  },
  { topic: 'verdict', text: "Grading this {move}: incomplete, like most of {owner}'s research." },
  {
    topic: 'verdict',
    text: 'The {move} has been logged, timestamped and shared with your future self, who will have questions.',
  },
];
