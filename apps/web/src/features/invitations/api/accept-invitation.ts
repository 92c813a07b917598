import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  acceptInvitationResultSchema,
  type invitationCredentialsSchema,
} from '@slidewise/shared/groups/invitation';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type InvitationCredentials = z.input<typeof invitationCredentialsSchema>;

/**
 * Accepts an invitation: with a name and password it creates the learner account
 * and signs it in (the answer sets the session cookie); without them it accepts
 * for the account signed in with the invited address.
 */
export function acceptInvitation({
  token,
  credentials,
}: {
  token: string;
  credentials?: InvitationCredentials;
}) {
  return apiRequest(`/api/v1/invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: credentials ?? {},
    schema: acceptInvitationResultSchema,
  });
}

export function useAcceptInvitation(config: MutationConfig<typeof acceptInvitation> = {}) {
  // The page shows every failure itself (at the password, or above the form).
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: acceptInvitation });
}
