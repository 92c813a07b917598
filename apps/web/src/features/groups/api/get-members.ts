import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberSchema } from '@slidewise/shared/groups/group';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';
import { groupKeys } from './group-keys';

const memberPageSchema = paginatedSchema(memberSchema);

export interface MemberListParams {
  page: number;
  pageSize: number;
  q: string;
}

export function getMembers(groupId: string, params: MemberListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.q) search.set('q', params.q);
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/members?${search}`, {
    schema: memberPageSchema,
    signal,
  });
}

export const membersQueryOptions = (groupId: string, params: MemberListParams) =>
  queryOptions({
    queryKey: [...groupKeys.members(groupId), params],
    queryFn: ({ signal }) => getMembers(groupId, params, signal),
    placeholderData: keepPreviousData,
    // The members table shows its own error with a retry.
    meta: { handlesErrors: true },
  });

export function useMembers(groupId: string, params: MemberListParams) {
  return useQuery(membersQueryOptions(groupId, params));
}
