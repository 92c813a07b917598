import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '@slidewise/shared/groups/group';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';
import type { GroupListParams } from '../lib/group-list-params';
import { groupKeys } from './group-keys';

const groupPageSchema = paginatedSchema(groupSchema);

export function getGroups(params: GroupListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
    sort: params.sort,
    order: params.order,
  });
  if (params.q) search.set('q', params.q);
  return apiRequest(`/api/v1/groups?${search}`, { schema: groupPageSchema, signal });
}

export const groupsQueryOptions = (params: GroupListParams) =>
  queryOptions({
    queryKey: [...groupKeys.lists(), params],
    queryFn: ({ signal }) => getGroups(params, signal),
    // Keep the last page on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
    // The list shows its own error with a retry.
    meta: { handlesErrors: true },
  });

export function useGroups(params: GroupListParams) {
  return useQuery(groupsQueryOptions(params));
}
