import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { subscriptionQueryOptions } from './get-subscription';

/** Gives a learner-only account its own workspace, with the free trial. */
export function startWorkspace(): Promise<Me> {
  return apiRequest('/api/v1/me/workspace', { method: 'POST', body: {}, schema: meSchema });
}

export function useStartWorkspace(config: MutationConfig<typeof startWorkspace> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The card shows the failure itself.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: startWorkspace,
    onSuccess: (me, ...rest) => {
      queryClient.setQueryData(['me'], me);
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey });
      return config.onSuccess?.(me, ...rest);
    },
  });
}
