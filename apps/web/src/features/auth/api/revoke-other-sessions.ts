import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Signs the account out everywhere except in this browser. */
export async function revokeOtherSessions(): Promise<void> {
  await apiRequest('/api/auth/revoke-other-sessions', { method: 'POST', body: {} });
}

export function useRevokeOtherSessions(config: MutationConfig<typeof revokeOtherSessions> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: revokeOtherSessions,
  });
}
