import { Link } from 'react-router';
import type { RulesVersionInfo } from '@common/rules';
import { formatCentral } from '@/lib/format';

export const VERSIONS_ID = 'versions';

/** Every saved version, newest first, each linked to its text and what changed from the one before. */
export function VersionsList({
  versions,
  current,
}: {
  versions: readonly RulesVersionInfo[];
  current: number;
}) {
  return (
    <section aria-labelledby={VERSIONS_ID} className="scroll-mt-20 space-y-3">
      <h2 id={VERSIONS_ID} className="text-xl font-semibold tracking-tight">
        Versions
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No version saved yet.</p>
      ) : (
        <ol className="divide-y rounded-lg border">
          {versions.map((info) => (
            <li
              key={info.version}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
            >
              <Link
                to={`/rules/versions/${info.version}`}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
              >
                Version {info.version}
                {info.version === current && (
                  <span className="ml-1 font-normal text-muted-foreground">(in force)</span>
                )}
              </Link>
              <span className="text-sm text-muted-foreground">
                {formatCentral(info.updatedAt, 'MMMM d, yyyy h:mm a')} by {info.updatedBy}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
