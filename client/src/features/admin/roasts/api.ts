// The roast persona setting: GET /api/roast/personas (members) and PUT /api/admin/roast-persona (admins).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonaSetting, PersonasResponse } from '@common/roasts';
import { apiRequest, getJson } from '@/lib/api';

const personasQuery = queryOptions({ ...getJson<PersonasResponse>`/api/roast/personas` });

export function usePersonas() {
  return useQuery(personasQuery);
}

export function useSavePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (persona: PersonaSetting) =>
      apiRequest<PersonasResponse>('PUT', '/api/admin/roast-persona', { persona }),
    onSuccess: (answer) => queryClient.setQueryData(personasQuery.queryKey, answer),
  });
}
