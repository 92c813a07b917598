import { useMutation } from '@tanstack/react-query';
import { uploadSchema, type Upload } from '@slidewise/shared/uploads/limits';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function uploadCover(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name || 'cover');
  return apiRequest('/api/v1/uploads?kind=image', {
    method: 'POST',
    body: form,
    schema: uploadSchema,
  });
}

export function useUploadCover(config: MutationConfig<typeof uploadCover> = {}) {
  return useMutation({
    // The cover field shows what went wrong next to itself.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadCover,
  });
}
