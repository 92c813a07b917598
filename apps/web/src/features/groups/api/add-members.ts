import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMembersResultSchema } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { groupKeys } from './group-keys';

/** Adds the addresses all at once: the server saves all of them or none. */
export function addMembers({ groupId, emails }: { groupId: string; emails: string[] }) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/members`, {
    method: 'POST',
    body: { emails },
    schema: addMembersResultSchema,
  });
}

export function useAddMembers(config: MutationConfig<typeof addMembers> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the failure (the plan limit, an address the server refused).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: addMembers,
    onSuccess: (result, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(variables.groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(variables.groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      return config.onSuccess?.(result, variables, ...rest);
    },
  });
}
