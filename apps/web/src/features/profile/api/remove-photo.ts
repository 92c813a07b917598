import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function removePhoto(): Promise<Me> {
  return apiRequest('/api/v1/me/photo', { method: 'DELETE', schema: meSchema });
}

export function useRemovePhoto(config: MutationConfig<typeof removePhoto> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: removePhoto,
  });
}
