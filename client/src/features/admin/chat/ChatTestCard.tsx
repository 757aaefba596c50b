import { PlugZapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { useChatMutations } from '@/entities/chat/api';
import { PostDelivery } from './PostDelivery';

/** Sends "Huddle is connected" once (never retried) and shows what the chat service answered. */
export function ChatTestCard({ configured }: { configured: boolean }) {
  const { test } = useChatMutations();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PlugZapIcon className="size-5" aria-hidden="true" /> Test the Connection
        </CardTitle>
        <CardDescription>
          {configured
            ? 'Posts “Huddle is connected” to the chat and shows what the service answered.'
            : 'Save a webhook first.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button onClick={() => test.mutate()} disabled={!configured || test.isPending}>
            {test.isPending ? 'Sending...' : 'Send a test message'}
          </Button>
        </div>
        <div role="status" data-testid="chat-test-result">
          {test.data && (
            <div className="grid gap-2 rounded-md border p-3">
              <p className="text-sm font-medium">
                {test.data.ok ? 'The chat took the message.' : 'The chat did not take the message.'}
              </p>
              <PostDelivery post={test.data.post} />
            </div>
          )}
          {test.isError && (
            <p className="text-sm text-destructive">
              {errorMessage(test.error, 'The test could not be sent.')}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
