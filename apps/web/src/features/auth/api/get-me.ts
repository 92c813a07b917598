import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@slidewise/shared/me/schemas';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The signed-in account, or null when nobody is signed in. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    // A visitor's answer is a 401: the sign-in screens load the schema (and zod) only for an account.
    return await apiRequest('/api/v1/me', {
      schema: () => import('@slidewise/shared/me/schemas').then((m) => m.meSchema),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    // A failed session check shows as the sign-in alert or the error page, not a toast.
    meta: { handlesErrors: true },
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * True for an account that only learns (no workspace of its own): it sees My learning,
 * its profile and settings, and never calls a leader endpoint. Undefined while unknown.
 */
export function useLearnerOnly(): boolean | undefined {
  const me = useMe();
  return me.data ? me.data.leader === null : undefined;
}
