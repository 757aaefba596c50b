// How each persona opens and signs off a template roast: the voice around the facts.
import type { PersonaId } from '../../../common/roasts';
import type { SubjectType } from '../types';

export interface Voice {
  openers: Readonly<Record<SubjectType, readonly string[]>>;
  closers: readonly string[];
}

export const voices: Readonly<Record<PersonaId, Voice>> = {
  bot: {
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
  },
  coach: {
    openers: {
      matchup: [
        'Alright, bring it in.',
        'I have coached for forty years and week {week} still surprised me.',
        'Sit down, {ownerB}. We need to talk.',
        'Film session, week {week}. Lights off, phones away.',
      ],
      roster: [
        'Let me see those lineups.',
        'I pulled both depth charts. Somebody get me an aspirin.',
        'Lineup review. Everybody on the line.',
      ],
      transaction: [
        'Who authorised this {move}?',
        'I leave the office for five minutes and {owner} is making moves.',
        'Let me get this straight.',
      ],
      season: [
        'The {season} season, in review. Grab a seat.',
        'Back in my day we finished seasons like {season} with a team meeting. Here it is.',
        'Season {season}. I have notes.',
      ],
      recap: [
        'Bring it in. Week {week}, let us go over the tape.',
        'Week {week} is in the books, and I have notes for all of you.',
        'Film room, week {week}. Nobody leaves until we are done.',
      ],
    },
    closers: [
      'Now hit the showers.',
      'Take a lap. Everybody.',
      'Back in my day, that got you cut.',
      'Practice is at six. Do not be late.',
      'I am not mad, I am disappointed. Also a little mad.',
      'Run it again, and this time with feeling.',
    ],
  },
  nerd: {
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
  },
  announcer: {
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
  },
};
