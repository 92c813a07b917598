import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupSchema, type GroupCreateInput } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { groupKeys } from './group-keys';

export function createGroup(input: GroupCreateInput) {
  return apiRequest('/api/v1/groups', { method: 'POST', body: input, schema: groupSchema });
}

export function useCreateGroup(config: MutationConfig<typeof createGroup> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a taken name at its field, and the plan limit above it.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: createGroup,
    onSuccess: (group, ...rest) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      return config.onSuccess?.(group, ...rest);
    },
  });
}
