import { useMutation } from '@tanstack/react-query';
import { uploadSchema, type Upload } from '@slidewise/shared/uploads/limits';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface UploadMediaInput {
  kind: 'image' | 'video';
  file: File;
}

export function uploadMedia({ kind, file }: UploadMediaInput): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(`/api/v1/uploads?kind=${kind}`, {
    method: 'POST',
    body: form,
    schema: uploadSchema,
  });
}

export function useUploadMedia(config: MutationConfig<typeof uploadMedia> = {}) {
  return useMutation({
    // The dialog shows the failure next to the file field.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadMedia,
  });
}
