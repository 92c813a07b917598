import { useMutation } from '@tanstack/react-query';
import { memberPreviewSchema } from '@slidewise/shared/groups/group';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** What adding these addresses would do; nothing is saved. */
export function previewMembers({ groupId, emails }: { groupId: string; emails: string[] }) {
  return apiRequest(`/api/v1/groups/${encodeURIComponent(groupId)}/members/preview`, {
    method: 'POST',
    body: { emails },
    schema: memberPreviewSchema,
  });
}

export function usePreviewMembers(config: MutationConfig<typeof previewMembers> = {}) {
  // The dialog shows the failure in place of the preview.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: previewMembers });
}
