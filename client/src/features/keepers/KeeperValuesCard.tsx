// What keepers were worth, on the keepers page: the best and the worst keepers ever, each
// against what the round he cost produced on average (decision 0016, keeper values).
import type { KeeperValue } from '@common/almanac';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useKeeperValue } from '@/entities/keeper/api';
import { emptyKeeperListText, KeeperValueList } from '@/entities/keeper/KeeperValueList';

/** The lists hold five each (the server's top and bottom 5): their placeholders are that tall. */
const LISTED = 5;

function Part({
  id,
  title,
  keepers,
  empty,
}: {
  id: string;
  title: string;
  keepers: readonly KeeperValue[] | undefined;
  empty: string | null;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2" data-testid={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {keepers === undefined ? (
        <div className="space-y-2" role="status" aria-label={`Loading the ${title.toLowerCase()}`}>
          {Array.from({ length: LISTED }, (_, i) => (
            <Skeleton key={i} className="h-[3.25rem]" />
          ))}
        </div>
      ) : empty !== null ? (
        <p className="text-sm text-muted-foreground">{empty}.</p>
      ) : (
        <KeeperValueList keepers={keepers} />
      )}
    </section>
  );
}

export function KeeperValuesCard() {
  const values = useKeeperValue(useLeagueId());
  return (
    <Card role="region" aria-labelledby="keeper-values-title" data-testid="keeper-values">
      <CardHeader>
        <h2 id="keeper-values-title" className="text-lg leading-tight font-semibold tracking-tight">
          What keepers were worth
        </h2>
        <CardDescription>
          Each keeper&rsquo;s points in his team&rsquo;s starting lineups that season, against what a pick of
          the round he cost produced on average in the league&rsquo;s drafts. Keepers who never started are
          left out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {values.isError ? (
          <p className="text-sm text-destructive">
            {errorMessage(values.error, 'Could not load what the keepers were worth.')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <Part
              id="keepers-best"
              title="Best keepers ever"
              keepers={values.data?.best}
              empty={values.data ? emptyKeeperListText('best', values.data) : null}
            />
            <Part
              id="keepers-worst"
              title="Worst keepers ever"
              keepers={values.data?.worst}
              empty={values.data ? emptyKeeperListText('worst', values.data) : null}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
