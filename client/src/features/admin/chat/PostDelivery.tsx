import type { ChatPost } from '@common/chat';
import { Badge } from '@/components/ui/badge';
import { formatCentral } from '@/lib/format';
import { POST_KIND_LABELS, POST_STATUSES } from './post-labels';

const when = (iso: string) => `${formatCentral(iso, 'MMM d, h:mm a')} CT`;

/** A post to the chat and how its delivery went: status, attempts, the service's answer, why it failed. */
export function PostDelivery({ post }: { post: ChatPost }) {
  const status = POST_STATUSES[post.status];
  return (
    <div className="grid gap-1 text-sm" data-testid="chat-post" data-status={post.status}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        <span className="font-medium">{post.title}</span>
        <span className="text-xs text-muted-foreground">
          {POST_KIND_LABELS[post.kind]} · {post.automatic ? 'automatic' : 'by an admin'}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {when(post.createdAt)} · {post.attempts} {post.attempts === 1 ? 'attempt' : 'attempts'}
        {post.sentAt && ` · sent ${when(post.sentAt)}`}
        {post.nextAttemptAt && ` · next attempt ${when(post.nextAttemptAt)}`}
      </p>
      {post.response && (
        <p className="text-xs break-words">
          <span className="text-muted-foreground">The chat answered:</span> {post.response}
        </p>
      )}
      {/* A retry's reason is the answer above; a failure says more ("Gave up after 3 attempts: ..."). */}
      {post.reason && post.reason !== post.response && (
        <p className="text-xs break-words text-destructive">{post.reason}</p>
      )}
    </div>
  );
}
