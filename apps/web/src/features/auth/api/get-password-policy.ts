import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordPolicySchema, type PasswordPolicy } from '@slidewise/shared/auth/password-policy';
import { apiRequest } from '@/lib/api-client';

export function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  return apiRequest('/api/v1/auth/password-policy', { schema: passwordPolicySchema, signal });
}

export const passwordPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'password-policy'],
    queryFn: ({ signal }) => getPasswordPolicy(signal),
    staleTime: 10 * 60_000,
  });

export function usePasswordPolicy() {
  return useQuery(passwordPolicyQueryOptions());
}
