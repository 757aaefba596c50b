// The commissioners' form for an announcement, new or edited: a title, the text in Markdown (with a
// preview rendered as members will read it), pinned or not, and whether to send it to the members'
// devices and to the group chat: each happens once, so an announcement already sent says so instead.
import { useId, useState, type FormEvent } from 'react';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementCreateBody,
} from '@common/announcements';
import { MarkdownField } from '@/components/markdown/MarkdownField';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useChatSettings } from '@/entities/chat/api';

export interface AnnouncementFormProps {
  /** The announcement edited; none for a new one. */
  editing?: Announcement;
  pending: boolean;
  error: unknown;
  onSubmit(body: AnnouncementCreateBody): void;
  onCancel(): void;
}

function Toggle({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} aria-describedby={`${id}-description`} onCheckedChange={onChange} />
    </div>
  );
}

/** Loaded when a commissioner opens it (AnnouncementsPage): members never load the form's code. */
export default function AnnouncementForm({
  editing,
  pending,
  error,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const id = useId();
  const chat = useChatSettings().data;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [pinned, setPinned] = useState(editing?.pinned ?? false);
  const [push, setPush] = useState(false);
  const [toChat, setToChat] = useState(false);
  const ready = title.trim() !== '' && body.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ title, body, pinned, push, chat: toChat });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      aria-label={editing ? `Edit “${editing.title}”` : 'New announcement'}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
      </div>
      <MarkdownField
        id={`${id}-body`}
        label="Text"
        value={body}
        onChange={setBody}
        rows={8}
        maxLength={ANNOUNCEMENT_BODY_MAX}
        required
        topLevel={3}
        previewClassName="min-h-32"
        previewTestId="announcement-preview"
        hint="Markdown: **bold**, *italic*, [a link](https://example.com), lists with -, headings with ##. Links go to web and e-mail addresses only; images and HTML are not shown."
      />
      <div className="grid gap-3 rounded-md border p-3">
        <Toggle
          id={`${id}-pinned`}
          label="Pinned"
          description="Shown first, and on every member’s dashboard until they dismiss it."
          checked={pinned}
          onChange={setPinned}
        />
        {editing?.pushed ? (
          <p className="text-sm text-muted-foreground">Sent to the members’ devices.</p>
        ) : (
          <Toggle
            id={`${id}-push`}
            label="Notify members’ devices"
            description="Members who turned on announcement notifications get it once."
            checked={push}
            onChange={setPush}
          />
        )}
        {editing?.postedToChat ? (
          <p className="text-sm text-muted-foreground">Posted to the group chat.</p>
        ) : chat?.configured ? (
          <Toggle
            id={`${id}-chat`}
            label="Post to the group chat"
            description="Its title and text, once, with a link to it here."
            checked={toChat}
            onChange={setToChat}
          />
        ) : null}
      </div>
      {Boolean(error) && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, 'The announcement could not be saved.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!ready || pending}>
          {pending ? 'Saving...' : editing ? 'Save changes' : 'Post announcement'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
