import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userBioSchema, type UserBio } from '@slidewise/shared/me/profile';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { bioQueryOptions } from './get-bio';

export function updateBio(input: UserBio): Promise<UserBio> {
  return apiRequest('/api/v1/me/bio', { method: 'PUT', body: input, schema: userBioSchema });
}

export function useUpdateBio(config: MutationConfig<typeof updateBio> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen reports the outcome itself (toast.promise and inline errors).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: updateBio,
    onSuccess: (bio, ...rest) => {
      queryClient.setQueryData(bioQueryOptions().queryKey, bio);
      return config.onSuccess?.(bio, ...rest);
    },
  });
}
