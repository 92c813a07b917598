import { useMutation } from '@tanstack/react-query';
import { importSchema, type ImportJob } from '@slidewise/shared/imports/import';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function startImport({
  file,
  courseId,
}: {
  file: File;
  courseId?: string;
}): Promise<ImportJob> {
  const form = new FormData();
  if (courseId) form.append('courseId', courseId);
  form.append('file', file, file.name);
  return apiRequest('/api/v1/imports?type=pptx', {
    method: 'POST',
    body: form,
    schema: importSchema,
  });
}

export function useStartImport(config: MutationConfig<typeof startImport> = {}) {
  return useMutation({
    // The import panel shows the refusal beside the file field.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: startImport,
  });
}
