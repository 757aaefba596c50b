// One team's picks, draft by draft: those it holds (its own, and others' it acquired) and its own
// that another team holds. The Picks page shows each draft as a card, a manager page as a part of its
// own card (`framed`).
import type { FuturePicksResponse } from '@common/picks';
import { counted } from '@common/english';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { roundRuns, teamPicksBySeason, type SeasonTeamPicks } from './pick-holdings';
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
  // A team's own picks are most of a list and read alike: one line of rounds, the moved ones apart.
  const own = held.filter((pick) => pick.original.rosterId === rosterId).map((pick) => pick.round);
  const acquired = held.filter((pick) => pick.original.rosterId !== rosterId);
  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="own-picks">
        {own.length > 0 ? (
          <>
            <span className="font-semibold">Own picks:</span> {own.length === 1 ? 'round' : 'rounds'}{' '}
            {roundRuns(own)}
          </>
        ) : (
          'None of its own picks left.'
        )}
      </p>
      {acquired.length > 0 ? (
        <div className="space-y-1.5">
          <p className="text-sm font-semibold">Acquired</p>
          <PickList
            picks={acquired}
            label={`${season} picks acquired`}
            describe={(pick) => (
              <>
                From <PickTeam team={pick.original} />
              </>
            )}
          />
        </div>
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
