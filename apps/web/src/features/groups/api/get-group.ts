import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';
import { groupKeys } from './group-keys';

export function getGroup(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(id)}`, { schema: groupSchema, signal });
}

export const groupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) => getGroup(id, signal),
    // The screen shows the error page (404 for a group that is not this leader's).
    meta: { handlesErrors: true },
  });

export function useGroup(id: string) {
  return useQuery(groupQueryOptions(id));
}
