// Why a season's points for and against differ, and why some teams have a game fewer: a bye (a week
// without an opponent, which Sleeper sends as matchup_id null) gives its team points for that count
// against nobody, and no game. Without a word, 82,390.0 points for beside 82,130.9 against read as an
// error (docs/decisions/0026 shows the byes on the week's games page).
import type { HistorySeason } from '@common/history';
import { formatPoints } from '@/lib/format';

type Bye = NonNullable<HistorySeason['byes']>[number];

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** 'week 6: A and B', week by week. */
function byWeek(byes: readonly Bye[]): string {
  const weeks = new Map<number, string[]>();
  for (const bye of byes) weeks.set(bye.week, [...(weeks.get(bye.week) ?? []), bye.teamName]);
  return list.format(
    [...weeks].sort(([a], [b]) => a - b).map(([week, teams]) => `week ${week}: ${list.format(teams)}`),
  );
}

/** 'one game fewer' each, or 'one game fewer for each bye' when some teams had more byes than others. */
function gamesFewer(byes: readonly Bye[]): string {
  const perTeam = new Map<number, number>();
  for (const bye of byes) perTeam.set(bye.rosterId, (perTeam.get(bye.rosterId) ?? 0) + 1);
  const counts = new Set(perTeam.values());
  const [only = 1] = counts;
  if (counts.size > 1) return 'each has one game fewer in its record for each bye';
  return only === 1 ? 'each has one game fewer in its record' : `each has ${only} games fewer in its record`;
}

const pointsOn = (byes: readonly Bye[]) => formatPoints(byes.reduce((sum, bye) => sum + bye.points, 0));

/** Under a season's standings: who had a bye, and what it did to their PF, PA and games. */
export function seasonByeNote(season: Pick<HistorySeason, 'byes'>): string | null {
  const byes = season.byes ?? [];
  if (byes.length === 0) return null;
  return (
    `No opponent (a bye) in ${byWeek(byes)}. Their ${pointsOn(byes)} points count in their PF and in ` +
    `nobody's PA, and a bye is no game: ${gamesFewer(byes)}.`
  );
}

/** Beside the league's totals: the points for that no team has against it, and the games not played. */
export function leagueByeNote(seasons: readonly Pick<HistorySeason, 'season' | 'byes'>[]): string | null {
  const withByes = seasons
    .filter((season) => (season.byes ?? []).length > 0)
    .sort((a, b) => a.season.localeCompare(b.season));
  if (withByes.length === 0) return null;
  const all = withByes.flatMap((season) => season.byes ?? []);
  const where = list.format(withByes.map((season) => `${season.season} ${byWeek(season.byes ?? [])}`));
  return (
    `Points for include ${pointsOn(all)} points scored on byes, weeks without an opponent (${where}): ` +
    `they count for their team and against nobody. A bye is no game, so those teams have a game fewer ` +
    `in their record for each.`
  );
}
