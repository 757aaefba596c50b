import type { RouteDataContext } from '@/lib/route-data';
import { demoChatQuery } from '@/entities/chat/api';

/** /demo/chat: its messages (a league of its own has none). */
export async function prefetchDemoChatPage({ queryClient, info }: RouteDataContext): Promise<void> {
  if (info.demo) await queryClient.prefetchQuery(demoChatQuery(true));
}
