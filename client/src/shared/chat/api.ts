// The league's group chat (issue 27): the commissioner's settings, the test button, posting a recap by
// hand and the posts' delivery (admin routes), and the demo's own chat (demo mode only).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatPost,
  ChatPostsResponse,
  ChatSettings,
  ChatSettingsBody,
  ChatTestResponse,
  DemoChatResponse,
} from '@common/chat';
import { apiRequest } from '@/lib/api';
import type { RouteDataContext } from '@/lib/route-data';

const chatSettingsKey = ['/api/admin/chat'] as const;
const chatPostsKey = ['/api/admin/chat/posts'] as const;

export function useChatSettings() {
  return useQuery<ChatSettings>({ queryKey: chatSettingsKey });
}

/** The posts and their delivery: asked again each time the tab opens, and after every post made here. */
export function useChatPosts() {
  return useQuery<ChatPostsResponse>({ queryKey: chatPostsKey, refetchOnMount: 'always' });
}

/** Save (a partial body), the test message and a recap posted now: each answers what changed. */
export function useChatMutations() {
  const queryClient = useQueryClient();
  const postsChanged = () => queryClient.invalidateQueries({ queryKey: chatPostsKey });
  const save = useMutation({
    mutationFn: (body: ChatSettingsBody) => apiRequest<ChatSettings>('PUT', '/api/admin/chat', body),
    onSuccess: (settings) => queryClient.setQueryData(chatSettingsKey, settings),
  });
  const test = useMutation({
    mutationFn: () => apiRequest<ChatTestResponse>('POST', '/api/admin/chat/test'),
    onSettled: postsChanged,
  });
  const postRecap = useMutation({
    mutationFn: ({ season, week }: { season: string; week: number }) =>
      apiRequest<ChatPost>('POST', `/api/admin/chat/recap/${season}/${week}`),
    onSettled: postsChanged,
  });
  return { save, test, postRecap };
}

/**
 * The demo's own chat: its webhooks and what it received (only a demo has it). The server posts to it
 * on its own (recaps, reminders), so opening the page asks again once the messages are older than
 * 10 s; the page the server just rendered is hydrated from messages seconds old, and asking again then
 * (as "always" did) had the page spin its Refresh button over a second request for the same messages.
 */
const demoChatQuery = queryOptions<DemoChatResponse>({ queryKey: ['/api/demo/chat'], staleTime: 10_000 });

export function useDemoChat(enabled: boolean) {
  return useQuery({ ...demoChatQuery, enabled });
}

/** /demo/chat starts its messages with its code (route loader); a league of its own has none. */
export function prefetchDemoChatPage(context: RouteDataContext): void {
  if (context.info.demo) void context.queryClient.prefetchQuery(demoChatQuery);
}
