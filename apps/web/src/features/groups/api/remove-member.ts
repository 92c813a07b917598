import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { groupKeys } from './group-keys';

export async function removeMember({
  groupId,
  memberId,
}: {
  groupId: string;
  memberId: string;
}): Promise<void> {
  await apiRequest(
    `/api/v1/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(memberId)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveMember(config: MutationConfig<typeof removeMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation dialog shows the failure.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: removeMember,
    onSuccess: (result, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(variables.groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(variables.groupId) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      return config.onSuccess?.(result, variables, ...rest);
    },
  });
}
