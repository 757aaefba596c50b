// The commissioner's announcements: one list (newest first) that the dashboard's card and the
// announcements page both read, and the writes that refresh it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@/lib/query-url';
import type { Announcement, AnnouncementCreateBody, AnnouncementUpdateBody } from '@common/announcements';
import { apiRequest, getJson } from '@/lib/api';

export const announcementsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<Announcement[]>`/api/league/${leagueId}/announcements`,
    enabled: Boolean(leagueId),
  });

export function useAnnouncements(leagueId: string | undefined) {
  return useQuery(announcementsQuery(leagueId));
}

/** Pinned first, then the rest, each newest first (the answer's own order). */
export function pinnedFirst(announcements: readonly Announcement[]): Announcement[] {
  return [...announcements.filter((a) => a.pinned), ...announcements.filter((a) => !a.pinned)];
}

/** Takes an announcement off the member's dashboard at once, then confirms with the server. */
export function useDismissAnnouncement(leagueId: string | undefined) {
  const queryClient = useQueryClient();
  const key = announcementsQuery(leagueId).queryKey;
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>('POST', apiPath`/api/league/${leagueId}/announcements/${id}/dismiss`),
    onMutate: (id: number) =>
      queryClient.setQueryData(key, (list) =>
        list?.map((a) => (a.id === id ? { ...a, dismissed: true } : a)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The commissioners' writes: post, edit, delete; each refreshes the list. */
export function useAnnouncementWrites(leagueId: string | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: announcementsQuery(leagueId).queryKey });
  const base = apiPath`/api/league/${leagueId}/announcements`;
  return {
    create: useMutation({
      mutationFn: (body: AnnouncementCreateBody) => apiRequest<Announcement>('POST', base, body),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: AnnouncementUpdateBody }) =>
        apiRequest<Announcement>('PUT', apiPath`/api/league/${leagueId}/announcements/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiRequest<void>('DELETE', apiPath`/api/league/${leagueId}/announcements/${id}`),
      onSuccess,
    }),
  };
}
