import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinLinkSchema, type JoinLinkCreateInput } from '@slidewise/shared/groups/join-link';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { joinLinkKeys } from './join-link-keys';

export function createJoinLink({
  groupId,
  input,
}: {
  groupId: string;
  input: JoinLinkCreateInput;
}) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/join-links`, {
    method: 'POST',
    body: input,
    schema: joinLinkSchema,
  });
}

export function useCreateJoinLink(config: MutationConfig<typeof createJoinLink> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure at its fields or above them.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: createJoinLink,
    onSuccess: (link, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: joinLinkKeys.ofGroup(variables.groupId) });
      return config.onSuccess?.(link, variables, ...rest);
    },
  });
}
