import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { checkEmailSchema } from '@slidewise/shared/auth/schemas';
import { joinResultSchema, type joinSignUpSchema } from '@slidewise/shared/groups/join-link';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type JoinSignUp = z.input<typeof joinSignUpSchema>;

/** Joins the link's group as the signed-in account. */
export function joinGroup({ token }: { token: string }) {
  return apiRequest(`/api/v1/join/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
    schema: joinResultSchema,
  });
}

export function useJoinGroup(config: MutationConfig<typeof joinGroup> = {}) {
  // The page shows every failure itself.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: joinGroup });
}

/**
 * Creates a learner account to join with. The answer is "check your e-mail" whether or
 * not the address has an account: the e-mailed link signs the person in and brings them
 * back to the link to join.
 */
export function signUpToJoin({ token, account }: { token: string; account: JoinSignUp }) {
  return apiRequest(`/api/v1/join/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: account,
    schema: checkEmailSchema,
  });
}

export function useSignUpToJoin(config: MutationConfig<typeof signUpToJoin> = {}) {
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signUpToJoin });
}
