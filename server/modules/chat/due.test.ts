import { describe, expect, it } from 'vitest';
import { centralInstant } from '../../../common/central-time';
import { draftDayDue, duesReminderDay, isMorningOrLater, isRecentWeek, keeperReminderDue } from './due';

const HOUR = 3_600_000;

describe('when automatic posts are due (Central Time)', () => {
  it('the morning starts at 09:00 Central, in winter and in summer time', () => {
    expect(isMorningOrLater(centralInstant(2025, 12, 9, 8, 59))).toBe(false);
    expect(isMorningOrLater(centralInstant(2025, 12, 9, 9))).toBe(true);
    expect(isMorningOrLater(centralInstant(2025, 7, 9, 8, 59))).toBe(false);
    expect(isMorningOrLater(centralInstant(2025, 7, 9, 9))).toBe(true);
  });

  it('a week is recent for seven days after its Tuesday', () => {
    // 2025: week 1 starts Thursday September 4; week 13 ends Tuesday December 2.
    const tuesday = Date.parse('2025-12-02T12:00:00Z');
    expect(isRecentWeek(tuesday + 7 * 24 * HOUR, '2025-09-04', 13)).toBe(true);
    expect(isRecentWeek(tuesday + 7 * 24 * HOUR + HOUR, '2025-09-04', 13)).toBe(false);
    expect(isRecentWeek(tuesday + 100 * 24 * HOUR, null, 13)).toBe(true);
  });

  it('keeper reminders only while their words are true: "in 3 days" from 72 h to 60 h before, the last from 24 h', () => {
    const deadline = centralInstant(2026, 3, 1, 23, 59, 59);
    const due = (left: number) => keeperReminderDue(deadline - left, deadline);
    expect(due(72 * HOUR + 1)).toBeNull();
    expect(due(72 * HOUR)).toEqual({ hoursLeft: 72, endsAt: deadline - 60 * HOUR });
    expect(due(60 * HOUR + 1)).toEqual({ hoursLeft: 72, endsAt: deadline - 60 * HOUR });
    // Two and a half days left or fewer: not "in 3 days".
    expect(due(60 * HOUR)).toBeNull();
    expect(due(48 * HOUR)).toBeNull();
    expect(due(24 * HOUR + 1)).toBeNull();
    expect(due(24 * HOUR)).toEqual({ hoursLeft: 24, endsAt: deadline });
    expect(due(1)).toEqual({ hoursLeft: 24, endsAt: deadline });
    expect(due(0)).toBeNull();
  });

  it('draft day: from 09:00 on its day (an hour before an earlier start) until it starts', () => {
    const evening = centralInstant(2026, 8, 29, 19);
    expect(draftDayDue(centralInstant(2026, 8, 29, 8, 59), evening)).toBe(false);
    expect(draftDayDue(centralInstant(2026, 8, 29, 9), evening)).toBe(true);
    expect(draftDayDue(evening, evening)).toBe(false);
    const early = centralInstant(2026, 8, 29, 8);
    expect(draftDayDue(early - HOUR, early)).toBe(true);
    expect(draftDayDue(early - HOUR - 1, early)).toBe(false);
  });

  it('dues: Mondays from 09:00 Central, keyed by the day', () => {
    expect(duesReminderDay(centralInstant(2025, 12, 15, 9))).toBe('2025-12-15');
    expect(duesReminderDay(centralInstant(2025, 12, 15, 23, 59))).toBe('2025-12-15');
    expect(duesReminderDay(centralInstant(2025, 12, 15, 8, 59))).toBeNull();
    expect(duesReminderDay(centralInstant(2025, 12, 16, 10))).toBeNull();
  });
});
