// One team's picks, draft by draft: those it holds (its own, and others' it acquired) and its own
// that another team holds.
import type { FuturePicksResponse } from '@common/picks';
import { counted } from '@common/english';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { teamPicksBySeason } from '@/shared/picks/pick-holdings';
import { PickList, PickTeam } from './PickList';

export function TeamPicks({ answer, rosterId }: { answer: FuturePicksResponse; rosterId: number }) {
  return (
    <div className="space-y-4">
      {teamPicksBySeason(answer, rosterId).map(({ season, held, tradedAway }) => (
        <Card key={season} aria-labelledby={`picks-${season}`} role="region">
          <CardHeader>
            <CardTitle id={`picks-${season}`}>{season} draft</CardTitle>
            <p className="text-sm text-muted-foreground">
              Holds {counted(held.length, 'pick')}
              {tradedAway.length > 0 ? `; ${tradedAway.length} of its own traded away` : ''}.
            </p>
          </CardHeader>
          <CardContent className="space-y-3">
            {held.length > 0 ? (
              <PickList
                picks={held}
                label={`${season} picks held`}
                describe={(pick) =>
                  pick.original.rosterId === rosterId ? (
                    'Own pick'
                  ) : (
                    <>
                      From <PickTeam team={pick.original} />
                    </>
                  )
                }
              />
            ) : null}
            {tradedAway.length > 0 ? (
              <div className="space-y-1.5">
                <h3 className="text-sm font-semibold">Traded away</h3>
                <PickList
                  picks={tradedAway}
                  label={`${season} picks traded away`}
                  describe={(pick) => (
                    <>
                      Held by <PickTeam team={pick.owner} />
                    </>
                  )}
                />
              </div>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
