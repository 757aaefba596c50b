// Every pick held by a team other than its own, draft by draft (the rest stay with their teams).
import type { FuturePicksResponse } from '@common/picks';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { tradedPicksBySeason } from '@/entities/pick/pick-holdings';
import { PickList, PickTeam } from '@/entities/pick/PickList';

export function TradedPicks({ answer }: { answer: FuturePicksResponse }) {
  return (
    <div className="space-y-4">
      {tradedPicksBySeason(answer).map(({ season, picks }) => (
        <Card key={season} aria-labelledby={`traded-${season}`} role="region">
          <CardHeader>
            <CardTitle id={`traded-${season}`}>{season} draft</CardTitle>
          </CardHeader>
          <CardContent>
            {picks.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No {season} pick has changed hands: every team holds its own.
              </p>
            ) : (
              <PickList
                picks={picks}
                label={`${season} picks that changed hands`}
                describe={(pick) => (
                  <>
                    <PickTeam team={pick.original} owning /> pick, held by <PickTeam team={pick.owner} />
                  </>
                )}
              />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
