import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { groupKeys } from './group-keys';

export interface ResendMemberInput {
  groupId: string;
  memberId: string;
}

/** Puts the e-mails the member's mail server refused back in the queue (409 when none was). */
export async function resendMember({ groupId, memberId }: ResendMemberInput) {
  await apiRequest(
    `/api/v1/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(memberId)}/resend`,
    { method: 'POST' },
  );
}

export function useResendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen reports the outcome with a toast.
    meta: { handlesErrors: true },
    mutationFn: resendMember,
    onSuccess: (_, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
  });
}
