import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ssoSettingsSchema,
  type SsoSettings,
  type SsoSettingsInput,
  workspaceSsoSchema,
} from '@slidewise/shared/auth/sign-in-methods';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/v1/workspace/sso';
const key = ['workspace', 'sso'] as const;

/** The workspace's single sign-on, or null when none is set up. */
export function getSsoSettings(signal?: AbortSignal): Promise<SsoSettings | null> {
  return apiRequest(PATH, { schema: workspaceSsoSchema, signal });
}

export function useSsoSettings() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => getSsoSettings(signal) }));
}

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows every failure itself.
    meta: { handlesErrors: true },
    mutationFn: (input: SsoSettingsInput) =>
      apiRequest(PATH, { method: 'PUT', body: input, schema: ssoSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

export function useRemoveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => apiRequest(PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
}
