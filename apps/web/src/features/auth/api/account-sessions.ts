import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paginatedSchema } from '@slidewise/shared/http/pagination';
import { accountSessionSchema } from '@slidewise/shared/me/sessions';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'sessions'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/me/sessions', { schema: paginatedSchema(accountSessionSchema), signal }),
  });

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}

/** Signs one session of the account out. */
export async function endSession(id: string): Promise<void> {
  await apiRequest(`/api/v1/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession(config: MutationConfig<typeof endSession> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: endSession,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions().queryKey });
      return config.onSuccess?.(...args);
    },
  });
}
