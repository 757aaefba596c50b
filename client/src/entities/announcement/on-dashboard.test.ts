import { describe, expect, it } from 'vitest';
import type { Announcement } from '@common/announcements';
import { dashboardAnnouncements } from './on-dashboard';

const NOW = Date.parse('2025-12-07T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function announcement(id: number, daysAgo: number, extra: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Announcement ${id}`,
    body: 'Text',
    html: '<p>Text</p>',
    excerpt: 'Text',
    pinned: false,
    createdAt: new Date(NOW - daysAgo * DAY).toISOString(),
    author: 'BigPlayBrenda',
    authorId: '1',
    editedAt: null,
    dismissed: false,
    pushed: false,
    postedToChat: false,
    ...extra,
  };
}

describe('dashboardAnnouncements', () => {
  it('shows pinned ones first, then the last two weeks’ newest first, at most three', () => {
    const list = [
      announcement(5, 1),
      announcement(4, 3),
      announcement(3, 10, { pinned: true }),
      announcement(2, 13),
      announcement(1, 400, { pinned: true }),
    ];
    expect(dashboardAnnouncements(list, NOW).map((a) => a.id)).toEqual([3, 1, 5]);
  });

  it('leaves out what the member dismissed and what is older than two weeks and not pinned', () => {
    const list = [announcement(3, 1, { dismissed: true }), announcement(2, 15), announcement(1, 14)];
    expect(dashboardAnnouncements(list, NOW).map((a) => a.id)).toEqual([1]);
    expect(dashboardAnnouncements([announcement(9, 2, { pinned: true, dismissed: true })], NOW)).toEqual([]);
  });
});
