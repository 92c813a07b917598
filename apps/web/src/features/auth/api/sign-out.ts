import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { announceSignOut } from '../utils/auth-channel';
import { setLoginNotice } from '../utils/login-notice';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * `noticeOnSignIn`: the sign-in screen comes next and says the person signed out. Off where
 * they stay on the page (the invitation), which says so itself: a notice left in the tab would
 * greet them on a later visit to sign in.
 */
export function useSignOut({
  noticeOnSignIn = true,
  ...config
}: MutationConfig<typeof signOut> & { noticeOnSignIn?: boolean } = {}) {
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
      if (noticeOnSignIn) setLoginNotice('signed-out');
      return config.onSuccess?.(...args);
    },
  });
}
