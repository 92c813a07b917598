import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinLinkSchema } from '@slidewise/shared/groups/join-link';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';
import { joinLinkKeys } from './join-link-keys';

export function getJoinLinks(groupId: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/join-links`, {
    schema: paginatedSchema(joinLinkSchema),
    signal,
  });
}

export function useJoinLinks(groupId: string) {
  return useQuery(
    queryOptions({
      queryKey: joinLinkKeys.ofGroup(groupId),
      queryFn: ({ signal }) => getJoinLinks(groupId, signal),
    }),
  );
}
