import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema, memberSchema } from '@slidewise/shared/groups/group';
import { MAX_PAGE_SIZE, paginatedSchema } from '@slidewise/shared/http/pagination';
import { apiRequest } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

const groupPageSchema = paginatedSchema(groupSchema);
const memberPageSchema = paginatedSchema(memberSchema);

/** The leader's groups to pick from (the first hundred, by name). */
export function getGroups(signal?: AbortSignal) {
  return apiRequest(`/api/v1/groups?page=1&pageSize=${MAX_PAGE_SIZE}&sort=name&order=asc`, {
    schema: groupPageSchema,
    signal,
  });
}

export const groupsQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.groups(),
    queryFn: ({ signal }) => getGroups(signal),
    // The picker says in place when groups cannot be listed.
    meta: { handlesErrors: true },
  });

export function useGroups() {
  return useQuery(groupsQueryOptions());
}

/** A group's members, for the address suggestions. */
export function getGroupMembers(groupId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/v1/groups/${encodeURIComponent(groupId)}/members?page=1&pageSize=${MAX_PAGE_SIZE}`,
    { schema: memberPageSchema, signal },
  );
}

export const groupMembersQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: assignmentKeys.members(groupId),
    queryFn: ({ signal }) => getGroupMembers(groupId, signal),
    // Suggestions are a convenience: a failure just means fewer of them.
    meta: { handlesErrors: true },
  });
