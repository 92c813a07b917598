import { queryOptions, useQuery } from '@tanstack/react-query';
import { userBioSchema, type UserBio } from '@slidewise/shared/me/profile';
import { apiRequest } from '@/lib/api-client';

export function getBio(signal?: AbortSignal): Promise<UserBio> {
  return apiRequest('/api/v1/me/bio', { schema: userBioSchema, signal });
}

// Under 'me', so whatever forgets the signed-in account forgets its bio too.
export const bioQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'bio'],
    queryFn: ({ signal }) => getBio(signal),
    // The About section shows a failure in place, with a retry.
    meta: { handlesErrors: true },
  });

export function useBio() {
  return useQuery(bioQueryOptions());
}
