import type { Announcement } from '@common/announcements';
import { pinnedFirst } from './api';

/** How long an announcement that is not pinned stays on the dashboard. */
export const DASHBOARD_DAYS = 14;
/** The card stays a card: the page has the rest. */
export const DASHBOARD_MAX = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The announcements a member's dashboard shows: those they have not dismissed, pinned or posted in
 * the last two weeks, pinned first, at most three.
 */
export function dashboardAnnouncements(announcements: readonly Announcement[], now: number): Announcement[] {
  const recent = (a: Announcement) => now - Date.parse(a.createdAt) <= DASHBOARD_DAYS * DAY_MS;
  return pinnedFirst(announcements.filter((a) => !a.dismissed && (a.pinned || recent(a)))).slice(
    0,
    DASHBOARD_MAX,
  );
}
