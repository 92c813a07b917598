import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupSchema, type GroupCreateInput } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { groupKeys } from './group-keys';

export function updateGroup({ id, ...input }: GroupCreateInput & { id: string }) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: groupSchema,
  });
}

export function useUpdateGroup(config: MutationConfig<typeof updateGroup> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a taken name at its field, anything else above it.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: updateGroup,
    onSuccess: (group, ...rest) => {
      queryClient.setQueryData(groupKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      return config.onSuccess?.(group, ...rest);
    },
  });
}
