import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressStateSchema, type ProgressState } from '@slidewise/shared/learning/player';
import { apiRequest } from '@/lib/api-client';

/** Starts the next attempt: the quiz answers are cleared (the server keeps the earlier ones). */
export function retakeCourse(courseId: string): Promise<ProgressState> {
  return apiRequest(`/api/v1/learning/${encodeURIComponent(courseId)}/retake`, {
    method: 'POST',
    schema: progressStateSchema,
  });
}

export function useRetakeCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retakeCourse(courseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learning'] }),
  });
}
