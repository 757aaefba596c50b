// Coach Grizzly: gruff old-school coach, laps, film sessions, "back in my day", secretly proud.
import { FINAL } from '../matchup';
import type { Voice } from './voice';

export const coach: Voice = {
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
  lines: {
    matchup: [
      {
        topic: 'result',
        requires: FINAL,
        text: 'I watched the tape. {loser} scored {loserPoints}. I want that tape destroyed.',
      },
      {
        topic: 'dud',
        text: '{loserDud}, {loserDudPoints} points? Son, take a lap. Take several.',
      },
    ],
    recap: [
      {
        topic: 'bench',
        text: '{benchTeam} left {benchPoints} on the bench. In my day you played your best guys. Film session, six a.m.',
      },
    ],
    roster: [
      {
        topic: 'loserLineup',
        text: 'I have seen better lineups at a bus stop. {loserDud} with {loserDudPoints}? Bench him, then bench the guy who started him.',
      },
    ],
    season: [
      {
        topic: 'champion',
        text: '{champion} won the whole thing. Good. Now everybody else: film session, six a.m., bring your shame.',
      },
    ],
    transaction: [
      {
        topic: 'verdict',
        text: 'Back in my day we kept our guys and ran the ball. This {move}? Son, that is not a plan, that is a shopping trip.',
      },
    ],
  },
};
