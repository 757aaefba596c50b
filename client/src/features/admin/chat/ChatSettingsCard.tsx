// The group chat's settings (Admin → Group Chat): the service, its webhook (shown masked once saved;
// typing a new one replaces it), GroupMe's bot id, what Huddle posts there, and the address its posts
// link to. Save sends only what changed; a refusal is shown under the field it names.
import { useState, type FormEvent } from 'react';
import { MessagesSquareIcon } from 'lucide-react';
import type { ChatKind, ChatSettings } from '@common/chat';
import { ConfirmButton } from '@/components/ConfirmButton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notifySuccess } from '@/lib/notify';
import { useChatMutations } from '@/entities/chat/api';
import {
  CHAT_SWITCHES,
  chatSettingsBody,
  formOf,
  refusalOf,
  type ChatForm,
  type ChatSwitch,
} from '@/entities/chat/chat-form';
import { CHAT_KIND_LABELS, CHAT_KINDS } from '@/entities/chat/kinds';
import { DemoWebhooks } from './DemoWebhooks';

const SWITCH_TEXTS: Record<ChatSwitch, { label: string; description: string }> = {
  recaps: { label: 'Weekly recaps', description: 'Each week’s recap, the morning after the week is final.' },
  reminders: {
    label: 'Keeper and draft reminders',
    description: '72 and 24 hours before the keeper deadline, and on draft day.',
  },
  duesReminders: { label: 'Dues reminders', description: 'On Mondays, naming the teams that have not paid.' },
};

const URL_EXAMPLES: Record<ChatKind, string> = {
  discord: 'https://discord.com/api/webhooks/…',
  slack: 'https://hooks.slack.com/services/…',
  groupme: 'https://api.groupme.com/v3/bots/post',
};

/** A field's error line, announced when it appears. */
function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

/** Keyed by the saved settings: after a save the form starts again from them. */
export function ChatSettingsCard({ settings }: { settings: ChatSettings }) {
  const [form, setForm] = useState<ChatForm>(() => formOf(settings));
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf> | null>(null);
  const { save } = useChatMutations();
  const body = chatSettingsBody(settings, form);
  const change = (next: Partial<ChatForm>) => setForm((current) => ({ ...current, ...next }));
  const errorOf = (field: 'kind' | 'url' | 'botId' | null) =>
    refusal && refusal.field === field ? refusal.text : null;

  function send(changes: NonNullable<typeof body>, done: string) {
    setRefusal(null);
    save.mutate(changes, {
      onSuccess: () => notifySuccess(done),
      onError: (error) => setRefusal(refusalOf(error, 'The settings could not be saved.')),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (body) send(body, 'Group chat settings saved');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquareIcon className="size-5" aria-hidden="true" /> Group Chat
        </CardTitle>
        <CardDescription>
          Where Huddle posts the weekly recap and the reminders: the league’s Discord, Slack or GroupMe.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Service</legend>
            <div className="grid grid-cols-3 gap-2">
              {CHAT_KINDS.map((kind) => (
                <label
                  key={kind}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40"
                >
                  <input
                    type="radio"
                    name="chat-kind"
                    value={kind}
                    checked={form.kind === kind}
                    onChange={() => change({ kind })}
                    className="size-4 accent-primary"
                  />
                  {CHAT_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            <FieldError id="chat-kind-error" text={errorOf('kind')} />
          </fieldset>

          <div className="grid gap-1.5">
            <Label htmlFor="chat-url">Webhook URL</Label>
            <Input
              id="chat-url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={form.url}
              placeholder={form.kind ? URL_EXAMPLES[form.kind] : 'Choose a service first'}
              aria-invalid={refusal?.field === 'url'}
              aria-describedby="chat-url-saved chat-url-error"
              onChange={(event) => change({ url: event.target.value })}
            />
            <p id="chat-url-saved" className="text-xs text-muted-foreground">
              {settings.url ? (
                <>
                  Saved: <span data-testid="chat-url-saved">{settings.url}</span>. A new URL replaces it.
                </>
              ) : (
                'No webhook saved yet.'
              )}
            </p>
            <FieldError id="chat-url-error" text={errorOf('url')} />
          </div>

          {form.kind === 'groupme' && (
            <div className="grid gap-1.5">
              <Label htmlFor="chat-bot-id">Bot ID</Label>
              <Input
                id="chat-bot-id"
                autoComplete="off"
                spellCheck={false}
                value={form.botId}
                aria-invalid={refusal?.field === 'botId'}
                aria-describedby="chat-bot-id-saved chat-bot-id-error"
                onChange={(event) => change({ botId: event.target.value })}
              />
              <p id="chat-bot-id-saved" className="text-xs text-muted-foreground">
                {settings.botId
                  ? `Saved: ${settings.botId}. A new bot ID replaces it.`
                  : 'GroupMe shows it with the bot you created for the group.'}
              </p>
              <FieldError id="chat-bot-id-error" text={errorOf('botId')} />
            </div>
          )}

          <DemoWebhooks onUse={change} />

          <div className="grid gap-3">
            {CHAT_SWITCHES.map((name) => (
              <div key={name} className="flex items-start justify-between gap-3">
                <div className="grid gap-1">
                  <Label htmlFor={`chat-${name}`}>{SWITCH_TEXTS[name].label}</Label>
                  <p id={`chat-${name}-description`} className="text-xs text-muted-foreground">
                    {SWITCH_TEXTS[name].description}
                  </p>
                </div>
                <Switch
                  id={`chat-${name}`}
                  checked={form[name]}
                  aria-describedby={`chat-${name}-description`}
                  onCheckedChange={(checked) => change({ [name]: checked })}
                />
              </div>
            ))}
          </div>

          {/* The server's configuration, not a setting: a request's address is whatever its sender wrote. */}
          <p data-testid="chat-site-url" className="text-xs text-muted-foreground">
            {settings.siteUrl
              ? `Posts link to ${settings.siteUrl} (the server's PUBLIC_URL).`
              : 'Posts carry no link to Huddle: set PUBLIC_URL on the server to the address members open.'}
          </p>

          <FieldError id="chat-error" text={errorOf(null)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!body || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
            {(settings.kind !== null || settings.url !== null) && (
              <ConfirmButton
                label="Disconnect"
                title="Disconnect the group chat?"
                description="Huddle forgets the webhook and posts nothing more until a new one is saved."
                destructive
                disabled={save.isPending}
                onConfirm={() => send({ kind: null, url: null, botId: null }, 'Group chat disconnected')}
              />
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
