import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export async function signIn(input: SignInInput): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn(config: MutationConfig<typeof signIn> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signIn });
}
