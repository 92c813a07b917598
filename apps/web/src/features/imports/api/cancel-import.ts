import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from './import-keys';

export function cancelImport(id: string): Promise<unknown> {
  return apiRequest(`/api/v1/imports/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelImport,
    onSettled: (_data, _error, id) =>
      queryClient.invalidateQueries({ queryKey: importKeys.detail(id) }),
  });
}
