// The playoff bracket (/bracket): before the playoffs, as it would be seeded today, each
// team with its chance of that seed; during and after, Sleeper's winners and consolation brackets with
// the games' scores, byes, placement games and the champion. Any season of the league's history.
import { useSearchParams } from 'react-router';
import { AlertTriangleIcon, NetworkIcon, TrophyIcon } from 'lucide-react';
import type { BracketGame, BracketResponse } from '@common/bracket';
import { playoffRoundName, roundWeeksLabel } from '@common/playoff-round';
import { EmptyState } from '@/components/EmptyState';
import { ManagerLink } from '@/components/ManagerLink';
import { ProvisionalNote } from '@/components/ProvisionalNote';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagueId } from '@/lib/league';
import { bracketQuery, bracketSeason, useBracket } from '@/entities/bracket/api';
import { BracketGameCard } from '@/entities/bracket/BracketGameCard';

/**
 * A bracket's games by round, side by side on a wide screen, one round after the other on a phone.
 * The winners bracket's rounds go by their names (common/playoff-round.ts), the consolation's by number.
 */
function Rounds({
  games,
  projected,
  label,
  named,
}: {
  games: BracketGame[];
  projected: boolean;
  label: string;
  named: boolean;
}) {
  const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => a - b);
  const last = rounds.at(-1) ?? 0;
  return (
    <div className="grid gap-4 lg:grid-flow-col lg:auto-cols-fr">
      {rounds.map((round) => {
        const inRound = games.filter((game) => game.round === round);
        const heading = named
          ? playoffRoundName(round, last)
          : round === last
            ? 'Final round'
            : `Round ${round}`;
        return (
          <section key={round} aria-label={`${label}: ${heading}`} className="space-y-2">
            <h3 className="text-sm font-semibold">
              {heading}{' '}
              <span className="font-normal text-muted-foreground">
                · {roundWeeksLabel(inRound[0]!.weeks)}
              </span>
            </h3>
            <ul className="space-y-3">
              {inRound.map((game) => (
                <BracketGameCard key={game.game} game={game} projected={projected} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Bracket({ data }: { data: BracketResponse }) {
  const projected = data.status === 'projected';
  const seeded = data.status === 'seeded';
  return (
    <>
      {data.champion && (
        <p
          className="flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm dark:bg-amber-950/40"
          data-testid="bracket-champion"
        >
          <TrophyIcon className="size-5 text-amber-600" aria-hidden="true" />
          <span>
            {data.season} champion:{' '}
            <strong>
              <ManagerLink ownerId={data.champion.ownerId}>{data.champion.teamName}</ManagerLink>
            </strong>
          </span>
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>
            {projected
              ? 'If the playoffs started today'
              : seeded
                ? 'Seeded for the playoffs'
                : 'Winners bracket'}
          </CardTitle>
          <CardDescription>
            {projected
              ? `The top ${data.playoffTeams} of today's standings, seeded as they stand, with each team's chance of finishing at that seed (10,000 simulated seasons). The playoffs start in Week ${data.playoffWeekStart}.`
              : seeded
                ? `The regular season is over: the top ${data.playoffTeams} are in, seeded by the final standings. The playoffs start in Week ${data.playoffWeekStart}.`
                : `Weeks ${data.playoffWeekStart}-${Math.max(...data.winners.flatMap((g) => g.weeks))}.`}
            {data.byes.length > 0 &&
              ` Byes: ${data.byes.map((team) => `${team.teamName} (seed ${team.seed})`).join(', ')}.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Rounds games={data.winners} projected={projected} label="Winners bracket" named />
        </CardContent>
      </Card>
      {data.losers.length > 0 && (
        <Card className="render-when-near">
          <CardHeader>
            <CardTitle>Consolation bracket</CardTitle>
            <CardDescription>
              The teams that missed the playoffs, playing for the places below.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Rounds games={data.losers} projected={false} label="Consolation bracket" named={false} />
          </CardContent>
        </Card>
      )}
    </>
  );
}

export default function BracketPage() {
  const leagueId = useLeagueId();
  const [search, setSearch] = useSearchParams();
  const season = bracketSeason(search);
  const bracket = useBracket(leagueId, season);
  const data = bracket.data;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <NetworkIcon className="size-6 text-primary" aria-hidden="true" /> Playoff Bracket
          </h1>
          <p className="text-sm text-muted-foreground">
            {data ? `${data.season} season` : 'The road to the championship.'}
          </p>
        </div>
        {data && data.seasons.length > 1 && (
          <label className="flex items-center gap-2 text-sm">
            Season
            <Select
              className="sm:h-9"
              value={data.season}
              onValueChange={(next) => setSearch(next === data.seasons[0] ? {} : { season: next })}
            >
              {data.seasons.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Select>
          </label>
        )}
      </header>
      <StaleDataNotice queryKey={bracketQuery(leagueId, season).queryKey} />
      <ProvisionalNote weeks={data?.provisionalWeeks ?? []} />
      {bracket.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the bracket">
          <Skeleton className="h-96 w-full" />
        </div>
      ) : bracket.isError || !data ? (
        <div role="alert">
          <EmptyState icon={AlertTriangleIcon} title="The bracket could not be loaded" />
        </div>
      ) : (
        <Bracket data={data} />
      )}
    </div>
  );
}
