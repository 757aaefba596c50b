// The league's rulebook (/rules): the commissioner's rules in Markdown with a table of contents, the
// section of what Huddle enforces (from the settings, not editable), and every saved version. The
// commissioners edit the text here; each save is a new version.
import { lazy, Suspense, useState } from 'react';
import { AlertTriangleIcon, ScrollTextIcon } from 'lucide-react';
import type { RulesDocument } from '@common/rules';
import { EmptyState } from '@/components/EmptyState';
import { MarkdownHtml } from '@/components/markdown/MarkdownHtml';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useAuth } from '@/lib/use-auth';
import { useEnforcedRules, useRules, useRulesVersions } from './api';
import { ENFORCED_ID, EnforcedSection } from './EnforcedSection';
import { versionLine } from './version-line';
import { VERSIONS_ID, VersionsList } from './VersionsList';

// The commissioners' editor (with the Markdown renderer for its preview, and the form's zod) loads
// when one opens it: members only read the server's HTML.
const RulesEditor = lazy(() => import('./RulesEditor'));

function Contents({ rules }: { rules: RulesDocument }) {
  return (
    <nav aria-label="Contents" className="rounded-xl border p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">Contents</h2>
      <ul className="space-y-1 text-sm">
        {rules.headings.map((heading) => (
          <li key={heading.id} className={heading.depth > 1 ? 'pl-4' : undefined}>
            <a
              href={`#${heading.id}`}
              className="inline-flex min-h-8 items-center text-primary underline-offset-4 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`#${ENFORCED_ID}`}
            className="inline-flex min-h-8 items-center text-primary underline-offset-4 hover:underline"
          >
            What Huddle enforces
          </a>
        </li>
        <li>
          <a
            href={`#${VERSIONS_ID}`}
            className="inline-flex min-h-8 items-center text-primary underline-offset-4 hover:underline"
          >
            Versions
          </a>
        </li>
      </ul>
    </nav>
  );
}

function EditorLoading() {
  return (
    <div role="status" aria-label="Loading the editor">
      <Skeleton className="h-96" />
    </div>
  );
}

export default function RulesPage() {
  const leagueId = useLeagueId();
  const rules = useRules(leagueId);
  const versions = useRulesVersions(leagueId);
  // The page shows its parts together, once each has come: a text arriving above the enforced
  // section would push it down as it is read.
  const enforced = useEnforcedRules(leagueId);
  const ready = !rules.isPending && !versions.isPending && !enforced.isPending;
  const user = useAuth().user;
  const isAdmin = Boolean(user?.isAdmin || user?.isOwner);
  const [editing, setEditing] = useState(false);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ScrollTextIcon className="size-6 text-primary" aria-hidden="true" /> Rulebook
        </h1>
        {ready && rules.data && (
          <p className="text-sm text-muted-foreground" data-testid="rules-version">
            {versionLine(rules.data)}
          </p>
        )}
      </header>
      {!ready ? (
        <div className="space-y-3" role="status" aria-label="Loading the rules">
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : rules.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the rules"
          description={errorMessage(rules.error, 'Please try again later.')}
        />
      ) : editing ? (
        <Suspense fallback={<EditorLoading />}>
          <RulesEditor
            leagueId={leagueId}
            markdown={rules.data.markdown}
            version={rules.data.version}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          {isAdmin && (
            <div>
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit the rules
              </Button>
            </div>
          )}
          <Contents rules={rules.data} />
          {rules.data.markdown.trim() === '' ? (
            <p className="text-sm text-muted-foreground">
              The commissioner has not written the league’s rules here yet. What Huddle enforces is below.
            </p>
          ) : (
            <article aria-label="The league’s rules">
              <MarkdownHtml html={rules.data.html} />
            </article>
          )}
        </>
      )}
      {ready && <EnforcedSection leagueId={leagueId} />}
      {ready && versions.data && <VersionsList versions={versions.data} current={rules.data?.version ?? 0} />}
    </div>
  );
}
