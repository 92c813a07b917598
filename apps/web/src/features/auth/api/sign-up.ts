import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * Asks for the account (a leader with a trial). The answer is "check your e-mail" for a
 * new address and for one that has an account alike: the e-mailed link signs the new
 * account in and lands on `callbackURL` (a path on this site).
 */
export async function signUp(input: SignUpInput & { callbackURL?: string }): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp(config: MutationConfig<typeof signUp> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signUp });
}
