// The rulebook's queries (the rules in force, the versions, one version, what changed between two,
// what Huddle enforces) and the commissioners' save.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EnforcedRules,
  RulesChanges,
  RulesDocument,
  RulesUpdateBody,
  RulesVersionInfo,
} from '@common/rules';
import { apiRequest, getJson, withSearch } from '@/lib/api';
import { apiPath } from '@/lib/query-url';

const base = (leagueId: string | undefined) => ['/api/league', leagueId, 'rules'] as const;

export const rulesQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<RulesDocument>`/api/league/${leagueId}/rules`,
    enabled: Boolean(leagueId),
  });

export const rulesVersionsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<RulesVersionInfo[]>`/api/league/${leagueId}/rules/versions`,
    enabled: Boolean(leagueId),
  });

export const rulesVersionQuery = (leagueId: string | undefined, version: number) =>
  queryOptions({
    ...getJson<RulesDocument>`/api/league/${leagueId}/rules/versions/${version}`,
    enabled: Boolean(leagueId) && version >= 1,
  });

export const rulesChangesQuery = (leagueId: string | undefined, from: number, to: number) =>
  queryOptions({
    ...withSearch(getJson<RulesChanges>`/api/league/${leagueId}/rules/versions/${to}/changes`, { from }),
    enabled: Boolean(leagueId) && from >= 1 && to >= 1 && from !== to,
  });

export const enforcedRulesQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<EnforcedRules>`/api/league/${leagueId}/rules/enforced`,
    enabled: Boolean(leagueId),
  });

export function useRules(leagueId: string | undefined) {
  return useQuery(rulesQuery(leagueId));
}
export function useRulesVersions(leagueId: string | undefined) {
  return useQuery(rulesVersionsQuery(leagueId));
}
export function useRulesVersion(leagueId: string | undefined, version: number) {
  return useQuery(rulesVersionQuery(leagueId, version));
}
/** Another comparison picked keeps the one shown until its answer comes (no jump to a placeholder). */
export function useRulesChanges(leagueId: string | undefined, from: number, to: number) {
  return useQuery({ ...rulesChangesQuery(leagueId, from, to), placeholderData: keepPreviousData });
}
export function useEnforcedRules(leagueId: string | undefined) {
  return useQuery(enforcedRulesQuery(leagueId));
}

/** PUT the rules: a new version (or the one in force when the text is the same). */
export function useSaveRules(leagueId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RulesUpdateBody) =>
      apiRequest<{ version: number }>('PUT', apiPath`/api/league/${leagueId}/rules`, body),
    // The text in force and the list of versions both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: base(leagueId) }),
  });
}
