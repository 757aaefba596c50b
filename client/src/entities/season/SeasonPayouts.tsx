// A season's payouts on the history page (docs/product.md §2 "Season payouts per season").
import type { ReactNode } from 'react';
import { DollarSignIcon } from 'lucide-react';
import type { PayoutLine, SeasonPayouts as Payouts } from '@common/payouts';
import { ManagerLink } from '@/components/ManagerLink';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatMargin, formatMoney, formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { useSeasonPayouts } from '@/lib/league-queries';
import { BUSTED_EXPLAINED, bustedCleanYearsNote } from '@/entities/payout/busted';

/** Shown for the blowout award before the season's payouts are known (docs/product.md §2 and §9). */
const BLOWOUT_PLACEHOLDER_AWARD = '$20';

function Award({
  label,
  award,
  about,
  children,
}: {
  label: string;
  award: string;
  /** What the award is, in a sentence under it (one whose name says little). */
  about?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <div className="text-sm font-medium">{label}</div>
        {/* Wraps rather than cut: the team's name and the figure are what the line is for. */}
        <div className="text-xs break-words text-muted-foreground">{children}</div>
        {about && <p className="text-xs text-muted-foreground">{about}</p>}
      </div>
      <span className="font-semibold text-emerald-700 tabular-nums dark:text-emerald-400">{award}</span>
    </li>
  );
}

const teamLine = (line: PayoutLine, extra?: string) =>
  line.team ? (
    <>
      <ManagerLink ownerId={line.team.ownerId}>{line.team.teamName}</ManagerLink> · {line.team.ownerName}
      {extra && ` · ${extra}`}
    </>
  ) : (
    'To be decided'
  );

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-semibold text-muted-foreground uppercase">{title}</h4>
      <ul className="divide-y">{children}</ul>
    </div>
  );
}

function PayoutsBody({ payouts }: { payouts: Payouts | undefined }) {
  const blowout = payouts?.biggestBlowout.team;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Group title="Championship">
        <Award label="1st Place" award={payouts?.champion.award ?? '—'}>
          {payouts ? teamLine(payouts.champion) : '…'}
        </Award>
        <Award label="2nd Place" award={payouts?.runnerUp.award ?? '—'}>
          {payouts ? teamLine(payouts.runnerUp) : '…'}
        </Award>
        <Award label="3rd Place" award={payouts?.thirdPlace.award ?? '—'}>
          {payouts ? teamLine(payouts.thirdPlace) : '…'}
        </Award>
      </Group>
      <Group title="Regular Season">
        <Award label="Highest Points" award={payouts?.highestPoints.award ?? '—'}>
          {payouts
            ? teamLine(
                payouts.highestPoints,
                payouts.highestPoints.team
                  ? `${formatPoints(payouts.highestPoints.team.pointsFor)} PF`
                  : undefined,
              )
            : '…'}
        </Award>
        <Award label="Unlucky Award" award={payouts?.unlucky.award ?? '—'}>
          {payouts
            ? teamLine(
                payouts.unlucky,
                payouts.unlucky.team ? `${formatPoints(payouts.unlucky.team.pointsAgainst)} PA` : undefined,
              )
            : '…'}
        </Award>
      </Group>
      <Group title="Special Awards">
        <Award
          label="Biggest Blowout"
          award={blowout && payouts ? payouts.biggestBlowout.award : BLOWOUT_PLACEHOLDER_AWARD}
        >
          {blowout ? (
            <>
              <ManagerLink ownerId={blowout.ownerId}>{blowout.teamName}</ManagerLink> · by{' '}
              {formatMargin(blowout.winnerPoints, blowout.loserPoints)} · Week {blowout.week}
            </>
          ) : (
            'Calculating...'
          )}
        </Award>
        <Award label="BUSTED Award" award={payouts?.busted.award ?? '—'} about={BUSTED_EXPLAINED}>
          {payouts?.busted.isRollover ? 'Accumulated from clean years' : 'Player arrest tracking'}
          {payouts?.bustedWinnerName && (
            <>
              {' · '}
              <ManagerLink ownerId={payouts.bustedWinnerId}>{payouts.bustedWinnerName}</ManagerLink>:{' '}
              {payouts.bustedPlayerName ?? ''}
            </>
          )}
        </Award>
      </Group>
    </div>
  );
}

export function SeasonPayouts({ season }: { season: string }) {
  const leagueId = useLeagueId();
  const payouts = useSeasonPayouts(leagueId, season);
  return (
    <section
      aria-labelledby={`payouts-${season}-title`}
      className="space-y-3"
      data-testid={`season-payouts-${season}`}
    >
      <h3 id={`payouts-${season}-title`} className="flex items-center gap-2 font-semibold">
        <DollarSignIcon className="size-4 text-emerald-600" aria-hidden="true" /> {season} Season Payouts
      </h3>
      {payouts.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(payouts.error, 'Failed to load the season payouts.')}
        </p>
      ) : (
        <>
          <PayoutsBody payouts={payouts.data} />
          {payouts.isPending ? (
            <Skeleton className="h-16" />
          ) : (
            <div className="rounded-lg border bg-muted/40 p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">Total Season Payouts</span>
                <span className="text-lg font-bold tabular-nums" data-testid={`season-pot-${season}`}>
                  {formatMoney(payouts.data.totalPot)}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">
                Championship {formatMoney(payouts.data.subtotals.championship)} · Regular Season{' '}
                {formatMoney(payouts.data.subtotals.regularSeason)} · Special{' '}
                {formatMoney(payouts.data.subtotals.special)}
              </p>
              {payouts.data.busted.tracked && (
                <p className="mt-1 text-xs text-muted-foreground">
                  {bustedCleanYearsNote(payouts.data.busted.amount, payouts.data.busted.isRollover)}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
