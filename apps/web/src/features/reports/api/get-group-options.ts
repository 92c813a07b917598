import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '@slidewise/shared/groups/group';
import { MAX_PAGE_SIZE, paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';

const groupPageSchema = paginatedSchema(groupSchema);

/** The leader's groups by name, for the group filter (the first hundred). */
export function getGroupOptions(signal?: AbortSignal) {
  return apiRequest(`/api/v1/groups?pageSize=${MAX_PAGE_SIZE}&sort=name&order=asc`, {
    schema: groupPageSchema,
    signal,
  });
}

export const groupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['reports', 'group-options'],
    queryFn: ({ signal }) => getGroupOptions(signal),
    meta: { handlesErrors: true },
  });

export function useGroupOptions() {
  return useQuery(groupOptionsQueryOptions());
}
