// Huddle Bot (the name follows APP_NAME): deadpan, reports human failures as system diagnostics.
import { FINAL } from '../matchup';
import type { Voice } from './voice';

export const bot: Voice = {
  openers: {
    matchup: [
      'Beep. Week {week} analysis loading.',
      'Running diagnostics on {teamA} vs {teamB}.',
      'Processing week {week}. Please hold your excuses.',
      'Scanning matchup. Dignity levels: low.',
    ],
    roster: [
      'Lineup scan initiated for {teamA} and {teamB}.',
      'Beep. Comparing two lineups. One of them hurts my circuits.',
      'Roster diagnostics for week {week}, loading.',
    ],
    transaction: [
      'Beep. New {move} detected.',
      'Transaction log updated. Sarcasm module engaged.',
      'Alert: {owner} has touched the roster again.',
    ],
    season: [
      'Season {season} archive compiled.',
      'Beep. Generating the {season} incident report.',
      'Loading {season} season data. Several files are embarrassing.',
    ],
    recap: [
      'Beep. Week {week} recap compiled.',
      'Week {week} processing complete. Human errors detected: many.',
      'Generating the week {week} incident report.',
    ],
  },
  closers: [
    'End of report.',
    'Beep boop. I have feelings now, and they are disappointment.',
    'This message will self-destruct, unlike that lineup.',
    'Recommendation: unplug and try again.',
    'Powering down to avoid further exposure.',
    'Logged for future roasting.',
  ],
  lines: {
    matchup: [
      {
        topic: 'result',
        requires: FINAL,
        text: 'Calculation complete: {winner} {winnerPoints}, {loser} {loserPoints}. Recommending {loserOwner} for a software update.',
      },
      {
        topic: 'bench',
        text: 'Error detected in {loserOwner}: benched {loserBenched} ({loserBenchedPoints}), started {loserStarted} ({loserStartedPoints}). Rebooting human.',
      },
    ],
    recap: [
      {
        topic: 'low',
        text: 'Error: points not found on {lowTeam}. Final output: {lowPoints}.',
      },
    ],
    roster: [
      {
        topic: 'bench',
        text: 'Lineup audit of {loser}: {loserLeftOnBench} points stored on the bench. Storage is not scoring. Please update firmware.',
      },
    ],
    season: [
      {
        topic: 'last',
        text: 'File "{last}.exe" finished {lastRecord} and has been moved to the recycle bin.',
      },
    ],
    transaction: [
      {
        topic: 'verdict',
        text: 'Transaction logged. Confidence that {owner} knew what they were doing: not found.',
      },
    ],
  },
};
