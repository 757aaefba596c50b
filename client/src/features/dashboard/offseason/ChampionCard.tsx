import { MedalIcon, TrophyIcon } from 'lucide-react';
import type { HistorySeason, HistoryStanding } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRecord } from '@/lib/format';
import { formatPoints } from '@/lib/format';

function Place({ label, team }: { label: string; team: HistoryStanding | null }) {
  if (!team) return null;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <div className="flex items-center gap-1.5 text-sm font-medium">
          <MedalIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <ManagerLink ownerId={team.ownerId} className="min-w-0 break-words">
            {team.teamName}
          </ManagerLink>
        </div>
        <div className="text-xs break-words text-muted-foreground">{team.ownerName}</div>
      </div>
      <span className="shrink-0 text-xs text-muted-foreground">{label}</span>
    </li>
  );
}

/** Last season's champion, with the podium behind them. */
export function ChampionCard({ season }: { season: HistorySeason }) {
  const champion = season.championTeam;
  return (
    <Card
      className="self-start border-amber-300 bg-amber-50/60 dark:border-amber-800 dark:bg-amber-950/20"
      data-testid="offseason-champion"
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrophyIcon className="size-5 text-amber-500" aria-hidden="true" /> {season.season} Champion
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {champion ? (
          <div>
            <p className="text-2xl font-bold tracking-tight">
              <ManagerLink ownerId={champion.ownerId}>{champion.teamName}</ManagerLink>
            </p>
            <p className="text-sm text-muted-foreground">
              {champion.ownerName} · {formatRecord(champion)} · {formatPoints(champion.pointsFor)} PF
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">The {season.season} final has not been decided.</p>
        )}
        <ul className="divide-y">
          <Place label="Runner-up" team={season.runnerUp} />
          <Place label="Third place" team={season.thirdPlace} />
        </ul>
      </CardContent>
    </Card>
  );
}
