import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut(config: MutationConfig<typeof signOut> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: signOut,
    onSuccess: (...args) => {
      // Nothing cached for the last account may outlive its session.
      queryClient.clear();
      return config.onSuccess?.(...args);
    },
  });
}
