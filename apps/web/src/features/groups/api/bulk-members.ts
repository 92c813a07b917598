import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkResultSchema } from '@slidewise/shared/http/bulk';
import { apiRequest } from '@/lib/api-client';
import { groupKeys } from './group-keys';

export interface BulkMembersInput {
  groupId: string;
  action: 'remove' | 'move';
  userIds: string[];
  targetGroupId?: string;
}

/** Removes or moves many members in one call: all of them, or none (422/404 change nothing). */
export async function bulkMembers({ groupId, ...body }: BulkMembersInput) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/members/bulk`, {
    method: 'POST',
    body,
    schema: bulkResultSchema,
  });
}

export function useBulkMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the failure.
    meta: { handlesErrors: true },
    mutationFn: bulkMembers,
    onSuccess: (_, { groupId, targetGroupId }) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) });
      if (targetGroupId) {
        void queryClient.invalidateQueries({ queryKey: groupKeys.members(targetGroupId) });
        void queryClient.invalidateQueries({ queryKey: groupKeys.detail(targetGroupId) });
      }
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
}
