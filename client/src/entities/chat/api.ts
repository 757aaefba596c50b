// The league's group chat: the commissioner's settings, the test button, posting a recap by
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
import { apiRequest, getJson } from '@/lib/api';
import { apiPath } from '@/lib/query-url';

const chatSettingsQuery = queryOptions({ ...getJson<ChatSettings>`/api/admin/chat` });

/** The posts and their delivery: asked again each time the tab opens, and after every post made here. */
const chatPostsQuery = queryOptions({
  ...getJson<ChatPostsResponse>`/api/admin/chat/posts`,
  refetchOnMount: 'always',
});

export function useChatSettings() {
  return useQuery(chatSettingsQuery);
}

export function useChatPosts() {
  return useQuery(chatPostsQuery);
}

/** Save (a partial body), the test message and a recap posted now: each answers what changed. */
export function useChatMutations() {
  const queryClient = useQueryClient();
  const postsChanged = () => queryClient.invalidateQueries({ queryKey: chatPostsQuery.queryKey });
  const save = useMutation({
    mutationFn: (body: ChatSettingsBody) => apiRequest<ChatSettings>('PUT', '/api/admin/chat', body),
    onSuccess: (settings) => queryClient.setQueryData(chatSettingsQuery.queryKey, settings),
  });
  const test = useMutation({
    mutationFn: () => apiRequest<ChatTestResponse>('POST', '/api/admin/chat/test'),
    onSettled: postsChanged,
  });
  const postRecap = useMutation({
    mutationFn: ({ season, week }: { season: string; week: number }) =>
      apiRequest<ChatPost>('POST', apiPath`/api/admin/chat/recap/${season}/${week}`),
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
export const demoChatQuery = (demo: boolean) =>
  queryOptions({ ...getJson<DemoChatResponse>`/api/demo/chat`, staleTime: 10_000, enabled: demo });

export function useDemoChat(demo: boolean) {
  return useQuery(demoChatQuery(demo));
}
