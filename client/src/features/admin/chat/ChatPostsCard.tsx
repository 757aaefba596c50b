import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useChatPosts } from '@/entities/chat/api';
import { PostDelivery } from './PostDelivery';

/** The newest posts to the chat with their delivery (retries run on the server, once a minute). */
export function ChatPostsCard() {
  const posts = useChatPosts();
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <InboxIcon className="size-5" aria-hidden="true" /> Posts
          </CardTitle>
          <CardDescription>
            What Huddle posted to the chat, newest first (Central Time). Failed attempts are retried for a
            day.
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => void posts.refetch()} disabled={posts.isFetching}>
          <RefreshCwIcon aria-hidden="true" className={posts.isFetching ? 'animate-spin' : undefined} />{' '}
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {posts.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading the posts">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : posts.isError ? (
          <p className="text-sm text-destructive">The posts could not be loaded.</p>
        ) : posts.data.posts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing posted yet.</p>
        ) : (
          <ol className="divide-y" aria-label="Posts to the chat">
            {posts.data.posts.map((post) => (
              <li key={post.id} className="py-3 first:pt-0">
                <PostDelivery post={post} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
