// What changed between two versions of the rules, line by line: lines added and removed stand out
// (and say so to a screen reader); a long run of unchanged lines shows its first and last two.
import type { RulesChange, RulesChanges } from '@common/rules';
import { counted } from '@common/english';
import { cn } from '@/lib/cn';

/** Unchanged lines shown around a change; a run longer than twice this is cut in the middle. */
const CONTEXT = 2;

function Line({ kind, text }: { kind: RulesChange['kind']; text: string }) {
  const Tag = kind === 'added' ? 'ins' : kind === 'removed' ? 'del' : 'span';
  return (
    <Tag
      className={cn(
        'block min-h-6 whitespace-pre-wrap break-words px-3 py-0.5 no-underline',
        kind === 'added' && 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
        kind === 'removed' && 'bg-red-50 text-red-950 line-through dark:bg-red-950 dark:text-red-100',
      )}
    >
      <span aria-hidden="true" className="mr-2 inline-block w-3 select-none text-muted-foreground">
        {kind === 'added' ? '+' : kind === 'removed' ? '−' : ' '}
      </span>
      {kind !== 'unchanged' && <span className="sr-only">{kind === 'added' ? 'Added: ' : 'Removed: '}</span>}
      {text}
    </Tag>
  );
}

function Part({ part }: { part: RulesChange }) {
  const lines = part.lines;
  if (part.kind !== 'unchanged' || lines.length <= 2 * CONTEXT + 1) {
    return lines.map((text, index) => <Line key={index} kind={part.kind} text={text} />);
  }
  const hidden = lines.length - 2 * CONTEXT;
  return (
    <>
      {lines.slice(0, CONTEXT).map((text, index) => (
        <Line key={`a${index}`} kind="unchanged" text={text} />
      ))}
      <span className="block bg-muted px-3 py-1 text-xs text-muted-foreground">
        … {counted(hidden, 'unchanged line')} …
      </span>
      {lines.slice(-CONTEXT).map((text, index) => (
        <Line key={`b${index}`} kind="unchanged" text={text} />
      ))}
    </>
  );
}

export function ChangesView({ changes }: { changes: RulesChanges }) {
  if (changes.added === 0 && changes.removed === 0) {
    return <p className="text-sm text-muted-foreground">The two versions say the same.</p>;
  }
  return (
    <div className="space-y-2">
      <p className="text-sm" data-testid="changes-summary">
        {counted(changes.added, 'line')} added, {counted(changes.removed, 'line')} removed.
      </p>
      <div className="overflow-hidden rounded-lg border font-mono text-sm" data-testid="rules-changes">
        {changes.changes.map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </div>
    </div>
  );
}
