import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export async function signIn(input: SignInInput): Promise<{ twoFactor: boolean }> {
  const result = await apiRequest('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
    schema: () => import('./answer-schemas').then((m) => m.signInResultSchema),
  });
  return { twoFactor: result.twoFactorRedirect === true };
}

export function useSignIn(config: MutationConfig<typeof signIn> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signIn });
}
