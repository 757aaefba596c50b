// One saved version of the rulebook (/rules/versions/:version): its text, who saved it and when, and
// what changed from another version (the one before unless the address names one: ?from=N).
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangleIcon, ScrollTextIcon } from 'lucide-react';
import type { RulesChanges, RulesVersionInfo } from '@common/rules';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { MarkdownHtml } from '@/components/markdown/MarkdownHtml';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useRulesChanges, useRulesVersion, useRulesVersions } from './api';
import { ChangesView } from './ChangesView';
import { versionLine } from './version-line';
import { versionOfRoute } from './version-route';

function Compare({
  version,
  from,
  versions,
  changes,
}: {
  version: number;
  from: number;
  versions: readonly RulesVersionInfo[];
  changes: UseQueryResult<RulesChanges>;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const others = versions.filter((info) => info.version !== version);
  return (
    <section aria-labelledby="changes-title" className="space-y-3">
      <h2 id="changes-title" className="text-xl font-semibold tracking-tight">
        What changed
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="compare-with">Compared with</Label>
        <Select
          id="compare-with"
          value={String(from)}
          onValueChange={(value) => void navigate(`${pathname}?from=${value}`, { replace: true })}
        >
          {others.map((info) => (
            <option key={info.version} value={info.version}>
              Version {info.version} ({info.updatedBy})
            </option>
          ))}
        </Select>
      </div>
      {changes.isPending ? (
        <Skeleton className="h-40" />
      ) : changes.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(changes.error, 'Could not compare the versions.')}
        </p>
      ) : (
        <ChangesView changes={changes.data} />
      )}
    </section>
  );
}

export default function RulesVersionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const route = versionOfRoute(params, search);
  const leagueId = useLeagueId();
  const document = useRulesVersion(leagueId, route?.version ?? 0);
  const versions = useRulesVersions(leagueId);
  const changes = useRulesChanges(leagueId, route?.from ?? 0, route?.version ?? 0);
  // The page's parts show together once each has come (what changed, above the text, would push
  // the text down as it is read); a comparison asked for later, by the picker, loads in place.
  const pending =
    document.isPending || versions.isPending || (route !== null && route.from !== null && changes.isPending);

  if (!route || document.isError) {
    return (
      <EmptyState
        as="h1"
        icon={AlertTriangleIcon}
        title="No such version of the rules"
        description={document.isError ? errorMessage(document.error, 'Please try again later.') : undefined}
      >
        <Link to="/rules" className="text-primary underline-offset-4 hover:underline">
          Read the rules in force
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ScrollTextIcon className="size-6 text-primary" aria-hidden="true" /> Rulebook, version{' '}
          {route.version}
        </h1>
        {document.data && <p className="text-sm text-muted-foreground">{versionLine(document.data)}</p>}
        {document.data && document.data.latestVersion !== route.version && (
          <p className="text-sm">
            An earlier version.{' '}
            <Link to="/rules" className="text-primary underline-offset-4 hover:underline">
              Read the rules in force (version {document.data.latestVersion})
            </Link>
          </p>
        )}
      </header>
      {pending || !document.data ? (
        <div className="space-y-3" role="status" aria-label="Loading the version">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          {route.from !== null && versions.data && versions.data.length > 1 && (
            <Compare version={route.version} from={route.from} versions={versions.data} changes={changes} />
          )}
          <section aria-labelledby="version-text-title" className="space-y-3">
            <h2 id="version-text-title" className="text-xl font-semibold tracking-tight">
              The text of version {route.version}
            </h2>
            <div className="rounded-xl border p-4">
              <MarkdownHtml html={document.data.html} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
