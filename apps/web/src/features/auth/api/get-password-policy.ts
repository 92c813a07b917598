import { queryOptions, useQuery } from '@tanstack/react-query';
import { asPasswordPolicy, type PasswordPolicy } from '@slidewise/shared/auth/password-rules';
import { apiRequest, invalidResponse } from '@/lib/api-client';

const PATH = '/api/v1/auth/password-policy';

/** Checked without zod: the sign-up screen asks for it as it opens. */
export async function getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy> {
  const policy = asPasswordPolicy(await apiRequest(PATH, { signal }));
  if (!policy) throw invalidResponse(200, `GET ${PATH}`);
  return policy;
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
