import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { HistoryIcon } from 'lucide-react';
import { IMPORT_HEADER, IMPORT_MAX_CSV_CHARS, type ImportedSeasonSummary } from '@common/imported-seasons';
import { ConfirmButton } from '@/components/ConfirmButton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { notifyError, notifySuccess } from '@/lib/notify';
import { importRefusalOf, useImportedSeasonChanges, useImportedSeasons } from './api/imported-seasons';

/**
 * Seasons before Sleeper: the commissioner pastes or picks the old site's CSV, sees every line error at once
 * when it is refused (nothing is written then), and undoes a season to fix it, or every imported season at
 * once (a wrong file of many seasons).
 */
export function ImportedSeasonsCard({ leagueId }: { leagueId: string | undefined }) {
  const list = useImportedSeasons(leagueId);
  const { importCsv, undo, undoAll } = useImportedSeasonChanges(leagueId);
  const [csv, setCsv] = useState('');
  const csvId = useId();
  const fileId = useId();
  const errorsId = useId();
  const refusal = importRefusalOf(importCsv.error);

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void file.text().then(setCsv);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    importCsv.mutate(csv, {
      onSuccess: () => {
        setCsv('');
        notifySuccess('Seasons imported.');
      },
      // A refusal is listed under the form; only other failures need a toast.
      onError: (error) => {
        if (!importRefusalOf(error)) notifyError('The seasons could not be imported.', error, true);
      },
    });
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HistoryIcon className="size-5" aria-hidden="true" /> Seasons before Sleeper
        </CardTitle>
        <CardDescription>
          Import the final standings of seasons played before the league moved to Sleeper: they show in the
          history, champions and career totals, marked as imported. One line per team, after this header (
          <code>champion</code> is <code>yes</code> or empty, <code>payout</code> whole dollars; both
          optional):
        </CardDescription>
        {/* Wrapped, not scrolled: a scrolling box would need a keyboard stop of its own. */}
        <code className="block rounded bg-muted p-2 text-xs break-all">{IMPORT_HEADER}</code>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="space-y-3">
          <div className="space-y-1">
            <Label htmlFor={fileId}>CSV file</Label>
            <Input id={fileId} type="file" accept=".csv,text/csv" onChange={readFile} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={csvId}>CSV text</Label>
            <Textarea
              id={csvId}
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
              rows={8}
              maxLength={IMPORT_MAX_CSV_CHARS}
              className="font-mono text-xs"
              aria-describedby={refusal ? errorsId : undefined}
              aria-invalid={refusal ? true : undefined}
            />
          </div>
          <Button type="submit" disabled={csv.trim() === '' || importCsv.isPending}>
            {importCsv.isPending ? 'Importing…' : 'Import'}
          </Button>
        </form>
        {refusal && (
          <div id={errorsId} role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
            <p className="font-medium text-destructive">{refusal.message}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="import-errors">
              {refusal.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
        {list.data ? (
          <ImportedList
            seasons={list.data.seasons}
            onUndo={(season) => undoSeason(season)}
            onUndoAll={undoEverySeason}
            busy={undo.isPending || undoAll.isPending}
          />
        ) : list.isError ? (
          <p className="text-sm text-destructive">The imported seasons could not be loaded.</p>
        ) : (
          <Skeleton className="h-16" />
        )}
      </CardContent>
    </Card>
  );

  function undoSeason(season: string) {
    undo.mutate(season, {
      onSuccess: () => notifySuccess(`Season ${season} removed.`),
      onError: (error) => notifyError(`Season ${season} could not be removed.`, error, true),
    });
  }

  function undoEverySeason() {
    undoAll.mutate(undefined, {
      onSuccess: () => notifySuccess('Every imported season removed.'),
      onError: (error) => notifyError('The imported seasons could not be removed.', error, true),
    });
  }
}

function ImportedList({
  seasons,
  onUndo,
  onUndoAll,
  busy,
}: {
  seasons: ImportedSeasonSummary[];
  onUndo: (season: string) => void;
  onUndoAll: () => void;
  busy: boolean;
}) {
  if (seasons.length === 0) return <p className="text-sm text-muted-foreground">No seasons imported yet.</p>;
  // Newest first: the span runs from the last season listed to the first.
  const span = `${seasons.at(-1)!.season} to ${seasons[0]!.season}`;
  return (
    <div className="space-y-3">
      <SeasonRows seasons={seasons} onUndo={onUndo} busy={busy} />
      {seasons.length > 1 && (
        // Apart from the rows, on their buttons' side on a wide screen: it is no row's.
        <div className="flex border-t pt-3 sm:justify-end">
          <ConfirmButton
            label="Undo all imported seasons"
            title={`Undo all ${seasons.length} imported seasons?`}
            description={`The ${seasons.length} imported seasons, ${span}, leave the history, champions and career totals. You can import them again.`}
            confirmLabel="Undo all"
            destructive
            disabled={busy}
            onConfirm={onUndoAll}
          />
        </div>
      )}
    </div>
  );
}

function SeasonRows({
  seasons,
  onUndo,
  busy,
}: {
  seasons: ImportedSeasonSummary[];
  onUndo: (season: string) => void;
  busy: boolean;
}) {
  return (
    <ul className="divide-y text-sm" aria-label="Imported seasons">
      {seasons.map((season) => (
        <li key={season.season} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div>
            <span className="font-semibold">{season.season}</span> · {season.teams} teams
            {season.champion ? ` · champion ${season.champion}` : ''}
            {season.unmatchedManagers.length > 0 && (
              <p className="text-xs text-muted-foreground">
                Not matched to a Sleeper member (no career totals): {season.unmatchedManagers.join(', ')}
              </p>
            )}
          </div>
          <ConfirmButton
            label={`Undo ${season.season}`}
            title={`Undo the ${season.season} import?`}
            description={`The ${season.season} standings leave the history, champions and career totals. You can import them again.`}
            confirmLabel="Undo"
            destructive
            disabled={busy}
            onConfirm={() => onUndo(season.season)}
          />
        </li>
      ))}
    </ul>
  );
}
