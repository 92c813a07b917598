import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressStateSchema, type ProgressState } from '@slidewise/shared/learning/player';
import { apiRequest } from '@/lib/api-client';

/** The learner's sign-off ("I have read and understood this course") with their full name. */
export function signOffCourse(courseId: string, fullName: string): Promise<ProgressState> {
  return apiRequest(`/api/v1/learning/${encodeURIComponent(courseId)}/sign-off`, {
    method: 'POST',
    body: { fullName },
    schema: progressStateSchema,
  });
}

export function useSignOffCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (fullName: string) => signOffCourse(courseId, fullName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learning', 'list'] }),
  });
}
