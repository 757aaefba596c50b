import { FlaskConicalIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ChatKind } from '@common/chat';
import { Button } from '@/components/ui/button';
import { useAppInfo } from '@/lib/league';
import { useDemoChat } from '@/entities/chat/api';
import type { ChatForm } from '@/entities/chat/chat-form';
import { CHAT_KIND_LABELS, CHAT_KINDS } from '@/entities/chat/kinds';

/**
 * In the demo only: the demo's own chat, one webhook per service, to fill the form with (the demo
 * allows its own address), and the page that shows what arrived. A league of its own shows nothing.
 */
export function DemoWebhooks({
  onUse,
}: {
  onUse: (fields: Pick<ChatForm, 'kind' | 'url' | 'botId'>) => void;
}) {
  const demo = useAppInfo().data?.demo ?? false;
  const chat = useDemoChat(demo);
  if (!demo) return null;
  const webhooks = chat.data?.webhooks;
  const fill = (kind: ChatKind) => {
    if (!webhooks) return;
    if (kind === 'groupme') onUse({ kind, url: webhooks.groupme.url, botId: webhooks.groupme.botId });
    else onUse({ kind, url: webhooks[kind], botId: '' });
  };
  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3 text-sm" data-testid="demo-webhooks">
      <p className="flex items-center gap-2 font-medium">
        <FlaskConicalIcon className="size-4 text-primary" aria-hidden="true" /> Try it in the demo
      </p>
      <p className="text-xs text-muted-foreground">
        The demo has a chat of its own: fill in one of its webhooks, save, send a test, then see it arrive on{' '}
        <Link to="/demo/chat" className="font-medium text-primary underline-offset-2 hover:underline">
          the demo’s chat
        </Link>
        .
      </p>
      <div className="flex flex-wrap gap-2">
        {CHAT_KINDS.map((kind) => (
          <Button key={kind} type="button" variant="outline" disabled={!webhooks} onClick={() => fill(kind)}>
            Use the demo’s {CHAT_KIND_LABELS[kind]} webhook
          </Button>
        ))}
      </div>
    </div>
  );
}
