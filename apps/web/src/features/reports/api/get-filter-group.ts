import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';

/** The group a filter names, to tell a real group beyond the first page from an unknown id. */
export function getFilterGroup(groupId: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}`, {
    schema: groupSchema,
    signal,
  });
}

export const filterGroupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['reports', 'filter-group', groupId],
    queryFn: ({ signal }) => getFilterGroup(groupId, signal),
    // An unknown id is shown beside the filter, not as a toast.
    meta: { handlesErrors: true },
  });

export function useFilterGroup(groupId: string, { enabled = true } = {}) {
  return useQuery({ ...filterGroupQueryOptions(groupId), enabled: enabled && Boolean(groupId) });
}
