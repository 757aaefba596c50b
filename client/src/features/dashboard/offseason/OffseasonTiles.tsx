import { Link } from 'react-router';
import { CalendarClockIcon, ClipboardListIcon, ExternalLinkIcon, WalletIcon } from 'lucide-react';
import type { OffseasonResponse } from '@common/seasons';
import { Tile } from '@/components/Tile';
import { cn } from '@/lib/cn';
import { deadlineCountdown, deadlineText } from '@/entities/keeper/deadline';
import { centralDate, daysUntil } from './countdown';

/** The things to do before the draft: keepers (in a keeper league), the draft itself, and dues. */
export function OffseasonTiles({
  offseason,
  paymentUrl,
}: {
  offseason: OffseasonResponse;
  paymentUrl: string | null;
}) {
  const { keepers, draft, dues } = offseason;
  return (
    <div className={cn('grid grid-cols-1 gap-4 sm:gap-6', keepers ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      {/* A redraft or dynasty league picks no keepers. */}
      {keepers && (
        <Tile
          icon={ClipboardListIcon}
          label="Keeper Deadline"
          value={deadlineCountdown(keepers)}
          testId="offseason-keepers"
          heading
          large
          detail={
            <>
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
            </>
          }
        />
      )}
      <Tile
        icon={CalendarClockIcon}
        label={`${draft.season} Draft`}
        value={draft.start ? daysUntil(draft.start, offseason.now) : 'Not scheduled'}
        testId="offseason-draft"
        heading
        large
        detail={
          <>
            <p>
              {draft.start ? centralDate(draft.start) : 'The commissioner has not set the draft date yet.'}
            </p>
          </>
        }
      />
      <Tile
        icon={WalletIcon}
        label={`${dues.season} Dues`}
        value={`${dues.paid}/${dues.teams} paid`}
        testId="offseason-dues"
        heading
        large
        detail={
          <>
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
          </>
        }
      />
    </div>
  );
}
