// The API answers a page's first screen is drawn from, which the server embeds in the HTML of a
// navigation beside the boot answers (common/boot.ts, docs/decisions/0012): the page then renders with
// its data at once instead of a round trip after its code has run (issue 16). Each URL is one the
// page's route loader asks for (the `prefetch...Page` functions of client/src/features; a client
// test holds the two lists together). Answers a page reads through a query function of its own (the
// activity card's, which reads a header) and data that waits on another answer are left to the page,
// and so are the long pages (history, trades): rendered whole at once their first paint came later on
// a phone than their heading and loading state followed by the data (docs/performance.md).

/** What a page's data depends on, as the server knows it from the session and the boot answers. */
export interface PageDataContext {
  leagueId: string;
  /** GET /api/app-info's seasons: the league's, and the one keepers are chosen for. */
  season: string;
  keeperSeason: string;
  offseason: boolean;
  /** The league's week and season (GET /api/league/{id}); null when it did not answer. */
  league: { week: number; season: string } | null;
  user: { rosterId: number | null; isAdmin: boolean; isOwner: boolean };
  /** The route's path parameters (`:userId`, `:season`, `:week`), as the address has them. */
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
}

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

/** The URLs of the answers to embed for a page module (server/http/page-preloads.ts's names). */
export function pageDataUrls(page: string, context: PageDataContext): string[] {
  const league = `/api/league/${context.leagueId}`;
  const keepers = context.keeperSeason;
  const ownKeepers = [
    `${league}/keeper-selection/${keepers}`,
    ...(context.user.rosterId === null ? [] : [`${league}/roster-players/${context.user.rosterId}`]),
  ];
  switch (page) {
    case 'features/dashboard/DashboardPage': {
      if (context.offseason) return [`${league}/offseason`, `${league}/payouts/${keepers}`];
      const shown = context.league;
      if (!shown) return [`${league}/standings`, `${league}/playoff-odds`];
      return [
        `${league}/standings`,
        `${league}/playoff-odds`,
        ...(shown.week >= 1 ? [`${league}/matchups/${shown.week}`] : []),
        `${league}/payouts/${shown.season}`,
      ];
    }
    case 'features/playoff-odds/PlayoffPicturePage':
      return [`${league}/playoff-odds`];
    case 'features/power-rankings/PowerRankingsPage':
      return [`${league}/power-rankings`];
    case 'features/managers/ManagersPage':
      return [`${league}/managers`];
    case 'features/managers/ManagerPage':
      return isId(context.params.userId) ? [`${league}/managers/${context.params.userId}`] : [];
    case 'features/records/RecordsPage':
      return [`${league}/records`];
    case 'features/records/WeekGamesPage': {
      const { season, week } = context.params;
      return /^\d{4}$/.test(season ?? '') && isId(week) && Number(week) >= 1
        ? [`${league}/games/${season}/${Number(week)}`]
        : [];
    }
    case 'features/keepers/KeepersPage':
      return [`${league}/keeper-status/${keepers}`, ...ownKeepers];
    case 'features/draft-board/DraftBoardPage':
      return [`${league}/drafts/history`, ...ownKeepers];
    case 'features/pre-draft/PreDraftPage':
      return [
        `${league}/keeper-status/${keepers}`,
        `${league}/rosters`,
        `${league}/keeper-selections/${keepers}`,
        `${league}/payment-status/${keepers}`,
        ...(context.user.isAdmin || context.user.isOwner
          ? [`${league}/payment-status/${keepers}/admin`]
          : []),
      ];
    case 'features/admin/AdminPage':
      return [`${league}/rosters`, `${league}/payment-status/${context.season}/admin`];
    case 'features/users/AdminUsersPage':
      return ['/api/admin/users', '/api/admin/sms-status'];
    case 'features/admin-keepers/AdminKeepersPage':
      return [`${league}/keeper-selections/${keepers}`, `${league}/rosters`];
    default:
      return [];
  }
}
