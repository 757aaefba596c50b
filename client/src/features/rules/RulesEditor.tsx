// The commissioners' editor of the rules: the whole text in Markdown, a preview as members will read
// it (the server's renderer, run in the browser), and a save that keeps the text before as a version
// of its own.
import { useId, useState } from 'react';
import { RULES_MARKDOWN_MAX } from '@common/rules';
import { MarkdownField } from '@/components/markdown/MarkdownField';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/notify';
import { useSaveRules } from './api';

/** Loaded when a commissioner opens it (RulesPage): members never load the editor's code. */
export default function RulesEditor({
  leagueId,
  markdown,
  version,
  onDone,
}: {
  leagueId: string | undefined;
  markdown: string;
  version: number;
  onDone(): void;
}) {
  const id = useId();
  const save = useSaveRules(leagueId);
  const [text, setText] = useState(markdown);
  return (
    <form
      className="grid gap-3"
      aria-label="Edit the rules"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { markdown: text },
          {
            onSuccess: ({ version: saved }) => {
              notifySuccess(saved === version ? 'No changes to save' : `Saved as version ${saved}`);
              onDone();
            },
          },
        );
      }}
    >
      <MarkdownField
        id={`${id}-text`}
        label="The rules, in Markdown"
        value={text}
        onChange={setText}
        rows={20}
        maxLength={RULES_MARKDOWN_MAX}
        textareaClassName="font-mono"
        previewTestId="rules-preview"
        hint="# and ## headings make the table of contents. Every save is kept as a version with your name; the section on what Huddle enforces is written from the settings and is not part of this text."
      />
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(save.error, 'The rules could not be saved.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : `Save as version ${version + 1}`}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
