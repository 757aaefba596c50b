// Admin → Group Chat: the chat's settings, the test button, a recap posted by hand, and
// every post with its delivery.
import { useChatSettings } from '@/entities/chat/api';
import { ChatPostsCard } from './ChatPostsCard';
import { ChatSettingsCard } from './ChatSettingsCard';
import { ChatTestCard } from './ChatTestCard';
import { PostRecapCard } from './PostRecapCard';
import { TabError, TabSkeleton } from '@/components/TabStates';

export default function ChatTab() {
  const settings = useChatSettings();
  if (settings.isPending) return <TabSkeleton rows={4} />;
  if (settings.isError)
    return <TabError what="the group chat settings" onRetry={() => void settings.refetch()} />;
  const { configured } = settings.data;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:row-span-2">
        {/* Keyed by the saved settings: after a save the form starts again from them. */}
        <ChatSettingsCard key={settings.data.updatedAt ?? 'never'} settings={settings.data} />
      </div>
      <ChatTestCard configured={configured} />
      <PostRecapCard configured={configured} />
      <ChatPostsCard />
    </div>
  );
}
