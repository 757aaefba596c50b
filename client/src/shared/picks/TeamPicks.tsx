// One team's picks, draft by draft: those it holds (its own, and others' it acquired) and its own
// that another team holds. The Picks page shows each draft as a card, a manager page as a part of its
// own card (`framed`).
import type { FuturePicksResponse } from '@common/picks';
import { counted } from '@common/english';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { teamPicksBySeason, type SeasonTeamPicks } from './pick-holdings';
import { PickList, PickTeam } from './PickList';

function Summary({ held, tradedAway }: SeasonTeamPicks) {
  return (
    <p className="text-sm text-muted-foreground">
      Holds {counted(held.length, 'pick')}
      {tradedAway.length > 0 ? `; ${tradedAway.length} of its own traded away` : ''}.
    </p>
  );
}

function Lists({ season, held, tradedAway, rosterId }: SeasonTeamPicks & { rosterId: number }) {
  return (
    <div className="space-y-3">
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
          <p className="text-sm font-semibold">Traded away</p>
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
    </div>
  );
}

export function TeamPicks({
  answer,
  rosterId,
  framed = true,
}: {
  answer: FuturePicksResponse;
  rosterId: number;
  /** Each draft a card of its own (the Picks page), else a titled part (inside a manager's card). */
  framed?: boolean;
}) {
  const seasons = teamPicksBySeason(answer, rosterId);
  if (!framed) {
    return (
      <div className="space-y-4">
        {seasons.map((picks) => (
          <section key={picks.season} aria-label={`${picks.season} draft`} className="space-y-2">
            <h4 className="font-semibold">{picks.season} draft</h4>
            <Summary {...picks} />
            <Lists {...picks} rosterId={rosterId} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {seasons.map((picks) => (
        <Card key={picks.season} aria-labelledby={`picks-${picks.season}`} role="region">
          <CardHeader>
            <CardTitle id={`picks-${picks.season}`}>{picks.season} draft</CardTitle>
            <Summary {...picks} />
          </CardHeader>
          <CardContent>
            <Lists {...picks} rosterId={rosterId} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
