import { useState } from 'react';
import { FlameIcon, TrophyIcon } from 'lucide-react';
import type { HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';
import { SeasonRecap } from './SeasonRecap';
import { Section } from './Section';
import { ImportedBadge } from '@/entities/season/ImportedBadge';

function ChampionRow({ season }: { season: HistorySeason }) {
  const [open, setOpen] = useState(false);
  const champ = season.championTeam;
  // The recap exists for finished seasons only (docs/product.md §2 "League History" never asks for the season
  // in progress), and is told from Sleeper's weeks, which an imported season does not have.
  const canRoast = season.isComplete && !season.imported;
  const recapId = `season-recap-panel-${season.season}`;
  return (
    <li className="py-3" data-testid={`champion-${season.season}`}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-12 shrink-0 text-lg font-bold tabular-nums">{season.season}</span>
        {season.imported && <ImportedBadge />}
        <div className="min-w-0 flex-1">
          {champ ? (
            <>
              {/* Name and figures wrap on a phone rather than being cut. */}
              <div className="flex items-start gap-1.5 font-semibold">
                <TrophyIcon className="mt-1 size-4 shrink-0 text-amber-500" aria-hidden="true" />
                <ManagerLink ownerId={champ.ownerId} className="break-words">
                  {champ.teamName}
                </ManagerLink>
              </div>
              <div className="text-sm text-muted-foreground">
                {champ.ownerName} · {formatRecord(champ)} · {formatPoints(champ.pointsFor)} pts
              </div>
            </>
          ) : (
            <div className="text-sm text-muted-foreground">
              {season.isComplete ? 'No champion recorded' : 'Season in progress'}{' '}
              {!season.isComplete && <Badge variant="warning">In Progress</Badge>}
            </div>
          )}
        </div>
        {canRoast && (
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={recapId}
            onClick={() => setOpen((v) => !v)}
          >
            <FlameIcon aria-hidden="true" /> {open ? 'Hide' : 'Roast'}
            <span className="sr-only"> the {season.season} season</span>
          </Button>
        )}
      </div>
      {open && <SeasonRecap season={season.season} id={recapId} />}
    </li>
  );
}

/**
 * Championship History (docs/product.md §2 "League History"): each season's champion, owner, record and
 * points, with its recap.
 */
export function ChampionshipHistory({ seasons }: { seasons: HistorySeason[] }) {
  return (
    <Section id="championships" icon={TrophyIcon} title="Championship History">
      <ul className="divide-y">
        {seasons.map((season) => (
          <ChampionRow key={season.season} season={season} />
        ))}
      </ul>
    </Section>
  );
}
