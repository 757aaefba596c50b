// The league's head-to-head matrix: every manager against every other across all seasons,
// regular season and playoffs apart. It scrolls inside its own box, so a phone's page never widens.
// The column heads stand upright, read from the bottom: each name whole in a column as narrow as its
// records, so the thirteen managers fit a desktop's card (across, they were cut to "BigPlay…" and
// still ran past the card's edge).
import { useState } from 'react';
import { SwordsIcon } from 'lucide-react';
import type { H2hRecord, HeadToHeadResponse } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { useHeadToHead } from '@/entities/manager/api';
import { formatRecord } from '@/lib/format';
import { Section } from './Section';

type Kind = 'regular' | 'playoffs';

function Matrix({ data, kind }: { data: HeadToHeadResponse; kind: Kind }) {
  const cells = new Map(data.cells.map((cell) => [`${cell.ownerId}|${cell.opponentId}`, cell[kind]]));
  const label = kind === 'regular' ? 'regular season' : 'playoffs';
  const cellText = (record: H2hRecord | undefined) =>
    record && record.games > 0 ? formatRecord(record) : '';
  return (
    <div
      className="max-h-[32rem] w-full overflow-auto rounded-lg border"
      tabIndex={0}
      role="region"
      aria-label={`Head-to-head matrix, ${label}`}
      data-testid="h2h-matrix-box"
    >
      <table
        className="w-full border-separate border-spacing-0 text-xs tabular-nums"
        data-testid="h2h-matrix"
      >
        <caption className="sr-only">
          Head-to-head records, {label}: each row is a manager&apos;s record against the manager of each
          column.
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 border-b bg-muted px-2 py-1.5 text-left align-bottom font-medium text-muted-foreground"
            >
              Manager <span aria-hidden="true">↓</span> vs <span aria-hidden="true">→</span>
            </th>
            {data.managers.map((m) => (
              <th
                key={m.ownerId}
                scope="col"
                className="sticky top-0 z-10 border-b bg-muted px-1.5 py-1.5 align-bottom font-medium"
              >
                <span className="inline-block rotate-180 whitespace-nowrap [writing-mode:vertical-rl]">
                  {m.ownerName}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.managers.map((row) => (
            <tr key={row.ownerId}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b bg-card px-2 py-1.5 text-left font-medium whitespace-nowrap"
              >
                <ManagerLink ownerId={row.ownerId} className="block">
                  {row.ownerName}
                </ManagerLink>
                {!row.current && (
                  <span className="text-[10px] font-normal text-muted-foreground">past member</span>
                )}
              </th>
              {data.managers.map((column) => {
                if (column.ownerId === row.ownerId) {
                  return (
                    <td
                      key={column.ownerId}
                      className="border-b bg-muted/40 px-1.5 py-1.5 text-center text-muted-foreground"
                    >
                      <span aria-label="same manager">—</span>
                    </td>
                  );
                }
                const record = cells.get(`${row.ownerId}|${column.ownerId}`);
                const text = cellText(record);
                return (
                  <td
                    key={column.ownerId}
                    className={cn(
                      'border-b px-1.5 py-1.5 text-center whitespace-nowrap',
                      record &&
                        record.wins > record.losses &&
                        'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300',
                      record &&
                        record.wins < record.losses &&
                        'bg-red-50 text-red-800 dark:bg-red-950/40 dark:text-red-300',
                    )}
                    title={
                      record && record.games > 0
                        ? `${row.ownerName} v ${column.ownerName}: ${text}, ${formatPoints(record.pointsFor)}-${formatPoints(record.pointsAgainst)} pts`
                        : `${row.ownerName} and ${column.ownerName} never met in the ${label}`
                    }
                  >
                    {text || <span className="text-muted-foreground/60">·</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The matrix section of the history page, with its own request and states. */
export function HeadToHeadMatrix() {
  const h2h = useHeadToHead(useLeagueId());
  const [kind, setKind] = useState<Kind>('regular');
  return (
    <Section
      id="head-to-head"
      icon={SwordsIcon}
      title="Head-to-Head Matrix"
      description="Every manager against every other, all seasons. Read across: the row's record against the column. Green: winning record."
    >
      {h2h.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : h2h.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(h2h.error, 'The head-to-head records could not be loaded.')}
        </p>
      ) : (
        <Tabs value={kind} onValueChange={(value) => setKind(value as Kind)} className="min-w-0">
          <TabsList aria-label="Games">
            <TabsTrigger value="regular">Regular season</TabsTrigger>
            <TabsTrigger value="playoffs">Playoffs</TabsTrigger>
          </TabsList>
          <TabsContent value="regular">
            <Matrix data={h2h.data} kind="regular" />
          </TabsContent>
          <TabsContent value="playoffs">
            <Matrix data={h2h.data} kind="playoffs" />
          </TabsContent>
        </Tabs>
      )}
    </Section>
  );
}
