import { useMutation } from '@tanstack/react-query';
import { apiErrorSchema } from '@slidewise/shared/http/errors';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { ApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const STATUS_CODES: Record<number, string> = {
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
};

// apiRequest only speaks JSON; a file goes as multipart/form-data, answered like any other call.
export async function uploadPhoto(photo: Blob): Promise<Me> {
  const form = new FormData();
  form.append('file', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  let response: Response;
  try {
    response = await fetch('/api/v1/me/photo', {
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
  const me = meSchema.safeParse(json);
  if (!me.success) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: 'Unexpected answer from POST /api/v1/me/photo',
      details: me.error.issues,
    });
  }
  return me.data;
}

export function useUploadPhoto(config: MutationConfig<typeof uploadPhoto> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: uploadPhoto,
  });
}
