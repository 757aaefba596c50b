// The dashboard's Custom Payout Tracker (docs/product.md §2 "Dashboard", tracker labels of §9): where
// the season's prize money stands: championship places, the regular-season awards' current leaders, the
// biggest blowout so far and the BUSTED pot.
import { CrownIcon, DollarSignIcon, FlameIcon, FrownIcon, SirenIcon, TrophyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PayoutLine, PayoutTeam, SeasonPayouts } from '@common/payouts';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatMargin, formatMoney, formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { useSeasonPayouts } from '@/lib/league-queries';
import { BUSTED_EXPLAINED, bustedNote, bustedPotText } from '@/entities/payout/busted';

function Row({
  icon,
  label,
  hint,
  about,
  amount,
  children,
}: {
  icon: ReactNode;
  label: string;
  hint?: string;
  /** What the award is, in a sentence under the row (one whose name says little). */
  about?: string;
  amount: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 py-2">
      <span className="mt-0.5 text-muted-foreground" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm font-medium">{label}</span>
          {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
        </div>
        {/* Wraps rather than cut ('Taco Tuesday Titans (1726.6 aga…'): the team and its figure are
            what the line is for. */}
        <div className="text-sm break-words text-muted-foreground">{children}</div>
        {about && <p className="text-xs text-muted-foreground">{about}</p>}
      </div>
      <span className="font-semibold tabular-nums">{amount}</span>
    </li>
  );
}

/** A payout's team, linked to its manager's page. */
const TeamName = ({ team }: { team: PayoutTeam }) => (
  <ManagerLink ownerId={team.ownerId}>{team.teamName}</ManagerLink>
);

const holder = (line: PayoutLine, pending: string) => (line.team ? <TeamName team={line.team} /> : pending);

function TrackerBody({ payouts }: { payouts: SeasonPayouts }) {
  const { playoffWeekStart, finalWeek, isComplete } = payouts;
  const playoffs = `Weeks ${playoffWeekStart}–${finalWeek}`;
  const blowout = payouts.biggestBlowout.team;
  return (
    <ul className="divide-y">
      <Row
        icon={<TrophyIcon className="size-4" />}
        label="Championship"
        hint={`Playoffs: ${playoffs}`}
        amount={formatMoney(payouts.subtotals.championship)}
      >
        <span className="block">
          1st {formatMoney(payouts.championshipFirst)}: {holder(payouts.champion, 'TBD')}
        </span>
        <span className="block">
          2nd {formatMoney(payouts.championshipSecond)}: {holder(payouts.runnerUp, 'TBD')}
        </span>
        <span className="block">
          3rd {formatMoney(payouts.championshipThird)}: {holder(payouts.thirdPlace, 'TBD')}
        </span>
      </Row>
      <Row
        icon={<CrownIcon className="size-4" />}
        label="Highest Points"
        hint={isComplete ? 'Final' : `Locked after Week ${finalWeek}`}
        amount={formatMoney(payouts.highestPointsAward)}
      >
        {payouts.highestPoints.team ? (
          <>
            <TeamName team={payouts.highestPoints.team} /> (
            {formatPoints(payouts.highestPoints.team.pointsFor)} pts)
          </>
        ) : (
          'No points yet'
        )}
      </Row>
      <Row
        icon={<FrownIcon className="size-4" />}
        label="Unlucky Award"
        hint={isComplete ? 'Final' : `Final after Week ${finalWeek}`}
        amount={formatMoney(payouts.unluckyAward)}
      >
        {payouts.unlucky.team ? (
          <>
            <TeamName team={payouts.unlucky.team} /> ({formatPoints(payouts.unlucky.team.pointsAgainst)}{' '}
            against)
          </>
        ) : (
          'No points yet'
        )}
      </Row>
      <Row
        icon={<FlameIcon className="size-4" />}
        label="Biggest Blowout"
        hint="Updated weekly"
        amount={formatMoney(payouts.biggestBlowoutAward)}
      >
        {blowout ? (
          <>
            <TeamName team={blowout} /> by {formatMargin(blowout.winnerPoints, blowout.loserPoints)} (Week{' '}
            {blowout.week})
          </>
        ) : (
          'Calculating...'
        )}
      </Row>
      <Row
        icon={<SirenIcon className="size-4" />}
        label="BUSTED Award"
        hint={payouts.bustedWinnerName ? bustedNote(payouts) : undefined}
        about={BUSTED_EXPLAINED}
        amount={formatMoney(payouts.bustedAccumulated)}
      >
        {payouts.bustedWinnerName ? (
          <>
            <ManagerLink ownerId={payouts.bustedWinnerId}>{payouts.bustedWinnerName}</ManagerLink>:{' '}
            {payouts.bustedPlayerName ?? ''}
            {payouts.bustedPlayerTeam ? ` (${payouts.bustedPlayerTeam})` : ''}
          </>
        ) : (
          bustedPotText(payouts.bustedAccumulated)
        )}
      </Row>
    </ul>
  );
}

/** Rendered by the dashboard with the league's season. */
export default function PayoutTrackerCard({ season }: { season: string }) {
  const leagueId = useLeagueId();
  const payouts = useSeasonPayouts(leagueId, season);
  return (
    <Card role="region" aria-labelledby="payout-tracker-title" className="render-when-near">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle id="payout-tracker-title" className="flex items-center gap-2">
          <DollarSignIcon className="size-5 text-emerald-600" aria-hidden="true" /> Custom Payout Tracker
        </CardTitle>
        {payouts.data && <Badge variant="success">Pool {formatMoney(payouts.data.totalPool)}</Badge>}
      </CardHeader>
      <CardContent>
        {payouts.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading payouts">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : payouts.isError ? (
          <p className="text-sm text-destructive">{errorMessage(payouts.error, 'Failed to load payouts.')}</p>
        ) : (
          <TrackerBody payouts={payouts.data} />
        )}
      </CardContent>
    </Card>
  );
}
