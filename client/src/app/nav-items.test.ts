import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS, visibleNavItems } from './nav-items';

const item = (label: string) => NAV_ITEMS.find((entry) => entry.label === label)!;

describe('navigation entries', () => {
  it('lists the entries of docs/product.md §2 and the almanac entries in order, Admin only for admins', () => {
    expect(visibleNavItems(true).map((e) => e.label)).toEqual([
      'Dashboard',
      'Playoff Picture',
      'Bracket',
      'Power Rankings',
      'Recaps',
      'History',
      'Managers',
      'Records',
      'Trades',
      'Moves',
      'Keepers',
      'Picks',
      'Draft Board',
      'Pre-Draft',
      'Notifications',
      'Calendar',
      'Announcements',
      'Rules',
      'Admin',
      'Logout',
    ]);
    expect(visibleNavItems(false).map((e) => e.label)).not.toContain('Admin');
  });

  it('shows Keepers only to a league whose format offers keeper selection', () => {
    const offers = {
      keeperSelection: true,
      futurePicks: false,
      lineupJudgement: true,
      divisionStandings: false,
    };
    expect(visibleNavItems(false, offers).map((e) => e.label)).toContain('Keepers');
    const redraft = { ...offers, keeperSelection: false };
    expect(visibleNavItems(false, redraft).map((e) => e.label)).not.toContain('Keepers');
    expect(visibleNavItems(false, redraft)).toHaveLength(visibleNavItems(false, offers).length - 1);
  });

  it('shows Picks only to a league whose format follows future picks (a dynasty league), without Keepers', () => {
    const dynasty = {
      keeperSelection: false,
      futurePicks: true,
      lineupJudgement: true,
      divisionStandings: false,
    };
    const labels = visibleNavItems(false, dynasty).map((e) => e.label);
    expect(labels).toContain('Picks');
    expect(labels).not.toContain('Keepers');
    const keeper = { ...dynasty, keeperSelection: true, futurePicks: false };
    expect(visibleNavItems(false, keeper).map((e) => e.label)).not.toContain('Picks');
  });

  it('highlights an entry on its path and below it', () => {
    expect(isNavItemActive(item('Admin'), '/admin')).toBe(true);
    expect(isNavItemActive(item('Admin'), '/admin/users')).toBe(true);
    expect(isNavItemActive(item('History'), '/history')).toBe(true);
    expect(isNavItemActive(item('History'), '/keepers')).toBe(false);
  });

  it('does not let the root match every path', () => {
    expect(isNavItemActive(item('Dashboard'), '/')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/history')).toBe(false);
  });

  it('matches whole path segments only', () => {
    expect(isNavItemActive(item('Keepers'), '/keepers-archive')).toBe(false);
    expect(isNavItemActive(item('Draft Board'), '/draft')).toBe(false);
  });
});
