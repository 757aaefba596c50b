import {
  ArrowLeftRightIcon,
  BellIcon,
  CalendarDaysIcon,
  ClipboardListIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MedalIcon,
  MegaphoneIcon,
  NetworkIcon,
  NewspaperIcon,
  ScrollTextIcon,
  ShieldIcon,
  StarIcon,
  TableIcon,
  TicketIcon,
  TrendingUpIcon,
  TrophyIcon,
  UserPlusIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { FormatOffers } from '@common/league';
import { logoutHref } from '@/features/auth/use-sign-out';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Shown only to admins (docs/product.md D4: every Admin link follows isAdmin). */
  adminOnly?: boolean;
  /** Other paths where this entry counts as the current page. */
  alsoActiveOn?: string[];
  /** Chosen in the app, signs out at once (features/auth/use-sign-out.ts); its page only asks. */
  signsOut?: true;
  /** Shown only to a league the app offers this for (its format, server/league/format.ts). */
  offer?: keyof FormatOffers;
}

/**
 * The navigation entries of docs/product.md §2 and the almanac's (the season's races next to the dashboard,
 * the league's past next to History, the waiver moves next to the trades), shared by the sidebar and the
 * mobile menu.
 */
export const NAV_ITEMS: NavItem[] = [
  // The member's dashboard at its own path: `/` loads the page of the session it was first shown to
  // in a tab (app/route-loader.ts homeRoute), which is the landing page for a member who signed in there.
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboardIcon, alsoActiveOn: ['/'] },
  { label: 'Playoff Picture', href: '/playoffs', icon: TrophyIcon },
  { label: 'Bracket', href: '/bracket', icon: NetworkIcon },
  { label: 'Power Rankings', href: '/power-rankings', icon: TrendingUpIcon },
  { label: 'Recaps', href: '/recaps', icon: NewspaperIcon },
  { label: 'History', href: '/history', icon: HistoryIcon },
  { label: 'Managers', href: '/managers', icon: UsersIcon },
  { label: 'Records', href: '/records', icon: MedalIcon, alsoActiveOn: ['/games'] },
  { label: 'Trades', href: '/trades', icon: ArrowLeftRightIcon },
  { label: 'Moves', href: '/moves', icon: UserPlusIcon },
  { label: 'Keepers', href: '/keepers', icon: StarIcon, offer: 'keeperSelection' },
  { label: 'Picks', href: '/picks', icon: TicketIcon, offer: 'futurePicks' },
  { label: 'Draft Board', href: '/draft-board', icon: TableIcon },
  { label: 'Pre-Draft', href: '/pre-draft', icon: ClipboardListIcon },
  { label: 'Notifications', href: '/notifications', icon: BellIcon },
  { label: 'Calendar', href: '/calendar', icon: CalendarDaysIcon },
  { label: 'Announcements', href: '/announcements', icon: MegaphoneIcon },
  { label: 'Rules', href: '/rules', icon: ScrollTextIcon },
  { label: 'Admin', href: '/admin', icon: ShieldIcon, adminOnly: true },
  { label: 'Logout', href: logoutHref('here'), icon: LogOutIcon, signsOut: true },
];

/** Entries this user may see in this league (all of its format's while the league is still loading). */
export function visibleNavItems(isAdmin: boolean, offers?: FormatOffers): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.adminOnly || isAdmin) && (!item.offer || !offers || offers[item.offer]),
  );
}

function matches(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * docs/product.md §2 "Navigation": an entry is highlighted when the path equals it or starts with it, except
 * the root (which would otherwise match everything). Matching is per path segment: '/admin/users' highlights
 * Admin, '/history-old' does not highlight History.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.href, ...(item.alsoActiveOn ?? [])].some((href) => matches(pathname, href));
}
