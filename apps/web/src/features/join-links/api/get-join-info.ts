import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinLinkInfoSchema } from '@slidewise/shared/groups/join-link';
import { apiRequest } from '@/lib/api-client';
import { joinLinkKeys } from './join-link-keys';

export function getJoinInfo(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/join/${encodeURIComponent(token)}`, {
    schema: joinLinkInfoSchema,
    signal,
  });
}

export function useJoinInfo(token: string) {
  return useQuery(
    queryOptions({
      queryKey: joinLinkKeys.info(token),
      queryFn: ({ signal }) => getJoinInfo(token, signal),
      // The page explains an unknown, full or expired link itself.
      meta: { handlesErrors: true },
      retry: false,
      staleTime: 0,
    }),
  );
}
