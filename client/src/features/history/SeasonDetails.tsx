import { ListOrderedIcon, NewspaperIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatMargin, formatPoints } from '@/lib/format';
import { PointsForChart } from './charts';
import { FinalStandings, standingsTitle } from '@/entities/season/FinalStandings';
import { SeasonDraftReport } from './SeasonDraftReport';
import { SeasonPayouts } from '@/entities/season/SeasonPayouts';
import { Tile } from '@/components/Tile';
import { Section } from './Section';
import { ImportedBadge } from '@/entities/season/ImportedBadge';
import { ImportedPayouts } from './ImportedPayouts';
import { SeasonByeNote } from './ByeNotes';
import { seasonRecapsHref } from '@/entities/recap/links';

function SeasonPanel({ season }: { season: HistorySeason }) {
  const blowout = season.biggestBlowout;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Teams" value={season.totalRosters} />
        <Tile label="Total Points" value={formatPoints(season.totalPoints)} />
        <Tile label="Avg Points" value={formatPoints(season.avgPoints)} />
        <Tile
          label="Status"
          value={
            season.imported ? (
              <ImportedBadge />
            ) : season.isComplete ? (
              <Badge variant="success">Complete</Badge>
            ) : (
              <Badge variant="warning">In Progress</Badge>
            )
          }
        />
      </div>
      {season.imported && (
        <p className="text-sm text-muted-foreground" data-testid="season-imported-note">
          Played before the league moved to Sleeper and imported by the commissioner: final standings,
          champion and any payouts only, no weekly games.
        </p>
      )}
      {/* Recaps, the payouts table and drafts come from Sleeper's weeks: an imported season has none. */}
      {!season.imported && (
        <Link
          to={seasonRecapsHref(season.season)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          <NewspaperIcon className="size-4" aria-hidden="true" /> Weekly recaps of {season.season}
        </Link>
      )}
      {season.isMedian && (
        <p
          className="rounded-md border border-sky-300/60 bg-sky-50 p-2 text-xs dark:bg-sky-950/30"
          data-testid="season-median-note"
        >
          {season.season} used median scoring: records show head-to-head games only; “With Median” keeps
          Sleeper’s record including the weekly game against the median.
        </p>
      )}
      {blowout && (
        <p className="text-sm text-muted-foreground">
          Biggest blowout:{' '}
          <ManagerLink ownerId={blowout.winner.ownerId}>{blowout.winner.teamName}</ManagerLink> beat{' '}
          <ManagerLink ownerId={blowout.loser.ownerId}>{blowout.loser.teamName}</ManagerLink> by{' '}
          {formatMargin(blowout.winner.points, blowout.loser.points)} in Week {blowout.week}.
        </p>
      )}
      <div>
        <h3 className="mb-2 font-semibold">{standingsTitle(season)}</h3>
        <FinalStandings season={season} />
        <SeasonByeNote season={season} />
      </div>
      <PointsForChart season={season} />
      {season.imported ? (
        <ImportedPayouts season={season} />
      ) : (
        <>
          <SeasonPayouts season={season.season} />
          <SeasonDraftReport season={season.season} teams={season.totalRosters} />
        </>
      )}
    </div>
  );
}

/** Season Details (docs/product.md §2 "League History"): one tab per season, newest first. */
export function SeasonDetails({ seasons }: { seasons: HistorySeason[] }) {
  const first = seasons[0];
  if (!first) return null;
  return (
    <Section id="season-details" icon={ListOrderedIcon} title="Season Details">
      <Tabs defaultValue={first.season} className="space-y-4">
        <TabsList aria-label="Seasons">
          {seasons.map((season) => (
            <TabsTrigger key={season.season} value={season.season} className="min-h-11">
              {season.season}
              {season.imported && <span className="ml-1 text-xs text-muted-foreground">(imported)</span>}
            </TabsTrigger>
          ))}
        </TabsList>
        {seasons.map((season) => (
          <TabsContent key={season.season} value={season.season}>
            <SeasonPanel season={season} />
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
