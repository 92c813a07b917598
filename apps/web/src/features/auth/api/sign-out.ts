import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { announceSignOut } from '../utils/auth-channel';
import { setLoginNotice } from '../utils/login-notice';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut(config: MutationConfig<typeof signOut> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The sign-out button says itself when signing out failed.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: signOut,
    onSuccess: (...args) => {
      // Nothing cached for the last account may outlive its session, in any tab.
      queryClient.clear();
      announceSignOut();
      // The sign-in screen, a page of its own, says so (the toast goes with this page).
      setLoginNotice('signed-out');
      return config.onSuccess?.(...args);
    },
  });
}
