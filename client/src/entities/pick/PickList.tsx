// One draft's picks as a list of rows: the round, then what a member reads of the pick (whose it is,
// who holds it). Shared by the team view and the traded-picks view of the Picks page.
import type { ReactNode } from 'react';
import { possessive } from '@common/english';
import type { FuturePickEntry } from '@common/picks';
import { ManagerLink } from '@/components/ManagerLink';

/** A team's name (or its possessive: "Stu's Sack Lunch's"), linked to its manager's page. */
export function PickTeam({ team, owning = false }: { team: FuturePickEntry['original']; owning?: boolean }) {
  return (
    <ManagerLink ownerId={team.ownerId} className="font-medium">
      {owning ? possessive(team.teamName) : team.teamName}
    </ManagerLink>
  );
}

export function PickList({
  picks,
  label,
  describe,
}: {
  picks: readonly FuturePickEntry[];
  /** The list's accessible name ('2026 picks Ants hold'). */
  label: string;
  describe: (pick: FuturePickEntry) => ReactNode;
}) {
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {picks.map((pick) => (
        <li
          key={`${pick.season}-${pick.round}-${pick.original.rosterId}`}
          className="flex items-baseline gap-3 px-3 py-2 text-sm"
          data-testid="pick-row"
        >
          <span className="w-20 shrink-0 font-semibold whitespace-nowrap tabular-nums">
            Round {pick.round}
          </span>
          <span className="min-w-0">{describe(pick)}</span>
        </li>
      ))}
    </ul>
  );
}
