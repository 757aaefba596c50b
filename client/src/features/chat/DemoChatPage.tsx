// The demo's own group chat (/demo/chat): what Huddle posted to it, newest first, as a member
// would read it in the chat, and the webhooks to paste into Admin → Group Chat. It lets a newcomer see
// the whole feature offline. A league of its own has no such chat.
import { AlertTriangleIcon, MessagesSquareIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DemoChatMessage, DemoChatResponse } from '@common/chat';
import { EmptyState } from '@/components/EmptyState';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import { useAppInfo } from '@/lib/league';
import { useDemoChat } from '@/entities/chat/api';
import { CHAT_KIND_LABELS } from '@/entities/chat/kinds';

function Webhooks({ webhooks }: { webhooks: DemoChatResponse['webhooks'] }) {
  const rows = [
    { name: 'Discord', url: webhooks.discord },
    { name: 'Slack', url: webhooks.slack },
    { name: 'GroupMe', url: webhooks.groupme.url, botId: webhooks.groupme.botId },
  ];
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>Its webhooks</CardTitle>
        <CardDescription>
          Paste one into{' '}
          <Link to="/admin" className="font-medium text-primary underline-offset-2 hover:underline">
            Admin → Group Chat
          </Link>{' '}
          (commissioners), save, and send a test or a recap.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm" data-testid="demo-chat-webhooks">
          {rows.map((row) => (
            <div key={row.name} className="grid gap-0.5">
              <dt className="font-medium">{row.name}</dt>
              <dd className="font-mono text-xs break-all">{row.url}</dd>
              {row.botId && (
                <dd className="text-xs">
                  Bot ID: <span className="font-mono">{row.botId}</span>
                </dd>
              )}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Message({ message }: { message: DemoChatMessage }) {
  return (
    <li
      className="grid gap-2 rounded-lg border bg-card p-4"
      data-testid="demo-chat-message"
      data-kind={message.kind}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant="secondary">{CHAT_KIND_LABELS[message.kind]}</Badge>
        <time dateTime={message.receivedAt}>{formatCentral(message.receivedAt, 'MMM d, h:mm:ss a')} CT</time>
      </div>
      {message.title && <h3 className="font-semibold">{message.title}</h3>}
      {/* The test message is its title alone. */}
      {message.text !== message.title && (
        <p className="text-sm break-words whitespace-pre-line">{message.text}</p>
      )}
      {message.link && (
        <a
          href={message.link}
          className="text-sm font-medium break-all text-primary underline-offset-2 hover:underline"
        >
          {message.link}
        </a>
      )}
    </li>
  );
}

export default function DemoChatPage() {
  const demo = useAppInfo().data?.demo ?? false;
  const chat = useDemoChat(demo);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <MessagesSquareIcon className="size-6 text-primary" aria-hidden="true" /> Demo Chat
          </h1>
          <p className="text-sm text-muted-foreground">
            The demo’s own group chat: what Huddle posted to it, newest first.
          </p>
        </div>
        {demo && (
          <Button variant="outline" onClick={() => void chat.refetch()} disabled={chat.isFetching}>
            <RefreshCwIcon aria-hidden="true" className={chat.isFetching ? 'animate-spin' : undefined} />{' '}
            Refresh
          </Button>
        )}
      </header>
      {!demo ? (
        <EmptyState
          icon={MessagesSquareIcon}
          title="Only in the demo"
          description="This league posts to its own Discord, Slack or GroupMe (Admin → Group Chat)."
        />
      ) : chat.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
          role="status"
          aria-label="Loading the chat"
        >
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : chat.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the demo chat"
          description={errorMessage(chat.error, 'Please try again later.')}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="demo-chat-messages" className="min-w-0 space-y-3">
            <h2 id="demo-chat-messages" className="text-lg font-semibold tracking-tight">
              Messages
            </h2>
            {chat.data.messages.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                Nothing arrived yet. Point the group chat at one of the webhooks and send a test.
              </p>
            ) : (
              <ol className="grid gap-3">
                {chat.data.messages.map((message) => (
                  <Message key={message.id} message={message} />
                ))}
              </ol>
            )}
          </section>
          <Webhooks webhooks={chat.data.webhooks} />
        </div>
      )}
    </div>
  );
}
