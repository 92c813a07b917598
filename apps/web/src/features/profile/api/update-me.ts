import { useMutation } from '@tanstack/react-query';
import type { UpdateMeInput } from '@slidewise/shared/me/profile';
import { meSchema, type Me } from '@slidewise/shared/me/schemas';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function updateMe(input: UpdateMeInput): Promise<Me> {
  return apiRequest('/api/v1/me', { method: 'PATCH', body: input, schema: meSchema });
}

export function useUpdateMe(config: MutationConfig<typeof updateMe> = {}) {
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: updateMe,
  });
}
