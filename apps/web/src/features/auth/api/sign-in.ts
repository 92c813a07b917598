import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { SignInInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

// An account with two-factor gets no session yet: the answer asks for the code.
const signInResultSchema = z.object({ twoFactorRedirect: z.boolean().optional() }).loose();

export async function signIn(input: SignInInput): Promise<{ twoFactor: boolean }> {
  const result = await apiRequest('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
    schema: signInResultSchema,
  });
  return { twoFactor: result.twoFactorRedirect === true };
}

export function useSignIn(config: MutationConfig<typeof signIn> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: signIn });
}
