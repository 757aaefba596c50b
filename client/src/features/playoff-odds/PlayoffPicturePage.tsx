// The playoff picture (/playoffs): every team's playoff, bye and title odds, expected seed
// and prize money, what it needs, the seed odds, and how the odds are computed (decision 0011).
import { AlertTriangleIcon, TrophyIcon } from 'lucide-react';
import type { PlayoffOddsResponse, TeamOdds } from '@common/almanac';
import { EmptyState } from '@/components/EmptyState';
import { ManagerLink } from '@/components/ManagerLink';
import { ProvisionalNote } from '@/components/ProvisionalNote';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { TeamIdentity } from '@/components/TeamIdentity';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { STICKY_FIRST, STICKY_FIRST_HEAD, TableScroll } from '@/components/ui/table-scroll';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatCount, formatMoney } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { formatRecord } from '@/lib/format';
import { playoffOddsQuery, usePlayoffOdds } from '@/entities/playoff-odds/api';
import { byeChance, needsOf, otherChance, playoffChance, seedChance } from '@/entities/playoff-odds/chance';

const money = (amount: number) => formatMoney(Math.round(amount * 100) / 100);

function weeksLeftText(odds: PlayoffOddsResponse): string {
  if (odds.decided) return 'The season is decided: every chance below is a fact.';
  const regular = odds.regularWeeksLeft;
  const parts: string[] = [];
  if (regular.length === 1) parts.push(`week ${regular[0]} of the regular season`);
  else if (regular.length > 1) parts.push(`weeks ${regular[0]}-${regular.at(-1)} of the regular season`);
  if (odds.playoffWeeksLeft.length > 0) parts.push(`${odds.playoffWeeksLeft.length} playoff rounds`);
  return `${formatCount(odds.runs)} simulated seasons of what is left: ${parts.join(' and ')}.`;
}

/** A figure's cell: tight on a phone, where the team and three chances share 375 px. */
const FIGURE = 'px-2 py-2 text-right tabular-nums sm:px-3';

function OddsTable({ odds }: { odds: PlayoffOddsResponse }) {
  const { decided, byes } = odds;
  // On a phone the team (sticky, its record below the name) and the chances of the playoffs, a bye
  // and the title are in view; seed, prize and what each team needs scroll in beside the team.
  return (
    <TableScroll label="Playoff odds by team">
      <table className="w-full text-sm" data-testid="playoff-odds-table">
        <caption className="sr-only">Playoff odds, expected seed and prize money of every team</caption>
        <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(STICKY_FIRST_HEAD, 'px-2 py-2 sm:px-3')}>
              Team
            </th>
            <th scope="col" className="hidden px-3 py-2 sm:table-cell">
              Record
            </th>
            <th scope="col" className={FIGURE}>
              Playoffs
            </th>
            {byes > 0 && (
              <th scope="col" className={FIGURE}>
                Bye
              </th>
            )}
            <th scope="col" className={FIGURE}>
              Title
            </th>
            <th scope="col" className={FIGURE}>
              Exp. seed
            </th>
            <th scope="col" className={FIGURE}>
              Exp. prize
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              What they need
            </th>
          </tr>
        </thead>
        <tbody>
          {odds.teams.map((team) => {
            const record = formatRecord(team);
            return (
              <tr
                key={team.rosterId}
                className={cn(
                  'border-t bg-card',
                  team.rank <= odds.playoffTeams && 'bg-emerald-50 dark:bg-emerald-950',
                )}
                data-testid="playoff-odds-row"
                data-roster-id={team.rosterId}
              >
                <th scope="row" className={cn(STICKY_FIRST, 'px-2 py-2 text-left font-normal sm:px-3')}>
                  <div className="flex items-center gap-2">
                    <span className="w-5 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                      {team.rank}
                    </span>
                    <TeamIdentity team={team} inTable phoneDetail={record} />
                  </div>
                </th>
                <td className="hidden px-3 py-2 tabular-nums sm:table-cell">{record}</td>
                <td className={cn(FIGURE, 'font-semibold')}>{playoffChance(team, decided)}</td>
                {byes > 0 && <td className={FIGURE}>{byeChance(team, decided)}</td>}
                <td className={FIGURE}>{otherChance(team.title, team, decided)}</td>
                <td className={FIGURE}>{team.expectedSeed.toFixed(1)}</td>
                <td
                  className={FIGURE}
                  title={`Championship ${money(team.prizes.championship)}, highest points ${money(team.prizes.highestPoints)}, unlucky ${money(team.prizes.unlucky)}, blowout ${money(team.prizes.blowout)}`}
                >
                  {money(team.expectedPrize)}
                </td>
                <td className="min-w-56 px-2 py-2 text-xs sm:px-3">
                  {needsOf(team, decided).join(' · ')}
                  {team.schedule.length > 0 && (
                    <span className="block text-muted-foreground">
                      {team.schedule
                        .map(
                          (game) =>
                            `Wk ${game.week}: ${game.opponentName ? `v ${game.opponentName}` : 'bye'}`,
                        )
                        .join(', ')}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Each team's chance of each seed, shaded by how likely. */
function SeedTable({ odds }: { odds: PlayoffOddsResponse }) {
  const seeds = odds.teams.map((_, i) => i + 1);
  return (
    <TableScroll label="Seed odds">
      <table className="w-full text-xs tabular-nums">
        <caption className="sr-only">
          The chance of every team to finish the regular season at every seed
        </caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className={cn(STICKY_FIRST_HEAD, 'px-2 py-1.5 text-left')}>
              Team
            </th>
            {seeds.map((seed) => (
              <th
                key={seed}
                scope="col"
                className={cn('px-1 py-1.5', seed === odds.playoffTeams && 'border-r-2')}
              >
                {seed}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {odds.teams.map((team: TeamOdds) => (
            <tr key={team.rosterId} className="border-t bg-card">
              <th scope="row" className={cn(STICKY_FIRST, 'px-2 py-1 text-left font-medium')}>
                {/* Narrow enough on a phone for the six playoff seeds' columns whole beside it. */}
                <ManagerLink ownerId={team.ownerId} className="block w-[5.5rem] break-words sm:w-36">
                  {team.teamName}
                </ManagerLink>
              </th>
              {team.seedOdds.map((chance, i) => (
                <td
                  key={i}
                  className={cn('min-w-8 px-1 py-1 text-center', i + 1 === odds.playoffTeams && 'border-r-2')}
                  style={
                    chance > 0 ? { backgroundColor: `rgb(16 185 129 / ${0.1 + 0.75 * chance})` } : undefined
                  }
                >
                  {chance === 0 ? '' : seedChance(team, i + 1, odds.decided).replace('%', '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Method({ odds }: { odds: PlayoffOddsResponse }) {
  const { prizes } = odds;
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
      <li>
        The rest of the season is played {formatCount(odds.runs)} times from the real schedule: the
        provider&apos;s remaining matchups
        {odds.median ? ', plus a game against the weekly median for every team' : ''}.
      </li>
      <li>
        Each team&apos;s weekly score is drawn around its own average and spread this season, pulled toward
        the league&apos;s by three games&apos; weight, and half toward its projected lineup where the provider
        projects the week.
      </li>
      <li>
        Seeds go by wins (a tie counts half), then points for. The top {odds.playoffTeams} make the playoffs
        {odds.byes > 0 ? `, the top ${odds.byes} with a bye` : ''}; the bracket is the league&apos;s, and a
        tied playoff game goes to the better seed.
      </li>
      <li>
        Clinched teams show 100% and eliminated teams 0%: those are proven. Anyone else is never shown as
        certain.
      </li>
      <li>
        Expected prize: the average payout over the simulated seasons from this season&apos;s table: 1st{' '}
        {money(prizes.first)}, 2nd {money(prizes.second)}, 3rd {money(prizes.third)}, highest points{' '}
        {money(prizes.highestPoints)}, unlucky {money(prizes.unlucky)}, biggest blowout{' '}
        {money(prizes.blowout)}. That is {money(odds.moneyOnOffer)} on offer, and the column adds up to it.
        The BUSTED pot is not decided by games and is left out.
      </li>
    </ul>
  );
}

export default function PlayoffPicturePage() {
  const leagueId = useLeagueId();
  const odds = usePlayoffOdds(leagueId);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <TrophyIcon className="size-6 text-primary" aria-hidden="true" /> Playoff Picture
        </h1>
        <p className="text-sm text-muted-foreground">
          {odds.data
            ? `${odds.data.season} season. ${weeksLeftText(odds.data)}`
            : 'Who gets in, who gets a bye, who wins it all.'}
        </p>
        <StaleDataNotice queryKey={playoffOddsQuery(leagueId).queryKey} />
        <ProvisionalNote weeks={odds.data?.provisionalWeeks ?? []} />
      </header>
      {odds.isPending ? (
        <div className="space-y-3" aria-label="Loading the playoff odds" role="status">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : odds.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the playoff odds"
          description={errorMessage(odds.error, 'Please try again later.')}
        />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Odds and what each team needs</CardTitle>
              <CardDescription>
                Highlighted:{' '}
                {odds.data.regularWeeksLeft.length === 0 ? 'in the playoffs' : 'inside the playoff cut today'}
                . Expected prize money sums to {money(odds.data.moneyOnOffer)}.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <OddsTable odds={odds.data} />
            </CardContent>
          </Card>
          <Card className="render-when-near">
            <CardHeader>
              <CardTitle>Seed odds</CardTitle>
              <CardDescription>
                The chance (in %) of finishing the regular season at each seed; the line marks the playoff
                cut.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <SeedTable odds={odds.data} />
            </CardContent>
          </Card>
          <Card className="render-when-near">
            <CardHeader>
              <CardTitle>How the odds are computed</CardTitle>
            </CardHeader>
            <CardContent>
              <Method odds={odds.data} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
