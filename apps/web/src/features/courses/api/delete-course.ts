import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { courseKeys } from './course-keys';

export async function deleteCourse(id: string): Promise<void> {
  await apiRequest(`/api/v1/courses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCourse(config: MutationConfig<typeof deleteCourse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // The caller reports the outcome itself (a promise toast).
    meta: { handlesErrors: true },
    ...config,
    mutationFn: deleteCourse,
    onSuccess: (result, id, ...rest) => {
      // Not from under a screen still showing it (it is leaving): that would fetch it again.
      queryClient.removeQueries({ queryKey: courseKeys.detail(id), type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
      return config.onSuccess?.(result, id, ...rest);
    },
  });
}
