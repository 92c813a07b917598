import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema } from '@slidewise/shared/http/errors';
import { uploadSchema, type Upload } from '@slidewise/shared/uploads/limits';
import { ApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const STATUS_CODES: Record<number, string> = {
  401: 'unauthorized',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
};

export interface UploadMediaInput {
  kind: 'image' | 'video';
  file: File;
}

// apiRequest only speaks JSON; a file goes as multipart/form-data, answered like any other call.
export async function uploadMedia({ kind, file }: UploadMediaInput): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `/api/v1/uploads?kind=${kind}`;
  let response: Response;
  try {
    response = await fetch(path, {
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
      message: `Unexpected answer from POST ${path}`,
      details: upload.error.issues,
    });
  }
  return upload.data;
}

export function useUploadMedia(config: MutationConfig<typeof uploadMedia> = {}) {
  return useMutation({
    // The dialog shows the failure next to the file field.
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadMedia,
  });
}
