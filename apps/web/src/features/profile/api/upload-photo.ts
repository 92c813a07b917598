import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function uploadPhoto(photo: Blob): Promise<Me> {
  const form = new FormData();
  form.append('file', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return apiRequest('/api/v1/me/photo', { method: 'POST', body: form, schema: meSchema });
}

export function useUploadPhoto(config: MutationConfig<typeof uploadPhoto> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadPhoto,
  });
}
