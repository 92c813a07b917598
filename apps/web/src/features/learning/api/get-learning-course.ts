import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningCourseSchema, type LearningCourse } from '@slidewise/shared/learning/player';
import { apiRequest } from '@/lib/api-client';

/** One assigned course with its slides and the caller's answers (404 when not assigned to them). */
export function getLearningCourse(courseId: string, signal?: AbortSignal): Promise<LearningCourse> {
  return apiRequest(`/api/v1/learning/${encodeURIComponent(courseId)}`, {
    schema: learningCourseSchema,
    signal,
  });
}

export const learningCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['learning', 'course', courseId],
    queryFn: ({ signal }) => getLearningCourse(courseId, signal),
    // The route shows its own error page (404 and the rest).
    meta: { handlesErrors: true },
    // Where to resume must be read afresh each time the player opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useLearningCourse(courseId: string) {
  return useQuery(learningCourseQueryOptions(courseId));
}
