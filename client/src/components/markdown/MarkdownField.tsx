import { useMemo, useState, type ReactNode } from 'react';
import { markdownToHtml, type MarkdownTopLevel } from '@common/markdown-html';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { MarkdownHtml } from './MarkdownHtml';

interface MarkdownFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Under the field: what the text may hold. */
  hint: ReactNode;
  rows: number;
  maxLength: number;
  required?: boolean;
  /** The heading level the text's own top headings take in the preview. */
  topLevel?: MarkdownTopLevel;
  textareaClassName?: string;
  previewClassName?: string;
  previewTestId?: string;
}

/**
 * A Markdown text to write, with a Preview that shows it exactly as members will read it: the
 * server's renderer (common/markdown-html.ts) run here, into the same view. The announcement form and
 * the rulebook's editor, each loaded only when a commissioner opens it (the renderer with them).
 */
/** Rendered once per text shown (a long rulebook takes milliseconds), not again on the form's other changes. */
function Preview({ markdown, topLevel }: { markdown: string; topLevel: MarkdownTopLevel }) {
  const html = useMemo(() => markdownToHtml(markdown, topLevel), [markdown, topLevel]);
  return <MarkdownHtml html={html} />;
}

export function MarkdownField(props: MarkdownFieldProps) {
  const [preview, setPreview] = useState(false);
  const { id, label, value, hint, topLevel = 2 } = props;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={preview}
          onClick={() => setPreview(!preview)}
        >
          {preview ? 'Edit the text' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div
          className={cn('rounded-md border bg-card px-3 py-2', props.previewClassName)}
          data-testid={props.previewTestId}
        >
          <Preview markdown={value} topLevel={topLevel} />
        </div>
      ) : (
        <Textarea
          id={id}
          value={value}
          rows={props.rows}
          maxLength={props.maxLength}
          aria-describedby={`${id}-hint`}
          className={props.textareaClassName}
          onChange={(event) => props.onChange(event.target.value)}
          required={props.required}
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
