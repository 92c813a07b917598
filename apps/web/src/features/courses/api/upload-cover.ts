import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema } from '@slidewise/shared/http/errors';
import { uploadSchema, type Upload } from '@slidewise/shared/uploads/limits';
import { ApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const STATUS_CODES: Record<number, string> = {
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
};

// apiRequest only speaks JSON; a file goes as multipart/form-data, answered like any other call.
export async function uploadCover(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name || 'cover');
  let response: Response;
  try {
    response = await fetch('/api/v1/uploads?kind=image', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    const error = parsed.success ? parsed.data.error : undefined;
    throw new ApiError({
      status: response.status,
      code: error?.code ?? STATUS_CODES[response.status] ?? 'internal_error',
      message: error?.message ?? `HTTP error! status: ${response.status}`,
      details: error?.details,
    });
  }
  const upload = uploadSchema.safeParse(json);
  if (!upload.success) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'Unexpected answer from POST /api/v1/uploads',
      details: upload.error.issues,
    });
  }
  return upload.data;
}

export function useUploadCover(config: MutationConfig<typeof uploadCover> = {}) {
  return useMutation({
    // The cover field shows what went wrong next to itself.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadCover,
  });
}
