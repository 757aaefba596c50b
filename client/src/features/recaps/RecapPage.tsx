// A week's recap (/recaps/{season}/{week}): the awards as cards, the recap in the league's
// persona, the games, and how every team's standing and chances moved. All of it is the server's
// answer, rendered on the server: the page reads the same without JavaScript.
import type { ReactNode } from 'react';
import { AlertTriangleIcon, NewspaperIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { RecapResponse, RecapTeam } from '@common/recap';
import { EmptyState } from '@/components/EmptyState';
import { ProvisionalNote } from '@/components/ProvisionalNote';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { weekOf } from '@/entities/record/api';
import { useRecap } from '@/entities/recap/api';
import { AwardCard } from './AwardCard';
import { RecapMovers } from './RecapMovers';
import { RecapResults } from './RecapResults';
import { RecapStory } from './RecapStory';
import { RecapWeekNav } from './RecapWeekNav';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Recap({ recap }: { recap: RecapResponse }) {
  const teams = new Map<number, RecapTeam>(recap.teams.map((team) => [team.rosterId, team]));
  return (
    <>
      <Part id="recap-awards" title="Awards">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {recap.awards.map((award) => (
            <li key={`${award.id}-${award.rosterId}`} data-award-id={award.id}>
              <AwardCard award={award} teams={teams} />
            </li>
          ))}
        </ul>
        {recap.playerPointsNote && (
          <p className="text-sm text-muted-foreground" data-testid="player-points-note">
            {recap.playerPointsNote}
          </p>
        )}
      </Part>
      <Part id="recap-story" title="The week in words">
        <RecapStory text={recap.text} persona={recap.persona} />
      </Part>
      <Part id="recap-results" title="Results">
        <RecapResults
          season={recap.season}
          week={recap.week}
          games={recap.games}
          median={recap.median}
          teams={teams}
        />
      </Part>
      <Part id="recap-movers" title="Standings and chances">
        <RecapMovers teams={recap.teams} games={recap.games} playoffWeek={recap.playoffs} />
      </Part>
    </>
  );
}

/** The page's parts at about their size while the recap loads. */
function RecapSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading the recap">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
      <Skeleton className="h-64" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </div>
  );
}

export default function RecapPage() {
  const leagueId = useLeagueId();
  const asked = weekOf(useParams());
  const season = asked?.season ?? '';
  const week = asked?.week ?? 0;
  const recap = useRecap(leagueId, season, week);
  const data = recap.data ?? null;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
            <NewspaperIcon className="size-6 text-primary" aria-hidden="true" />
            {asked ? `Week ${week} Recap, ${season}` : 'Recap'}
            {data?.playoffs && <Badge variant="secondary">Playoffs</Badge>}
          </h1>
          <p className="text-sm text-muted-foreground">The awards, the story, the results and who moved.</p>
          {data?.provisional && <ProvisionalNote weeks={[data.week]} />}
        </div>
        <RecapWeekNav season={season} recap={data} label="Recap weeks" />
      </header>
      {!asked ? (
        <NoRecap description="This address names no week." />
      ) : recap.isPending ? (
        <RecapSkeleton />
      ) : recap.isError ? (
        <NoRecap description={errorMessage(recap.error, 'Please try again later.')} />
      ) : (
        <>
          <Recap recap={recap.data} />
          <RecapWeekNav season={season} recap={data} label="More recaps" />
        </>
      )}
    </div>
  );
}

function NoRecap({ description }: { description: string }) {
  return (
    <EmptyState icon={AlertTriangleIcon} title="No recap to show" description={description}>
      <Button asChild variant="outline">
        <Link to="/recaps">All recaps</Link>
      </Button>
    </EmptyState>
  );
}
