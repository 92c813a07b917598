import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { joinLinkKeys } from './join-link-keys';

export async function revokeJoinLink({ groupId, linkId }: { groupId: string; linkId: string }) {
  await apiRequest(
    `/api/v1/groups/${encodeURIComponent(groupId)}/join-links/${encodeURIComponent(linkId)}`,
    { method: 'DELETE' },
  );
}

export function useRevokeJoinLink(config: MutationConfig<typeof revokeJoinLink> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: revokeJoinLink,
    onSuccess: (result, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: joinLinkKeys.ofGroup(variables.groupId) });
      return config.onSuccess?.(result, variables, ...rest);
    },
  });
}
