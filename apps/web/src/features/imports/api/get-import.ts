import { useQuery } from '@tanstack/react-query';
import { importSchema } from '@slidewise/shared/imports/import';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './import-keys';

export function getImport(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/v1/imports/${encodeURIComponent(id)}`, { schema: importSchema, signal });
}

/** The import's state, asked again every second while it runs. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getImport(id!, signal),
    enabled: !!id,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
    meta: { handlesErrors: true },
  });
}
