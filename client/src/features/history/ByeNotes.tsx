// Why a season's points for and against differ, and why some teams have a game fewer: a bye (a week
// without an opponent, which Sleeper sends as matchup_id null) gives its team points for that count
// against nobody, and no game. Without a word, 82,390.0 points for beside 82,130.9 against read as an
// error (docs/decisions/0026 shows the byes on the week's games page, 0038 says them here). The team
// names stand out from the sentence: "Gabe's Goal Line Stand and Fourth and Forever" is two teams.
import type { ReactNode } from 'react';
import type { HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { formatPoints } from '@/lib/format';

type Bye = NonNullable<HistorySeason['byes']>[number];

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Items in an English list ('A, B and C'), each drawn by `render`. */
function ListOf<T>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  return (
    <>
      {list.formatToParts(items.map((_, index) => String(index))).map((part, key) => (
        <span key={key}>{part.type === 'element' ? render(items[Number(part.value)]!) : part.value}</span>
      ))}
    </>
  );
}

const TeamName = ({ bye }: { bye: Bye }) => (
  <ManagerLink ownerId={bye.ownerId} className="font-medium text-foreground">
    {bye.teamName}
  </ManagerLink>
);

/** 'week 6: A and B', week by week. */
function ByWeek({ byes }: { byes: readonly Bye[] }) {
  const weeks = [...new Set(byes.map((bye) => bye.week))].sort((a, b) => a - b);
  return (
    <ListOf
      items={weeks}
      render={(week) => (
        <>
          week {week}:{' '}
          <ListOf items={byes.filter((bye) => bye.week === week)} render={(bye) => <TeamName bye={bye} />} />
        </>
      )}
    />
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
export function SeasonByeNote({ season }: { season: Pick<HistorySeason, 'byes'> }) {
  const byes = season.byes ?? [];
  if (byes.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-muted-foreground" data-testid="season-bye-note">
      No opponent (a bye) in <ByWeek byes={byes} />. Their {pointsOn(byes)} points count in their PF and in
      nobody&apos;s PA, and a bye is no game: {gamesFewer(byes)}.
    </p>
  );
}

/** Beside the league's totals: the points for that no team has against it, and the games not played. */
export function LeagueByeNote({ seasons }: { seasons: readonly Pick<HistorySeason, 'season' | 'byes'>[] }) {
  const withByes = seasons
    .filter((season) => (season.byes ?? []).length > 0)
    .sort((a, b) => a.season.localeCompare(b.season));
  if (withByes.length === 0) return null;
  return (
    <p className="mt-3 text-xs text-muted-foreground" data-testid="bye-note">
      Points for include {pointsOn(withByes.flatMap((season) => season.byes ?? []))} points scored on byes,
      weeks without an opponent (
      <ListOf
        items={withByes}
        render={(season) => (
          <>
            {season.season} <ByWeek byes={season.byes ?? []} />
          </>
        )}
      />
      ): they count for their team and against nobody. A bye is no game, so those teams have a game fewer in
      their record for each.
    </p>
  );
}
