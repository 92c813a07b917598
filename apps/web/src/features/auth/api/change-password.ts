import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@slidewise/shared/auth/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Changes the signed-in account's password; optionally ends every other session. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: changePassword,
  });
}
