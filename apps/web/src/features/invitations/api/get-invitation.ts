import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationSchema } from '@slidewise/shared/groups/invitation';
import { apiRequest } from '@/lib/api-client';

export function getInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/invitations/${encodeURIComponent(token)}`, {
    schema: invitationSchema,
    signal,
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // The page explains an expired, used or unknown invitation itself.
    meta: { handlesErrors: true },
    staleTime: 0,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
