import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountSessionsQueryOptions } from './account-sessions';

/** Signs the account out everywhere except in this browser. */
export async function revokeOtherSessions(): Promise<void> {
  await apiRequest('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions(config: MutationConfig<typeof revokeOtherSessions> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: revokeOtherSessions,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
