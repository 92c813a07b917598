import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Deletes the account and all it owns; `email` must be the account's own, typed to confirm. */
export async function deleteAccount(input: { email: string }): Promise<void> {
  await apiRequest('/api/v1/me', { method: 'DELETE', body: input });
}

export function useDeleteAccount(config: MutationConfig<typeof deleteAccount> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: deleteAccount,
  });
}
