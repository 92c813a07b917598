import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { groupKeys } from './group-keys';

export async function deleteGroup(id: string): Promise<void> {
  await apiRequest(`/api/v1/groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGroup(config: MutationConfig<typeof deleteGroup> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation dialog shows the failure.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: deleteGroup,
    onSuccess: (result, id, ...rest) => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      queryClient.removeQueries({ queryKey: groupKeys.members(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      return config.onSuccess?.(result, id, ...rest);
    },
  });
}
