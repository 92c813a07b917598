import { queryOptions, useQuery } from '@tanstack/react-query';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The signed-in account, or null when nobody is signed in. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiRequest('/api/v1/me', { schema: meSchema, signal });
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
