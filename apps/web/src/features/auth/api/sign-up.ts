import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Creates the account (a leader with a trial) and signs it in. */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp(config: MutationConfig<typeof signUp> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signUp });
}
