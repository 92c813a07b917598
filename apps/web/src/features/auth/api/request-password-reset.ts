import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Answers the same whether or not the account exists. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset(config: MutationConfig<typeof requestPasswordReset> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({
    meta: { handlesErrors: true },
    ...config,
    mutationFn: requestPasswordReset,
  });
}
