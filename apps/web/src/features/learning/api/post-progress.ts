import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAnswer } from '@slidewise/shared/courses/quiz';
import { progressStateSchema, type ProgressState } from '@slidewise/shared/learning/player';
import { apiRequest } from '@/lib/api-client';

export interface ProgressInput {
  courseId: string;
  slideId: string;
  answer?: QuizAnswer;
}

/** Records reaching a slide (and a quiz answer); the server works out status, progress and score. */
export function postProgress({ courseId, ...event }: ProgressInput): Promise<ProgressState> {
  return apiRequest(`/api/v1/learning/${encodeURIComponent(courseId)}/progress`, {
    method: 'POST',
    body: event,
    schema: progressStateSchema,
  });
}

export function usePostProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    // The player shows (and retries) a failure itself.
    meta: { handlesErrors: true },
    mutationFn: postProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['learning', 'list'] }),
  });
}
