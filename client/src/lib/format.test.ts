import { format as formatDate } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  formatCentral,
  formatCount,
  formatMoney,
  formatPhone,
  formatPoints,
  formatSignedPoints,
  formatRelativeAge,
  fromCentralInputValue,
  toCentralInputValue,
} from './format';
import { teamLineColor } from '@/components/charts/palette';
import { AVATAR_COLORS, avatarColor, avatarUrl, initials } from './avatar';
import { TEAM_COLORS, teamColor } from './team-color';

describe('formatPoints', () => {
  it('shows one decimal', () => {
    expect(formatPoints(123.456)).toBe('123.5');
    expect(formatPoints(98)).toBe('98.0');
    expect(formatPoints(0.04)).toBe('0.0');
    expect(formatPoints(null)).toBe('—');
    expect(formatPoints(undefined)).toBe('—');
  });

  it('signs points above or below a mark, and nothing that rounds to zero', () => {
    expect(formatSignedPoints(45.23)).toBe('+45.2');
    expect(formatSignedPoints(-17.8)).toBe('-17.8');
    expect(formatSignedPoints(-0.04)).toBe('0.0');
    expect(formatSignedPoints(0.04)).toBe('0.0');
    expect(formatSignedPoints(0)).toBe('0.0');
  });
});

describe('formatRelativeAge', () => {
  const now = new Date('2025-11-20T12:00:00Z');
  it('counts whole days first', () => {
    expect(formatRelativeAge(new Date('2025-11-17T11:00:00Z'), now)).toBe('3 days ago');
    expect(formatRelativeAge(new Date('2025-11-19T12:00:00Z'), now)).toBe('1 day ago');
  });
  it('then whole hours', () => {
    expect(formatRelativeAge(new Date('2025-11-19T13:00:00Z'), now)).toBe('23 hours ago');
    expect(formatRelativeAge(new Date('2025-11-20T10:59:00Z'), now)).toBe('1 hour ago');
  });
  it("says 'Less than 1 hour ago' under an hour and for future times", () => {
    expect(formatRelativeAge(new Date('2025-11-20T11:01:00Z'), now)).toBe('Less than 1 hour ago');
    expect(formatRelativeAge(new Date('2025-11-20T13:00:00Z'), now)).toBe('Less than 1 hour ago');
  });
  it('accepts epoch milliseconds as the provider sends them', () => {
    expect(formatRelativeAge(now.getTime() - 2 * 3_600_000, now)).toBe('2 hours ago');
  });
});

describe('formatMoney', () => {
  it('writes whole dollars without cents and other amounts with two', () => {
    expect(formatMoney(120)).toBe('$120');
    expect(formatMoney('12.5')).toBe('$12.50');
    expect(formatMoney(1340)).toBe('$1,340');
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney('abc')).toBe('$0');
    expect(formatMoney(-1234567.5)).toBe('-$1,234,567.50');
    expect(formatMoney(999.99)).toBe('$999.99');
    expect(formatMoney(100000)).toBe('$100,000');
  });

  it('writes the same as the browser would for en-US (a sweep of amounts)', () => {
    for (const amount of [0, 5, 12.25, 999, 1000, 1000.1, 54321.5, 1_000_000, 123_456_789.99]) {
      const digits = Number.isInteger(amount) ? 0 : 2;
      const intl = amount.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(formatMoney(amount), String(amount)).toBe(`$${intl}`);
      expect(formatMoney(-amount), String(-amount)).toBe(amount === 0 ? '$0' : `-$${intl}`);
    }
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 10_000, 123_456, 9_876_543]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
    expect(formatCount(-2500)).toBe('-2,500');
  });
});

describe('formatPhone', () => {
  it('formats +1 numbers of 12 characters the US way', () => {
    expect(formatPhone('+15551234567')).toBe('+1 (555) 123-4567');
  });
  it('leaves other numbers as stored, and gives null for none', () => {
    expect(formatPhone('+447911123456')).toBe('+447911123456');
    expect(formatPhone('+1555123456')).toBe('+1555123456');
    expect(formatPhone('')).toBeNull();
  });
});

describe('Central Time', () => {
  // The keeper deadline of docs/product.md §9: 2026-03-01 23:59:59 at UTC-6 is 05:59:59Z the next day.
  const deadline = new Date('2026-03-02T05:59:59Z');
  it('formats instants in America/Chicago whatever the machine zone', () => {
    expect(formatCentral(deadline)).toBe('March 1, 2026 11:59 PM');
    // July is daylight time (UTC-5).
    expect(formatCentral('2025-07-04T17:00:00Z', 'yyyy-MM-dd HH:mm')).toBe('2025-07-04 12:00');
  });
  it('writes every pattern the app uses as date-fns does with the time zone database', () => {
    const patterns = [
      'MMMM d, yyyy h:mm a',
      'MMM d, h:mm a',
      'MMM d, yyyy',
      'MMM d, yyyy h:mm:ss a',
      'MMM d, h:mm:ss a',
      'EEEE, MMMM d, yyyy h:mm a',
      'EEE h:mm a',
      'h:mm:ss a',
      'yyyy-MM-dd HH:mm',
      "yyyy-MM-dd'T'HH:mm",
    ];
    // Every 7 hours and 13 minutes for three years: every month, weekday, hour and both offsets.
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2028, 0, 1); ms += (7 * 60 + 13) * 60_000 + 17_000) {
      for (const pattern of patterns) {
        const expected = formatDate(new TZDate(ms, 'America/Chicago'), pattern);
        if (formatCentral(ms, pattern) !== expected)
          expect([ms, pattern, formatCentral(ms, pattern)]).toEqual([ms, pattern, expected]);
      }
    }
  });
  it('refuses a pattern letter it does not write, and a value that is not a date', () => {
    expect(() => formatCentral(0, 'yy')).toThrow(/Unsupported date pattern token 'y'/);
    expect(() => formatCentral('soon')).toThrow(RangeError);
  });
  it('round-trips datetime-local values entered in Central Time', () => {
    expect(toCentralInputValue(deadline)).toBe('2026-03-01T23:59');
    expect(fromCentralInputValue('2026-03-01T23:59:59').toISOString()).toBe('2026-03-02T05:59:59.000Z');
    expect(fromCentralInputValue('2025-09-04T19:20').toISOString()).toBe('2025-09-05T00:20:00.000Z');
    expect(() => fromCentralInputValue('tomorrow')).toThrow();
  });
});

describe('avatars', () => {
  it('builds provider thumbnail URLs and passes full URLs through', () => {
    expect(avatarUrl('abc123')).toBe('https://sleepercdn.com/avatars/thumbs/abc123');
    expect(avatarUrl('https://example.com/team.png')).toBe('https://example.com/team.png');
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl('')).toBeNull();
  });
  it('takes the first letters of at most two words', () => {
    expect(initials('Gridiron Gurus')).toBe('GG');
    expect(initials('the mighty ducks of anaheim')).toBe('TM');
    expect(initials('Bench')).toBe('B');
    expect(initials('  ')).toBe('?');
    expect(initials('🏈 Team Taco')).toBe('TT');
  });
  it('cycles through 12 colours by roster id', () => {
    expect(AVATAR_COLORS).toHaveLength(12);
    expect(avatarColor(1)).toBe(AVATAR_COLORS[1]);
    expect(avatarColor(13)).toBe(avatarColor(1));
    expect(avatarColor(12)).toBe(AVATAR_COLORS[0]);
    expect(new Set(Array.from({ length: 12 }, (_, i) => avatarColor(i))).size).toBe(12);
    expect(avatarColor('Team Taco')).toBe(avatarColor('Team Taco'));
  });
  it("draws a team's chart line in its avatar's hue, and no two teams alike", () => {
    const hue = (avatarClass: string) => /bg-(\w+)-\d+/.exec(avatarClass)![1];
    for (let rosterId = 1; rosterId <= 12; rosterId++) {
      expect(teamColor(rosterId).avatar).toBe(avatarColor(rosterId));
      expect(teamLineColor(rosterId)).toBe(teamColor(rosterId).line);
    }
    expect(new Set(TEAM_COLORS.map((color) => color.line)).size).toBe(12);
    // Two teams may share a hue family only when their shades differ in lightness (amber and brown).
    const families = TEAM_COLORS.map((color) => hue(color.avatar));
    expect(new Set(families).size).toBeGreaterThanOrEqual(11);
  });
});
