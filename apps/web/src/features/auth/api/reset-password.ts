import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export async function resetPassword(input: ResetPasswordInput & { token: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword(config: MutationConfig<typeof resetPassword> = {}) {
  // The form shows every failure itself, next to the fields or above them.
  return useMutation({ meta: { handlesErrors: true }, ...config, mutationFn: resetPassword });
}
