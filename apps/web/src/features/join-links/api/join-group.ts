import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { joinResultSchema, type joinSignUpSchema } from '@slidewise/shared/groups/join-link';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type JoinSignUp = z.input<typeof joinSignUpSchema>;

/**
 * Joins the link's group: with a name, address and password it creates the learner
 * account and signs it in; without them it joins as the signed-in account.
 */
export function joinGroup({ token, account }: { token: string; account?: JoinSignUp }) {
  return apiRequest(`/api/v1/join/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: account ?? {},
    schema: joinResultSchema,
  });
}

export function useJoinGroup(config: MutationConfig<typeof joinGroup> = {}) {
  // The page shows every failure itself.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: joinGroup });
}
