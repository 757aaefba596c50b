import type { ReactNode } from 'react';
import { Link } from '@/router';
import { CalendarClockIcon, ClipboardListIcon, ExternalLinkIcon, WalletIcon } from 'lucide-react';
import type { OffseasonResponse } from '@common/seasons';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { deadlineCountdown, deadlineText } from '@/features/keepers/deadline';
import { centralDate, daysUntil } from './countdown';

function Tile({
  icon: Icon,
  title,
  value,
  testId,
  children,
}: {
  icon: typeof CalendarClockIcon;
  title: string;
  value: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-2 space-y-0 pb-2">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-1">
        <p className="text-2xl font-bold tracking-tight">{value}</p>
        <div className="space-y-1 text-sm text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

/** The three things to do before the draft: keepers, the draft itself, and dues. */
export function OffseasonTiles({
  offseason,
  paymentUrl,
}: {
  offseason: OffseasonResponse;
  paymentUrl: string | null;
}) {
  const { keepers, draft, dues } = offseason;
  return (
    <div className="grid gap-4 sm:grid-cols-3 sm:gap-6">
      <Tile
        icon={ClipboardListIcon}
        title="Keeper Deadline"
        value={deadlineCountdown(keepers)}
        testId="offseason-keepers"
      >
        <p>
          Keepers from {keepers.season} for the {keepers.draftSeason} draft: {deadlineText(keepers)}.
        </p>
        <p>
          {keepers.submitted} of {keepers.teams} teams submitted.{' '}
          {!keepers.deadlinePassed && (
            <Link to="/keepers" className="font-medium text-primary underline-offset-4 hover:underline">
              Make my keepers
            </Link>
          )}
        </p>
      </Tile>
      <Tile
        icon={CalendarClockIcon}
        title={`${draft.season} Draft`}
        value={draft.start ? daysUntil(draft.start, keepers.now) : 'Not scheduled'}
        testId="offseason-draft"
      >
        <p>{draft.start ? centralDate(draft.start) : 'The commissioner has not set the draft date yet.'}</p>
      </Tile>
      <Tile
        icon={WalletIcon}
        title={`${dues.season} Dues`}
        value={`${dues.paid}/${dues.teams} paid`}
        testId="offseason-dues"
      >
        <p>
          {dues.paid === dues.teams
            ? 'Every team has paid.'
            : `${dues.teams - dues.paid} ${dues.teams - dues.paid === 1 ? 'team owes' : 'teams owe'} their dues.`}
        </p>
        {paymentUrl && dues.paid < dues.teams && (
          <a
            href={paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Pay league dues <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </Tile>
    </div>
  );
}
