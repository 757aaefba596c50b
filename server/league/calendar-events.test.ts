import { describe, expect, it } from 'vitest';
import type { MatchupPair, MatchupTeam } from '../../common/league';
import { calendarEvents, upcomingEvents, weekSunday, type CalendarFacts } from './calendar-events';

const team = (rosterId: number, name: string): MatchupTeam => ({
  rosterId,
  ownerId: `u${rosterId}`,
  name,
  username: name,
  avatar: null,
  wins: 0,
  losses: 0,
  ties: 0,
  points: 0,
});

const pair = (home: MatchupTeam, away: MatchupTeam): MatchupPair => ({
  matchupId: 1,
  home,
  away,
  winnerRosterId: null,
  margin: 0,
});

const A = team(1, 'Alpha');
const B = team(2, 'Bravo');
const C = team(3, 'Charlie');

const facts = (overrides: Partial<CalendarFacts> = {}): CalendarFacts => ({
  season: '2025',
  seasonStart: '2025-09-04',
  rosterId: 2,
  weeksLeft: [],
  roundWeeks: [[15], [16], [17]],
  winnersBracket: [],
  tradeDeadlineWeek: null,
  keeperDeadline: null,
  drafts: [],
  ...overrides,
});

describe('weekSunday', () => {
  it("is the week's Sunday from noon to midnight Central, either side of the clock change", () => {
    // Week 1's Sunday is in daylight time (UTC-5), week 10's after the change (UTC-6).
    expect(weekSunday('2025-09-04', 1)).toEqual({
      start: Date.parse('2025-09-07T12:00:00-05:00'),
      end: Date.parse('2025-09-08T00:00:00-05:00'),
    });
    expect(weekSunday('2025-09-04', 10)).toEqual({
      start: Date.parse('2025-11-09T12:00:00-06:00'),
      end: Date.parse('2025-11-10T00:00:00-06:00'),
    });
    // Across a month and a year.
    expect(weekSunday('2025-09-04', 18)?.start).toBe(Date.parse('2026-01-04T12:00:00-06:00'));
  });

  it('is the first Sunday on or after the start date, and none for an unreadable one', () => {
    expect(weekSunday('2025-09-07', 1)?.start).toBe(Date.parse('2025-09-07T12:00:00-05:00'));
    expect(weekSunday('September 4', 1)).toBeNull();
  });
});

describe('calendarEvents', () => {
  it("names the member's team first and the opponent, and leaves out weeks without a game of theirs", () => {
    const events = calendarEvents(
      facts({
        weeksLeft: [
          { week: 13, pairs: [pair(A, B)] },
          { week: 14, pairs: [pair(B, C)] },
          { week: 15, pairs: [pair(A, C)] },
        ],
      }),
    );
    expect(events.filter((e) => e.kind === 'game').map((e) => [e.uid, e.summary])).toEqual([
      ['game-2025-week-13-team-2', 'Week 13: Bravo vs Alpha'],
      ['game-2025-week-14-team-2', 'Week 14: Bravo vs Charlie'],
    ]);
  });

  it('names a playoff game by the bracket once Sleeper has set it, and not before', () => {
    const weeksLeft = [{ week: 16, pairs: [pair(A, B)] }];
    const bracket = [{ r: 2, m: 5, t1: 1, t2: 2 }];
    const named = calendarEvents(facts({ weeksLeft, winnersBracket: bracket }));
    expect(named.find((e) => e.kind === 'game')?.summary).toBe('Semifinal, week 16: Bravo vs Alpha');
    const unset = calendarEvents(facts({ weeksLeft }));
    expect(unset.find((e) => e.kind === 'game')?.summary).toBe('Week 16: Bravo vs Alpha');
  });

  it('holds each playoff round still to play, a two-week round across both Sundays', () => {
    const events = calendarEvents(
      facts({
        roundWeeks: [[15], [16], [17, 18]],
        weeksLeft: [16, 17, 18].map((week) => ({ week, pairs: [] })),
      }),
    );
    expect(events.filter((e) => e.kind === 'playoffs').map((e) => [e.summary, e.start, e.end])).toEqual([
      ['Playoffs: Semifinals (Week 16)', '2025-12-21T18:00:00.000Z', '2025-12-22T06:00:00.000Z'],
      ['Playoffs: Final round (Weeks 17-18)', '2025-12-28T18:00:00.000Z', '2026-01-05T06:00:00.000Z'],
    ]);
  });

  it('places nothing week-bound without the season start, but keeps the dated events', () => {
    const events = calendarEvents(
      facts({
        seasonStart: null,
        weeksLeft: [{ week: 14, pairs: [pair(A, B)] }],
        tradeDeadlineWeek: 11,
        keeperDeadline: { atMs: Date.parse('2026-03-02T05:59:59Z'), draftSeason: '2026' },
        drafts: [{ season: '2026', startMs: Date.parse('2026-08-22T23:00:00Z') }],
      }),
    );
    expect(events.map((e) => [e.kind, e.summary, e.end, e.timeKnown])).toEqual([
      ['keeper-deadline', 'Keeper deadline (2026 draft)', null, true],
      ['draft', '2026 draft', null, true],
    ]);
  });

  it('a member without a team this season gets no games', () => {
    const events = calendarEvents(facts({ rosterId: null, weeksLeft: [{ week: 14, pairs: [pair(A, B)] }] }));
    expect(events.filter((e) => e.kind === 'game')).toEqual([]);
  });
});

describe('upcomingEvents', () => {
  it('keeps what has not ended: a moment until it passes, a span until its end', () => {
    const events = calendarEvents(
      facts({
        weeksLeft: [{ week: 14, pairs: [pair(A, B)] }],
        keeperDeadline: { atMs: Date.parse('2025-12-07T20:00:00Z'), draftSeason: '2026' },
      }),
    );
    const during = Date.parse('2025-12-07T22:00:00Z');
    expect(upcomingEvents(events, during).map((e) => e.kind)).toEqual(['game']);
    expect(upcomingEvents(events, during - 3 * 3_600_000).map((e) => e.kind)).toEqual([
      'game',
      'keeper-deadline',
    ]);
  });
});
